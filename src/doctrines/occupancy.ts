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
  ignore: readonly string[],
): 'off-map' | 'impassable' | 'enemy' | 'friend' | 'free' {
  if (!onBoard(board, hex)) return 'off-map';
  if (terrainAt(board, ruleset, hex).kind === 'impassable') return 'impassable';
  const units = unitsAt(board, hex).filter((u) => !ignore.includes(u.id));
  if (units.some((u) => u.side !== side)) return 'enemy';
  return units.length > 0 ? 'friend' : 'free';
}

/**
 * Whether a unit of `side` may end a flight or pursuit in `hex` (a legal board): on the map, not
 * impassable, no enemy unit nor enemy leader there, no leader of its side standing alone (it would pick
 * up a leader who rides with nobody), and room under the ruleset's stacking limit beside
 * the friends already there (`ignore`: units not counted, the mover itself). `alone`: no unit at all may
 * be there (a fleeing unit ending in friends is placed beside them, seed 002).
 */
export function mayEndIn(
  board: Board,
  ruleset: Ruleset,
  hex: Coord,
  side: string,
  ignore: readonly string[],
  alone = false,
): boolean {
  const holds = hexHolds(board, ruleset, hex, side, ignore);
  if (holds !== 'free' && holds !== 'friend') return false;
  const friends = unitsAt(board, hex).filter((u) => !ignore.includes(u.id)).length;
  // an enemy leader, or a leader of its side standing without a unit of his (he rides with nobody)
  if (board.leaders.some((l) => sameHex(l.at, hex) && (l.side !== side || friends === 0))) return false;
  if (holds === 'free') return true;
  return !alone && friends + 1 <= ruleset.settings.stackingLimit;
}

/** Hexes of enemy units of `side` on the board. */
export function enemyHexes(board: Board, side: string): Coord[] {
  const out: Coord[] = [];
  for (const u of board.units) if (u.side !== side && !out.some((h) => sameHex(h, u.at))) out.push(u.at);
  return out;
}
