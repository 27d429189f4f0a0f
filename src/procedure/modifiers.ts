import type { StepModifier } from '../model/ruleset.ts';
import { holds, type Situation } from '../rules/conditions.ts';

/** The step modifiers of a table that hold in a situation, and their sum. */
export function applicableSteps(
  mods: readonly StepModifier[],
  s: Situation,
): { total: number; used: StepModifier[] } {
  const used = mods.filter((m) => holds(m.when, s));
  return { total: used.reduce((a, m) => a + m.steps, 0), used };
}

/** Writes step modifiers for narration: "+6 square -6 disordered". */
export function formatSteps(used: readonly { steps: number; label: string }[]): string {
  return used.map((m) => `${m.steps >= 0 ? '+' : ''}${m.steps} ${m.label}`).join(' ');
}
