import { type Board, onBoard } from '../model/board.ts';
import { type Coord, sameHex } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { terrainAt, unitsAt } from '../procedure/board.ts';

/** What a hex holds for a moving unit of `side`: off the map, impassable, enemies, friends, or nothing. */
export function hexHolds(
  board: Board,
  ruleset: Ruleset,
  hex: Coord,
  side: string,
  ignore: readonly string[] = [],
): 'off-map' | 'impassable' | 'enemy' | 'friend' | 'free' {
  if (!onBoard(board, hex)) return 'off-map';
  if (terrainAt(board, ruleset, hex).kind === 'impassable') return 'impassable';
  const units = unitsAt(board, hex).filter((u) => !ignore.includes(u.id));
  if (units.some((u) => u.side !== side)) return 'enemy';
  return units.length > 0 ? 'friend' : 'free';
}

/** Hexes of enemy units of `side` on the board. */
export function enemyHexes(board: Board, side: string): Coord[] {
  const out: Coord[] = [];
  for (const u of board.units) if (u.side !== side && !out.some((h) => sameHex(h, u.at))) out.push(u.at);
  return out;
}
