import { distance, neighbors } from '../hex/index.ts';
import { type Board, onBoard } from '../model/board.ts';
import { type Coord, coordKey } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { terrainAt } from '../procedure/board.ts';
import { centre } from './line.ts';

/** A flight path that bends around impassable terrain: its hexes from the start, whether its last step leaves the map, the priority level it kept. */
export interface Detour {
  /** Hexes from the start (included) to the end; an off-map last step is not included. */
  readonly path: readonly Coord[];
  readonly offMap: boolean;
  /** Worst seed 002 priority level of its hexes (0: none dropped .. 3: through enemies). */
  readonly level: number;
}

interface Node {
  readonly hex: Coord;
  readonly level: number;
  readonly steps: number;
  readonly prev?: Node;
  readonly offMap: boolean;
  readonly order: number;
}

/**
 * "Away as directly as it can" when every straight line of flight meets impassable terrain (seeds 002,
 * 001; ruling R41): the hex paths of at most `n` steps that never enter impassable terrain and never step
 * closer to the cause; `levelOf` grades each hex entered by the seed 002 priorities it breaks (0 none .. 3
 * through an enemy; a path keeps its worst). Of the paths ending farther from the cause than the start
 * (or leaving the map), the best has the lowest level, then ends farthest along the line of flight (the
 * direction from `line.a` to `line.b`), then nearest that line, then was found first (neighbours clockwise
 * from north). Undefined when no path gets the unit one hex farther from the cause.
 */
export function detour(
  board: Board,
  ruleset: Ruleset,
  start: Coord,
  cause: Coord,
  n: number,
  line: { readonly a: Coord; readonly b: Coord },
  levelOf: (h: Coord) => number,
): Detour | undefined {
  const best = new Map<string, Node>();
  const first: Node = { hex: start, level: 0, steps: 0, offMap: false, order: 0 };
  best.set(coordKey(start), first);
  let order = 1;
  const queue: Node[] = [first];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    if (cur.offMap || cur.steps >= n || best.get(coordKey(cur.hex)) !== cur) continue;
    const d0 = distance(cur.hex, cause);
    for (const h of neighbors(cur.hex)) {
      if (distance(h, cause) < d0) continue;
      const off = !onBoard(board, h);
      if (!off && terrainAt(board, ruleset, h).kind === 'impassable') continue;
      const node: Node = {
        hex: h,
        level: Math.max(cur.level, off ? 0 : levelOf(h)),
        steps: cur.steps + 1,
        prev: cur,
        offMap: off,
        order: order++,
      };
      const k = (off ? 'off:' : '') + coordKey(h);
      const old = best.get(k);
      if (old && (old.level < node.level || (old.level === node.level && old.steps <= node.steps))) continue;
      best.set(k, node);
      queue.push(node);
    }
  }
  const a = centre(line.a);
  const b = centre(line.b);
  // the direction of the line, not normalised: every along (and aside) value is scaled by its length
  // alike, which orders the ends the same (a line of one hex, a later-turn flight from the map edge,
  // makes every value 0, as a unit vector of no direction did)
  const ux = b.x - a.x;
  const uy = b.y - a.y;
  const s0 = centre(start);
  const along = (h: Coord) => {
    const p = centre(h);
    return Math.round(((p.x - s0.x) * ux + (p.y - s0.y) * uy) * 1e6) / 1e6;
  };
  const aside = (h: Coord) => {
    const p = centre(h);
    return Math.round(Math.abs((p.x - s0.x) * uy - (p.y - s0.y) * ux) * 1e6) / 1e6;
  };
  const away = distance(start, cause);
  const ends = [...best.values()].filter((x) => x.offMap || distance(x.hex, cause) > away);
  ends.sort(
    (x, y) =>
      x.level - y.level || along(y.hex) - along(x.hex) || aside(x.hex) - aside(y.hex) || x.order - y.order,
  );
  const end = ends[0];
  if (!end) return undefined;
  const path: Coord[] = [];
  for (let x: Node | undefined = end.offMap ? end.prev : end; x; x = x.prev) path.unshift(x.hex);
  return { path, offMap: end.offMap, level: end.level };
}
