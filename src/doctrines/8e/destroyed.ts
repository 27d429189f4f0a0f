import type { Draft } from 'immer';
import { hexLabel } from '../../model/coord.ts';
import type { Unit } from '../../model/unit.ts';
import { removeUnit } from '../../procedure/losses.ts';
import type { ChargeState } from '../../procedure/state.ts';
import type { FlightPlan } from '../flight-plan.ts';
import type { FlightRecord } from '../progress.ts';
import { RULE } from '../rules.ts';
import { tell } from '../say.ts';

/**
 * Seed 001: a fleeing unit is destroyed if ANY pursuer of the combat rolled as much as its flight roll
 * (ruling R48); the point where it would have ended is kept. True when it was destroyed.
 */
export function destroyedByPursuit8e(
  d: Draft<ChargeState>,
  x: Draft<FlightRecord>,
  u: Unit,
  plan: FlightPlan,
): boolean {
  const rolls = d.doctrine!.pursuers?.map((p) => p.roll ?? 0) ?? [];
  // no pursuer (or none rolled): best is 0, below any roll of the flight dice (d6, d66 or Nd6: 1 or more)
  const best = Math.max(0, ...rolls);
  if (best < x.roll!) return false;
  const at = plan.end ?? plan.path[plan.path.length - 1]!;
  x.outcome = 'destroyed';
  x.endedAt = { ...at };
  tell(
    d,
    RULE.rolls8e,
    'doctrine.destroyed-8e',
    { unit: u.name, flight: x.roll!, pursuit: best, hex: hexLabel(at) },
    undefined,
    [{ kind: 'removed', unit: u.id, reason: 'eliminated' }],
  );
  removeUnit(d, u.id, 'eliminated', RULE.rolls8e);
  return true;
}
