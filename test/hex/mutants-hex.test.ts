// The hex module held to exact outcomes where the other tests leave room: the retreat search cache's
// size and order of eviction, its keys read through an immer draft, the default cap on tied paths,
// the deterministic order of tied paths, the edges of a board, bearings and hexside classes for
// every facing. Written for the mutants Stryker left alive.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/data/freeze.ts';
import {
  clearRetreatSearchCache,
  findRetreatPaths,
  retreatSearchCacheStats,
  searchRetreatPaths,
} from '../../src/hex/findRetreatPaths.ts';
import {
  bearing,
  bearings,
  behindEnemyLines,
  directionTo,
  distance,
  edgeDistance,
  hexsideClassOf,
  neighbor,
  type RetreatRequest,
  zocHexes,
  zonesLeft,
  zonesOf,
} from '../../src/hex/index.ts';
import type { Board } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { FormationHexsides } from '../../src/model/ruleset.ts';
import type { TerrainType } from '../../src/model/terrain.ts';
import { board, FROZEN_HEXSIDES, FROZEN_TERRAIN, HEXSIDES, h, TERRAIN, unit } from './fixtures.ts';

const TERRAIN_T = FROZEN_TERRAIN;
const HEXSIDES_T = FROZEN_HEXSIDES;

describe('retreat search cache: 1024 searches kept, the least recently used dropped first', () => {
  const tiny = deepFreeze(
    board({ width: 3, height: 3, units: [unit({ id: 'R', side: 'fr', at: h(1, 1) })] }),
  );
  // 1025 requests that differ only in the stacking limit: each its own cache entry
  const asked = (i: number): RetreatRequest =>
    deepFreeze({
      board: tiny,
      terrain: TERRAIN_T,
      hexsides: HEXSIDES_T,
      routedHaveZoc: false,
      stackingLimit: i,
      units: ['R'],
      hexes: 1,
      awayFrom: [],
    });

  it('keeps 1024, drops the oldest, and a hit makes a search the most recent', () => {
    clearRetreatSearchCache();
    for (let i = 0; i < 1024; i++) findRetreatPaths(asked(i));
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 1024, size: 1024 });
    findRetreatPaths(asked(0)); // a hit: 0 is now the most recently used, 1 the oldest
    expect(retreatSearchCacheStats()).toEqual({ hits: 1, misses: 1024, size: 1024 });
    findRetreatPaths(asked(1024)); // a miss: 1 is dropped
    expect(retreatSearchCacheStats()).toEqual({ hits: 1, misses: 1025, size: 1024 });
    findRetreatPaths(asked(0)); // still there
    expect(retreatSearchCacheStats()).toEqual({ hits: 2, misses: 1025, size: 1024 });
    findRetreatPaths(asked(1)); // was dropped: searched again, dropping 2
    expect(retreatSearchCacheStats()).toEqual({ hits: 2, misses: 1026, size: 1024 });
    findRetreatPaths(asked(3));
    expect(retreatSearchCacheStats()).toEqual({ hits: 3, misses: 1026, size: 1024 });
    findRetreatPaths(asked(2));
    expect(retreatSearchCacheStats()).toEqual({ hits: 3, misses: 1027, size: 1024 });
    clearRetreatSearchCache();
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 0, size: 0 });
  });

  it('a search asked from inside an immer draft is cached on the frozen data under the draft', () => {
    clearRetreatSearchCache();
    const R = unit({ id: 'R', side: 'fr', at: h(5, 5), moraleState: 'disordered' });
    const C = unit({ id: 'C', side: 'al', at: h(5, 4), facing: 3, arm: 'cavalry', formation: 'line' });
    const state = deepFreeze({ board: board({ units: [R, C] }), terrain: TERRAIN_T, hexsides: HEXSIDES_T });
    const found: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      produce(state, (draft) => {
        found.push(
          findRetreatPaths({
            board: draft.board as Board,
            terrain: draft.terrain as readonly TerrainType[],
            hexsides: draft.hexsides as readonly FormationHexsides[],
            routedHaveZoc: false,
            stackingLimit: 3,
            units: ['R'],
            hexes: 2,
            awayFrom: [h(5, 4)],
          }),
        );
      });
    }
    expect(retreatSearchCacheStats()).toEqual({ hits: 1, misses: 1, size: 1 });
    expect(found[1]).toBe(found[0]);
    expect(found[0]).toEqual(
      searchRetreatPaths({
        board: state.board,
        terrain: TERRAIN,
        hexsides: HEXSIDES,
        routedHaveZoc: false,
        stackingLimit: 3,
        units: ['R'],
        hexes: 2,
        awayFrom: [h(5, 4)],
      }),
    );
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

describe('retreat search: lengths, caps and the order of tied paths', () => {
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

describe('board edges and enemy lines', () => {
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

describe('zones of influence', () => {
  it('the hexes across the front hexsides, clockwise from the facing', () => {
    const col = unit({ id: 'A', side: 'al', at: h(4, 4), facing: 2 });
    // 4,4 (an even column) facing SE: its front hexsides SE, S and NE, in that order
    expect(zocHexes(col, HEXSIDES, false)).toEqual([h(5, 4), h(4, 5), h(5, 3)]);
    const routed = { ...col, moraleState: 'routed' as const };
    expect(zocHexes(routed, HEXSIDES, false)).toEqual([]);
    expect(zocHexes(routed, HEXSIDES, true)).toEqual(zocHexes(col, HEXSIDES, false));
    const disordered = { ...col, moraleState: 'disordered' as const };
    expect(zocHexes(disordered, HEXSIDES, false)).toEqual(zocHexes(col, HEXSIDES, false));
    expect(zocHexes({ ...col, formation: 'square' }, HEXSIDES, true)).toEqual([]);
    expect(zocHexes({ ...col, formation: 'limbered' }, HEXSIDES, true)).toEqual([]);
  });

  it('zones of a hex and zones left by a step, in the order the enemies are listed', () => {
    const a = unit({ id: 'A', side: 'al', at: h(4, 4), facing: 3 });
    const b = unit({ id: 'B', side: 'al', at: h(4, 6), facing: 0 });
    const c = unit({ id: 'C', side: 'al', at: h(8, 8), facing: 0 });
    expect(zonesOf(h(4, 5), [c, b, a], HEXSIDES, false)).toEqual(['B', 'A']);
    expect(zonesOf(h(4, 5), [a, b, c], HEXSIDES, false)).toEqual(['A', 'B']);
    // A faces S from 4,4: zone 4,5 3,4 5,4; B faces N from 4,6: zone 4,5 5,5 3,5
    expect(zonesLeft(h(4, 5), h(5, 5), [a, b], HEXSIDES, false)).toEqual(['A']);
    expect(zonesLeft(h(4, 5), h(3, 4), [a, b], HEXSIDES, false)).toEqual(['B']);
    expect(zonesLeft(h(4, 5), h(4, 4), [b, a], HEXSIDES, false)).toEqual(['B', 'A']);
    expect(zonesLeft(h(5, 5), h(4, 5), [a, b], HEXSIDES, false)).toEqual([]);
  });
});
