import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import { CUBE_STEPS, fromCube, toCube } from './cube.ts';

/** The hex across hexside `d` of hex `c` (may lie off the board). */
export function neighbor(c: Coord, d: Direction): Coord {
  const { q, r } = toCube(c);
  const step = CUBE_STEPS[d]!;
  return fromCube(q + step[0], r + step[1]);
}
