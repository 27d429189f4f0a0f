import type { FormationHexsides } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';

/** The ruleset's hexside row for the unit's arm and formation, or undefined if the table lacks it. */
export function formationHexsides(
  unit: Pick<Unit, 'arm' | 'formation'>,
  table: readonly FormationHexsides[],
): FormationHexsides | undefined {
  return table.find((f) => f.arm === unit.arm && f.formation === unit.formation);
}
