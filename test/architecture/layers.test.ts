// The layers of the project point down (developers' guide, "Shape of the project"): these tests read
// the import lines of every source file, so a change that makes a lower layer reach up fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The modules a file imports (import and export-from lines), as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

/** The folder under src/ an import of `file` lands in ("procedure", "doctrines"...), or the package name. */
function target(file: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const to = relative(join(root, 'src'), resolve(join(root, file), '..', spec));
  return to.startsWith('..') ? relative(root, resolve(join(root, file), '..', spec)) : to.split('/')[0]!;
}

const SRC = filesUnder('src');

function offenders(files: readonly string[], bad: (to: string) => boolean): string[] {
  return files.flatMap((f) =>
    importsOf(f)
      .filter((s) => bad(target(f, s)))
      .map((s) => `${f} imports ${s}`),
  );
}

describe('layers', () => {
  it('reads the imports it checks (the check is not empty)', () => {
    expect(SRC.length).toBeGreaterThan(100);
    expect(importsOf('src/procedure/state.ts')).toContain('../model/doctrine-progress.ts');
    expect(target('src/procedure/state.ts', '../model/unit.ts')).toBe('model');
    expect(target('src/hex/hexLine.ts', 'honeycomb-grid')).toBe('honeycomb-grid');
  });

  it('the pure core (src/) imports no XState, no machine, no CLI and no page', () => {
    expect(offenders(SRC, (to) => to === 'xstate' || /^(machines|cli|web|bench|scripts)\b/.test(to))).toEqual(
      [],
    );
  });

  it('only src/hex imports honeycomb-grid', () => {
    expect(
      offenders(
        SRC.filter((f) => !f.startsWith('src/hex/')),
        (to) => to === 'honeycomb-grid',
      ),
    ).toEqual([]);
  });

  it('the La Bataille procedure knows nothing of the doctrines, the narration or the analysis above it', () => {
    expect(
      offenders(
        SRC.filter((f) => f.startsWith('src/procedure/')),
        (to) => ['doctrines', 'narration', 'analysis', 'invariants', 'crt-tools'].includes(to),
      ),
    ).toEqual([]);
  });

  it('nothing is plugged in at import: no setter of a module global (use...) and no narrator in src/', () => {
    const lines = SRC.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .filter((l) => /^export function use[A-Z]|\bnarrator\b/.test(l))
        .map((l) => `${f}: ${l}`),
    );
    expect(lines).toEqual([]);
  });

  it('no step name is written into the charge state: the machine has it', () => {
    const writes = SRC.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .filter((l) => /\b(d|s|draft)\.step\s*=[^=]|\bresume\s*=/.test(l))
        .map((l) => `${f}: ${l}`),
    );
    expect(writes).toEqual([]);
  });

  it('the core rolls no dice of its own: no Math.random in src/', () => {
    const rolls = SRC.filter((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .some((l) => /Math\.random\s*\(/.test(l) && !/^\s*(\/\/|\*)/.test(l)),
    );
    expect(rolls).toEqual([]);
  });
});

// The CLI and the page are hosts of the package they ship (issue 21, item 8): they import hexcharge and
// its subpath exports (package.json "exports"), never a file of src/ or machines/, so what they need is
// public, documented and built to dist/ like the rest of the API.

/** Every module a file names: static, type-only, re-exported and dynamic imports, and `new URL(file)` workers. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const imports = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  const urls = [...text.matchAll(/new URL\(\s*'([^']+\.[a-z]+)'\s*,\s*import\.meta\.url\s*\)/g)].map(
    (m) => m[1]!,
  );
  return [...imports, ...urls];
}

const PKG = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** The package's own specifiers: hexcharge and each subpath it exports (not the data/* files). */
const SUBPATHS = new Set(
  Object.keys(PKG.exports)
    .filter((k) => !k.includes('*') && k !== './package.json')
    .map((k) => (k === '.' ? 'hexcharge' : `hexcharge/${k.slice(2)}`)),
);
const PACKAGES = new Set([...Object.keys(PKG.dependencies), ...Object.keys(PKG.devDependencies)]);
/** Tools kept in web/ that are not the page: the build's config and the screenshot script. */
const PAGE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  'web/vite.config.ts': ['scripts/precompress.ts'],
  'web/screenshots.ts': ['test/e2e/harness.ts'],
};

/**
 * Why `spec`, imported by `file` (in cli/ or web/), is not allowed; undefined when it is: hexcharge or
 * one of its subpaths, a node: builtin, a package of package.json, or a file of the same folder.
 */
function refusedImport(file: string, spec: string): string | undefined {
  const home = file.split('/')[0]!;
  if (spec.startsWith('.')) {
    const to = relative(root, resolve(join(root, file), '..', spec.replace(/\?.*$/, '')));
    if (to.startsWith(`${home}/`)) return undefined;
    if (PAGE_TOOLS[file]?.includes(to)) return undefined;
    return /^(src|machines)\//.test(to) ? `an internal module (${to})` : `a file outside ${home}/ (${to})`;
  }
  if (spec === 'hexcharge' || spec.startsWith('hexcharge/'))
    return SUBPATHS.has(spec) ? undefined : 'a path into the package that package.json does not export';
  if (spec.startsWith('node:')) return undefined;
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
  return PACKAGES.has(name) ? undefined : 'a package that package.json does not depend on';
}

const HOSTS = [...filesUnder('cli'), ...filesUnder('web').filter((f) => !f.startsWith('web/dist/'))];

/** The cycles among relative imports of `files` (each as a path of files, its first file repeated last). */
function importCycles(files: readonly string[], edges: (file: string) => readonly string[]): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    path.push(f);
    for (const to of edges(f)) {
      if (state.get(to) === 'open') cycles.push([...path.slice(path.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return cycles;
}

/** The files of cli/ that `file` imports (type-only and dynamic imports included). */
function cliImports(file: string): string[] {
  return specifiersOf(file)
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(root, resolve(join(root, file), '..', s)))
    .filter((to) => to.startsWith('cli/'));
}

describe('the CLI and the page use the package', () => {
  it('reads the imports it checks (the check is not empty, and it refuses what it must)', () => {
    expect(HOSTS.length).toBeGreaterThan(40);
    expect(specifiersOf('cli/main.ts')).toContain('./commands/run.ts');
    expect(specifiersOf('web/odds.ts')).toContain('./odds-worker.ts');
    expect(SUBPATHS).toContain('hexcharge/narration');
    expect(refusedImport('cli/args.ts', '../src/errors.ts')).toBe('an internal module (src/errors.ts)');
    expect(refusedImport('web/map.ts', '../machines/session.ts')).toBe(
      'an internal module (machines/session.ts)',
    );
    expect(refusedImport('cli/commands/run.ts', '../../web/map.ts')).toBe('a file outside cli/ (web/map.ts)');
    expect(refusedImport('web/map.ts', 'hexcharge/src/errors.ts')).toMatch(/does not export/);
    expect(refusedImport('web/map.ts', 'left-pad')).toMatch(/does not depend/);
    for (const ok of ['hexcharge', 'hexcharge/machine', 'node:fs', 'vite', './dom.ts'])
      expect(refusedImport('web/main.ts', ok)).toBeUndefined();
  });

  it('no file in cli/ or web/ imports src/, machines/ or a path the package does not export', () => {
    const refused = HOSTS.flatMap((f) =>
      specifiersOf(f).flatMap((s) => {
        const why = refusedImport(f, s);
        return why ? [`${f} imports ${s}: ${why}`] : [];
      }),
    );
    expect(refused).toEqual([]);
  });

  it('the CLI has no import cycle (the commands import cli/io.ts, not main.ts)', () => {
    const cli = filesUnder('cli');
    expect(importCycles(['a', 'b', 'c'], (f) => ({ a: ['b'], b: ['c'], c: ['a'] })[f] ?? [])).toEqual([
      ['a', 'b', 'c', 'a'],
    ]);
    expect(cliImports('cli/main.ts')).toContain('cli/commands/run.ts');
    expect(importCycles(cli, cliImports).map((c) => c.join(' -> '))).toEqual([]);
  });
});
