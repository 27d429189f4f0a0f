import { doctrine } from './doctrine.ts';
import type { ChargeState } from './state.ts';
import { askColumnShiftDie, askStandCheck } from './step2-stand-check.ts';
import { askDefensiveFire } from './step3-defensive-fire.ts';
import { askMeleeRoll } from './step5-melee-roll.ts';
import { askAdvance } from './step6-advance.ts';
import { askPursuitMelee, askPursuitTarget, askRecall, askTrample } from './step7-recall-pursuit.ts';

const ASK: Readonly<Record<string, (s: ChargeState) => ChargeState>> = {
  standCheck: askStandCheck,
  columnShiftDie: askColumnShiftDie,
  defensiveFire: askDefensiveFire,
  meleeRoll: askMeleeRoll,
  advanceAfterCharge: askAdvance,
  recall: askRecall,
  trample: askTrample,
  pursuit: askPursuitTarget,
  pursuitMelee: askPursuitMelee,
};

/**
 * After a roll or a choice is answered: when nothing is pending and no move waits, asks the current
 * step's next request, if it has one (a step's asker asks only for what is still missing).
 */
export function continueStep(s: ChargeState): ChargeState {
  if (s.pending !== null || s.moves.length > 0) return s;
  const askers = doctrine().askers;
  const ask = Object.hasOwn(ASK, s.step)
    ? ASK[s.step]
    : Object.hasOwn(askers, s.step)
      ? askers[s.step]
      : undefined;
  return ask ? ask(s) : s;
}

/** Whether the current step has nothing pending: no roll, no choice, no move left to make. */
export function stepComplete(s: ChargeState): boolean {
  return s.pending === null && s.moves.length === 0;
}
