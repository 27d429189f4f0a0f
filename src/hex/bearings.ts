import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import { toCube } from './cube.ts';

/**
 * The hexside directions of `from` that point most nearly toward `to` (one, or two when `to` lies
 * exactly between two hexsides), in increasing direction order; empty when the hexes are the same.
 * Scores are the dot products of the centre-to-centre vector with each hexside's outward normal,
 * scaled to integers (flat hexes, unit radius), so ties are exact.
 */
export function bearings(from: Coord, to: Coord): Direction[] {
  const a = toCube(from);
  const b = toCube(to);
  const q = b.q - a.q;
  const r = b.r - a.r;
  const s = -q - r;
  if (q === 0 && r === 0) return [];
  // N, NE, SE, S, SW, NW
  const scores = [s - r, q - r, q - s, r - s, r - q, s - q];
  const best = Math.max(...scores);
  const out: Direction[] = [];
  for (let d = 0; d < 6; d++) if (scores[d] === best) out.push(d as Direction);
  return out;
}
