import type { RollClassifier } from '../../procedure/roll-classes.ts';
import type { ChargeState } from '../../procedure/state.ts';
import type { DoctrineProgress } from '../progress.ts';
import { inchesToHexes } from '../scale.ts';
import { doctrineSettings } from '../settings.ts';

// The classes of the 8e pursuit rolls (seed 001; roll-classes.ts says what they are for). An 8e flight
// roll is left whole: every pursuit roll of the charge, still to come, is compared with it.

/** The hexes an 8e roll moves: inches over the ruleset's hex scale. */
function hexesOf(s: ChargeState, roll: number): number {
  return inchesToHexes(roll, doctrineSettings(s.ruleset).hexScale);
}

/**
 * The class of an 8e pursuit roll (seed 001): its hexes and, for each flight still to be made, whether it
 * reaches that flight's roll (ruling R48).
 */
export function pursuitRollClass8e(_s: ChargeState, doc: DoctrineProgress, _unit: string): RollClassifier {
  const rolls = doc.flights
    .filter((f) => f.outcome === undefined && f.roll !== undefined)
    .map((f) => f.roll!);
  return (st, roll) => `hexes ${hexesOf(st, roll)} reaches ${rolls.map((r) => (roll >= r ? 1 : 0)).join('')}`;
}
