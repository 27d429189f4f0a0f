import type { DoctrineDice, Ruleset } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { doctrineSettings } from './settings.ts';
import { movementCm } from './unit-values.ts';

/** Dice of a unit's flight or pursuit roll: 6e 5D6 or 8D6 by Movement (seeds 002, 000); 8e 2D6 (seed 001). */
export function rollDice(ruleset: Ruleset, u: Unit, what: 'flight' | 'pursuit'): DoctrineDice {
  const s = doctrineSettings(ruleset);
  if (ruleset.settings.doctrine.flight === 'flight-pursuit-8e')
    return what === 'flight' ? s.fp8e.flightDice : s.fp8e.pursuitDice;
  return movementCm(u, s) <= s.flight6e.fastAboveCm ? s.flight6e.slowDice : s.flight6e.fastDice;
}

/** Whether the ruleset plays the 8th-edition doctrine. */
export function is8e(ruleset: Ruleset): boolean {
  return ruleset.settings.doctrine.flight === 'flight-pursuit-8e';
}
