import { distance, neighbors } from '../hex/index.ts';
import { type Board, onBoard } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { deviation } from './line.ts';
import { mayEndIn } from './occupancy.ts';

/**
 * Where a fleeing unit whose move ends in an occupied hex is placed (seed 002: beside the unit it ends
 * in, else behind it, away from the cause): a free neighbour as far from the cause as the end hex
 * (beside), else a free neighbour farther (behind), nearest the line of flight first; widening outward
 * ring by ring over the whole board. Free: no unit and no enemy leader there, on the map, passable
 * (`mayEndIn`). Undefined when no hex of the board is free.
 */
export function placeBesideOrBehind(
  board: Board,
  ruleset: Ruleset,
  end: Coord,
  cause: Coord,
  side: string,
  ignore: readonly string[],
): Coord | undefined {
  const d0 = distance(end, cause);
  let frontier: Coord[] = [end];
  const seen = new Set<string>([`${end.col},${end.row}`]);
  // ring by ring until the walk has covered the map
  while (frontier.length > 0) {
    const next: Coord[] = [];
    for (const h of frontier)
      for (const n of neighbors(h)) {
        const k = `${n.col},${n.row}`;
        // only the map is walked: a rectangle of hexes is convex (a shortest way between two of its hexes
        // stays on it), so its hexes are reached in the same rings as by a walk beyond it
        if (seen.has(k) || !onBoard(board, n)) continue;
        seen.add(k);
        next.push(n);
      }
    const free = next.filter((h) => mayEndIn(board, ruleset, h, side, ignore, true));
    const byLine = (a: Coord, b: Coord) => deviation(cause, a, cause, end) - deviation(cause, b, cause, end);
    const beside = free.filter((h) => distance(h, cause) === d0).sort(byLine);
    if (beside[0]) return beside[0];
    const behind = free.filter((h) => distance(h, cause) > d0).sort(byLine);
    if (behind[0]) return behind[0];
    frontier = next;
  }
  return undefined;
}
