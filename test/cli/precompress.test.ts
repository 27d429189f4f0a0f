/**
 * Precompression of the built page (scripts/precompress.ts): a .br and a .gz beside every
 * compressible file, holding exactly its bytes; none beside images, fonts and bytes, none where it
 * would not be smaller (and an older one removed), the figures it reports add up.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { describePrecompressed, precompress } from '../../scripts/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexcharge-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i % 97};`).join('\n');
const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><title>t</title>${text(200, '<p>row')}`,
  'assets/index.js': text(3000, 'export const a'),
  'assets/worker.mjs': text(500, 'self.postMessage'),
  'assets/style.css': text(400, '.c{color:red}'),
  'assets/data.json': JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i, k: 'value' }))),
  'assets/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(100, '<path d="M0')}</svg>`,
  'assets/tiny.js': 'x',
  'assets/photo.png': Buffer.alloc(5000, 7),
  'assets/font.woff2': Buffer.alloc(5000, 7),
};

describe('precompress', { timeout: 60_000 }, () => {
  it('writes a .br and a .gz holding exactly the bytes of every compressible file, and nothing beside images and fonts', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    for (const [name, bytes] of Object.entries(FILES)) writeFileSync(join(dir, name), bytes);
    // a variant left by an earlier build of a file that no longer gains from compression
    writeFileSync(join(dir, 'assets', 'tiny.js.gz'), 'stale');
    const done = await precompress(dir);
    for (const name of [
      'index.html',
      'assets/index.js',
      'assets/worker.mjs',
      'assets/style.css',
      'assets/data.json',
      'assets/icon.svg',
    ]) {
      const plain = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      // Buffer#equals: the same bytes at once (toEqual walks a Buffer element by element).
      expect(brotliDecompressSync(br).equals(plain), name).toBe(true);
      expect(gunzipSync(gz).equals(plain), name).toBe(true);
      expect(br.length, name).toBeLessThan(plain.length / 3);
      expect(br.length, name).toBeLessThanOrEqual(gz.length);
      expect(statSync(join(dir, `${name}.br`)).mtimeMs).toBeGreaterThanOrEqual(
        statSync(join(dir, name)).mtimeMs,
      );
    }
    for (const name of ['assets/tiny.js', 'assets/photo.png', 'assets/font.woff2'])
      for (const suffix of ['.br', '.gz'])
        expect(existsSync(join(dir, name + suffix)), name + suffix).toBe(false);
    expect(done.files).toBe(7);
    const sizes = (suffix: string) =>
      Object.keys(FILES)
        .filter((n) => !n.endsWith('.png') && !n.endsWith('.woff2'))
        .reduce(
          (sum, n) => sum + statSync(join(dir, existsSync(join(dir, n + suffix)) ? n + suffix : n)).size,
          0,
        );
    expect(done).toEqual({ files: 7, plain: sizes(''), br: sizes('.br'), gzip: sizes('.gz') });
    expect(describePrecompressed(done)).toMatch(
      /^precompressed 7 files: \d+ kB plain, \d+ kB brotli, \d+ kB gzip$/,
    );
  });
});
