import { describe, expect, it } from 'vitest';
import { findRetreatPaths, searchRetreatPaths } from '../../src/hex/findRetreatPaths.ts';
import {
  behindEnemyLines,
  distance,
  edgeDistance,
  type RetreatRequest,
  type RetreatSearch,
} from '../../src/hex/index.ts';
import type { Edge } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import { board, HEXSIDES, h, TERRAIN, unit } from './fixtures.ts';

// The standard situation: French infantry R (disordered) at odd 5,5 charged by Allied cavalry C from
// 5,4 (its N neighbour), C in line facing S, so C's zone is {5,5, 4,5, 6,5}. Start distance to C: 1.
// Ring 1 around 5,5: N 5,4 (C), NE 6,5, SE 6,6, S 5,6, SW 4,6, NW 4,5. From C: 6,5 and 4,5 are 1 away,
// 6,6 5,6 4,6 are 2 away.
const R = unit({ id: 'R', side: 'fr', at: h(5, 5), moraleState: 'disordered' });

const C = unit({ id: 'C', side: 'al', at: h(5, 4), facing: 3, arm: 'cavalry', formation: 'line' });

interface Case {
  units?: Unit[];
  extra?: Unit[];
  terrain?: Record<string, string>;
  hexes: number;
  retreating?: string[];
  stackingLimit?: number;
  routedHaveZoc?: boolean;
  homes?: { fr: Edge; al: Edge };
  ignoreUnits?: string[];
  awayFrom?: Coord[];
  maxPaths?: number;
  /** Board width and height (default 12). */
  size?: number;
}

function request(c: Case): RetreatRequest {
  return {
    board: board({
      units: [...(c.units ?? [R, C]), ...(c.extra ?? [])],
      terrain: c.terrain ?? {},
      homes: c.homes,
      width: c.size,
      height: c.size,
    }),
    terrain: TERRAIN,
    hexsides: HEXSIDES,
    routedHaveZoc: c.routedHaveZoc ?? false,
    stackingLimit: c.stackingLimit ?? 3,
    units: c.retreating ?? ['R'],
    hexes: c.hexes,
    awayFrom: c.awayFrom ?? [h(5, 4)],
    ...(c.ignoreUnits ? { ignoreUnits: c.ignoreUnits } : {}),
    ...(c.maxPaths !== undefined ? { maxPaths: c.maxPaths } : {}),
  };
}

function search(c: Case): RetreatSearch {
  return findRetreatPaths(request(c));
}

function paths(r: RetreatSearch): Coord[][] {
  return r.best.map((p) => p.path);
}

const friend = (id: string, at: Coord): Unit => unit({ id, side: 'fr', at });

const enemy = (id: string, at: Coord): Unit => unit({ id, side: 'al', at });

describe('findRetreatPaths: the 13.2.4 priorities, one deciding case each', () => {
  it('open ground, 1 hex: the three hexes 2 away from C tie; each leaves C zone once (10.5)', () => {
    const r = search({ hexes: 1 });
    expect(paths(r)).toEqual([[h(4, 6)], [h(5, 6)], [h(6, 6)]]);
    expect(r.tied).toBe(3);
    for (const p of r.best) {
      expect(p).toMatchObject({ cost: 1, friendsPassed: 0, endDistance: 2, endCover: false, zonesLeft: 1 });
      expect(p.zonesLeftBy).toEqual(['C']);
    }
  });

  it('(1) cheapest terrain wins even over ending farther from the enemy', () => {
    // rough (cost 2) on 6,6 5,6 4,6 and 6,5: the only cost-1 hex is 4,5, still 1 from C (not closer)
    const rough = { '6,6': 'rough', '5,6': 'rough', '4,6': 'rough', '6,5': 'rough' };
    const r = search({ hexes: 1, terrain: rough });
    expect(paths(r)).toEqual([[h(4, 5)]]);
    // moving along C's zone (5,5 -> 4,5, both in it) loses no increment
    expect(r.best[0]).toMatchObject({ cost: 1, endDistance: 1, zonesLeft: 0, zonesLeftBy: [] });
  });

  it('(2) fewest hexes with friends wins even over ending farther from the enemy', () => {
    // friends on every ring-1 hex 2 away from C: paths through them end 3 away; the friend-free
    // paths go along C's zone (4,5 / 6,5) and end only 2 away
    const r = search({
      hexes: 2,
      extra: [friend('F1', h(6, 6)), friend('F2', h(5, 6)), friend('F3', h(4, 6))],
    });
    expect(paths(r)).toEqual([
      [h(4, 5), h(3, 4)],
      [h(4, 5), h(3, 5)],
      [h(6, 5), h(7, 4)],
      [h(6, 5), h(7, 5)],
    ]);
    for (const p of r.best)
      expect(p).toMatchObject({ cost: 2, friendsPassed: 0, endDistance: 2, zonesLeft: 1 });
  });

  it('(3) greatest distance from the nearest enemy at the end: every monotone path to the far rim', () => {
    // 2 hexes on open ground: ends 3 away from C are 3,6 4,7 5,7 6,7 7,6 (7,5 and 3,5 are only 2 away)
    const r = search({ hexes: 2 });
    expect(paths(r)).toEqual([
      [h(4, 6), h(3, 6)],
      [h(4, 6), h(4, 7)],
      [h(5, 6), h(4, 7)],
      [h(5, 6), h(5, 7)],
      [h(5, 6), h(6, 7)],
      [h(6, 6), h(6, 7)],
      [h(6, 6), h(7, 6)],
    ]);
    expect(r.tied).toBe(7);
    for (const p of r.best) expect(p).toMatchObject({ cost: 2, endDistance: 3, zonesLeft: 1 });
  });

  it('(4) ending in cover wins among equally cheap, equally far ends', () => {
    // town (cost 1, cover) at 3,6 (3 from C) and at 7,5 (only 2 from C: distance ranks first)
    const r = search({ hexes: 2, terrain: { '3,6': 'town', '7,5': 'town' } });
    expect(paths(r)).toEqual([[h(4, 6), h(3, 6)]]);
    expect(r.best[0]).toMatchObject({ endCover: true, endDistance: 3, cost: 2 });
  });

  it('(4) cover does not beat cost: woods (cost 2, cover) at the end loses to clear', () => {
    const r = search({ hexes: 2, terrain: { '3,6': 'woods' } });
    expect(r.best).toHaveLength(6);
    expect(r.best.every((p) => !p.endCover && p.cost === 2)).toBe(true);
    expect(paths(r)).not.toContainEqual([h(4, 6), h(3, 6)]);
  });

  it('(5) fewest zones left wins among otherwise equal ends', () => {
    // routed X at even 6,5 facing S: zone {6,6, 5,5, 7,5}; routed, so no enemy position (distances unchanged)
    const X = unit({ id: 'X', side: 'al', at: h(6, 5), facing: 3, moraleState: 'routed' });
    const on = search({ hexes: 1, extra: [X], routedHaveZoc: true });
    // 5,5 -> 6,6 stays in X's zone: leaves only C's (1); to 5,6 or 4,6 it leaves C's and X's (2)
    expect(paths(on)).toEqual([[h(6, 6)]]);
    expect(on.best[0]).toMatchObject({ zonesLeft: 1, zonesLeftBy: ['C'], endDistance: 2 });
    // without zones for routed units the three ends tie again
    const off = search({ hexes: 1, extra: [X], routedHaveZoc: false });
    expect(paths(off)).toEqual([[h(4, 6)], [h(5, 6)], [h(6, 6)]]);
  });

  it('(5) zones are counted per step, the start hex included (10.5)', () => {
    // routed X at odd 7,6 facing N: zone {7,5, 8,6, 6,6}; lakes on 5,6 and 4,6. The only end 3 away
    // is 6,7 via 6,6: step 1 leaves C's zone, step 2 leaves X's: 2 increments
    const X = unit({ id: 'X', side: 'al', at: h(7, 6), facing: 0, moraleState: 'routed' });
    const r = search({
      hexes: 2,
      extra: [X],
      routedHaveZoc: true,
      terrain: { '5,6': 'lake', '4,6': 'lake' },
    });
    expect(paths(r)).toEqual([[h(6, 6), h(6, 7)]]);
    expect(r.best[0]).toMatchObject({ zonesLeft: 2, zonesLeftBy: ['C', 'X'], endDistance: 3 });
  });

  it('(6) not behind enemy lines decides the last tie', () => {
    // French home edge east: 4,6 is farther from the east edge (7) than C, its nearest enemy (6): behind
    const r = search({ hexes: 1, homes: { fr: 'east', al: 'west' } });
    expect(paths(r)).toEqual([[h(5, 6)], [h(6, 6)]]);
    expect(r.best.every((p) => !p.behindEnemyLines)).toBe(true);
    // home edge south: none of them is behind C, all three tie
    expect(paths(search({ hexes: 1 }))).toHaveLength(3);
  });
});

describe('findRetreatPaths: legality', () => {
  // enemies E0..E4 on every ring-1 hex of 5,5 but C's: NE, SE, S, SW, NW
  const ring = (): Unit[] => [h(6, 5), h(6, 6), h(5, 6), h(4, 6), h(4, 5)].map((at, i) => enemy(`E${i}`, at));

  it.each([1, 3, 10])('surrounded by enemy units: no path at %i hexes (the unit surrenders)', (hexes) => {
    const r = search({ hexes, extra: ring() });
    expect(r.best).toEqual([]);
    expect(r.tied).toBe(0);
  });

  it('an ignored (eliminated) enemy is absent: its hex opens', () => {
    // E2 at 5,6 ignored; 5,6 is 1 from E1/E3 (4,6 and 6,6 hold enemies), as close as the start: allowed
    const r = search({ hexes: 1, extra: ring(), ignoreUnits: ['E2'] });
    expect(paths(r)).toEqual([[h(5, 6)]]);
  });

  it('impassable terrain and the board edge are never entered', () => {
    // R at the board's bottom row 11 (odd column 5), C to its north: S, SE, SW are off the board
    const Rb = unit({ id: 'R', side: 'fr', at: h(5, 11) });
    const Cb = unit({ id: 'C', side: 'al', at: h(5, 10), facing: 3, arm: 'cavalry', formation: 'line' });
    const r = search({ hexes: 1, units: [Rb, Cb], awayFrom: [h(5, 10)], terrain: { '6,11': 'lake' } });
    expect(paths(r)).toEqual([[h(4, 11)]]);
  });

  it('never closer to the enemy: the only open hex is toward the enemy, so no path', () => {
    // C 2 hexes north at 5,3; lakes on every ring-1 hex but 5,4, which is 1 from C
    const C2 = unit({ id: 'C', side: 'al', at: h(5, 3), facing: 3, arm: 'cavalry', formation: 'line' });
    const lakes = { '6,5': 'lake', '6,6': 'lake', '5,6': 'lake', '4,6': 'lake', '4,5': 'lake' };
    expect(search({ hexes: 1, units: [R, C2], awayFrom: [h(5, 3)], terrain: lakes }).best).toEqual([]);
    // open 4,5 (2 from C, as far as the start): allowed
    const { '4,5': _open, ...fewer } = lakes;
    const r = search({ hexes: 1, units: [R, C2], awayFrom: [h(5, 3)], terrain: fewer });
    expect(paths(r)).toEqual([[h(4, 5)]]);
    expect(r.best[0]!.endDistance).toBe(2);
  });

  it('never closer applies to every hex entered, not only the end', () => {
    // C at 6,4 is 2 from the start. 4,4 is 2 from C too, but reachable only through 5,4 (1 from C)
    // once 4,5 is a lake; 6,5 is 1 from C; S, SE, SW are lakes. So no legal 2-hex path.
    const C3 = unit({ id: 'C', side: 'al', at: h(6, 4), facing: 4, arm: 'cavalry', formation: 'line' });
    const lakes = { '4,5': 'lake', '4,6': 'lake', '5,6': 'lake', '6,6': 'lake' };
    expect(distance(h(4, 4), h(6, 4))).toBe(2);
    expect(distance(h(5, 4), h(6, 4))).toBe(1);
    expect(search({ hexes: 2, units: [R, C3], awayFrom: [h(6, 4)], terrain: lakes }).best).toEqual([]);
  });

  it('exact length: every step lands one hex farther from the start', () => {
    const r = search({ hexes: 3 });
    expect(r.best.length).toBeGreaterThan(0);
    for (const p of r.best) {
      expect(p.path).toHaveLength(3);
      p.path.forEach((c, i) => {
        expect(distance(h(5, 5), c)).toBe(i + 1);
      });
    }
  });

  it('exact length: a shorter retreat does not count; ring 3 all lakes makes a 3-hex move fail', () => {
    const lakes: Record<string, string> = {};
    for (let col = 0; col < 12; col++) {
      for (let row = 0; row < 12; row++)
        if (distance(h(5, 5), h(col, row)) === 3) lakes[`${col},${row}`] = 'lake';
    }
    expect(search({ hexes: 2, terrain: lakes }).best.length).toBeGreaterThan(0);
    expect(search({ hexes: 3, terrain: lakes }).best).toEqual([]);
  });

  it.each([
    // a stack of 2 (R, R2); F1 in 5,6, F2 and F3 in 4,6; lakes on 6,6 and on 4,5 and 6,5 (which would
    // otherwise win on priority 2). Limit 3: 4,6 would hold 4
    [3, [[h(5, 6)]]],
    // limit 4: both ends fit and tie
    [4, [[h(4, 6)], [h(5, 6)]]],
    // limit 2: neither fits
    [2, []],
  ])('stacking limit %i at the end hex', (stackingLimit, expected) => {
    const R2 = unit({ id: 'R2', side: 'fr', at: h(5, 5) });
    const r = search({
      hexes: 1,
      retreating: ['R', 'R2'],
      stackingLimit,
      extra: [R2, friend('F1', h(5, 6)), friend('F2', h(4, 6)), friend('F3', h(4, 6))],
      terrain: { '6,6': 'lake', '4,5': 'lake', '6,5': 'lake' },
    });
    expect(paths(r)).toEqual(expected);
  });

  it('friends passed through do not count against stacking, only the end hex does', () => {
    // 3 friends in 5,6 (a full hex at limit 3); a 2-hex retreat may still pass through it
    const r = search({
      hexes: 2,
      stackingLimit: 3,
      extra: [friend('F1', h(5, 6)), friend('F2', h(5, 6)), friend('F3', h(5, 6))],
      terrain: { '4,6': 'lake', '6,6': 'lake', '4,5': 'lake', '6,5': 'lake' },
    });
    expect(paths(r)).toEqual([
      [h(5, 6), h(4, 7)],
      [h(5, 6), h(5, 7)],
      [h(5, 6), h(6, 7)],
    ]);
    expect(r.best[0]!.friendsPassed).toBe(1);
  });
});

describe('findRetreatPaths: inputs and outputs', () => {
  it('the awayFrom hex counts as an enemy position even with no unit there', () => {
    const r = search({ hexes: 1, units: [R], awayFrom: [h(5, 4)] });
    expect(paths(r)).toEqual([[h(4, 6)], [h(5, 6)], [h(6, 6)]]);
    expect(r.best[0]!.zonesLeft).toBe(0);
  });

  it('no enemy anywhere: every direction ties, end distance is Infinity', () => {
    const r = search({ hexes: 1, units: [R], awayFrom: [] });
    expect(r.best).toHaveLength(6);
    expect(r.best[0]!.endDistance).toBe(Number.POSITIVE_INFINITY);
  });

  it('maxPaths caps the list; tied still counts them all', () => {
    const r = search({ hexes: 2, maxPaths: 3 });
    expect(r.best).toHaveLength(3);
    expect(r.tied).toBe(7);
  });

  it('a 0-hex move is the empty path; unknown retreating units give no path', () => {
    expect(paths(search({ hexes: 0 }))).toEqual([[]]);
    expect(search({ hexes: 1, retreating: ['nobody'] }).best).toEqual([]);
  });

  it('does not enumerate 6^N paths: a 10-hex rout reaches at most the disk of radius 10', () => {
    const r = search({ hexes: 10, size: 30 });
    expect(r.considered).toBeLessThanOrEqual(1 + 3 * 10 * 11);
    expect(r.best.length).toBeGreaterThan(0);
    for (const p of r.best) expect(distance(h(5, 5), p.path[9]!)).toBe(10);
  });
});

describe('behindEnemyLines', () => {
  // French home edge south on a 12 x 12 board: a hex is behind enemy lines when its nearest enemy
  // is nearer the south edge than the hex itself (the enemy stands between it and home).
  it.each<[string, Coord, Coord[], boolean]>([
    ['north of its only enemy', h(5, 3), [h(5, 5)], true],
    ['south of its only enemy', h(5, 7), [h(5, 5)], false],
    ['level with the enemy', h(7, 5), [h(5, 5)], false],
    ['no enemy', h(5, 3), [], false],
    // nearest enemy 5,2 is north of the hex: not behind, though a far enemy at 5,9 is farther south
    ['judged by the nearest enemy only', h(5, 3), [h(5, 2), h(5, 9)], false],
    // two enemies equally near, one south of the hex: behind
    ['tied nearest, one between hex and home', h(5, 4), [h(5, 2), h(5, 6)], true],
  ])('%s', (_name, hex, enemies, expected) => {
    expect(behindEnemyLines(hex, 'south', enemies, 12, 12)).toBe(expected);
  });
});

/** A lone unit on an open board with only the `awayFrom` hexes to flee from. */
function open(hexes: number, over: Partial<RetreatRequest> = {}, size = 12): RetreatRequest {
  return {
    board: board({ width: size, height: size, units: [unit({ id: 'R', side: 'fr', at: h(5, 5) })] }),
    terrain: TERRAIN,
    hexsides: HEXSIDES,
    routedHaveZoc: false,
    stackingLimit: 3,
    units: ['R'],
    hexes,
    awayFrom: [],
    ...over,
  };
}

const key = (c: Coord): string => `${c.col},${c.row}`;

describe('13.2.4: retreat search lengths, caps and the order of tied paths', () => {
  it('at most 256 tied paths by default; tied counts them all', () => {
    // no enemy, 6 hexes on a board big enough: every path stepping out one ring at a time ties, and
    // there are 6 x (2^6 - 1) = 378 of them (from ring k, a corner hex's path goes on one way, others two)
    const mid = board({ width: 25, height: 25, units: [unit({ id: 'R', side: 'fr', at: h(12, 12) })] });
    const r = searchRetreatPaths(open(6, { board: mid }));
    expect(r.tied).toBe(378);
    expect(r.best).toHaveLength(256);
    expect(searchRetreatPaths(open(6, { board: mid, maxPaths: 1000 })).best).toHaveLength(378);
    expect(searchRetreatPaths(open(4)).tied).toBe(6 * (2 ** 4 - 1));
  });

  it('a fractional length is cut down to whole hexes, a negative one is no move', () => {
    expect(searchRetreatPaths(open(1.9)).best.map((p) => p.path.map(key))).toEqual(
      searchRetreatPaths(open(1)).best.map((p) => p.path.map(key)),
    );
    expect(searchRetreatPaths(open(-2)).best.map((p) => p.path)).toEqual([[]]);
  });

  it('a 0-hex move stays, whatever the stacking limit', () => {
    const r = searchRetreatPaths(
      open(0, {
        stackingLimit: 0,
        board: board({
          units: [unit({ id: 'R', side: 'fr', at: h(5, 5) }), unit({ id: 'F', side: 'fr', at: h(5, 5) })],
        }),
      }),
    );
    expect(r.best.map((p) => p.path)).toEqual([[]]);
    expect(r.tied).toBe(1);
  });

  it('tied ends farthest from the cause first, then by column and row; paths of an end hex by hex', () => {
    // an enemy square at 2,4 (no zone) is the nearest enemy of every end; the cause at 0,4 is farther
    const withSquare = board({
      units: [
        unit({ id: 'R', side: 'fr', at: h(5, 5) }),
        unit({ id: 'E', side: 'al', at: h(2, 4), formation: 'square' }),
      ],
    });
    const r = searchRetreatPaths(open(1, { board: withSquare, awayFrom: [h(0, 4)] }));
    expect(r.best.map((p) => `${key(p.path[0]!)}@${distance(p.path[0]!, h(0, 4))}`)).toEqual([
      '6,5@6',
      '6,6@6',
      '5,6@5',
    ]);

    const two = searchRetreatPaths(open(2, { awayFrom: [h(5, 3)] }));
    const got = two.best.map((p) => p.path);
    const cmpHex = (a: Coord, b: Coord): number => a.col - b.col || a.row - b.row;
    const sorted = [...got].sort((a, b) => {
      const ea = a[a.length - 1]!;
      const eb = b[b.length - 1]!;
      const byEnd = distance(eb, h(5, 3)) - distance(ea, h(5, 3)) || cmpHex(ea, eb);
      if (byEnd !== 0) return byEnd;
      for (let i = 0; i < a.length; i++) {
        const d = cmpHex(a[i]!, b[i]!);
        if (d !== 0) return d;
      }
      return 0;
    });
    expect(got).toEqual(sorted);
    expect(got.map((p) => p.map(key).join(' '))).toEqual([
      '4,6 3,6',
      '4,6 4,7',
      '5,6 4,7',
      '5,6 5,7',
      '5,6 6,7',
      '6,6 6,7',
      '6,6 7,6',
    ]);
  });

  it('with no cause at all, every end ties, ordered by column then row', () => {
    const r = searchRetreatPaths(open(1));
    expect(r.best.map((p) => key(p.path[0]!))).toEqual(['4,5', '4,6', '5,4', '5,6', '6,5', '6,6']);
  });

  it('a cut list keeps the paths met first walking back from each end, column then row', () => {
    const all = searchRetreatPaths(open(2, { awayFrom: [h(5, 3)] }));
    const cut = searchRetreatPaths(open(2, { awayFrom: [h(5, 3)], maxPaths: 2 }));
    expect(cut.tied).toBe(all.tied);
    expect(cut.best.map((p) => p.path.map(key).join(' '))).toEqual(['4,6 3,6', '4,6 4,7']);
    const one = searchRetreatPaths(open(2, { awayFrom: [h(5, 3)], maxPaths: 4 }));
    expect(one.best.map((p) => p.path.map(key).join(' '))).toEqual([
      '4,6 3,6',
      '4,6 4,7',
      '5,6 4,7',
      '5,6 5,7',
    ]);
  });
});

describe('13.2.4: board edges and enemy lines', () => {
  it('edgeDistance on each edge', () => {
    const c = h(3, 7);
    expect(edgeDistance(c, 'north', 10, 12)).toBe(7);
    expect(edgeDistance(c, 'south', 10, 12)).toBe(4);
    expect(edgeDistance(c, 'west', 10, 12)).toBe(3);
    expect(edgeDistance(c, 'east', 10, 12)).toBe(6);
  });

  it('behind enemy lines: ties of the nearest enemies take the one nearest home, and level is not behind', () => {
    // two enemies 2 away, the first listed farther from the south edge: the second still counts
    expect(behindEnemyLines(h(5, 4), 'south', [h(5, 2), h(5, 6)], 12, 12)).toBe(true);
    expect(behindEnemyLines(h(5, 4), 'south', [h(5, 6), h(5, 2)], 12, 12)).toBe(true);
    // a nearer enemy replaces a farther one met first
    expect(behindEnemyLines(h(5, 4), 'south', [h(5, 9), h(5, 3)], 12, 12)).toBe(false);
    // level with the enemy row: not behind
    expect(behindEnemyLines(h(3, 6), 'south', [h(5, 6)], 12, 12)).toBe(false);
    // each home edge
    expect(behindEnemyLines(h(5, 8), 'north', [h(5, 6)], 12, 12)).toBe(true);
    expect(behindEnemyLines(h(2, 5), 'east', [h(4, 5)], 12, 12)).toBe(true);
    expect(behindEnemyLines(h(6, 5), 'west', [h(4, 5)], 12, 12)).toBe(true);
    expect(behindEnemyLines(h(6, 5), 'east', [h(4, 5)], 12, 12)).toBe(false);
  });
});
