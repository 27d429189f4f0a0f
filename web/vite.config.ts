import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressPlugin } from '../scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The learning page: built from web/ into web/dist with relative asset paths, so the built page works
 * offline from `vite preview`, from any static server, or opened from the disk. It imports the
 * package by its own name (hexcharge and its subpaths), resolved to the TypeScript sources through the
 * "hexcharge-source" export condition of package.json (no build of the library first, no second copy
 * of any rule), and bundles the JSON of data/. Every
 * compressible file of the build gets a .br and a .gz beside it (scripts/precompress.ts), which
 * `hexcharge web` sends to browsers that accept them.
 */
export default defineConfig({
  root,
  base: './',
  resolve: { conditions: ['hexcharge-source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  plugins: [precompressPlugin()],
  worker: { format: 'es' },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  preview: { host: '127.0.0.1' },
  logLevel: 'warn',
});
