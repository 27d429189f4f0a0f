import type { FlightDoctrineId, PursuitDoctrineId, Ruleset } from '../model/ruleset.ts';
import { FLIGHT_6E } from './6e/flight.ts';
import { PURSUIT_6E } from './6e/pursuit.ts';
import { FLIGHT_8E } from './8e/flight.ts';
import { PURSUIT_8E } from './8e/pursuit.ts';
import { answerDoctrineChoice } from './answers.ts';
import type { Doctrines, FlightDoctrine, PursuitDoctrine } from './doctrine.ts';
import { ROUT_MOVE } from './la-bataille/flight.ts';
import { RECALL_AND_PURSUIT } from './la-bataille/pursuit.ts';

/** Each flight doctrine a ruleset may name: La Bataille's rout move, the flight of seed 002 or 001. */
const FLIGHT: Readonly<Record<FlightDoctrineId, FlightDoctrine>> = {
  'la-bataille': ROUT_MOVE,
  'flight-6e': FLIGHT_6E,
  'flight-pursuit-8e': FLIGHT_8E,
};

/** Each pursuit doctrine a ruleset may name: La Bataille's recall and pursuit, the pursuit of seed 000 or 001. */
const PURSUIT: Readonly<Record<PursuitDoctrineId, PursuitDoctrine>> = {
  'la-bataille': RECALL_AND_PURSUIT,
  'pursuit-6e': PURSUIT_6E,
  'flight-pursuit-8e': PURSUIT_8E,
};

/** The doctrines of one pair of a flight and a pursuit doctrine, with the procedure's hooks they answer. */
function pair(flight: FlightDoctrine, pursuit: PursuitDoctrine): Doctrines {
  return {
    routBecomesFlight: flight.routBecomesFlight,
    recordFlights: flight.recordFlights,
    staysInPlace: pursuit.staysInPlace,
    answerChoice: answerDoctrineChoice,
    flight,
    pursuit,
  };
}

/** Every pair of a flight and a pursuit doctrine, made once: fixed values, keyed "flight pursuit". */
const PAIRS: ReadonlyMap<string, Doctrines> = new Map(
  (Object.keys(FLIGHT) as FlightDoctrineId[]).flatMap((f) =>
    (Object.keys(PURSUIT) as PursuitDoctrineId[]).map(
      (p) => [`${f} ${p}`, pair(FLIGHT[f], PURSUIT[p])] as const,
    ),
  ),
);

/**
 * The one factory of the doctrines: the flight and pursuit doctrines a ruleset's settings select
 * (`settings.doctrine.flight` and `.pursuit`, La Bataille's own included), as values, with the hooks the
 * La Bataille procedure asks (src/procedure/doctrine.ts). A new doctrine id is a compile error here until
 * it has its value. The machine passes them to each call that needs them; asking costs a lookup.
 */
export function doctrinesFor(ruleset: Pick<Ruleset, 'settings'>): Doctrines {
  const { flight, pursuit } = ruleset.settings.doctrine;
  return PAIRS.get(`${flight} ${pursuit}`) ?? pair(FLIGHT[flight], PURSUIT[pursuit]);
}
