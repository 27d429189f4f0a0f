import type { ChargeState } from './state.ts';

/** Whether the current step has nothing pending: no roll, no choice, no move left to make. */
export function stepComplete(s: ChargeState): boolean {
  return s.pending === null && s.moves.length === 0;
}

/**
 * After a roll or a choice of a step is answered: when nothing is pending and no move waits, the step
 * asks its next request, if it has one (a step's asker asks only for what is still missing: one stand
 * check per target stack, the starred checks after the melee roll...). The machine says which step.
 */
export function askNext(s: ChargeState, ask: (s: ChargeState) => ChargeState): ChargeState {
  return stepComplete(s) ? ask(s) : s;
}
