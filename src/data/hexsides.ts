import type { Result } from '../errors.ts';
import type { FormationHexsides } from '../model/ruleset.ts';
import { FORMATIONS_BY_ARM } from './arms.ts';
import { deepFreeze } from './freeze.ts';
import { at, guarded, Problems, show } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { hexsidesSchema, WHERE } from './schemas.ts';

/** Validates the hexsides file (kind "hexsides"): per arm and formation, six classes clockwise from the facing and a zoc flag. */
export function validateHexsides(json: unknown, file: string): Result<readonly FormationHexsides[]> {
  return guarded(() => {
    const doc = checkShape<{ formations: FormationHexsides[] }>(hexsidesSchema, json, file, WHERE.hexsides);
    const p = new Problems(file);
    const seen = new Set<string>();
    const list = doc.formations.map((f, i): FormationHexsides => {
      const path = at('formations', i);
      const allowed = FORMATIONS_BY_ARM[f.arm];
      if (!allowed.includes(f.formation)) {
        p.add(
          'data/bad-value',
          `${f.arm} has no formation ${show(f.formation)} (${f.arm}: ${allowed.join(', ')})`,
          at(path, 'formation'),
        );
      }
      const key = `${f.arm} ${f.formation}`;
      if (seen.has(key)) p.add('data/duplicate-id', `${key} is defined twice`, path);
      seen.add(key);
      return { arm: f.arm, formation: f.formation, hexsides: f.hexsides, zoc: f.zoc };
    });
    p.stopIfAny();
    return deepFreeze(list);
  });
}
