import { describe, expect, it } from 'vitest';
import {
  bearing,
  bearings,
  directionTo,
  distance,
  hexCorners,
  hexLine,
  hexsideClassOf,
  neighbor,
  neighbors,
  toPixel,
} from '../../src/hex/index.ts';
import type { Coord } from '../../src/model/coord.ts';
import { DIRECTIONS, type Direction, opposite } from '../../src/model/direction.ts';
import type { FormationHexsides } from '../../src/model/ruleset.ts';
import { HEXSIDES, h } from './fixtures.ts';

// Odd-q offset: flat-topped hexes, odd columns shifted down half a hex. Directions 0..5 = N NE SE S SW NW.
describe('neighbor / neighbors', () => {
  it.each<[string, Coord, Coord[]]>([
    // even column: the NE/NW neighbours are one row up, SE/SW on the same row
    ['even column 2,2', h(2, 2), [h(2, 1), h(3, 1), h(3, 2), h(2, 3), h(1, 2), h(1, 1)]],
    // odd column: NE/NW on the same row, SE/SW one row down
    ['odd column 3,2', h(3, 2), [h(3, 1), h(4, 2), h(4, 3), h(3, 3), h(2, 3), h(2, 2)]],
    // the board corner: neighbours may lie off the board (negative coordinates)
    ['corner 0,0', h(0, 0), [h(0, -1), h(1, -1), h(1, 0), h(0, 1), h(-1, 0), h(-1, -1)]],
    // odd negative column keeps the odd-column pattern
    ['odd negative column -1,0', h(-1, 0), [h(-1, -1), h(0, 0), h(0, 1), h(-1, 1), h(-2, 1), h(-2, 0)]],
  ])('%s', (_name, c, expected) => {
    expect(neighbors(c)).toEqual(expected);
    DIRECTIONS.forEach((d) => {
      expect(neighbor(c, d)).toEqual(expected[d]);
    });
  });

  it('going across a hexside and back across the opposite one returns home', () => {
    for (const c of [h(2, 2), h(3, 2), h(0, 0), h(7, 9)]) {
      for (const d of DIRECTIONS) expect(neighbor(neighbor(c, d), opposite(d))).toEqual(c);
    }
  });
});

describe('directionTo', () => {
  it.each<[Coord, Coord, Direction | undefined]>([
    [h(2, 2), h(3, 1), 1], // even column NE is a row up
    [h(2, 2), h(1, 2), 4], // even column SW is the same row
    [h(3, 2), h(4, 2), 1], // odd column NE is the same row
    [h(3, 2), h(2, 3), 4], // odd column SW is a row down
    [h(3, 2), h(3, 1), 0], // N
    [h(3, 2), h(3, 3), 3], // S
    [h(3, 2), h(3, 2), undefined], // the same hex has no hexside
    [h(3, 2), h(3, 4), undefined], // not adjacent
    [h(2, 2), h(3, 3), undefined], // even column: 3,3 is two hexes away
  ])('%j -> %j = %s', (from, to, expected) => {
    expect(directionTo(from, to)).toBe(expected);
  });
});

describe('distance', () => {
  it.each<[Coord, Coord, number]>([
    [h(2, 2), h(2, 2), 0], // same hex
    [h(2, 2), h(3, 2), 1], // even column SE neighbour
    [h(2, 2), h(2, 5), 3], // straight south
    [h(2, 2), h(5, 3), 3], // zig-zag along SE/NE: 3 columns, row within reach
    [h(3, 2), h(0, 0), 4], // odd to even column, up-left
    [h(0, 0), h(3, 3), 5], // 3 columns right and 3 rows down costs 5
    [h(0, 0), h(10, 0), 10], // along a row: one hex per column
    [h(1, 0), h(1, 10), 10], // along a column: one hex per row
  ])('%j to %j = %i', (a, b, expected) => {
    expect(distance(a, b)).toBe(expected);
    expect(distance(b, a)).toBe(expected);
  });
});

describe('hexLine', () => {
  it.each<[Coord, Coord, Coord[]]>([
    // straight SE diagonal from an even column
    [h(0, 0), h(4, 2), [h(0, 0), h(1, 0), h(2, 1), h(3, 1), h(4, 2)]],
    // straight north along a column
    [h(3, 5), h(3, 2), [h(3, 5), h(3, 4), h(3, 3), h(3, 2)]],
    // a single hex
    [h(4, 4), h(4, 4), [h(4, 4)]],
    // adjacent hexes
    [h(3, 2), h(2, 3), [h(3, 2), h(2, 3)]],
  ])('%j to %j', (a, b, expected) => {
    expect(hexLine(a, b)).toEqual(expected);
  });

  it('has distance + 1 hexes, each adjacent to the next', () => {
    const a = h(1, 7);
    const b = h(9, 2);
    const line = hexLine(a, b);
    expect(line).toHaveLength(distance(a, b) + 1);
    for (let i = 1; i < line.length; i++) expect(distance(line[i - 1]!, line[i]!)).toBe(1);
  });
});

describe('bearing (straight away = bearing(target, unit))', () => {
  it.each<[Coord, Coord, Direction, Direction[]]>([
    [h(5, 5), h(5, 0), 0, [0]], // straight north
    [h(5, 5), h(9, 9), 2, [2]], // down-right, nearest the SE hexside
    [h(5, 5), h(4, 0), 0, [0]], // nearly north
    [h(5, 5), h(7, 5), 1, [1, 2]], // due east lies between NE and SE: lower number wins
    [h(5, 5), h(3, 5), 4, [4, 5]], // due west lies between SW and NW
    [h(5, 5), h(5, 5), 0, []], // the same hex: 0 by convention
  ])('%j toward %j = %i', (from, to, expected, all) => {
    expect(bearing(from, to)).toBe(expected);
    expect(bearings(from, to)).toEqual(all);
  });

  it('for an adjacent hex equals directionTo', () => {
    for (const c of [h(2, 2), h(3, 2)]) {
      for (const d of DIRECTIONS) expect(bearing(c, neighbor(c, d))).toBe(d);
    }
  });

  it('away from a charger north of the unit is south', () => {
    // the unit at 5,5 charged from 5,4 falls back S (3)
    expect(bearing(h(5, 4), h(5, 5))).toBe(3);
  });
});

describe('toPixel / hexCorners (honeycomb-grid geometry, y down)', () => {
  it.each<[Coord, number, { x: number; y: number }]>([
    [h(0, 0), 10, { x: 0, y: 0 }], // hex 0,0 is centred at the origin
    [h(1, 0), 10, { x: 15, y: 10 * (Math.sqrt(3) / 2) }], // odd column shifted down half a hex
    [h(2, 0), 10, { x: 30, y: 0 }], // columns 1.5 radii apart
    [h(0, 1), 10, { x: 0, y: 10 * Math.sqrt(3) }], // rows one hex height apart
  ])('%j at size %i', (c, size, p) => {
    const got = toPixel(c, size);
    expect(got.x).toBeCloseTo(p.x, 9);
    expect(got.y).toBeCloseTo(p.y, 9);
  });

  it('corners of a flat hex: six, at the radius, the rightmost one on the centre row', () => {
    const c = h(3, 4);
    const centre = toPixel(c, 20);
    const corners = hexCorners(c, 20);
    expect(corners).toHaveLength(6);
    for (const p of corners) expect(Math.hypot(p.x - centre.x, p.y - centre.y)).toBeCloseTo(20, 9);
    expect(corners[1]!.x).toBeCloseTo(centre.x + 20, 9);
    expect(corners[1]!.y).toBeCloseTo(centre.y, 9);
  });
});

describe('hexsideClassOf with a table row shorter than six hexsides', () => {
  it('a hexside the row does not list counts as front', () => {
    // a (malformed) row naming only the first three hexsides clockwise from the facing
    const short = [
      { arm: 'infantry', formation: 'column', hexsides: ['rear', 'flank', 'rear'], zoc: true },
    ] as unknown as FormationHexsides[];
    const u = { arm: 'infantry' as const, formation: 'column' as const, facing: 0 as Direction, at: h(4, 4) };
    const classes = ([0, 1, 2, 3, 4, 5] as Direction[]).map((d) =>
      hexsideClassOf(u, neighbor(h(4, 4), d), short),
    );
    expect(classes).toEqual(['rear', 'flank', 'rear', 'front', 'front', 'front']);
  });
});

describe('directions', () => {
  it('bearing and bearings toward each neighbour and between two hexsides', () => {
    for (const d of [0, 1, 2, 3, 4, 5] as Direction[]) {
      const n = neighbor(h(4, 4), d);
      expect(bearings(h(4, 4), n)).toEqual([d]);
      expect(bearing(h(4, 4), n)).toBe(d);
      expect(directionTo(h(4, 4), n)).toBe(d);
    }
    expect(bearings(h(4, 4), h(4, 4))).toEqual([]);
    expect(bearing(h(4, 4), h(4, 4))).toBe(0);
    // two columns east on the same cube row: between NE and SE
    expect(bearings(h(4, 4), h(6, 4))).toEqual([1, 2]);
    expect(bearing(h(4, 4), h(6, 4))).toBe(1);
    // between N and NW: lower direction wins
    expect(bearings(h(4, 4), h(3, 2))).toEqual([0, 5]);
    expect(bearing(h(4, 4), h(3, 2))).toBe(0);
    expect(directionTo(h(4, 4), h(4, 6))).toBeUndefined();
  });

  it('hexside class for every facing of a column charged from every side', () => {
    const table = HEXSIDES;
    const classes: string[] = [];
    for (const facing of [0, 1, 2, 3, 4, 5] as Direction[]) {
      const row: string[] = [];
      for (const d of [0, 1, 2, 3, 4, 5] as Direction[]) {
        const u = { arm: 'infantry' as const, formation: 'column' as const, facing, at: h(4, 4) };
        row.push(hexsideClassOf(u, neighbor(h(4, 4), d), table)[1]!);
      }
      classes.push(row.join(''));
    }
    // front (r of fRont), flank (l), rear (e): column 3 front / 2 flank / 1 rear turned with the facing
    expect(classes).toEqual(['rrlelr', 'rrrlel', 'lrrrle', 'elrrrl', 'lelrrr', 'rlelrr']);
    // a hex two away: the hexside pointing most nearly at it
    expect(
      hexsideClassOf({ arm: 'infantry', formation: 'column', facing: 0, at: h(4, 4) }, h(4, 6), table),
    ).toBe('rear');
    // a formation the table lacks counts as front
    expect(
      hexsideClassOf({ arm: 'cavalry', formation: 'square', facing: 0, at: h(4, 4) }, h(4, 5), table),
    ).toBe('front');
  });
});
