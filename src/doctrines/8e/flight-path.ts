import type { Board } from '../../model/board.ts';
import type { Coord } from '../../model/coord.ts';
import type { Ruleset } from '../../model/ruleset.ts';
import { settle } from '../6e/flight-path.ts';
import { detour } from '../detour.ts';
import type { FlightPlan } from '../flight-plan.ts';
import { aimAway, lineHexes, pointAlong } from '../line.ts';
import { hexHolds } from '../occupancy.ts';

/**
 * Seed 001: the unit turns directly away from the centre of the enemy it flees from and moves `n` hexes
 * straight on, through units; a line leaving the map takes it off, and an end in an occupied hex is
 * placed beside or behind as in seed 002. When the straight line meets impassable terrain the path bends
 * around it, as directly away as it can, as in the 6th edition (ruling R41); a unit that cannot get one
 * hex farther away is blocked.
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
  let blocked = false;
  for (const h of lineHexes(start, aim, n)) {
    // Stryker disable next-line ArrayDeclaration: the fleeing unit stands only in its start hex, which the line (start excluded) never enters
    const holds = hexHolds(board, ruleset, h, side, [unitId]);
    if (holds === 'off-map') return { path, end: null, aim, dropped: 0, deviation: 0 };
    if (holds === 'impassable') {
      blocked = true;
      break;
    }
    path.push(h);
  }
  if (blocked) {
    const bent = detour(board, ruleset, start, cause, n, { a: cause, b: start }, () => 0);
    if (!bent) return { path: [start], end: start, aim, dropped: 0, deviation: 0, blocked: 'no-way' };
    const last = bent.path[bent.path.length - 1]!;
    const base = {
      path: bent.path,
      aim: last.col === start.col && last.row === start.row ? aim : pointAlong(start, start, last, 64),
      dropped: 0,
      deviation: 0,
      bent: true,
    };
    if (bent.offMap) return { ...base, end: null };
    // Stryker disable next-line ArrayDeclaration: the cause is next to the start, so a bent path's end and every hex the placement may take (as far from the cause as that end, or farther) are 2 or more hexes from it, never the start, the fleeing unit's only hex
    return settle(board, ruleset, base, last, cause, side, [unitId]);
  }
  const last = path[path.length - 1]!;
  if (path.length === 1) return { path, end: last, aim, dropped: 0, deviation: 0 };
  // Stryker disable next-line ArrayDeclaration: as above, for a straight path of one hex or more
  return settle(board, ruleset, { path, aim, dropped: 0, deviation: 0 }, last, cause, side, [unitId]);
}
