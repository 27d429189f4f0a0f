import type { ChartCell } from '../model/ruleset.ts';

/** The result a chart column gives for a roll (charts are validated to cover every roll exactly once). */
export function lookup<T>(cells: readonly ChartCell<T>[], roll: number): T | undefined {
  return cells.find((c) => roll >= c.rolls.from && roll <= c.rolls.to)?.result;
}
