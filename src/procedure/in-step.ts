import type { DoctrinePlugin } from './doctrine.ts';
import { produce } from './immer.ts';
import type { ChargeState } from './state.ts';

/**
 * What the machine passes to a call of the procedure it makes in one of its steps: the step's name
 * (its state path, e.g. "meleeRoll") and the doctrines the ruleset selects (src/doctrines,
 * `doctrinesFor`). The charge state holds neither: the machine alone knows where it stands.
 */
export interface InStep {
  readonly step: string;
  readonly doctrine: DoctrinePlugin;
}

/**
 * The state a call made in machine step `step` returned, with the log entries it wrote (those after
 * the ones of `before`) stamped with that step. The same state when the call wrote none.
 */
export function stamped(before: ChargeState, after: ChargeState, step: string): ChargeState {
  const from = before.log.length;
  if (after.log.length <= from) return after;
  return produce(after, (d) => {
    for (let i = from; i < d.log.length; i++) d.log[i]!.step = step;
  });
}
