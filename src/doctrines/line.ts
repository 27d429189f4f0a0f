import { fromCube, toCube } from '../hex/cube.ts';
import { distance, hexLine, roundCube } from '../hex/index.ts';
import type { Coord } from '../model/coord.ts';

/** Centre of a hex on a plane where neighbouring centres are one unit apart (flat-topped, odd-q). */
export function centre(c: Coord): { x: number; y: number } {
  const { q, r } = toCube(c);
  return { x: (1.5 * q) / Math.sqrt(3), y: r + q / 2 };
}

/** The hex `n` hexes from `from` in the direction of the vector from `a` to `b` (a straight line on the map). */
export function pointAlong(from: Coord, a: Coord, b: Coord, n: number): Coord {
  const ca = toCube(a);
  const cb = toCube(b);
  const len = distance(a, b);
  if (len === 0) return from;
  const f = toCube(from);
  const k = n / len;
  return roundCube(f.q + (cb.q - ca.q) * k, f.r + (cb.r - ca.r) * k);
}

/** A far point straight away from `cause` through `from` (the imaginary line of flight, seed 002/001). */
export function aimAway(from: Coord, cause: Coord): Coord {
  return pointAlong(from, cause, from, 64);
}

/** The first `n` hexes (start excluded) of the straight line from `from` toward `aim`, extended past it. */
export function lineHexes(from: Coord, aim: Coord, n: number): Coord[] {
  if (n <= 0) return [];
  const far = distance(from, aim) >= n ? aim : pointAlong(from, from, aim, n + 1);
  return hexLine(from, far).slice(1, n + 1);
}

/** Angle in degrees between the direction from `from` to `to` and the direction from `a` to `b`. */
export function deviation(from: Coord, to: Coord, a: Coord, b: Coord): number {
  const p = centre(from);
  const q = centre(to);
  const u = centre(a);
  const v = centre(b);
  const x1 = q.x - p.x;
  const y1 = q.y - p.y;
  const x2 = v.x - u.x;
  const y2 = v.y - u.y;
  const n1 = Math.hypot(x1, y1);
  const n2 = Math.hypot(x2, y2);
  if (n1 === 0 || n2 === 0) return 0;
  const cos = Math.max(-1, Math.min(1, (x1 * x2 + y1 * y2) / (n1 * n2)));
  return Math.round(((Math.acos(cos) * 180) / Math.PI) * 1000) / 1000;
}

/** The hexes at exactly `n` hexes from `c` (a ring), clockwise from north. */
export function ring(c: Coord, n: number): Coord[] {
  if (n === 0) return [c];
  const { q, r } = toCube(c);
  const out: Coord[] = [];
  // start n steps north-west... walk the six sides clockwise starting at the north hex
  const steps: [number, number][] = [
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [0, -1],
    [1, -1],
  ];
  let cq = q;
  let cr = r - n;
  for (const [dq, dr] of steps) {
    for (let i = 0; i < n; i++) {
      out.push(fromCube(cq, cr));
      cq += dq;
      cr += dr;
    }
  }
  return out;
}
