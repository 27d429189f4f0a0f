/**
 * Builds the library and the CLI into dist/ (`npm run build:lib`; `npm pack` runs it through prepack).
 *
 * The library (dist/machines, dist/src, what package.json "exports" names): tsc emits ESM JavaScript
 * and .d.ts files (tsconfig.build.json, rewriteRelativeImportExtensions), then this script finishes
 * what tsc leaves undone:
 * - .d.ts files keep the sources' `./x.ts` specifiers (tsc does not rewrite declarations,
 *   microsoft/TypeScript#61037): they are rewritten to `./x.js`, what the emitted files are called;
 * - JSON the sources import (the bundled tables, package.json for the engine version) is copied by
 *   tsc into dist/: the imports are pointed back at the package's own files (data/, package.json),
 *   which ship anyway, and the copies are removed (one copy of the data, no second package.json).
 *
 * The CLI (dist/cli/main.js, package.json "bin"): a program, not part of the API, so it is bundled
 * with rolldown (a pinned devDependency) instead of shipped as tsc's one file per module. Starting
 * it used to load ~200 of our modules one by one plus xstate, immer, valibot and honeycomb-grid;
 * that loading was about half the CPU time of `hexcharge run`. The bundle is main.js (what --help
 * and --version need) plus one chunk per command and shared chunks, so commands still load only
 * when called. The dependencies are bundled in too (their licences go beside, in
 * dist/cli/THIRD-PARTY-LICENSES.txt); vite (`web --dev` only, a clone's devDependency) and node:
 * modules stay imports. JSON the CLI imports would be pointed at the package's own files, as for the
 * library. tsc still compiles the CLI (so it is type-checked with the library's settings); its
 * per-file output is replaced by the bundle.
 *
 * It then checks that every relative import in dist/ names a file that exists, and runs
 * `node dist/cli/main.js --version` (the bundle finds the package root and reads the version).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, type OutputChunk } from 'rolldown';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const CLI_OUT = join(DIST, 'cli');
const CLI_ENTRY = join(ROOT, 'cli/main.ts');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** A relative specifier from `from` to `to`, starting with ./ or ../, with forward slashes. */
function specifier(from: string, to: string): string {
  const r = relative(dirname(from), to).split(sep).join('/');
  return r.startsWith('.') ? r : `./${r}`;
}

/**
 * The folder (the one with its package.json) of the installed package a bundled file comes from;
 * undefined for our own files. Only the part below ROOT counts when the file is inside it (a clone
 * may itself sit in a node_modules); a symlinked node_modules resolves outside it.
 */
function packageDirOf(file: string): string | undefined {
  const inside = !relative(ROOT, file).startsWith('..');
  const base = inside ? ROOT : '';
  const parts = (inside ? relative(ROOT, file) : file).split(sep);
  const i = parts.lastIndexOf('node_modules');
  if (i < 0) return undefined;
  return join(base || sep, ...parts.slice(0, i + (parts[i + 1]?.startsWith('@') ? 3 : 2)));
}

/**
 * Bundles cli/main.ts into dist/cli: main.js (the "bin") and its chunks, side by side (so the JSON
 * specifiers below, relative to dist/cli, hold in every chunk). Resolves to the problems found.
 */
async function bundleCli(): Promise<string[]> {
  const result = await build({
    cwd: ROOT,
    input: { main: CLI_ENTRY },
    platform: 'node',
    // the CLI imports hexcharge and its subpaths: bundled from the TypeScript sources (the
    // "hexcharge-source" export condition of package.json), one module graph with the rest
    resolve: { conditionNames: ['hexcharge-source', 'import', 'module', 'node', 'default'] },
    // node: modules are external on platform node; vite is only for `web --dev` in a clone
    external: ['vite'],
    plugins: [
      {
        name: 'hexcharge-package-json-files',
        // JSON of the package itself (data/, package.json): imported from the package's own file
        resolveId(source, importer) {
          if (!importer || !source.endsWith('.json') || !/^\.{1,2}\//.test(source)) return null;
          const target = resolve(dirname(importer), source);
          const rel = relative(ROOT, target).split(sep);
          if (rel[0] === '..' || rel.includes('node_modules')) return null;
          return { id: specifier(join(CLI_OUT, 'main.js'), target), external: true };
        },
      },
    ],
    output: {
      dir: CLI_OUT,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      // JSDoc is for the sources and the .d.ts files; licence comments stay
      comments: { legal: true, annotation: false, jsdoc: false },
    },
  });
  const chunks = result.output.filter((o): o is OutputChunk => o.type === 'chunk');
  const problems: string[] = [];
  // main.ts must be in main.js itself (not moved into a shared chunk behind a facade): its
  // startedDirectly() compares import.meta.url with the script node was started with.
  const main = chunks.find((c) => c.fileName === 'main.js');
  if (!main?.moduleIds.includes(CLI_ENTRY))
    problems.push('dist/cli/main.js: cli/main.ts was moved out of the entry chunk');
  // the licences of the bundled dependencies, as their notices require for copies
  const packages = new Set<string>();
  for (const c of chunks) for (const id of c.moduleIds) packages.add(packageDirOf(id) ?? '');
  packages.delete('');
  const notices = [...packages].sort().map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: string;
    };
    const licence = readdirSync(dir).find((f) => /^licen[sc]e/i.test(f));
    if (!licence) problems.push(`${pkg.name}: bundled into dist/cli, but it has no LICENSE file`);
    const text = licence ? readFileSync(join(dir, licence), 'utf8').trim() : '';
    return `${pkg.name} ${pkg.version} (${pkg.license ?? 'no licence field'})\n\n${text}\n`;
  });
  writeFileSync(
    join(CLI_OUT, 'THIRD-PARTY-LICENSES.txt'),
    `dist/cli bundles these packages (the hexcharge command; the library in dist/machines imports them instead):\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`,
  );
  return problems;
}

rmSync(DIST, { recursive: true, force: true });
const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  console.error('build: tsc failed');
  process.exitCode = 1;
} else {
  const problems: string[] = [];
  for (const file of files(DIST)) {
    const isDts = file.endsWith('.d.ts');
    if (!isDts && !file.endsWith('.js')) continue;
    const text = readFileSync(file, 'utf8');
    const out = text.replace(SPECIFIER, (whole, lead: string, q: string, spec: string) => {
      let s = spec;
      if (isDts && /\.[mc]?ts$/.test(s) && !s.endsWith('.d.ts')) s = s.replace(/\.([mc]?)ts$/, '.$1js');
      if (s.endsWith('.json')) {
        const target = resolve(dirname(file), s);
        if (target.startsWith(DIST + sep)) s = specifier(file, join(ROOT, relative(DIST, target)));
      }
      return s === spec ? whole : `${lead}${q}${s}${q}`;
    });
    if (out !== text) writeFileSync(file, out);
  }
  for (const file of files(DIST)) if (file.endsWith('.json')) rmSync(file);
  // empty folders left by the removed JSON copies, and tsc's per-file CLI (replaced by the bundle)
  for (const dir of ['data', 'package.json', 'cli'])
    rmSync(join(DIST, dir), { recursive: true, force: true });
  problems.push(...(await bundleCli()));
  for (const file of files(DIST)) {
    if (!file.endsWith('.js') && !file.endsWith('.d.ts')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const spec = m[3]!;
      const target = resolve(dirname(file), spec);
      if (/\.ts$/.test(spec) && !spec.endsWith('.d.ts'))
        problems.push(`${relative(ROOT, file)}: imports ${spec}`);
      else if (!existsSync(target) && !existsSync(target.replace(/\.js$/, '.d.ts')))
        problems.push(`${relative(ROOT, file)}: imports ${spec}, which does not exist`);
    }
  }
  if (!problems.length) {
    const expected = `hexcharge ${(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}`;
    const ran = spawnSync(process.execPath, [join(CLI_OUT, 'main.js'), '--version'], { encoding: 'utf8' });
    if (ran.status !== 0 || ran.stdout.trim() !== expected)
      problems.push(
        `dist/cli/main.js --version: exit ${ran.status}, said ${JSON.stringify(ran.stdout + ran.stderr)}`,
      );
  }
  if (problems.length) {
    console.error(`build: ${problems.length} problem(s) in dist/:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else console.log(`build: dist/ ready (${files(DIST).length} files)`);
}
