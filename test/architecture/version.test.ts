// The engine version written into saves is package.json's, and no module of the package imports
// package.json (a browser bundle would inline all of it: its scripts and devDependencies).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../machines/version.ts';

const ROOT = join(import.meta.dirname, '../..');

/** Every TypeScript file below a folder of the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('the engine version', () => {
  it("is package.json's version", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it('no module of the package imports package.json', () => {
    const importing = ['src', 'machines', 'cli', 'web']
      .flatMap(sources)
      .filter((f) => /from ['"][./]*package\.json['"]/.test(readFileSync(f, 'utf8')));
    expect(importing).toEqual([]);
  });
});
