// The layers of the project point down (developers' guide, "Shape of the project"): these tests read
// the import lines of every source file, so a change that makes a lower layer reach up fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
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
