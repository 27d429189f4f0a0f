import type { Result } from '../errors.ts';
import type { ColumnShiftTable } from '../model/ruleset.ts';
import { type RawCell, readCells } from './chart.ts';
import { deepFreeze } from './freeze.ts';
import { guarded, Problems } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { columnShiftSchema } from './schemas.ts';

/** Validates the column-shift file (kind "column-shift"): d6 ranges to columns LEFT, each d6 value once. */
export function validateColumnShift(json: unknown, file: string): Result<ColumnShiftTable> {
  return guarded(() => {
    const doc = checkShape<{ rule: string; rows: RawCell<number>[] }>(columnShiftSchema, json, file);
    const p = new Problems(file);
    const rows = readCells<number, number>(
      p,
      doc.rows,
      'rows',
      // Stryker disable next-line StringLiteral: any name but 'd66' reads as a d6 in diceValues, and the name shows only in a bad-range message the schema (d6 rolls 1-6) never lets through
      'd6',
      'column-shift table',
      { gap: 'data/chart-gap', overlap: 'data/chart-overlap' },
      (v) => v,
    );
    p.stopIfAny();
    return deepFreeze({ rule: doc.rule, rows });
  });
}
