import { createReadStream, realpathSync, type Stats, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream';

/** Content types of the files a built page has; anything else is served as bytes. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * The content security policy of the page: everything from this server only, no inline or evaluated
 * script, no plugins, no framing, no form posts, no network beyond the page's own files (the page
 * loads nothing from anywhere: every rule, chart and scenario is in its bundle). Inline style
 * attributes stay allowed (the page's bars and swatches are sized with them); style elements do not.
 */
export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** The headers every answer carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

function answer(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(`${text}\n`);
}

/**
 * The file a request path names inside `root`, or a status to answer with: 400 for a path that cannot
 * be decoded or holds a NUL byte or a backslash, 404 for what is not a file of the page (a folder
 * serves its index.html, never a listing; `..` and symbolic links never lead outside `root`).
 */
export function resolveRequest(root: string, url: string): { file: string } | { status: 400 | 404 } {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400 };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
  const parts = decoded.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) return { status: 404 };
  let file = join(root, ...parts);
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const real = realpathSync(file);
    if (real !== root && !real.startsWith(root + sep)) return { status: 404 };
    if (!statSync(real).isFile()) return { status: 404 };
    return { file: real };
  } catch {
    return { status: 404 };
  }
}

/**
 * The largest request head (request line and headers) the server reads: 128 KiB, eight times Node's
 * default. A page link carries the whole scenario in its query (`?s=`): a valid 605-unit scenario
 * makes a 26,861-character link, which Node's 16 KiB refused with 431. Past this limit: 431.
 */
export const MAX_HEADER_SIZE = 128 * 1024;

/**
 * The event the page server emits once a file answer is over, the file closed whether it was sent
 * whole or the client went away: `(file, error)`, error undefined when every byte was sent.
 */
export const SENT = 'hexcharge:sent';

/** The names a Host header may give: the loopback ones and the address the server was told to listen on. */
function hostNames(listenHost: string): { names: Set<string>; anyAddress: boolean } {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]']);
  let given = listenHost.toLowerCase();
  try {
    // As a browser writes it in the Host header: an IPv6 address bracketed and shortened, a name lowercased.
    given = new URL(`http://${isIP(listenHost) === 6 ? `[${listenHost}]` : listenHost}/`).hostname;
  } catch {
    // kept as given: web.ts accepts only IP addresses and host names
  }
  names.add(given);
  return { names, anyAddress: given === '0.0.0.0' || given === '[::]' };
}

/**
 * Whether a request's Host header names this server: one of 127.0.0.1, localhost, [::1] or the
 * address it listens on (`listenHost`), with the port the request came in on (without it only on
 * port 80, as browsers write it). A server listening on every address (0.0.0.0, ::) also answers an
 * IP address, whichever: an address is its own origin, and only a name can be rebound. A page that
 * rebinds its own name to 127.0.0.1 (DNS rebinding) sends its name, `Host: evil.example`: refused.
 */
export function hostAllowed(host: string | undefined, port: number, listenHost: string): boolean {
  if (host === undefined) return false;
  const h = host.toLowerCase();
  const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(h);
  if (!m) return false;
  const [, name, p] = m;
  if (p === undefined ? port !== 80 : p !== String(port)) return false;
  const { names, anyAddress } = hostNames(listenHost);
  if (names.has(name!)) return true;
  return anyAddress && (isIP(name!) === 4 || (name!.startsWith('[') && isIP(name!.slice(1, -1)) === 6));
}

/** What the page server needs to know beyond its folder. */
export interface PageServerOptions {
  /** The address it listens on (`--host`), whose name a Host header may give; 127.0.0.1 by default. */
  readonly host?: string;
}

/**
 * Answers with a file of the page: its content type, length and caching; the body for GET, none for
 * HEAD. SENT is emitted on `server` once the file is closed.
 */
function sendFile(server: Server, req: IncomingMessage, res: ServerResponse, file: string): void {
  const ext = extname(file).toLowerCase();
  const type = Object.hasOwn(TYPES, ext) ? TYPES[ext]! : 'application/octet-stream';
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    answer(res, 404, 'not found');
    return;
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': String(stats.size),
    'Cache-Control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline, not pipe: when the client goes away (or the read fails) the file stream is destroyed
  // and its descriptor closed; with .pipe() every aborted download left its file open. SENT waits
  // for the file's own 'close' too: pipeline may call back before the descriptor is closed.
  const stream = createReadStream(file);
  let pending = 2;
  let failure: Error | undefined;
  const over = () => {
    if (--pending === 0) server.emit(SENT, file, failure);
  };
  stream.once('close', over);
  pipeline(stream, res, (error) => {
    failure = error ?? undefined;
    over();
  });
}

/**
 * A node:http server for the built page in `root` (GET and HEAD only), with the security headers:
 * a request whose Host names another server gets 421, and every file it opens is closed when the
 * answer ends or the client goes.
 */
export function createPageServer(root: string, options: PageServerOptions = {}): Server {
  const realRoot = realpathSync(root);
  const listenHost = options.host ?? '127.0.0.1';
  const shown = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) => {
    const port = req.socket.localPort ?? 0;
    const hosts = req.headersDistinct.host;
    if (hosts?.length !== 1 || !hostAllowed(hosts[0], port, listenHost)) {
      const others = '127.0.0.1, localhost, [::1] on that port';
      answer(
        res,
        421,
        `misdirected request: this server answers for http://${shown}:${port}/ (or ${others})`,
      );
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const found = resolveRequest(realRoot, req.url ?? '/');
    if ('status' in found) answer(res, found.status, found.status === 400 ? 'bad request' : 'not found');
    else sendFile(server, req, res, found.file);
  });
  return server;
}
