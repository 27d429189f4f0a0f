import { oneLine } from '../text/one-line.ts';
import type { DiceKind } from './kind.ts';

/**
 * A roll to draw from a dice source: its id, its dice and the rule that asks for it, so a seeded
 * generator, a script or a person at the table can answer it. A pending roll of a charge
 * (`RollRequest`) is one; its words are data (`say`), so a message that names what the roll is for
 * takes them rendered at the edge as `purpose` (the session gives `describePending(p, 'en')`).
 */
export interface DiceRequest {
  /** Stable id of the request within a resolution (e.g. "stand-check-0"). */
  readonly id: string;
  readonly dice: DiceKind;
  /** What the roll decides, as words already rendered for a person: "the stand check of the Austrian stack at 0305". */
  readonly purpose?: string;
  /** The rule that asks for it (e.g. "19.6"); empty when none. */
  readonly rule: string;
}

/**
 * The one line a player is asked: "Roll d66 for the stand check of the Austrian stack at 0305 (19.6)";
 * "" when the request names no dice or no purpose. Always one line: control characters and line breaks
 * from data are escaped.
 */
export function describeRequest(req: DiceRequest): string {
  const dice = req.dice.trim();
  const purpose = (req.purpose ?? '').trim();
  if (dice === '' || purpose === '') return '';
  const rule = req.rule.trim();
  return oneLine(`Roll ${dice} for ${purpose}${rule ? ` (${rule})` : ''}`);
}
