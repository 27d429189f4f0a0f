/** Board invariants: what every legal board and charge state satisfies, checked as plain data. */
import { accountingViolations } from './accounting.ts';
import { type MachinePosition, pendingViolations } from './pending.ts';
import { placementViolations } from './placement.ts';
import type { InvariantSource } from './source.ts';
import { leaderViolations, stackViolations } from './stacks.ts';
import { unitViolations } from './units.ts';
import type { BoardViolation } from './violation.ts';

export type { MachinePosition } from './pending.ts';
export type { InvariantSource } from './source.ts';
export { type BoardViolation, VIOLATION_CODES, type ViolationCode } from './violation.ts';

/**
 * Every broken invariant of a charge state at rest (between events), as records with a stable code
 * and a one-line message naming the hex and the pieces; an empty list means the board and the state
 * are legal. Checked: the ruleset's stacking limit; no enemies in one hex; no leader with enemy units;
 * leaders stay with the stack they rode with and leave the board only with it; no unit off the board
 * or in impassable terrain (units that left the map are recorded as removed or off the map); increments
 * in 1..full and never more than at the start; printed values unchanged; legal facing, morale state,
 * formation and readiness; unique ids; every unit of the starting board exactly once on the board,
 * removed or off the map; a pending request, and nothing open once the charge ended. Given where the
 * machine stands (`at`: a charge session, or what a snapshot says), the request fits the kind of its
 * step and the ending agrees with the machine's final state. Pure: reads plain data, never throws on a
 * well-typed state.
 */
export function boardViolations(state: InvariantSource, at?: MachinePosition): BoardViolation[] {
  return [
    ...placementViolations(state),
    ...stackViolations(state),
    ...leaderViolations(state),
    ...unitViolations(state),
    ...accountingViolations(state),
    ...pendingViolations(state, at),
  ];
}
