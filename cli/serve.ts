import { createReadStream, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';

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

/** A node:http server for the built page in `root` (GET and HEAD only), with the security headers. */
export function createPageServer(root: string): Server {
  const realRoot = realpathSync(root);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const found = resolveRequest(realRoot, req.url ?? '/');
    if ('status' in found) {
      answer(res, found.status, found.status === 400 ? 'bad request' : 'not found');
      return;
    }
    const ext = extname(found.file).toLowerCase();
    const type = Object.hasOwn(TYPES, ext) ? TYPES[ext]! : 'application/octet-stream';
    const size = statSync(found.file).size;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      'Content-Length': String(size),
      'Cache-Control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(found.file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
}
