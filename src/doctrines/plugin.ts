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

/** The plugin of one pair of a flight and a pursuit doctrine. */
function pair(flight: FlightDoctrine, pursuit: PursuitDoctrine): DoctrinePlugin {
  const f = FLIGHT[flight];
  return {
    routBecomesFlight: f.routBecomesFlight,
    recordFlights: f.recordFlights,
    staysInPlace: PURSUIT[pursuit].staysInPlace,
    answerChoice: answerDoctrineChoice,
  };
}

/** Every pair of a flight and a pursuit doctrine, made once: fixed values, keyed "flight pursuit". */
const PAIRS: ReadonlyMap<string, DoctrinePlugin> = new Map(
  (Object.keys(FLIGHT) as FlightDoctrine[]).flatMap((f) =>
    (Object.keys(PURSUIT) as PursuitDoctrine[]).map((p) => [`${f} ${p}`, pair(f, p)] as const),
  ),
);

/**
 * The flight and pursuit doctrines of seeds 000-002 that a ruleset's settings select
 * (`settings.doctrine.flight` and `.pursuit`, La Bataille's own included), as the La Bataille procedure
 * asks for them (src/procedure/doctrine.ts). The machine passes them to each call that needs them;
 * asking costs a lookup.
 */
export function doctrinesFor(ruleset: Pick<Ruleset, 'settings'>): DoctrinePlugin {
  const { flight, pursuit } = ruleset.settings.doctrine;
  return PAIRS.get(`${flight} ${pursuit}`) ?? pair(flight, pursuit);
}
