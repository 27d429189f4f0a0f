import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from '../scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const project = fileURLToPath(new URL('..', import.meta.url));

/**
 * Draws the procedure diagrams (web/generated/procedure-{lang}.svg, gitignored) from the machine before
 * a build or the dev server starts: scripts/procedure-svg.ts, run under tsx with the package's source
 * condition, as the CLI runs in a clone.
 */
function procedureSvgPlugin(): Plugin {
  return {
    name: 'hexcharge-procedure-svg',
    buildStart() {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', '--conditions=hexcharge-source', 'scripts/procedure-svg.ts'],
        { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] },
      );
    },
  };
}

/**
 * The learning page: built from web/ into web/dist with relative asset paths, so the built page works
 * offline from `vite preview`, from any static server, or opened from the disk. It imports the
 * package by its own name (hexcharge and its subpaths), resolved to the TypeScript sources through the
 * "hexcharge-source" export condition of package.json (no build of the library first, no second copy
 * of any rule), and bundles the JSON of data/ and the procedure diagrams drawn from the machine at
 * build time (procedureSvgPlugin: static SVG, no diagram library in the page). Every
 * compressible file of the build gets a .br and a .gz beside it (scripts/precompress.ts), which
 * `hexcharge web` sends to browsers that accept them.
 */
export default defineConfig({
  root,
  base: './',
  resolve: { conditions: ['hexcharge-source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  plugins: [procedureSvgPlugin(), precompressPlugin()],
  worker: { format: 'es' },
  server: { fs: { allow: [project] } },
  preview: { host: '127.0.0.1' },
  logLevel: 'warn',
});
