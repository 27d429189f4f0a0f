import { unitById } from '../../procedure/board.ts';
import { subjectOf, words } from '../../procedure/request.ts';
import type { ChargeState, Pending } from '../../procedure/state.ts';
import type { Next } from '../doctrine.ts';
import { orderedFlights } from '../flight.ts';
import { INCHES } from '../measure.ts';
import { unitName as name } from '../names.ts';
import { inOrder } from '../order.ts';
import type { PursuerRecord } from '../progress.ts';
import { pursuitRollRequest } from '../pursuit-roll.ts';
import { RULE } from '../rules.ts';
import { pursuitDice8e } from './dice.ts';

/** The 8e pursuers that roll, in the order they roll and move (their controller's chosen order, R46). */
export function pursuersInOrder(s: ChargeState): PursuerRecord[] {
  const rolling = s.doctrine?.pursuers?.filter((p) => p.target) ?? [];
  return inOrder(rolling, s.doctrine?.pursuitOrder);
}

/** An ordering choice among `left` (seed 001: the controller picks who rolls and moves next). */
function orderChoice(
  id: 'flight-order' | 'pursuit-order',
  left: readonly { readonly unit: string }[],
  s: ChargeState,
): Pending {
  // the units left to order that are on the board (a flight whose unit has left it is not made)
  const units = left.flatMap((f) => unitById(s.board, f.unit) ?? []);
  return {
    kind: 'choice',
    id,
    what: id,
    subject: subjectOf(units),
    // seed 001: the player who controls them orders them (ruling R46)
    side: units[0]!.side,
    say: words(`request.${id}`),
    rule: id === 'flight-order' ? RULE.direction8e : RULE.order8e,
    options: left.map((f) => ({
      id: f.unit,
      say: words('option.next', { unit: name(s, f.unit) }),
      unit: f.unit,
    })),
    defaultOption: 0,
  };
}

/** Seed 001: the order the fleeing units roll and move in, one at a time, while two or more are left to order. */
export function flightOrderNext(s: ChargeState): Next | null {
  const picked = new Set(s.doctrine?.order);
  const unpicked = orderedFlights(s).filter((f) => !picked.has(f.unit));
  return unpicked.length > 1 ? { pending: orderChoice('flight-order', unpicked, s) } : null;
}

/** Seed 001, after the flight rolls: the pursuit order the pursuing side's controller chooses, then each pursuit roll. */
export function pursuitOrderAndRollsNext(s: ChargeState): Next | null {
  const p = s.doctrine!;
  const rolled = pursuersInOrder(s);
  const pickedP = new Set(p.pursuitOrder);
  const left = rolled.filter((x) => !pickedP.has(x.unit));
  if (left.length > 1) return { pending: orderChoice('pursuit-order', left, s) };
  const pursuitRoll = rolled.find((x) => x.roll === undefined);
  if (!pursuitRoll) return null;
  const u = unitById(s.board, pursuitRoll.unit)!;
  return { pending: pursuitRollRequest(u, pursuitDice8e(s.ruleset), INCHES, RULE.rolls8e) };
}
