/**
 * A hexside direction of a flat-topped hex, clockwise from the top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 * A unit's facing is the direction of its central front hexside.
 */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** The six hexside directions in clockwise order. */
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/** Compass names of the hexside directions, for narration. */
export const DIRECTION_NAMES: readonly string[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

/** The direction `steps` hexsides clockwise from `d` (negative steps turn counter-clockwise). */
export function turn(d: Direction, steps: number): Direction {
  return ((((d + steps) % 6) + 6) % 6) as Direction;
}

/** The hexside directly opposite `d`. */
export function opposite(d: Direction): Direction {
  return turn(d, 3);
}

/** Parses a compass name (N, NE, SE, S, SW, NW) or a number 0-5 into a direction, or undefined. */
export function parseDirection(v: unknown): Direction | undefined {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 5) return v as Direction;
  if (typeof v === 'string') {
    const i = DIRECTION_NAMES.indexOf(v.toUpperCase());
    if (i >= 0) return i as Direction;
  }
  return undefined;
}
