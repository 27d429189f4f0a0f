import { fail, type Result } from '../errors.ts';
import { type DiceKind, diceShape, MAX_SUMMED_DICE } from './kind.ts';
import { d66Digits, diceHint, type Roll, rollOfFaces, rollOfValue } from './roll.ts';

function show(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input);
  if (Array.isArray(input)) return JSON.stringify(input.map((x) => (typeof x === 'number' ? x : String(x))));
  return input === null ? 'null' : typeof input === 'object' ? 'an object' : String(input);
}

const TOKEN_RE = /^[+-]?[0-9]+$/;

/**
 * Reads a roll a person typed or a script gave, for the dice a request asks for.
 * Accepts a number (43, 5, 17), a string ("43", " 4 3 ", "4,3"; "17" for 5d6; for Nd6 also every die
 * "3 4 5 6 1") or an array of numbers/strings ([4, 3]). Refuses, with one line a player understands:
 * dice/not-a-number (the raw input quoted), dice/out-of-range, dice/wrong-count, dice/unknown-dice.
 */
export function parseRoll(dice: DiceKind, input: unknown): Result<Roll> {
  const shape = diceShape(dice);
  if (!shape) {
    return fail(
      'dice/unknown-dice',
      `unknown dice ${JSON.stringify(dice) ?? String(dice)}: use d6, d66 or Nd6 with N from 2 to ${MAX_SUMMED_DICE}`,
    );
  }
  const notNumber = (): Result<Roll> =>
    fail('dice/not-a-number', `${dice} roll ${show(input)} is not a number: ${diceHint(shape)}`);

  if (typeof input === 'number') return rollOfValue(dice, input);
  let text: string;
  if (typeof input === 'string') text = input;
  else if (Array.isArray(input) && input.every((x) => typeof x === 'number' || typeof x === 'string')) {
    text = input.join(' ');
  } else return notNumber();

  const tokens = text.split(/[\s,]/).filter((t) => t !== '');
  if (tokens.length === 0 || !tokens.every((t) => TOKEN_RE.test(t))) return notNumber();
  const numbers = tokens.map(Number);
  const shown = tokens.join(' ');

  if (shape.kind === 'd6') {
    if (tokens.length !== 1) {
      return fail(
        'dice/wrong-count',
        `d6 is one die: got ${tokens.length} numbers, ${JSON.stringify(shown)}`,
      );
    }
    return rollOfValue(dice, numbers[0]!);
  }
  if (shape.kind === 'd66') {
    if (tokens.length === 1) {
      const t = tokens[0]!;
      if (t.startsWith('-'))
        return fail('dice/out-of-range', `d66 needs two dice 1-6, tens then units: got ${t}`);
      return d66Digits(t.startsWith('+') ? t.slice(1) : t);
    }
    if (tokens.length === 2) return rollOfFaces(dice, numbers);
    return fail(
      'dice/wrong-count',
      `d66 needs two dice, tens then units: got ${tokens.length} numbers, ${JSON.stringify(shown)}`,
    );
  }
  if (tokens.length === 1) return rollOfValue(dice, numbers[0]!);
  if (tokens.length === shape.n) return rollOfFaces(dice, numbers);
  return fail(
    'dice/wrong-count',
    `${dice} needs the total (${shape.n}..${6 * shape.n}) or all ${shape.n} dice: got ${tokens.length} numbers, ${JSON.stringify(shown)}`,
  );
}
