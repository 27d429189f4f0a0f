import type { Edge } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import { distance } from './distance.ts';
import { edgeDistance } from './edgeDistance.ts';

/**
 * Whether `hex` is behind enemy lines for a side whose home edge is `homeEdge` (13.2.4: a retreat
 * never ends behind enemy lines). Project definition: take the enemy position(s) nearest to `hex`;
 * the hex is behind enemy lines when it is farther from the side's own home edge than one of those
 * nearest enemies is, i.e. that enemy stands between the hex and home. No enemy: not behind.
 */
export function behindEnemyLines(
  hex: Coord,
  homeEdge: Edge,
  enemies: readonly Coord[],
  width: number,
  height: number,
): boolean {
  let nearest = Number.POSITIVE_INFINITY;
  let enemyEdge = Number.POSITIVE_INFINITY;
  for (const e of enemies) {
    const d = distance(hex, e);
    const ed = edgeDistance(e, homeEdge, width, height);
    if (d < nearest) {
      nearest = d;
      enemyEdge = ed;
    } else if (d === nearest && ed < enemyEdge) {
      enemyEdge = ed;
    }
  }
  return edgeDistance(hex, homeEdge, width, height) > enemyEdge;
}
