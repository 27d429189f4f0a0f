import type { DoctrineDice, Ruleset } from '../../model/ruleset.ts';
import { doctrineSettings } from '../settings.ts';

/** Dice of an 8e flight roll (seed 001: 2D6 whatever the Movement). */
export function flightDice8e(ruleset: Ruleset): DoctrineDice {
  return doctrineSettings(ruleset).fp8e.flightDice;
}

/** Dice of an 8e pursuit roll (seed 001: 2D6 whatever the Movement). */
export function pursuitDice8e(ruleset: Ruleset): DoctrineDice {
  return doctrineSettings(ruleset).fp8e.pursuitDice;
}
