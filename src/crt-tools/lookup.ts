import { makeCrtResult } from '../data/crt-result.ts';
import { makeOdds } from '../data/odds.ts';
import { d66Add, d66Index, isD66 } from '../dice/index.ts';
import { ratio } from '../math/ratio.ts';
import type { Crt, CrtResult, Odds, RollRange } from '../model/ruleset.ts';
import { lookup } from '../procedure/chart.ts';
import { columnFor } from '../procedure/odds.ts';
import { resultMeaning } from './meaning.ts';

/** A chart lookup to explain: odds, the d66 read off, a column shift and a roll modifier. */
export interface LookupQuery {
  readonly odds: Odds;
  readonly roll: number;
  /** Columns to shift: negative LEFT (toward the defender, as a passed stand check gives), positive RIGHT. */
  readonly shift: number;
  /** d66 steps added to the roll (e.g. -6 per defensive-fire casualty, leaders' modifiers). */
  readonly modifier: number;
}

/** An explained chart lookup. */
export interface LookupExplanation {
  readonly column: string;
  readonly finalColumn: string;
  readonly modified: number;
  readonly result: CrtResult | undefined;
  readonly lines: readonly string[];
}

/** Explains a lookup on the assault and melee chart, step by step. Throws RangeError for a roll that is not a d66 result. */
export function explainLookup(
  crt: Crt,
  q: LookupQuery,
  clamp: RollRange = { from: 11, to: 66 },
): LookupExplanation {
  if (!isD66(q.roll))
    throw new RangeError(`the roll must be a d66 result 11..66 with digits 1-6: got ${q.roll}`);
  const lines: string[] = [];
  const idx = columnFor(crt.columns, ratio(q.odds.attacker, q.odds.defender));
  const column = makeOdds(crt.columns[idx]!.odds);
  const asked = makeOdds(q.odds);
  lines.push(
    asked === column
      ? `Odds ${asked}: column ${column} (column ${idx + 1} of ${crt.columns.length}).`
      : `Odds ${asked} are read on column ${column}, the highest column not above them (column ${idx + 1} of ${crt.columns.length}).`,
  );
  const wanted = idx + q.shift;
  const finalIdx = Math.min(crt.columns.length - 1, Math.max(0, wanted));
  const finalColumn = makeOdds(crt.columns[finalIdx]!.odds);
  if (q.shift !== 0) {
    const dir = q.shift < 0 ? 'left' : 'right';
    lines.push(
      `Shift ${Math.abs(q.shift)} column${Math.abs(q.shift) === 1 ? '' : 's'} ${dir}: ${column} -> ${finalColumn}` +
        (wanted !== finalIdx
          ? ` (stops at the ${wanted < 0 ? 'lowest' : 'highest'} column of the chart).`
          : '.'),
    );
  }
  const modified = d66Add(q.roll, q.modifier, clamp);
  if (q.modifier !== 0) {
    const i = d66Index(q.roll);
    const target = i + q.modifier;
    const clamped = target !== d66Index(modified);
    lines.push(
      `Roll ${q.roll} ${q.modifier > 0 ? '+' : ''}${q.modifier} in d66 steps: ${q.roll} is result ${i + 1} of 36, ` +
        `${i + 1} ${q.modifier > 0 ? '+' : '-'} ${Math.abs(q.modifier)} = ${target + 1}` +
        (clamped
          ? `, clamped to the chart's ends ${clamp.from}..${clamp.to}: ${modified}.`
          : `, which is ${modified}.`) +
        ` (Each 6 steps is one tens row: 43 - 6 = 33.)`,
    );
  } else {
    lines.push(`Roll ${q.roll}, unmodified.`);
  }
  const col = crt.columns[finalIdx]!;
  const cell = col.cells.find((c) => modified >= c.rolls.from && modified <= c.rolls.to);
  const result = lookup(col.cells, modified);
  if (result && cell) {
    const range =
      cell.rolls.from === cell.rolls.to ? `${cell.rolls.from}` : `${cell.rolls.from}-${cell.rolls.to}`;
    lines.push(`Column ${finalColumn}, roll ${modified} falls in ${range}: ${makeCrtResult(result)}.`);
    lines.push(`${makeCrtResult(result)}: ${resultMeaning(result)}.`);
  } else {
    lines.push(`Column ${finalColumn} has no cell for roll ${modified}: the chart has a hole there.`);
  }
  return { column, finalColumn, modified, result, lines };
}
