import type { Unit } from '../../model/unit.ts';
import { subjectOf, words } from '../../procedure/request.ts';
import type { ChargeState, Pending } from '../../procedure/state.ts';
import { CENTIMETRES } from '../measure.ts';
import type { PursuerRecord } from '../progress.ts';
import { flightOf } from '../pursuer-moves.ts';
import { pursuitRollRequest } from '../pursuit-roll.ts';
import { RULE } from '../rules.ts';
import { movementDice } from './dice.ts';
import { reflightNeeded, walk6e } from './pursue.ts';

/**
 * What the 6e pursuit step asks before pursuer `pr` moves (seed 000): its pursuit roll, then the new flight
 * roll of an enemy already fleeing that its way meets; undefined when it may move.
 */
export function pursuitRequest6e(s: ChargeState, pr: PursuerRecord, u: Unit): Pending | undefined {
  if (pr.roll === undefined)
    return pursuitRollRequest(u, movementDice(s.ruleset, u), CENTIMETRES, RULE.distance6eP);
  const f = flightOf(s, pr.target!)!;
  const w = walk6e(s, pr, f, u);
  // a caught target is removed before the pursuer moves: it does not hide an enemy behind it
  const pursuers = s.doctrine!.pursuers!.map((p) => p.unit);
  const ignore = w.caught ? [...pursuers, f.unit] : pursuers;
  const steps = w.route.length > 0 ? [...w.route, w.ahead] : w.route;
  const hit = reflightNeeded(s, steps, u.side, ignore);
  if (!hit) return undefined;
  return {
    kind: 'roll',
    id: `reflight:${hit.id}`,
    what: 'reflight-roll',
    subject: subjectOf([hit]),
    // the player of the unit hit, already fleeing, rolls its new flight (ruling R61)
    side: hit.side,
    // seed 000: a new flight roll, in the dice of seed 002 (by Movement)
    dice: movementDice(s.ruleset, hit),
    say: words('request.reflight-roll', { unit: hit.name }),
    rule: RULE.reflight,
  };
}
