import { round } from 'honeycomb-grid';
import type { Coord } from '../model/coord.ts';
import { fromCube } from './cube.ts';

/**
 * The hex nearest the fractional cube position q, r (honeycomb-grid's cube rounding: each component
 * rounded, the one that moved farthest then set from the other two).
 */
export function roundCube(q: number, r: number): Coord {
  const c = round({ q, r });
  // + 0 turns a -0 column into 0; the row needs none: fromCube adds a whole number to it, which does
  return fromCube(c.q + 0, c.r);
}
