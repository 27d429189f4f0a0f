import { produce } from 'immer';
import { unitsByIds } from './board.ts';
import { removeUnit } from './losses.ts';
import { say } from './say.ts';
import { stackUnits } from './situation.ts';
import type { ChargeState } from './state.ts';

/**
 * Step 1 (18.10.3, 18.10.4): unlimbered artillery without supply ammunition flees unless stacked with
 * infantry or supplied artillery; unlimbered artillery forced to flee is eliminated.
 */
export function unsuppliedArtilleryFlees(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.step = 'unsuppliedArtilleryFlees';
    let any = false;
    for (const t of s.targets) {
      const units = stackUnits(s, t);
      const covered = units.some(
        (u) =>
          u.arm === 'infantry' ||
          (u.arm === 'artillery' && u.supplied === true && u.formation === 'unlimbered'),
      );
      for (const u of units) {
        if (u.arm === 'artillery' && u.formation === 'unlimbered' && u.supplied !== true && !covered) {
          any = true;
          say(d, { rule: '18.10.3', key: 'artillery.flees', params: { unit: u.name } });
          say(d, { rule: '18.10.4', key: 'artillery.eliminated-fleeing', params: { unit: u.name } });
          removeUnit(d, u.id, 'eliminated', '18.10.4');
        }
      }
    }
    if (!any) say(d, { rule: '18.10.3', key: 'artillery.none-flees' });
  });
}

/** Whether no target unit is left in any target hex (step 1's "go to step 5", read as: advance, step 6). */
export function noTargetLeft(s: ChargeState): boolean {
  return s.targets.every((t) => unitsByIds(s.board, t.units).length === 0);
}
