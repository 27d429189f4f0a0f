// The setup of the chart tests (test/data/chart-cells, crt-validation): a file name for the messages,
// the gap and overlap codes of a plain table, readCells over some cells, the problems of a refusal.
import { type RawCell, readCells } from '../../src/data/chart.ts';
import { guarded, Problems } from '../../src/data/read.ts';
import type { HexchargeError, Result } from '../../src/errors.ts';
import type { ChartCell } from '../../src/model/ruleset.ts';

/** The file name the refusals of these tests name. */
export const FILE = 'test.json';

/** The codes of a gap and an overlap of a plain table's roll ranges. */
export const CODES = { gap: 'data/chart-gap', overlap: 'data/chart-overlap' } as const;

/** readCells over `cells` on a d6 (or d66) chart; the cells read, or every problem noted. */
export function read(
  cells: RawCell<number>[],
  dice: 'd6' | 'd66' = 'd6',
  readResult: (v: number) => number | undefined = (v) => v,
): Result<ChartCell<number>[]> {
  return guarded(() => {
    const p = new Problems(FILE);
    const out = readCells(p, cells, 'rows', dice, 'the table', CODES, readResult);
    p.stopIfAny();
    return out;
  });
}

/** Every problem of a refused Result as [code, path, message]. */
export function problems<T>(r: Result<T>): [string, string | undefined, string][] {
  if (r.ok) throw new Error('expected a refusal');
  const all: readonly HexchargeError[] = r.error.problems ?? [r.error];
  return all.map((e) => [e.code, e.path, e.message]);
}
