import type { PursuitDoctrine } from '../doctrine.ts';
import { INCHES } from '../measure.ts';
import { pursuitRollRequest } from '../pursuit-roll.ts';
import { RULE } from '../rules.ts';
import { pursuitDice8e } from './dice.ts';
import { firstToRollNext } from './first-to-roll.ts';
import { pursuitOrderAndRollsNext } from './order.ts';
import { pursue8e } from './pursue.ts';
import { pursuitRollClass8e } from './roll-classes.ts';

/**
 * The 8th-edition pursuit doctrine (`flight-pursuit-8e`, seed 001): the pursuing side rolls in the flight
 * step, after the flight rolls, in its controller's order; the pursuers then pivot and go straight ahead.
 */
export const PURSUIT_8E: PursuitDoctrine = {
  recallAndPursuit: false,
  rules: { who: RULE.rolls8e, target: RULE.rolls8e },
  // seed 001: every flight of the combat may be pursued
  pursuable: () => true,
  beforeFlightRolls: firstToRollNext,
  afterFlightRolls: pursuitOrderAndRollsNext,
  // seed 001 holds nobody back
  staysInPlace: () => false,
  // the pursuit rolls are made in the flight step (afterFlightRolls): one left unrolled is asked here
  pursuitRequest: (s, pr, u) =>
    pr.roll === undefined ? pursuitRollRequest(u, pursuitDice8e(s.ruleset), INCHES, RULE.rolls8e) : undefined,
  pursue: pursue8e,
  pursuitRollClass: pursuitRollClass8e,
};
