import type { DieRange } from './range.ts';
import { isWhole } from './whole.ts';

/** The faces of one die: d6 results and d6 modifiers clamp at 1 and 6 unless a table says otherwise. */
export const D6_RANGE: DieRange = Object.freeze({ from: 1, to: 6 });

/** Whether a value is a face of one die: a whole number 1..6. */
export function isD6Face(v: unknown): v is number {
  return isWhole(v) && v >= 1 && v <= 6;
}

/**
 * A d6 result moved by a modifier of `steps`, clamped to `clamp` (default 1..6): 4 + 3 = 6, 2 - 5 = 1.
 * Throws RangeError if v or a clamp bound is not a face, steps is not whole, or from > to.
 */
export function d6Add(v: number, steps: number, clamp: DieRange = D6_RANGE): number {
  if (!isD6Face(v)) throw new RangeError(`d6Add value must be a die face 1-6: got ${v}`);
  if (!isD6Face(clamp.from) || !isD6Face(clamp.to) || clamp.from > clamp.to) {
    throw new RangeError(`d6Add clamp must be faces from <= to: got ${clamp.from}..${clamp.to}`);
  }
  if (!Number.isInteger(steps)) throw new RangeError(`d6Add steps must be a whole number: got ${steps}`);
  return Math.min(clamp.to, Math.max(clamp.from, v + steps));
}
