import type { Coord } from '../model/coord.ts';
import type { FormationHexsides, HexsideClass } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { bearing } from './bearing.ts';
import { directionTo } from './directionTo.ts';
import { formationHexsides } from './formationHexsides.ts';

/**
 * Which hexside of the defending `unit` (front, flank or rear, by its formation and facing) the
 * attacker in `attackerHex` comes through: melee flank x2 / rear x1.5 and defensive fire from the
 * front only (seed 003 steps 3-4). For a hex that is not adjacent the hexside pointing most nearly
 * toward it is used (`bearing`). A formation missing from the table counts as 'front' (the
 * ruleset loader is expected to reject incomplete tables).
 */
export function hexsideClassOf(
  unit: Pick<Unit, 'arm' | 'formation' | 'facing' | 'at'>,
  attackerHex: Coord,
  hexsides: readonly FormationHexsides[],
): HexsideClass {
  const row = formationHexsides(unit, hexsides);
  if (row === undefined) return 'front';
  const d = directionTo(unit.at, attackerHex) ?? bearing(unit.at, attackerHex);
  const steps = (((d - unit.facing) % 6) + 6) % 6;
  return row.hexsides[steps] ?? 'front';
}
