import type { Coord } from '../model/coord.ts';
import type { FormationHexsides } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { zonesOf } from './zonesOf.ts';

/**
 * Ids of enemy units whose zone includes `from` but not `to`: a retreating or routing stack loses
 * one increment for each such zone on each step (10.5), the first step out of the start hex included.
 */
export function zonesLeft(
  from: Coord,
  to: Coord,
  enemies: readonly Unit[],
  table: readonly FormationHexsides[],
  routedHaveZoc: boolean,
): string[] {
  const into = new Set(zonesOf(to, enemies, table, routedHaveZoc));
  return zonesOf(from, enemies, table, routedHaveZoc).filter((id) => !into.has(id));
}
