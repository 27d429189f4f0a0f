import type { ChargeState, RollWhat } from './state.ts';
import { columnShiftClass, standCheckClass } from './step2-stand-check.ts';
import { defensiveFireClass } from './step3-defensive-fire.ts';
import { meleeRollClass } from './step5-melee-roll.ts';
import { pursuitMeleeClass, recallClass } from './step7-recall-pursuit.ts';

/**
 * The class of a roll: what of the roll the step reads. Two rolls of one class lead to the same next
 * state but for the dice the state and the log record (the chart cell of a melee d66, pass or fail of
 * a check, the casualties of a fire roll), so the exact analysis branches once per class, with the
 * class's summed chance. A played charge and the Monte Carlo roll real dice; this is for counting only.
 */
export type RollClassifier = (s: ChargeState, roll: number) => string;

/** The steps' classifiers by what their roll request asks for (the doctrines' rolls are classified in src/doctrines). */
const BY_WHAT: ReadonlyMap<RollWhat, RollClassifier> = new Map<RollWhat, RollClassifier>([
  ['stand-check', standCheckClass],
  ['column-shift-die', columnShiftClass],
  ['defensive-fire', defensiveFireClass],
  ['melee-roll', meleeRollClass],
  ['starred-morale-check', meleeRollClass],
  ['recall', recallClass],
  ['pursuit-melee', pursuitMeleeClass],
]);

/**
 * The classifier of the roll the La Bataille procedure is waiting for, or undefined (a roll it does not
 * classify: every value is its own class).
 */
export function rollClassifier(s: ChargeState): RollClassifier | undefined {
  const p = s.pending;
  return p?.kind === 'roll' ? BY_WHAT.get(p.what) : undefined;
}
