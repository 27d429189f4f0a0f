import type { DoctrinePlugin } from '../procedure/doctrine.ts';
import { answerDoctrineChoice } from './answers.ts';
import { staysInPlace } from './hold-back.ts';
import { recordFlights, routBecomesFlight } from './record.ts';

/**
 * The flight and pursuit doctrines of seeds 000-002 as the La Bataille procedure asks for them
 * (src/procedure/doctrine.ts): each ruleset's settings select the doctrine, La Bataille's own included.
 */
export const DOCTRINES: DoctrinePlugin = {
  routBecomesFlight,
  recordFlights,
  staysInPlace,
  answerChoice: answerDoctrineChoice,
};
