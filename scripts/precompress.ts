/**
 * Precompression of the built page: `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9)
 * beside every compressible file of web/dist, written once at build time (node:zlib), so that
 * `hexcharge web` (cli/serve.ts) sends them to a browser that accepts them and never compresses
 * while it answers. Run by the Vite build of the page (`precompressPlugin` in web/vite.config.ts),
 * so every build of it (`npm run web:build`, `npm pack`, the browser tests' builds) has them.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The extensions worth compressing: text and wasm (images and fonts of the page are compressed already). */
export const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.wasm',
  '.ico',
]);

/** What precompressing a folder did: files compressed, and their bytes plain, as brotli, as gzip. */
export interface Precompressed {
  readonly files: number;
  readonly plain: number;
  readonly br: number;
  readonly gzip: number;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesOf(path);
    return e.isFile() ? [path] : [];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file under `dir` (a variant that would
 * not be smaller than the file is not written, and an older one is removed), and returns the
 * figures; the variants' bytes are counted only where written (else the plain size). Files compress
 * on the libuv thread pool, a few at a time.
 */
export async function precompress(dir: string): Promise<Precompressed> {
  const files = filesOf(dir).filter((f) => COMPRESSIBLE.has(extname(f).toLowerCase()));
  const sizes = { files: 0, plain: 0, br: 0, gzip: 0 };
  const one = async (file: string) => {
    const bytes = readFileSync(file);
    const [b, g] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]:
            extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    sizes.files++;
    sizes.plain += bytes.length;
    for (const [suffix, packed, key] of [
      ['.br', b, 'br'],
      ['.gz', g, 'gzip'],
    ] as const) {
      if (packed.length < bytes.length) {
        writeFileSync(file + suffix, packed);
        sizes[key] += packed.length;
      } else {
        rmSync(file + suffix, { force: true });
        sizes[key] += bytes.length;
      }
    }
  };
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) await one(files[i]!);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return sizes;
}

/** The figures of a precompression as one line: files, and kB plain, brotli and gzip. */
export function describePrecompressed(p: Precompressed): string {
  const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  return `precompressed ${p.files} files: ${kb(p.plain)} plain, ${kb(p.br)} brotli, ${kb(p.gzip)} gzip`;
}

/** The Vite plugin that precompresses the build's output folder once every file of it is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let say = (_: string) => {};
  return {
    name: 'hexcharge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      say = (line) => config.logger.info(line);
    },
    async closeBundle() {
      if (existsSync(outDir)) say(describePrecompressed(await precompress(outDir)));
    },
  };
}
