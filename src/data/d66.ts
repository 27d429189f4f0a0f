import type { RollRange } from '../model/ruleset.ts';

/** The dice a chart is read with: two d6 as tens and units (d66), or one d6. */
export type ChartDice = 'd66' | 'd6';

const D66: readonly number[] = Object.freeze(
  [1, 2, 3, 4, 5, 6].flatMap((tens) => [1, 2, 3, 4, 5, 6].map((units) => tens * 10 + units)),
);
const D6: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6]);

/** The 36 d66 values in order: 11..16, 21..26, ..., 61..66. */
export function d66Values(): readonly number[] {
  return D66;
}

/** The six d6 values in order. */
export function d6Values(): readonly number[] {
  return D6;
}

/** All values of a die, in order. */
export function diceValues(dice: ChartDice): readonly number[] {
  return dice === 'd66' ? D66 : D6;
}

const D66_SET: ReadonlySet<number> = new Set(D66);
const D6_SET: ReadonlySet<number> = new Set(D6);

/** Whether n is a result the die can show (for d66: both digits 1..6). */
export function isDiceValue(n: number, dice: ChartDice): boolean {
  return (dice === 'd66' ? D66_SET : D6_SET).has(n);
}

/** Parses "11-23", "45" or "6" (or a bare number) into an inclusive range; undefined unless from <= to. */
export function parseRollRange(text: string | number): RollRange | undefined {
  if (typeof text === 'number') {
    return Number.isInteger(text) && text >= 0 ? { from: text, to: text } : undefined;
  }
  const m = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2})\s*)?$/.exec(text);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return from <= to ? { from, to } : undefined;
}

/** Prints a range as a chart writes it: "11-23", or "45" for a single roll. */
export function makeRollRange(r: RollRange): string {
  return r.from === r.to ? String(r.from) : `${r.from}-${r.to}`;
}

/**
 * Every die value inside the range, in order ("11-23" on d66: 11..16, 21, 22, 23); undefined when
 * either end is not a value of the die.
 */
export function expandRange(r: RollRange, dice: ChartDice): readonly number[] | undefined {
  if (!isDiceValue(r.from, dice) || !isDiceValue(r.to, dice)) return undefined;
  const out: number[] = [];
  for (let v = r.from; v <= r.to; v++) if (isDiceValue(v, dice)) out.push(v);
  return out;
}
