import type { ErrorCode } from '../error-codes.ts';

/**
 * The stable error codes the dice module refuses with, each with the one line it means at the table.
 * (For docs/errors.md: every Result failure from src/dice carries one of these codes.)
 */
export const DICE_ERROR_CODES = {
  /** A typed or scripted roll is not a number (or not a whole number). */
  'dice/not-a-number': 'a typed or scripted roll is not a whole number',
  /** A roll reads outside its dice: a d66 digit that is not 1-6, a d6 above 6, a 2d6 total of 13. */
  'dice/out-of-range': 'a roll is outside what its dice can show',
  /** A roll gives the wrong number of dice (a d66 typed as one digit, three dice for a 2d6). */
  'dice/wrong-count': 'a roll gives the wrong number of dice',
  /** A dice kind is not d6, d66 or Nd6 with N from 2 to 20. */
  'dice/unknown-dice': 'a dice kind is not d6, d66 or Nd6 (N = 2..20)',
  /** A seed is not a whole number 0..4294967295. */
  'dice/bad-seed': 'a seed is not a whole number 0..4294967295',
  /** A dice source read back from data is not well formed (bad state or script position). */
  'dice/bad-source': 'a dice source is not well formed',
  /** A script of dice values has no value left for the next request. */
  'dice/script-exhausted': 'the dice script has no value left',
  /** A manual source cannot roll: a person must type the physical dice. */
  'dice/manual-needs-roll': 'a manual source waits for a person to type the roll',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** One of the stable error codes of the dice module. */
export type DiceErrorCode = keyof typeof DICE_ERROR_CODES;
