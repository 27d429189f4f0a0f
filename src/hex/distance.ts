import type { Coord } from '../model/coord.ts';
import { cubeDistance, toCube } from './cube.ts';

/** Range in hexes between two hexes (adjacent = 1), as honeycomb-grid's `distance` counts it. */
export function distance(a: Coord, b: Coord): number {
  const ca = toCube(a);
  const cb = toCube(b);
  return cubeDistance(ca.q, ca.r, cb.q, cb.r);
}
