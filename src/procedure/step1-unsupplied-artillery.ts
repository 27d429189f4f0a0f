import type { Unit } from '../model/unit.ts';
import { unitsByIds } from './board.ts';
import { produce } from './immer.ts';
import { removeUnit } from './losses.ts';
import { say } from './say.ts';
import { stackUnits } from './situation.ts';
import type { ChargeState } from './state.ts';

/** Whether a unit is unlimbered artillery without supply ammunition (18.10.3). */
function unsuppliedUnlimbered(u: Unit): boolean {
  return u.arm === 'artillery' && u.formation === 'unlimbered' && u.supplied !== true;
}

/**
 * Whether a stack covers its unsupplied unlimbered artillery (18.10.3): it holds infantry, or other
 * supplied artillery, in any formation or only unlimbered as the ruleset says (ruling R30).
 */
export function coversUnsuppliedArtillery(s: ChargeState, units: readonly Unit[]): boolean {
  const anyFormation = s.ruleset.settings.suppliedArtilleryCover === 'any-formation';
  return units.some(
    (u) =>
      u.arm === 'infantry' ||
      (u.arm === 'artillery' && u.supplied === true && (anyFormation || u.formation === 'unlimbered')),
  );
}

/**
 * Step 1 (18.10.3, 18.10.4): unlimbered artillery without supply ammunition flees unless stacked with
 * infantry or supplied artillery; unlimbered artillery forced to flee is eliminated.
 */
export function unsuppliedArtilleryFlees(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    let any = false;
    for (const t of s.targets) {
      const units = stackUnits(s, t);
      if (coversUnsuppliedArtillery(s, units)) continue;
      for (const u of units.filter(unsuppliedUnlimbered)) {
        any = true;
        say(d, { rule: '18.10.3', key: 'artillery.flees', params: { unit: u.name } });
        say(d, {
          rule: '18.10.4',
          key: 'artillery.eliminated-fleeing',
          params: { unit: u.name },
          effects: [{ kind: 'removed', unit: u.id, reason: 'eliminated' }],
        });
        removeUnit(d, u.id, 'eliminated', '18.10.4');
      }
    }
    if (!any) say(d, { rule: '18.10.3', key: 'artillery.none-flees' });
  });
}

/** Whether no target unit is left in any target hex (step 1's "go to step 5", read as: advance, step 6). */
// Stryker disable next-line BlockStatement: a short cut: with no target unit left, step 2 asks no stand check and finds every target gone, which leads to the same advance (same log, same final state)
export function noTargetLeft(s: ChargeState): boolean {
  // Stryker disable next-line ArrowFunction: as above, never taking the short cut ends the same
  return s.targets.every((t) => unitsByIds(s.board, t.units).length === 0);
}
