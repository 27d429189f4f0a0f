/**
 * Builds the library and the CLI into dist/ (`npm run build:lib`; `npm pack` runs it through prepack):
 * tsc emits ESM JavaScript and .d.ts files (tsconfig.build.json, rewriteRelativeImportExtensions),
 * then this script finishes what tsc leaves undone:
 * - .d.ts files keep the sources' `./x.ts` specifiers (tsc does not rewrite declarations,
 *   microsoft/TypeScript#61037): they are rewritten to `./x.js`, what the emitted files are called;
 * - JSON the sources import (the bundled tables, package.json for the engine version) is copied by
 *   tsc into dist/: the imports are pointed back at the package's own files (data/, package.json),
 *   which ship anyway, and the copies are removed (one copy of the data, no second package.json);
 * - the CLI's declarations are dropped (the CLI is a program, not part of the exported API).
 * It then checks that every relative import in dist/ names a file that exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
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
  for (const file of files(DIST)) {
    const rel = relative(DIST, file).split(sep).join('/');
    if (file.endsWith('.json') || (rel.startsWith('cli/') && file.endsWith('.d.ts'))) rmSync(file);
  }
  for (const file of files(DIST)) {
    for (const m of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const spec = m[3]!;
      const target = resolve(dirname(file), spec);
      if (/\.ts$/.test(spec) && !spec.endsWith('.d.ts'))
        problems.push(`${relative(ROOT, file)}: imports ${spec}`);
      else if (!existsSync(target) && !existsSync(target.replace(/\.js$/, '.d.ts')))
        problems.push(`${relative(ROOT, file)}: imports ${spec}, which does not exist`);
    }
  }
  // empty folders left by the removed JSON copies
  for (const dir of ['data', 'package.json']) rmSync(join(DIST, dir), { recursive: true, force: true });
  if (problems.length) {
    console.error(`build: ${problems.length} bad import(s) in dist/:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else console.log(`build: dist/ ready (${files(DIST).length} files)`);
}
