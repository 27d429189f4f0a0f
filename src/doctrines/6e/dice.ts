import type { DoctrineDice, Ruleset } from '../../model/ruleset.ts';
import type { Unit } from '../../model/unit.ts';
import { doctrineSettings } from '../settings.ts';
import { movementCm } from '../unit-values.ts';

/** Dice of a unit's 6e flight or pursuit roll: 5D6 up to the fast Movement, 8D6 above (seeds 002, 000). */
export function movementDice(ruleset: Ruleset, u: Unit): DoctrineDice {
  const s = doctrineSettings(ruleset);
  return movementCm(u, s) <= s.flight6e.fastAboveCm ? s.flight6e.slowDice : s.flight6e.fastDice;
}
