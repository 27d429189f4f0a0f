import type { Board } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { type FlightPlan, settle } from './flight-path-6e.ts';
import { aimAway, lineHexes } from './line.ts';
import { hexHolds } from './occupancy.ts';

/**
 * Seed 001: the unit turns directly away from the centre of the enemy it flees from and moves `n` hexes
 * straight on (through units; ruling: it stops before impassable terrain, leaves the map if the line
 * does, and an end in an occupied hex is placed beside or behind as in seed 002).
 */
export function flightPath8e(
  board: Board,
  ruleset: Ruleset,
  unitId: string,
  side: string,
  start: Coord,
  cause: Coord,
  n: number,
): FlightPlan {
  const aim = aimAway(start, cause);
  const path: Coord[] = [start];
  for (const h of lineHexes(start, aim, n)) {
    const holds = hexHolds(board, ruleset, h, side, [unitId]);
    if (holds === 'off-map') return { path, end: null, aim, dropped: 0, deviation: 0 };
    if (holds === 'impassable') break;
    path.push(h);
  }
  const last = path[path.length - 1]!;
  if (path.length === 1) return { path, end: last, aim, dropped: 0, deviation: 0 };
  return settle(board, ruleset, { path, aim, dropped: 0, deviation: 0 }, last, cause, side, [unitId]);
}
