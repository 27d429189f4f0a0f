import type { Result } from '../errors.ts';
import type { TerrainKind, TerrainType } from '../model/terrain.ts';
import { deepFreeze } from './freeze.ts';
import { at, guarded, Problems, show } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { terrainSchema, WHERE } from './schemas.ts';

interface RawTerrain {
  readonly id: string;
  readonly name: string;
  readonly kind: TerrainKind;
  readonly moveCost?: number | null;
  readonly cover: boolean;
}

/**
 * Validates the terrain file (kind "terrain"): unique ids, a kind, a positive move cost (impassable:
 * null or absent, loaded as Infinity) and a cover flag.
 */
export function validateTerrain(json: unknown, file: string): Result<readonly TerrainType[]> {
  return guarded(() => {
    const doc = checkShape<{ types: RawTerrain[] }>(terrainSchema, json, file, WHERE.terrain);
    const p = new Problems(file);
    const seen = new Set<string>();
    const list = doc.types.map((t, i): TerrainType => {
      const path = at('types', i);
      if (seen.has(t.id))
        p.add('data/duplicate-id', `terrain id ${show(t.id)} is used twice`, at(path, 'id'));
      seen.add(t.id);
      const cost = t.moveCost ?? undefined;
      if (t.kind === 'impassable' && cost !== undefined) {
        p.add(
          'data/bad-value',
          `terrain ${show(t.id)} is impassable: "moveCost" must be null or absent`,
          at(path, 'moveCost'),
        );
      }
      if (t.kind !== 'impassable' && cost === undefined) {
        p.add(
          t.moveCost === null ? 'data/bad-value' : 'data/missing-field',
          `terrain ${show(t.id)} is ${t.kind}: "moveCost" must be a number above 0`,
          at(path, 'moveCost'),
        );
      }
      const moveCost = t.kind === 'impassable' ? Number.POSITIVE_INFINITY : (cost ?? 1);
      return { id: t.id, name: t.name, kind: t.kind, moveCost, cover: t.cover };
    });
    p.stopIfAny();
    return deepFreeze(list);
  });
}
