import type { Result } from '../errors.ts';
import type { FireColumn, FireTable } from '../model/ruleset.ts';
import { readCells } from './chart.ts';
import { deepFreeze } from './freeze.ts';
import { readStepModifierList } from './modifiers.ts';
import { at, guarded, JsonReader } from './read.ts';

/**
 * Validates the fire table file (kind "fire"): strength bands lowest first, contiguous, the last one
 * open-ended; each band covers every d66 roll once with a casualty count. Returns it deep-frozen.
 */
export function validateFireTable(json: unknown, file: string): Result<FireTable> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a fire table object { "kind": "fire", ... }');
    r.kind(o, 'fire');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'canisterShift', 'columns', 'modifiers']);
    const id = r.string(o, 'id', '');
    const name = r.string(o, 'name', '');
    r.optString(o, 'note', '');
    r.optString(o, 'rule', '');
    const canisterShift = r.number(o, 'canisterShift', '', { integer: true, min: 0 });
    const raw = r.nonEmptyArray(o, 'columns', '');
    const columns: FireColumn[] = [];
    raw.forEach((v, i) => {
      const path = at('columns', i);
      const c = r.object(v, path, 'a column { "minStrength", "maxStrength", "cells" }');
      r.onlyKeys(c, path, ['minStrength', 'maxStrength', 'cells']);
      const minStrength = r.number(c, 'minStrength', path, { integer: true, min: 0 });
      const maxRaw = r.required(c, 'maxStrength', path);
      const maxStrength =
        maxRaw === null
          ? null
          : r.numberValue(maxRaw, at(path, 'maxStrength'), 'maxStrength', { integer: true });
      const label = `column ${minStrength}${maxStrength === null ? '+' : `-${maxStrength}`}`;
      if (maxStrength !== null && maxStrength < minStrength) {
        r.refuse('data/bad-value', `${label}: maxStrength is below minStrength`, at(path, 'maxStrength'));
      }
      const last = i === raw.length - 1;
      if (maxStrength === null && !last) {
        r.refuse(
          'data/fire-overlap',
          `${label} is open-ended but is not the last column`,
          at(path, 'maxStrength'),
        );
      }
      if (maxStrength !== null && last) {
        r.refuse(
          'data/fire-gap',
          `${label} is the last column: strengths above ${maxStrength} are in no column (write "maxStrength": null)`,
          at(path, 'maxStrength'),
        );
      }
      const prev = columns[i - 1];
      if (prev !== undefined && prev.maxStrength !== null) {
        if (minStrength > prev.maxStrength + 1) {
          r.refuse(
            'data/fire-gap',
            `${label}: strength ${prev.maxStrength + 1} is in no column (the column before ends at ${prev.maxStrength})`,
            at(path, 'minStrength'),
          );
        }
        if (minStrength <= prev.maxStrength) {
          r.refuse(
            'data/fire-overlap',
            `${label}: strength ${minStrength} is also in the column before (${prev.minStrength}-${prev.maxStrength})`,
            at(path, 'minStrength'),
          );
        }
      }
      const cells = readCells<number>(
        r,
        r.nonEmptyArray(c, 'cells', path),
        at(path, 'cells'),
        'd66',
        label,
        { gap: 'data/fire-gap', overlap: 'data/fire-overlap' },
        (val, p, where) => r.numberValue(val, p, `${where}: result`, { integer: true, min: 0 }),
      );
      columns.push({ minStrength, maxStrength, cells });
    });
    const modifiers = readStepModifierList(
      r,
      o.modifiers === undefined ? [] : r.array(o, 'modifiers', ''),
      'modifiers',
    );
    return deepFreeze({ id, name, columns, canisterShift, modifiers });
  });
}
