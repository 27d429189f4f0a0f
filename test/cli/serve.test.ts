/**
 * The page server of `hexcharge web` (cli/serve.ts): files of the built page only, the right content
 * types, the security headers on every answer, no listing, no way out of the page folder; files sent
 * precompressed (br, gzip) to a client that accepts them; requests for another host refused.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  CSP,
  createPageServer,
  hostAllowed,
  resolveRequest,
  SECURITY_HEADERS,
} from '../../cli/serve.ts';
import { precompress } from '../../scripts/precompress.ts';

const base = mkdtempSync(join(tmpdir(), 'hexcharge-serve-'));
const root = join(base, 'dist');
mkdirSync(join(root, 'assets', 'empty'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>hexcharge</title>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(root, 'assets', 'style.css'), 'body{}');
writeFileSync(join(root, 'assets', 'blob.bin'), Buffer.from([1, 2, 3]));
writeFileSync(join(root, 'assets', 'a b.json'), '{}');
writeFileSync(join(base, 'secret.txt'), 'SECRET');
symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'leak.txt'));
/** A script worth compressing, with its .br and .gz beside it as the page build writes them. */
const BIG = `${'export const rows = [\n'}${Array.from({ length: 2000 }, (_, i) => `  ${i * 7},\n`).join('')}];\n`;
writeFileSync(join(root, 'assets', 'big.js'), BIG);
const packed = precompress(join(root, 'assets'));

/** A raw request (no URL normalisation by the client: `..` reaches the server as sent). */
function get(port: number, path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
    bytes: Buffer;
  }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        done({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the page server', { timeout: 60_000 }, () => {
  const server = createPageServer(root);
  let port = 0;
  beforeAll(async () => {
    await packed;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });

  it('serves the page at / with its content type and every security header', async () => {
    const r = await get(port, '/');
    expect(r.status).toBe(200);
    expect(r.body).toBe('<!doctype html><title>hexcharge</title>');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(r.headers[k.toLowerCase()], k).toBe(v);
    expect(r.headers['content-security-policy']).toBe(CSP);
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toMatch(/script-src[^;]*unsafe/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/index.html', 'text/html; charset=utf-8'],
    ['/assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['/assets/style.css', 'text/css; charset=utf-8'],
    ['/assets/blob.bin', 'application/octet-stream'],
    ['/assets/a%20b.json?v=1#x', 'application/json; charset=utf-8'],
    ['/./assets//style.css', 'text/css; charset=utf-8'],
  ])('%s is %s', async (path, type) => {
    const r = await get(port, path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
  });

  it.each([
    ['/assets/', 404],
    ['/assets/empty/', 404],
    ['/nope.html', 404],
    ['/../secret.txt', 404],
    ['/assets/../../secret.txt', 404],
    ['/%2e%2e/secret.txt', 404],
    ['/..%2fsecret.txt', 404],
    ['/assets/leak.txt', 404],
    ['/%00', 400],
    ['/%E0%A4%A', 400],
    ['/..\\secret.txt', 400],
  ])('%s gives %i, with the headers and without the file', async (path, status) => {
    const r = await get(port, path);
    expect(r.status).toBe(status);
    expect(r.body).not.toContain('SECRET');
    expect(r.headers['content-security-policy']).toBe(CSP);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HEAD gives the headers without a body; other methods are refused with 405', async () => {
    const head = await get(port, '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe('39');
    for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const r = await get(port, '/', m);
      expect(r.status, m).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
  });

  it('resolveRequest never names a file outside the root', () => {
    for (const url of ['/', '/index.html', '/assets/style.css'])
      expect(resolveRequest(root, url)).toMatchObject({ file: expect.stringContaining(root) });
    expect(resolveRequest(root, 'index.html')).toEqual({ status: 400 });
    expect(resolveRequest(root, '/assets/leak.txt')).toEqual({ status: 404 });
  });

  it('sends a precompressed file to a client that accepts it: br first, then gzip, the plain file otherwise', async () => {
    const path = '/assets/big.js';
    const br = await get(port, path, 'GET', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-security-policy']).toBe(CSP);
    expect(br.bytes).toEqual(readFileSync(join(root, 'assets', 'big.js.br')));
    expect(br.headers['content-length']).toBe(String(br.bytes.length));
    expect(brotliDecompressSync(br.bytes).toString()).toBe(BIG);
    expect(br.bytes.length).toBeLessThan(BIG.length / 4);

    const gz = await get(port, path, 'GET', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.headers['content-length']).toBe(String(gz.bytes.length));
    expect(gunzipSync(gz.bytes).toString()).toBe(BIG);

    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await get(port, path, 'GET', accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.headers.vary, accept).toBe('Accept-Encoding');
      expect(plain.body, accept).toBe(BIG);
      expect(plain.headers['content-length'], accept).toBe(String(BIG.length));
    }
  });

  it('HEAD of a precompressed file gives the length of what GET would send, and no body', async () => {
    const br = await get(port, '/assets/big.js', 'HEAD', { 'Accept-Encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.body).toBe('');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(readFileSync(join(root, 'assets', 'big.js.br')).length));
    const plain = await get(port, '/assets/big.js', 'HEAD');
    expect(plain.headers['content-length']).toBe(String(BIG.length));
  });

  it('a file with no precompressed variant goes out plain and does not vary', async () => {
    // index-abc.js is too small to gain from compression: precompress wrote nothing beside it.
    const r = await get(port, '/assets/index-abc.js', 'GET', { 'Accept-Encoding': 'br, gzip' });
    expect(r.body).toBe('console.log(1)');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
  });
});

describe('acceptedEncodings: what an Accept-Encoding header lets the server send', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['BR', ['br']],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['identity', []],
    ['gzip;q=0.001', ['gzip']],
    ['br;q=1.5, gzip;q=abc', []],
    ['br;q=-1', []],
    [' br ; q = 0.8 ', ['br']],
  ] as const)('%j accepts %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('hostAllowed: the Host names the server answers for', () => {
  it.each([
    ['127.0.0.1:4173', '127.0.0.1', true],
    ['localhost:4173', '127.0.0.1', true],
    ['LocalHost:4173', '127.0.0.1', true],
    ['[::1]:4173', '127.0.0.1', true],
    ['mybox.lan:4173', 'MyBox.lan', true],
    ['[fe80::1]:4173', 'fe80:0:0:0::1', true],
    ['192.168.1.20:4173', '0.0.0.0', true],
    ['[2001:db8::5]:4173', '::', true],
    ['evil.example:4173', '127.0.0.1', false],
    ['evil.example:4173', '0.0.0.0', false],
    ['evil.example', '127.0.0.1', false],
    ['127.0.0.1', '127.0.0.1', false],
    ['127.0.0.1:4174', '127.0.0.1', false],
    ['127.0.0.1:04173', '127.0.0.1', false],
    ['127.0.0.1.evil.example:4173', '127.0.0.1', false],
    ['localhost.:4173', '127.0.0.1', false],
    ['192.168.1.20:4173', '127.0.0.1', false],
    ['mybox.lan:4173', '127.0.0.1', false],
    ['user@127.0.0.1:4173', '127.0.0.1', false],
    ['127.0.0.1:4173:4173', '127.0.0.1', false],
    ['[::1]', '127.0.0.1', false],
    ['', '127.0.0.1', false],
    [undefined, '127.0.0.1', false],
  ] as const)('Host %j on a server listening on %s: %s', (host, listen, allowed) => {
    expect(hostAllowed(host, 4173, listen)).toBe(allowed);
  });

  it('answers a bare name (no port) only on port 80, where browsers leave the port out', () => {
    expect(hostAllowed('localhost', 80, '127.0.0.1')).toBe(true);
    expect(hostAllowed('localhost:80', 80, '127.0.0.1')).toBe(true);
    expect(hostAllowed('evil.example', 80, '127.0.0.1')).toBe(false);
  });
});
