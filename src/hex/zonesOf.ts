import { type Coord, sameHex } from '../model/coord.ts';
import type { FormationHexsides } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { zocHexes } from './zocHexes.ts';

/** Ids of the given enemy units whose zone of influence includes `hex` (10.5), in `enemies` order. */
export function zonesOf(
  hex: Coord,
  enemies: readonly Unit[],
  table: readonly FormationHexsides[],
  routedHaveZoc: boolean,
): string[] {
  return enemies
    .filter((u) => zocHexes(u, table, routedHaveZoc).some((z) => sameHex(z, hex)))
    .map((u) => u.id);
}
