import type { Flight, FlightDoctrine } from '../doctrine.ts';
import { seedFlight } from '../flight.ts';
import { INCHES } from '../measure.ts';
import { RULE } from '../rules.ts';
import { CAUSE_8E } from './cause.ts';
import { destroyedByPursuit8e } from './destroyed.ts';
import { flightDice8e } from './dice.ts';
import { flightPath8e } from './flight-path.ts';
import { flightOrderNext } from './order.ts';

/** Seed 001's flight: full ranks settle the cause, the controller orders the flights, 2D6 inches straight away. */
export const SEED_001_FLIGHT: Flight = {
  seed: '001',
  cause: CAUSE_8E,
  beforeRolls: flightOrderNext,
  dice: (ruleset) => flightDice8e(ruleset),
  measure: INCHES,
  rollRule: RULE.rolls8e,
  path: (board, ruleset, u, cause, n) => flightPath8e(board, ruleset, u.id, u.side, { ...u.at }, cause, n),
  destroyedByPursuit: destroyedByPursuit8e,
  moveRule: RULE.direction8e,
  fled: 'doctrine.flees-8e',
  // an 8e flight roll is left whole: every pursuit roll still to come is compared with it (ruling R48)
  rollClass: () => undefined,
};

/** The 8th-edition flight doctrine (`flight-pursuit-8e`, seed 001). */
export const FLIGHT_8E: FlightDoctrine = seedFlight(SEED_001_FLIGHT);
