import { fail, ok, type Result } from '../errors.ts';
import { type DiceKind, type DiceShape, diceShape, MAX_SUMMED_DICE } from './kind.ts';

/**
 * One answered roll and what it means in the rules: `value` is the d66 number (43), the d6 face (5)
 * or the Nd6 sum (17). `faces` are the physical dice when known (d66 [tens, units], d6 [face], Nd6 each
 * die); a scripted or typed Nd6 total has no faces.
 */
export interface Roll {
  readonly dice: DiceKind;
  readonly value: number;
  readonly faces?: readonly number[];
}

/** The line a player is told when a typed value cannot be read, per dice shape. */
export function diceHint(shape: DiceShape): string {
  if (shape.kind === 'd6') return 'type one die, 1-6';
  if (shape.kind === 'd66') return 'type the two dice, tens then units, e.g. 43';
  return `type the total (${shape.n}..${6 * shape.n}) or all ${shape.n} dice`;
}

function unknownDice(dice: unknown): Result<never> {
  return fail(
    'dice/unknown-dice',
    `unknown dice ${JSON.stringify(dice) ?? String(dice)}: use d6, d66 or Nd6 with N from 2 to ${MAX_SUMMED_DICE}`,
  );
}

const isFace = (f: number): boolean => f >= 1 && f <= 6;

/**
 * Checks the two dice of a d66 written as `shown` ("47" or "4 7"); the d66 result or a refusal:
 * "d66 needs two dice 1-6, tens then units: 47 has a 7".
 */
export function d66Reading(tens: number, units: number, shown: string): Result<Roll> {
  if (!isFace(tens) || !isFace(units)) {
    const bad = isFace(tens) ? units : tens;
    return fail('dice/out-of-range', `d66 needs two dice 1-6, tens then units: ${shown} has a ${bad}`);
  }
  return ok({ dice: 'd66', value: tens * 10 + units, faces: [tens, units] });
}

/**
 * A roll from the number a player reads off: a d66 number (43), a d6 face (5) or an Nd6 total (17).
 * Refuses with dice/not-a-number, dice/out-of-range, dice/wrong-count (d66 4 or 435), dice/unknown-dice.
 */
export function rollOfValue(dice: DiceKind, value: number): Result<Roll> {
  const shape = diceShape(dice);
  if (!shape) return unknownDice(dice);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    const what = typeof value === 'number' && Number.isFinite(value) ? 'a whole number' : 'a number';
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    return fail('dice/not-a-number', `${dice} roll ${shown} is not ${what}: ${diceHint(shape)}`);
  }
  if (shape.kind === 'd6') {
    if (!isFace(value)) return fail('dice/out-of-range', `d6 needs one die 1-6: got ${value}`);
    return ok({ dice, value, faces: [value] });
  }
  if (shape.kind === 'd66') {
    if (value < 0) return fail('dice/out-of-range', `d66 needs two dice 1-6, tens then units: got ${value}`);
    return d66Digits(String(value));
  }
  const lo = shape.n;
  const hi = 6 * shape.n;
  if (value < lo || value > hi)
    return fail('dice/out-of-range', `${dice} total must be ${lo}..${hi}: got ${value}`);
  return ok({ dice, value });
}

/** A d66 written as one run of digits ("43", "07", "435"): the roll, or the refusal a player understands. */
export function d66Digits(digits: string): Result<Roll> {
  if (digits.length === 1) {
    return fail('dice/wrong-count', `d66 needs two dice, tens then units (e.g. 43): got only ${digits}`);
  }
  if (digits.length > 2) {
    return fail(
      'dice/wrong-count',
      `d66 needs two dice, tens then units (e.g. 43): ${digits} has ${digits.length} digits`,
    );
  }
  return d66Reading(Number(digits[0]), Number(digits[1]), digits);
}

/**
 * A roll from its physical dice: d66 [tens, units] -> 43, d6 [5] -> 5, Nd6 faces -> their sum, faces kept.
 * Refuses with dice/not-a-number, dice/wrong-count (not as many faces as dice), dice/out-of-range, dice/unknown-dice.
 */
export function rollOfFaces(dice: DiceKind, faces: readonly number[]): Result<Roll> {
  const shape = diceShape(dice);
  if (!shape) return unknownDice(dice);
  const shown = faces.join(' ');
  // Number.isInteger is false for anything that is not a number (a host's string or null)
  const notWhole = faces.find((f) => !Number.isInteger(f));
  if (notWhole !== undefined) {
    return fail(
      'dice/not-a-number',
      `${dice} die ${String(notWhole)} is not a whole number: ${diceHint(shape)}`,
    );
  }
  const count = shape.kind === 'd6' ? 1 : shape.kind === 'd66' ? 2 : shape.n;
  if (faces.length !== count) {
    const needs =
      shape.kind === 'd66' ? 'two dice, tens then units' : count === 1 ? 'one die' : `${count} dice`;
    return fail('dice/wrong-count', `${dice} needs ${needs}: got ${faces.length} (${shown})`);
  }
  if (shape.kind === 'd66') return d66Reading(faces[0]!, faces[1]!, shown);
  const bad = faces.find((f) => !isFace(f));
  if (bad !== undefined) {
    if (shape.kind === 'd6') return fail('dice/out-of-range', `d6 needs one die 1-6: got ${bad}`);
    return fail('dice/out-of-range', `${dice} dice must each be 1-6: ${shown} has a ${bad}`);
  }
  const value = faces.reduce((a, b) => a + b, 0);
  return ok({ dice, value, faces: [...faces] });
}
