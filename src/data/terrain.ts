import type { Result } from '../errors.ts';
import type { TerrainKind, TerrainType } from '../model/terrain.ts';
import { deepFreeze } from './freeze.ts';
import { at, guarded, JsonReader, show } from './read.ts';

const KINDS: readonly TerrainKind[] = ['clear', 'general-order', 'special-structure', 'impassable'];

/**
 * Validates the terrain file (kind "terrain"): unique ids, a kind, a positive move cost (impassable:
 * null or absent, loaded as Infinity) and a cover flag.
 */
export function validateTerrain(json: unknown, file: string): Result<readonly TerrainType[]> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a terrain object { "kind": "terrain", ... }');
    r.kind(o, 'terrain');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'types']);
    r.optString(o, 'id', '');
    r.optString(o, 'name', '');
    r.optString(o, 'note', '');
    r.optString(o, 'rule', '');
    const seen = new Set<string>();
    const list = r.nonEmptyArray(o, 'types', '').map((raw, i): TerrainType => {
      const path = at('types', i);
      const t = r.object(raw, path, 'a terrain type { "id", "name", "kind", "moveCost", "cover" }');
      r.onlyKeys(t, path, ['id', 'name', 'kind', 'moveCost', 'cover']);
      const id = r.string(t, 'id', path);
      if (seen.has(id)) r.refuse('data/duplicate-id', `terrain id ${show(id)} is used twice`, at(path, 'id'));
      seen.add(id);
      const kind = r.oneOf(t, 'kind', path, KINDS);
      let moveCost: number;
      if (kind === 'impassable') {
        if (t.moveCost !== undefined && t.moveCost !== null) {
          r.refuse(
            'data/bad-value',
            `terrain ${show(id)} is impassable: "moveCost" must be null or absent`,
            at(path, 'moveCost'),
          );
        }
        moveCost = Number.POSITIVE_INFINITY;
      } else {
        moveCost = r.number(t, 'moveCost', path, { min: 0 });
        if (moveCost === 0)
          r.refuse('data/bad-value', `terrain ${show(id)}: "moveCost" must be above 0`, at(path, 'moveCost'));
      }
      return { id, name: r.string(t, 'name', path), kind, moveCost, cover: r.boolean(t, 'cover', path) };
    });
    return deepFreeze(list);
  });
}
