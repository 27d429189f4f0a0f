import type { PursuitDoctrine } from '../doctrine.ts';
import { RULE } from '../rules.ts';
import { doctrineSettings } from '../settings.ts';
import { staysInPlace } from './hold-back.ts';
import { holdBackNext } from './hold-back-requests.ts';
import { pursue6e } from './pursue.ts';
import { pursuitRequest6e } from './pursuit-request.ts';
import { pursuitRollClass6e } from './roll-classes.ts';

/**
 * The 6th-edition pursuit doctrine (`pursuit-6e`, seed 000): pursuers declared before the flight rolls
 * may hold back; they roll after the advance and follow the flight line.
 */
export const PURSUIT_6E: PursuitDoctrine = {
  recallAndPursuit: false,
  rules: { who: RULE.who6e, target: RULE.when6e },
  // seed 000: fleers from a failed test only if the pursuers won the round just before; a stand check
  // comes before any round, so they are pursued only under the house rule
  pursuable: (ruleset, f) => f.inMelee || doctrineSettings(ruleset).pursuit6e.pursueStandCheckFleers,
  beforeFlightRolls: holdBackNext,
  afterFlightRolls: () => null,
  staysInPlace,
  pursuitRequest: pursuitRequest6e,
  pursue: pursue6e,
  pursuitRollClass: pursuitRollClass6e,
};
