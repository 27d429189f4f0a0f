/** An inclusive range of die results a modified roll is clamped to (d66 11..66, d6 1..6); same shape as the ruleset's RollRange. */
export interface DieRange {
  readonly from: number;
  readonly to: number;
}
