import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';

/** Cube coordinates of a hex (q + r + s = 0), the same axes honeycomb-grid uses for flat hexes. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** Cube coordinates of an odd-q offset hex (honeycomb-grid's offsetToCube for FLAT, offset -1). */
export function toCube(c: Coord): Cube {
  const q = c.col;
  const r = c.row - ((q - (q & 1)) >> 1);
  return { q, r, s: -q - r };
}

/** The odd-q offset hex of cube coordinates q, r (honeycomb-grid's hexToOffset for FLAT, offset -1). */
export function fromCube(q: number, r: number): Coord {
  return { col: q, row: r + ((q - (q & 1)) >> 1) };
}

/** Cube step [dq, dr] of each hexside direction 0..5 = N, NE, SE, S, SW, NW (honeycomb-grid's flat table). */
export const CUBE_STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/** Hex distance between two cube positions given as q, r pairs. */
export function cubeDistance(aq: number, ar: number, bq: number, br: number): number {
  const dq = aq - bq;
  const dr = ar - br;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The direction whose cube step is exactly dq, dr, or undefined when the hexes are not adjacent. */
export function stepDirection(dq: number, dr: number): Direction | undefined {
  for (let d = 0; d < 6; d++) {
    const step = CUBE_STEPS[d]!;
    if (step[0] === dq && step[1] === dr) return d as Direction;
  }
  return undefined;
}
