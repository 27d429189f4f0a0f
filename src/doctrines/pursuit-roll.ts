import type { DoctrineDice } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { subjectOf, words } from '../procedure/request.ts';
import type { Pending } from '../procedure/state.ts';
import type { Measure } from './measure.ts';

/** The request of a pursuer's pursuit roll in the doctrine's dice and measure, under `rule`. */
export function pursuitRollRequest(u: Unit, dice: DoctrineDice, measure: Measure, rule: string): Pending {
  return {
    kind: 'roll',
    id: `pursuit:${u.id}`,
    what: 'pursuit-roll',
    subject: subjectOf([u]),
    // the pursuer's controller rolls (ruling R61)
    side: u.side,
    dice,
    say: words(measure.pursuitRoll, { unit: u.name }),
    rule,
  };
}
