import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import { stepDirection, toCube } from './cube.ts';

/** The hexside of `from` that `to` lies across; undefined unless the two hexes are adjacent. */
export function directionTo(from: Coord, to: Coord): Direction | undefined {
  const a = toCube(from);
  const b = toCube(to);
  return stepDirection(b.q - a.q, b.r - a.r);
}
