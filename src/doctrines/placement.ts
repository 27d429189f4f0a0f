import { distance, neighbors } from '../hex/index.ts';
import type { Board } from '../model/board.ts';
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
  // ring by ring until the walk has covered the map and the ring of hexes around it (a finite area)
  while (frontier.length > 0) {
    const next: Coord[] = [];
    for (const h of frontier)
      for (const n of neighbors(h)) {
        const k = `${n.col},${n.row}`;
        // the ring one hex off the map is walked, but a rectangle of hexes is convex (a shortest way between
        // two of its hexes stays on it), so the hexes of the map are reached in the same rings without it
        if (seen.has(k) || n.col < -1 || n.row < -1 || n.col > board.width || n.row > board.height) continue;
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
