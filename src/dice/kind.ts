import { fail, ok, type Result } from '../errors.ts';

/**
 * What dice a roll uses, as plain string data: 'd6' one die (1..6); 'd66' two distinguishable dice
 * read tens then units (36 results 11..66, La Bataille); 'Nd6' N dice summed (2d6, 5d6, 8d6 in the
 * mass-battle flight and pursuit texts), N from 2 to MAX_SUMMED_DICE. Canonical spelling only:
 * lower case, no '1d6' (that is 'd6'); parseDiceKind accepts other spellings from files.
 */
export type DiceKind = 'd6' | 'd66' | `${number}d6`;

/** The dice the rules texts name: d66 and d6 (La Bataille), 2d6 / 5d6 / 8d6 summed (flight and pursuit). */
export const NAMED_DICE_KINDS: readonly DiceKind[] = Object.freeze([
  'd6',
  'd66',
  '2d6',
  '5d6',
  '8d6',
] as const);

/** Most dice summed in one Nd6 roll: 6^20 combinations still count exactly in a JS number. */
export const MAX_SUMMED_DICE = 20;

/** A dice kind taken apart: one die, a d66, or N dice summed. */
export type DiceShape =
  | { readonly kind: 'd6' }
  | { readonly kind: 'd66' }
  | { readonly kind: 'sum'; readonly n: number };

const SUM_RE = /^([1-9][0-9]?)d6$/;

/** How a dice kind is rolled (one die, tens-and-units, or N summed); undefined if it is not a DiceKind. */
export function diceShape(kind: unknown): DiceShape | undefined {
  if (kind === 'd6') return { kind: 'd6' };
  if (kind === 'd66') return { kind: 'd66' };
  if (typeof kind !== 'string') return undefined;
  const m = SUM_RE.exec(kind);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= 2 && n <= MAX_SUMMED_DICE ? { kind: 'sum', n } : undefined;
}

/** Whether a value is a canonical dice kind ('d6', 'd66', '2d6'..'20d6'). */
export function isDiceKind(kind: unknown): kind is DiceKind {
  return diceShape(kind) !== undefined;
}

/** N dice summed, as a dice kind: nd6(5) = '5d6', nd6(1) = 'd6'. Throws RangeError unless N is 1..20. */
export function nd6(n: number): DiceKind {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SUMMED_DICE) {
    throw new RangeError(`nd6 needs a whole number of dice 1..${MAX_SUMMED_DICE}: got ${n}`);
  }
  return n === 1 ? 'd6' : `${n}d6`;
}

/** The number of physical dice thrown: d6 1, d66 2, Nd6 N. Throws RangeError for a non-DiceKind. */
export function diceCount(kind: DiceKind): number {
  const shape = diceShape(kind);
  if (!shape) throw new RangeError(`not a dice kind: ${String(kind)}`);
  return shape.kind === 'd6' ? 1 : shape.kind === 'd66' ? 2 : shape.n;
}

/** A dice kind read from a file or a person: 'd66', 'D66', '2D6', ' 5d6 ', '1d6' (= 'd6'); refuses with dice/unknown-dice. */
export function parseDiceKind(input: unknown): Result<DiceKind> {
  if (typeof input === 'string') {
    const text = input.trim().toLowerCase();
    if (text === '1d6') return ok('d6');
    if (isDiceKind(text)) return ok(text);
  }
  const shown = typeof input === 'string' ? JSON.stringify(input) : String(input);
  return fail(
    'dice/unknown-dice',
    `unknown dice ${shown}: use d6, d66 or Nd6 with N from 2 to ${MAX_SUMMED_DICE}`,
  );
}
