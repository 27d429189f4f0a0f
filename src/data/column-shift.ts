import type { Result } from '../errors.ts';
import type { ColumnShiftTable } from '../model/ruleset.ts';
import { readCells } from './chart.ts';
import { deepFreeze } from './freeze.ts';
import { guarded, JsonReader } from './read.ts';

/** Validates the column-shift file (kind "column-shift"): d6 ranges to columns LEFT, each d6 value once. */
export function validateColumnShift(json: unknown, file: string): Result<ColumnShiftTable> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a column-shift object { "kind": "column-shift", ... }');
    r.kind(o, 'column-shift');
    r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'dice', 'rows']);
    r.optString(o, 'id', '');
    r.optString(o, 'name', '');
    r.optString(o, 'note', '');
    const rule = r.string(o, 'rule', '');
    if (o.dice !== undefined) r.oneOf(o, 'dice', '', ['d6'] as const);
    const rows = readCells<number>(
      r,
      r.nonEmptyArray(o, 'rows', ''),
      'rows',
      'd6',
      'column-shift table',
      { gap: 'data/chart-gap', overlap: 'data/chart-overlap' },
      (v, p, where) => r.numberValue(v, p, `${where}: result`, { integer: true, min: 0 }),
    );
    return deepFreeze({ rule, rows });
  });
}
