import type { Board } from '../model/board.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { TerrainType } from '../model/terrain.ts';
import type { Leader, Unit } from '../model/unit.ts';

/** The unit with this id on the board, if it is still there. */
export function unitById(board: Board, id: string): Unit | undefined {
  return board.units.find((u) => u.id === id);
}

/** The units with these ids still on the board, in the order given. */
export function unitsByIds(board: Board, ids: readonly string[]): Unit[] {
  return ids.map((id) => unitById(board, id)).filter((u): u is Unit => u !== undefined);
}

/** The stack in a hex: every unit there, in board order (the first listed is the top unit). */
export function unitsAt(board: Board, hex: Coord): Unit[] {
  return board.units.filter((u) => sameHex(u.at, hex));
}

/** The leaders riding with the stack in a hex. */
export function leadersAt(board: Board, hex: Coord): Leader[] {
  return board.leaders.filter((l) => sameHex(l.at, hex));
}

/** The terrain type of a hex under a ruleset. */
export function terrainAt(board: Board, ruleset: Ruleset, hex: Coord): TerrainType {
  const id = board.terrain[`${hex.col},${hex.row}`] ?? board.defaultTerrain;
  const t = ruleset.terrain.find((x) => x.id === id);
  if (!t) throw new Error(`terrain ${id} at ${hexLabel(hex)} is not in ruleset ${ruleset.id}`);
  return t;
}
