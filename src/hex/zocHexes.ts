import type { Coord } from '../model/coord.ts';
import { turn } from '../model/direction.ts';
import type { FormationHexsides } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { formationHexsides } from './formationHexsides.ts';
import { neighbor } from './neighbor.ts';

/**
 * The unit's zone of influence: the hexes across its front hexsides (RULES "Zone of influence"),
 * in clockwise order from the facing. None when the formation projects no zone (a square), when
 * the formation is missing from the table, or when the unit is routed unless `routedHaveZoc`.
 * Hexes may lie off the board.
 */
export function zocHexes(
  unit: Pick<Unit, 'arm' | 'formation' | 'facing' | 'at' | 'moraleState'>,
  table: readonly FormationHexsides[],
  routedHaveZoc: boolean,
): Coord[] {
  if (unit.moraleState === 'routed' && !routedHaveZoc) return [];
  const row = formationHexsides(unit, table);
  if (row === undefined || !row.zoc) return [];
  const out: Coord[] = [];
  for (let i = 0; i < 6; i++) {
    if (row.hexsides[i] === 'front') out.push(neighbor(unit.at, turn(unit.facing, i)));
  }
  return out;
}
