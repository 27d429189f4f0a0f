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

/** The precompressed variants a file may have beside it (written at build, scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A content coding the server can send a file in. */
export type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The content codings an `Accept-Encoding` header accepts among br and gzip, most wanted first (a
 * tie goes to br, the smaller): `q=0` refuses one, `*` stands for those not named, a weight that is
 * not a number between 0 and 1 counts as 0, no header accepts none (RFC 9110, 12.5.3).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',').slice(0, 64)) {
    const [token, ...params] = part.split(';');
    const name = token!.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=(.*)$/i.exec(p);
      if (m) q = /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(m[1]!) ? Number(m[1]) : 0;
    }
    if (!weights.has(name)) weights.set(name, q);
  }
  const star = weights.get('*') ?? 0;
  return ENCODINGS.map((e, i) => ({ name: e.name, i, q: weights.get(e.name) ?? star }))
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.name);
}

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

/**
 * The variant of `file` to send for an `Accept-Encoding` header: the best accepted coding whose file
 * (`file.br`, `file.gz`) is beside it, inside `root`, a regular file and not older than the file
 * itself (a stale one from an earlier build is never sent); `any` says whether the file has a
 * variant at all (then its answers vary with Accept-Encoding).
 */
export function pickVariant(
  root: string,
  file: string,
  stats: Stats,
  header: string | undefined,
): { any: boolean; chosen?: { encoding: Encoding; file: string; size: number } } {
  const found: { encoding: Encoding; file: string; size: number }[] = [];
  for (const e of ENCODINGS) {
    try {
      const real = realpathSync(file + e.suffix);
      if (!real.startsWith(root + sep)) continue;
      const s = statSync(real);
      if (s.isFile() && s.mtimeMs >= stats.mtimeMs)
        found.push({ encoding: e.name, file: real, size: s.size });
    } catch {
      // no such variant
    }
  }
  const accepted = acceptedEncodings(header);
  const chosen = accepted.map((a) => found.find((f) => f.encoding === a)).find((f) => f !== undefined);
  return chosen ? { any: true, chosen } : { any: found.length > 0 };
}

/** What the page server needs to know beyond its folder. */
export interface PageServerOptions {
  /** The address it listens on (`--host`), whose name a Host header may give; 127.0.0.1 by default. */
  readonly host?: string;
}

/**
 * Answers with a file of the page: its variant for the client's Accept-Encoding if it has one, its
 * content type, length and caching; the body for GET, none for HEAD. SENT is emitted on `server`
 * once the file is closed.
 */
function sendFile(
  server: Server,
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
): void {
  const ext = extname(file).toLowerCase();
  const type = Object.hasOwn(TYPES, ext) ? TYPES[ext]! : 'application/octet-stream';
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    answer(res, 404, 'not found');
    return;
  }
  const variant = pickVariant(root, file, stats, req.headers['accept-encoding']);
  const sent = variant.chosen ?? { file, size: stats.size };
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': String(sent.size),
    'Cache-Control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
    ...(variant.chosen ? { 'Content-Encoding': variant.chosen.encoding } : {}),
    ...(variant.any ? { Vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline, not pipe: when the client goes away (or the read fails) the file stream is destroyed
  // and its descriptor closed; with .pipe() every aborted download left its file open. SENT waits
  // for the file's own 'close' too: pipeline may call back before the descriptor is closed.
  const stream = createReadStream(sent.file);
  let pending = 2;
  let failure: Error | undefined;
  const over = () => {
    if (--pending === 0) server.emit(SENT, sent.file, failure);
  };
  stream.once('close', over);
  pipeline(stream, res, (error) => {
    failure = error ?? undefined;
    over();
  });
}

/**
 * A node:http server for the built page in `root` (GET and HEAD only), with the security headers:
 * a request whose Host names another server gets 421, a file goes out precompressed when the client
 * accepts it (br, gzip), and every file it opens is closed when the answer ends or the client goes.
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
    else sendFile(server, realRoot, req, res, found.file);
  });
  return server;
}
