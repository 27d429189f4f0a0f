import type { Coord } from '../model/coord.ts';
import { DIRECTIONS } from '../model/direction.ts';
import { neighbor } from './neighbor.ts';

/** The six hexes adjacent to `c`; index = hexside direction (0 N .. 5 NW). May lie off the board. */
export function neighbors(c: Coord): Coord[] {
  return DIRECTIONS.map((d) => neighbor(c, d));
}
