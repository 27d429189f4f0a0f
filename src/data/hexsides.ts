import type { Result } from '../errors.ts';
import type { FormationHexsides, HexsideClass } from '../model/ruleset.ts';
import { ARMS, FORMATIONS_BY_ARM } from './arms.ts';
import { deepFreeze } from './freeze.ts';
import { at, guarded, JsonReader, show } from './read.ts';

const CLASSES: readonly HexsideClass[] = ['front', 'flank', 'rear'];

/** Validates the hexsides file (kind "hexsides"): per arm and formation, six classes clockwise from the facing and a zoc flag. */
export function validateHexsides(json: unknown, file: string): Result<readonly FormationHexsides[]> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a hexsides object { "kind": "hexsides", ... }');
    r.kind(o, 'hexsides');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'formations']);
    r.optString(o, 'id', '');
    r.optString(o, 'name', '');
    r.optString(o, 'note', '');
    r.optString(o, 'rule', '');
    const seen = new Set<string>();
    const list = r.nonEmptyArray(o, 'formations', '').map((raw, i): FormationHexsides => {
      const path = at('formations', i);
      const f = r.object(raw, path, 'a formation { "arm", "formation", "hexsides", "zoc" }');
      r.onlyKeys(f, path, ['arm', 'formation', 'hexsides', 'zoc']);
      const arm = r.oneOf(f, 'arm', path, ARMS);
      const formation = r.oneOf(f, 'formation', path, FORMATIONS_BY_ARM[arm]);
      const key = `${arm} ${formation}`;
      if (seen.has(key)) r.refuse('data/duplicate-id', `${key} is defined twice`, path);
      seen.add(key);
      const sides = r.array(f, 'hexsides', path);
      if (sides.length !== 6) {
        r.refuse(
          'data/bad-value',
          `${key}: "hexsides" must list 6 classes, got ${sides.length}`,
          at(path, 'hexsides'),
        );
      }
      const hexsides = sides.map((s, j) => {
        if (typeof s !== 'string' || !(CLASSES as readonly string[]).includes(s)) {
          r.refuse(
            'data/bad-value',
            `${key}: hexside ${j} must be front, flank or rear, got ${show(s)}`,
            at(at(path, 'hexsides'), j),
          );
        }
        return s as HexsideClass;
      });
      return { arm, formation, hexsides, zoc: r.boolean(f, 'zoc', path) };
    });
    return deepFreeze(list);
  });
}
