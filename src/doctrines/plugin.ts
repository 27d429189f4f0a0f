import type { FlightDoctrine, PursuitDoctrine, Ruleset } from '../model/ruleset.ts';
import { type DoctrinePlugin, NO_DOCTRINE } from '../procedure/doctrine.ts';
import { answerDoctrineChoice } from './answers.ts';
import { staysInPlace } from './hold-back.ts';
import { recordFlights, routBecomesFlight } from './record.ts';

/** What a flight doctrine changes in the procedure: whether a rout becomes a flight, and its record. */
type FlightPart = Pick<DoctrinePlugin, 'routBecomesFlight' | 'recordFlights'>;
/** What a pursuit doctrine changes in the procedure: whether a unit held back stays in place. */
type PursuitPart = Pick<DoctrinePlugin, 'staysInPlace'>;

/** Each flight doctrine of a ruleset: La Bataille's rout move, or the flight of seed 002 or 001. */
const FLIGHT: Readonly<Record<FlightDoctrine, FlightPart>> = {
  'la-bataille': NO_DOCTRINE,
  'flight-6e': { routBecomesFlight, recordFlights },
  'flight-pursuit-8e': { routBecomesFlight, recordFlights },
};

/** Each pursuit doctrine of a ruleset: only seed 000 holds a unit back from the advance. */
const PURSUIT: Readonly<Record<PursuitDoctrine, PursuitPart>> = {
  'la-bataille': NO_DOCTRINE,
  'pursuit-6e': { staysInPlace },
  'flight-pursuit-8e': NO_DOCTRINE,
};

/** The doctrines made so far, one value for each pair of a flight and a pursuit doctrine. */
const MADE = new Map<string, DoctrinePlugin>();

/**
 * The flight and pursuit doctrines of seeds 000-002 that a ruleset's settings select
 * (`settings.doctrine.flight` and `.pursuit`, La Bataille's own included), as the La Bataille procedure
 * asks for them (src/procedure/doctrine.ts). The machine passes them to each call that needs them; one
 * value per pair, so asking again costs a lookup.
 */
export function doctrinesFor(ruleset: Pick<Ruleset, 'settings'>): DoctrinePlugin {
  const { flight, pursuit } = ruleset.settings.doctrine;
  const key = `${flight} ${pursuit}`;
  let made = MADE.get(key);
  if (!made) {
    const f = FLIGHT[flight];
    const p = PURSUIT[pursuit];
    made = {
      routBecomesFlight: f.routBecomesFlight,
      recordFlights: f.recordFlights,
      staysInPlace: p.staysInPlace,
      answerChoice: answerDoctrineChoice,
    };
    MADE.set(key, made);
  }
  return made;
}
