import { makeCrtResult } from '../data/crt-result.ts';
import { d66Add, d66Values } from '../dice/index.ts';
import type { Crt, RollRange } from '../model/ruleset.ts';
import { lookup } from '../procedure/chart.ts';

/** The melee-roll modifiers the sheet shows by default: fire casualties (-6 each) and leaders (+-1..3). */
export const DEFAULT_SHEET_MODIFIERS: readonly number[] = [-18, -12, -6, -3, -2, -1, 1, 2, 3, 6];

/** One row of a column's sheet: under a modifier, how many of the 36 d66 results give each result. */
export interface SheetRow {
  readonly modifier: number;
  /** Result as printed -> number of the 36 equally likely unmodified rolls that give it. */
  readonly counts: ReadonlyMap<string, number>;
}

/** The sheet of one odds column. */
export interface SheetColumn {
  readonly odds: string;
  /** Results in the order the column lists them (lowest rolls first). */
  readonly results: readonly string[];
  readonly rows: readonly SheetRow[];
}

/**
 * Per odds column, the probability (count of 36) of each result on an unmodified d66 and under each
 * modifier, with d66 step arithmetic and the ruleset's clamp (modified results clamp at its ends). Pure.
 */
export function crtSheet(
  crt: Crt,
  modifiers: readonly number[],
  clamp: RollRange = { from: 11, to: 66 },
): SheetColumn[] {
  const mods = [0, ...modifiers.filter((m) => m !== 0)];
  return crt.columns.map((col) => {
    const results: string[] = [];
    for (const c of col.cells) {
      const t = makeCrtResult(c.result);
      if (!results.includes(t)) results.push(t);
    }
    const rows = mods.map((modifier) => {
      const counts = new Map<string, number>();
      for (const roll of d66Values()) {
        const r = lookup(col.cells, d66Add(roll, modifier, clamp));
        const t = r === undefined ? '(no cell)' : makeCrtResult(r);
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      for (const t of counts.keys()) if (!results.includes(t)) results.push(t);
      return { modifier, counts };
    });
    return { odds: `${col.odds.attacker}:${col.odds.defender}`, results, rows };
  });
}
