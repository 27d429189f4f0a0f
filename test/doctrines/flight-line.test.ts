/**
 * The line geometry of the flight doctrines (src/doctrines/line.ts) pinned against an independent
 * oracle: a point on the map belongs to the hex whose centre is nearest (flat-topped hexes, centres of
 * neighbours one unit apart), and a ring is the hexes at exactly n, clockwise from north. Written to kill
 * the surviving mutants of the mutation run (docs/mutation.md).
 */
import { describe, expect, it } from 'vitest';
import { aimAway, centre, deviation, lineHexes, pointAlong, ring } from '../../src/doctrines/line.ts';
import { toCube } from '../../src/hex/cube.ts';
import { distance } from '../../src/hex/index.ts';
import { type Coord, hexLabel } from '../../src/model/coord.ts';

const hex = (col: number, row: number): Coord => ({ col, row });

/**
 * The hex whose centre is nearest the point n hexes past `from` along a -> b, searched by brute force;
 * undefined when the point lies on a hex edge (two centres equally near: either hex is right).
 */
function nearestHex(from: Coord, a: Coord, b: Coord, n: number): Coord | undefined {
  const f = toCube(from);
  const ca = toCube(a);
  const cb = toCube(b);
  const k = n / distance(a, b);
  const q = f.q + (cb.q - ca.q) * k;
  const r = f.r + (cb.r - ca.r) * k;
  const x = (1.5 * q) / Math.sqrt(3);
  const y = r + q / 2;
  let best: Coord = from;
  let bestD = Infinity;
  let second = Infinity;
  for (let col = Math.floor(q) - 2; col <= Math.ceil(q) + 2; col++) {
    for (let row = Math.floor(y) - 3; row <= Math.ceil(y) + 3; row++) {
      const c = centre(hex(col, row));
      const d = Math.hypot(c.x - x, c.y - y);
      if (d < bestD) {
        second = bestD;
        bestD = d;
        best = hex(col, row);
      } else if (d < second) second = d;
    }
  }
  return second - bestD < 1e-9 ? undefined : best;
}

describe('centre: neighbouring centres are one unit apart', () => {
  it('every neighbour of 0610 is at distance 1, a hex two away at 2 (straight) or sqrt(3) (between)', () => {
    const c = centre(hex(6, 10));
    const d = (h: Coord) => Math.round(Math.hypot(centre(h).x - c.x, centre(h).y - c.y) * 1e9) / 1e9;
    expect(ring(hex(6, 10), 1).map(d)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(d(hex(6, 8))).toBe(2);
    expect(d(hex(7, 8))).toBe(Math.round(Math.sqrt(3) * 1e9) / 1e9);
  });
});

describe('ring: the hexes at exactly n, clockwise from north', () => {
  it('n = 0 is the hex itself', () => {
    expect(ring(hex(6, 10), 0)).toEqual([hex(6, 10)]);
  });

  it('n = 1: the six neighbours from north clockwise', () => {
    expect(ring(hex(6, 10), 1).map(hexLabel)).toEqual(['0609', '0709', '0710', '0611', '0510', '0509']);
    expect(ring(hex(5, 10), 1).map(hexLabel)).toEqual(['0509', '0610', '0611', '0511', '0411', '0410']);
  });

  it('n = 2 and 3: every hex at that distance once, in clockwise order of bearing from north', () => {
    for (const c of [hex(6, 10), hex(5, 9)]) {
      for (const n of [2, 3]) {
        const got = ring(c, n);
        const o = centre(c);
        const bearing = (h: Coord) => {
          const p = centre(h);
          return (Math.atan2(p.x - o.x, -(p.y - o.y)) * 180) / Math.PI;
        };
        const all: Coord[] = [];
        for (let col = c.col - n; col <= c.col + n; col++)
          for (let row = c.row - n - 1; row <= c.row + n + 1; row++)
            if (distance(c, hex(col, row)) === n) all.push(hex(col, row));
        const clockwise = [...all].sort(
          (x, y) => ((bearing(x) + 360.0001) % 360) - ((bearing(y) + 360.0001) % 360),
        );
        expect(got.map(hexLabel)).toEqual(clockwise.map(hexLabel));
        expect(got).toHaveLength(6 * n);
      }
    }
  });
});

describe('pointAlong: the hex n hexes on along a direction, the hex whose centre is nearest', () => {
  const starts = [hex(6, 10), hex(5, 9), hex(0, 5), hex(1, 0)];
  // every direction from 0610 to a hex within 5, and a few long ones
  const directions: [Coord, Coord][] = [
    ...[1, 2, 3, 4, 5].flatMap((k) => ring(hex(6, 10), k).map((b): [Coord, Coord] => [hex(6, 10), b])),
    [hex(2, 2), hex(9, 5)],
    [hex(9, 5), hex(2, 2)],
    [hex(4, 4), hex(5, 9)],
  ];
  it('for every start, direction and distance 1..7 it agrees with the nearest centre', () => {
    let checked = 0;
    for (const from of starts)
      for (const [a, b] of directions)
        for (const n of [1, 2, 3, 5, 7]) {
          const want = nearestHex(from, a, b, n);
          if (!want) continue;
          checked++;
          expect(
            pointAlong(from, a, b, n),
            `${hexLabel(from)} along ${hexLabel(a)}->${hexLabel(b)} x${n}`,
          ).toEqual(want);
        }
    expect(checked).toBeGreaterThan(1000);
  });

  it('no direction (a = b): the start itself', () => {
    expect(pointAlong(hex(6, 10), hex(3, 3), hex(3, 3), 5)).toEqual(hex(6, 10));
  });

  it('a column rounded from just below zero is column 0, not -0', () => {
    // 0 - 1/3 of a column rounds to column 0; the result compares equal to {col: 0} exactly
    const p = pointAlong(hex(0, 5), hex(3, 0), hex(2, 3), 1);
    expect(Object.is(p.col, 0) && Object.is(p.row, Math.abs(p.row) === 0 ? 0 : p.row)).toBe(true);
    for (const from of [hex(0, 5), hex(0, 0), hex(1, 4)])
      for (const [a, b] of [
        [hex(3, 0), hex(2, 3)],
        [hex(2, 2), hex(1, 6)],
        [hex(5, 5), hex(4, 1)],
      ] as const)
        for (let n = 1; n <= 3; n++) {
          const q = pointAlong(from, a, b, n);
          expect(Object.is(q.col, -0), `col of ${hexLabel(from)} ${n}`).toBe(false);
          expect(Object.is(q.row, -0), `row of ${hexLabel(from)} ${n}`).toBe(false);
        }
  });

  it('aimAway: 64 hexes straight away from the cause through the unit', () => {
    expect(aimAway(hex(6, 10), hex(6, 11))).toEqual(hex(6, -54));
    expect(aimAway(hex(6, 10), hex(6, 9))).toEqual(hex(6, 74));
  });
});

describe('lineHexes: the first n hexes of the straight line, extended past a near aim', () => {
  it('n <= 0: no hex', () => {
    expect(lineHexes(hex(6, 10), hex(6, 2), 0)).toEqual([]);
    expect(lineHexes(hex(6, 10), hex(6, 2), -2)).toEqual([]);
  });

  it('an aim farther than n: the first n hexes toward it', () => {
    expect(lineHexes(hex(6, 10), hex(6, 2), 3).map(hexLabel)).toEqual(['0609', '0608', '0607']);
  });

  it('an aim at exactly n: the hexes up to it', () => {
    expect(lineHexes(hex(6, 10), hex(6, 7), 3).map(hexLabel)).toEqual(['0609', '0608', '0607']);
  });

  it('an aim nearer than n: the line goes on past it, n hexes in all', () => {
    expect(lineHexes(hex(6, 10), hex(6, 8), 5).map(hexLabel)).toEqual([
      '0609',
      '0608',
      '0607',
      '0606',
      '0605',
    ]);
    expect(lineHexes(hex(6, 10), hex(7, 9), 3).map(hexLabel)).toEqual(['0709', '0809', '0908']);
  });
});

describe('deviation: the angle between two directions, in degrees to a thousandth', () => {
  const o = hex(6, 10);
  it('the same direction 0, opposite 180, neighbouring hexsides 60, two apart 120', () => {
    expect(deviation(o, hex(6, 9), hex(2, 2), hex(2, 1))).toBe(0);
    expect(deviation(o, hex(6, 9), hex(2, 2), hex(2, 3))).toBe(180);
    expect(deviation(o, hex(6, 9), hex(2, 2), hex(3, 1))).toBe(60);
    expect(deviation(o, hex(6, 9), hex(2, 2), hex(3, 2))).toBe(120);
  });

  it('lengths do not count: two hexes north against three hexes south-east is still 120', () => {
    expect(deviation(o, hex(6, 8), hex(2, 2), hex(5, 3))).toBe(120);
    expect(deviation(o, hex(6, 7), hex(2, 2), hex(2, 0))).toBe(0);
  });

  it('between two hexsides: 30 degrees, and an irrational angle rounded to a thousandth', () => {
    expect(deviation(o, hex(7, 8), hex(2, 2), hex(2, 1))).toBe(30);
    // toward 0808 (two east, one north): atan2 of the centres, 40.893 degrees off north
    expect(deviation(o, hex(8, 8), hex(2, 2), hex(2, 1))).toBe(40.893);
  });

  it('no direction on either side: 0', () => {
    expect(deviation(o, o, hex(2, 2), hex(2, 3))).toBe(0);
    expect(deviation(o, hex(6, 9), hex(2, 2), hex(2, 2))).toBe(0);
    expect(deviation(o, o, hex(2, 2), hex(2, 2))).toBe(0);
  });
});
