import type { Flight, FlightDoctrine } from '../doctrine.ts';
import { seedFlight } from '../flight.ts';
import { CENTIMETRES } from '../measure.ts';
import { RULE } from '../rules.ts';
import { cmToHexes } from '../scale.ts';
import { doctrineSettings } from '../settings.ts';
import { CAUSE_6E } from './cause.ts';
import { movementDice } from './dice.ts';
import { flightPath6e } from './flight-path.ts';
import { flightRollClass6e } from './roll-classes.ts';

/** Seed 002's flight: unit strength settles the cause, 5D6 or 8D6 by Movement in centimetres, the four priorities. */
export const SEED_002: Flight = {
  seed: '002',
  cause: CAUSE_6E,
  beforeRolls: () => null,
  dice: movementDice,
  measure: CENTIMETRES,
  rollRule: RULE.distance6e,
  path: (board, ruleset, u, cause, n) => {
    const ds = doctrineSettings(ruleset);
    const buffer = cmToHexes(ds.flight6e.enemyBufferCm, ds.hexScale);
    return flightPath6e(board, ruleset, u.id, u.side, { ...u.at }, cause, n, buffer);
  },
  destroyedByPursuit: () => false,
  moveRule: RULE.direction6e,
  fled: 'doctrine.flees-6e',
  rollClass: flightRollClass6e,
};

/** The 6th-edition flight doctrine (`flight-6e`, seed 002). */
export const FLIGHT_6E: FlightDoctrine = seedFlight(SEED_002);
