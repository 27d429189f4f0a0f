import type { ChargeState } from './state.ts';
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

/** The steps' classifiers by the id of their roll request (ids that end in a number share a prefix). */
const BY_REQUEST: readonly (readonly [string, RollClassifier])[] = [
  ['stand-check-', standCheckClass],
  ['column-shift-', columnShiftClass],
  ['fire-', defensiveFireClass],
  ['melee', meleeRollClass],
  ['star-', meleeRollClass],
  ['recall', recallClass],
  ['pursuit-melee', pursuitMeleeClass],
];

/**
 * The classifier of the roll the La Bataille procedure is waiting for, or undefined (a roll it does not
 * classify: every value is its own class).
 */
export function rollClassifier(s: ChargeState): RollClassifier | undefined {
  const p = s.pending;
  if (p?.kind !== 'roll') return undefined;
  for (const [id, classify] of BY_REQUEST) {
    // Stryker disable next-line StringLiteral: reading every id as a prefix changes nothing: no request id of the procedure or the doctrines begins with 'melee', 'recall' or 'pursuit-melee' without being it
    if (id.endsWith('-') ? p.id.startsWith(id) : p.id === id) return classify;
  }
  return undefined;
}
