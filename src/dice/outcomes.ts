import { d66Values } from './d66.ts';
import { type DiceKind, diceShape } from './kind.ts';

/** One possible result of a roll and its exact chance, weight of total (e.g. 2d6: 7 has 6 of 36). */
export interface Outcome {
  readonly value: number;
  readonly weight: number;
  readonly total: number;
}

/**
 * Every result of a roll with its exact count of equally likely dice combinations, lowest value first:
 * d6 six faces 1 of 6; d66 36 results 1 of 36; Nd6 each sum N..6N with its count over 6^N (exact up to 20d6).
 * Throws RangeError for a non-DiceKind.
 */
export function outcomes(dice: DiceKind): Outcome[] {
  const shape = diceShape(dice);
  if (!shape) throw new RangeError(`not a dice kind: ${String(dice)}`);
  if (shape.kind === 'd6') return [1, 2, 3, 4, 5, 6].map((value) => ({ value, weight: 1, total: 6 }));
  if (shape.kind === 'd66') return d66Values().map((value) => ({ value, weight: 1, total: 36 }));
  // counts[s] = number of ways k dice sum to s, built one die at a time.
  let counts = [1];
  for (let k = 0; k < shape.n; k++) {
    const nextCounts = new Array<number>(counts.length + 6).fill(0);
    counts.forEach((c, s) => {
      for (let f = 1; f <= 6; f++) nextCounts[s + f]! += c;
    });
    counts = nextCounts;
  }
  const total = 6 ** shape.n;
  const result: Outcome[] = [];
  for (let value = shape.n; value <= 6 * shape.n; value++)
    result.push({ value, weight: counts[value]!, total });
  return result;
}
