import { distance, neighbors } from '../hex/index.ts';
import type { Board } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { deviation } from './line.ts';
import { hexHolds } from './occupancy.ts';

/**
 * Where a fleeing unit whose move ends in an occupied hex is placed (seed 002: beside the unit it ends
 * in, else behind it, away from the cause): a free neighbour as far from the cause as the end hex
 * (beside), else a free neighbour farther (behind), nearest the line of flight first; widening outward.
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
  for (let ringNo = 1; ringNo <= 4; ringNo++) {
    const next: Coord[] = [];
    for (const h of frontier)
      for (const n of neighbors(h)) {
        const k = `${n.col},${n.row}`;
        if (seen.has(k)) continue;
        seen.add(k);
        next.push(n);
      }
    const free = next.filter((h) => hexHolds(board, ruleset, h, side, ignore) === 'free');
    const byLine = (a: Coord, b: Coord) => deviation(cause, a, cause, end) - deviation(cause, b, cause, end);
    const beside = free.filter((h) => distance(h, cause) === d0).sort(byLine);
    if (beside[0]) return beside[0];
    const behind = free.filter((h) => distance(h, cause) > d0).sort(byLine);
    if (behind[0]) return behind[0];
    frontier = next;
  }
  return undefined;
}
