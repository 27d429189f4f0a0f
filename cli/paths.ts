import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The hexcharge package on disk: its root folder (where data/ and web/dist are) and its version. */
export interface PackageRoot {
  readonly root: string;
  readonly version: string;
}

let found: PackageRoot | undefined;

/**
 * The package root: the nearest folder above this file whose package.json is hexcharge's. The same
 * whether the CLI runs from its sources (cli/) in a clone or compiled (dist/cli/) in an install.
 */
export function packageRoot(): PackageRoot {
  if (found) return found;
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
        if (pkg.name === 'hexcharge') {
          found = { root: dir, version: typeof pkg.version === 'string' ? pkg.version : '0.0.0' };
          return found;
        }
      } catch {
        // not a package.json we can read: keep looking above
      }
    }
    if (dirname(dir) === dir) throw new Error('cannot find the hexcharge package.json above the CLI');
  }
}

/** A path inside the package ("data/rulesets/la-bataille.json", "web/dist"). */
export function inPackage(path: string): string {
  return join(packageRoot().root, path);
}
