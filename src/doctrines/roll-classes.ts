import type { RollClassifier } from '../procedure/roll-classes.ts';
import type { ChargeState } from '../procedure/state.ts';
import type { Doctrines } from './doctrine.ts';
import { doctrinesFor } from './plugin.ts';

/*
 * The classes of the doctrines' flight and pursuit rolls (seeds 000-002): what of a roll the flight and
 * pursuit steps read, so the exact analysis branches once per class (src/procedure/roll-classes.ts says
 * what a class is): the hexes the unit moves and how the roll compares with the other rolls it meets (a
 * pursuit roll catches a flight roll it equals or beats). A roll that a roll still to come may be
 * compared with in a way its class does not settle is left whole: an 8e flight roll, a pursuit roll that
 * may hit an enemy already fleeing (its new flight roll is compared with it). A hold-back test is not
 * classified (the analysis takes the default choice, pursue, and never reaches it). The raw roll stays in
 * the state and the log.
 */

/**
 * The classifier of the doctrine roll the charge is waiting for (a flight or pursuit roll), or undefined
 * (every value its own class: a hold-back test, a new flight roll of an already-fleeing enemy, ...).
 * The exact analysis asks it next to the procedure's (machines/analysis), of the doctrines the ruleset
 * selects unless it is given them.
 */
export function doctrineRollClassifier(
  s: ChargeState,
  doctrines: Pick<Doctrines, 'flight' | 'pursuit'> = doctrinesFor(s.ruleset),
): RollClassifier | undefined {
  const p = s.pending;
  if (p?.kind !== 'roll' || !s.doctrine) return undefined;
  // a flight or pursuit roll is one unit's: the fleeing unit, the pursuer
  const unit = p.subject.units[0]!;
  if (p.what === 'pursuit-roll') return doctrines.pursuit.pursuitRollClass(s, s.doctrine, unit);
  if (p.what === 'flight-roll') return doctrines.flight.flightRollClass(s, s.doctrine, unit);
  return undefined;
}
