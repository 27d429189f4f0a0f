import type { PursuitDoctrine } from '../doctrine.ts';

/**
 * La Bataille's own pursuit doctrine (`la-bataille`): the recall roll and pursuit of 19.8 / 19.11 follow
 * the advance (step 7); no doctrine pursuer is declared, held back or moved (ruling 12 of docs/doctrines.md).
 */
export const RECALL_AND_PURSUIT: PursuitDoctrine = {
  recallAndPursuit: true,
  rules: { who: '19.11', target: '19.11' },
  pursuable: () => true,
  beforeFlightRolls: () => null,
  afterFlightRolls: () => null,
  staysInPlace: () => false,
  pursuitRequest: () => undefined,
  pursue: () => {},
  pursuitRollClass: () => undefined,
};
