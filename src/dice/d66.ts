import type { DieRange } from './range.ts';
import { isWhole } from './whole.ts';

/** The whole d66 range: modified d66 results clamp at 11 and 66 unless a table says otherwise. */
export const D66_RANGE: DieRange = Object.freeze({ from: 11, to: 66 });

/** Whether a value is a d66 result: a whole number whose tens and units are each a die face 1-6. */
export function isD66(v: unknown): v is number {
  if (!isWhole(v) || v < 11 || v > 66) return false;
  const units = v % 10;
  return units >= 1 && units <= 6;
}

function requireD66(v: number, what: string): void {
  if (!isD66(v)) throw new RangeError(`${what} must be a d66 result (11..66, digits 1-6): got ${v}`);
}

/** The position of a d66 result among the 36 ordered results: 11 -> 0, 16 -> 5, 21 -> 6, 66 -> 35. Throws RangeError if not d66. */
export function d66Index(v: number): number {
  requireD66(v, 'd66Index');
  return (Math.floor(v / 10) - 1) * 6 + ((v % 10) - 1);
}

/** The d66 result at a position 0..35 of the ordered results: 0 -> 11, 6 -> 21, 35 -> 66. Throws RangeError outside 0..35. */
export function d66FromIndex(i: number): number {
  if (!Number.isInteger(i) || i < 0 || i > 35) throw new RangeError(`d66FromIndex needs 0..35: got ${i}`);
  return (Math.floor(i / 6) + 1) * 10 + (i % 6) + 1;
}

/** The d66 result read from its two dice, tens then units: (4, 3) -> 43. Throws RangeError unless both are 1-6. */
export function d66FromFaces(tens: number, units: number): number {
  const v = tens * 10 + units;
  if (!Number.isInteger(tens) || !Number.isInteger(units) || tens < 1 || tens > 6 || units < 1 || units > 6) {
    throw new RangeError(`d66FromFaces needs two dice 1-6: got ${tens}, ${units}`);
  }
  return v;
}

/** The two dice of a d66 result, [tens, units]: 43 -> [4, 3]. Throws RangeError if not d66. */
export function d66Faces(v: number): [number, number] {
  requireD66(v, 'd66Faces');
  return [Math.floor(v / 10), v % 10];
}

/**
 * A d66 result moved by a modifier of `steps` along the 36 ordered results, clamped to `clamp`
 * (default 11..66): 43 + 4 = 51, 43 - 6 = 33 (one tens row), 66 + 1 = 66, 12 - 5 = 11.
 * Throws RangeError if v or a clamp bound is not a d66 result, steps is not whole, or from > to.
 */
export function d66Add(v: number, steps: number, clamp: DieRange = D66_RANGE): number {
  requireD66(v, 'd66Add value');
  requireD66(clamp.from, 'd66Add clamp.from');
  requireD66(clamp.to, 'd66Add clamp.to');
  if (!Number.isInteger(steps)) throw new RangeError(`d66Add steps must be a whole number: got ${steps}`);
  const lo = d66Index(clamp.from);
  const hi = d66Index(clamp.to);
  if (lo > hi) throw new RangeError(`d66Add clamp is empty: ${clamp.from}..${clamp.to}`);
  return d66FromIndex(Math.min(hi, Math.max(lo, d66Index(v) + steps)));
}

/** How many steps separate two d66 results (b - a along the 36 ordered results): d66Steps(43, 51) = 4. Throws RangeError if not d66. */
export function d66Steps(a: number, b: number): number {
  return d66Index(b) - d66Index(a);
}

/** The 36 d66 results in order: 11, 12, ..., 16, 21, ..., 66 (a fresh array). */
export function d66Values(): number[] {
  return Array.from({ length: 36 }, (_, i) => d66FromIndex(i));
}
