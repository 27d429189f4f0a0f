import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/data/freeze.ts';
import {
  clearRetreatSearchCache,
  findRetreatPaths,
  retreatSearchCacheStats,
  searchRetreatPaths,
} from '../../src/hex/findRetreatPaths.ts';
import type { RetreatRequest } from '../../src/hex/index.ts';
import type { Board, Edge } from '../../src/model/board.ts';
import type { FormationHexsides } from '../../src/model/ruleset.ts';
import type { TerrainType } from '../../src/model/terrain.ts';
import type { Leader, Unit } from '../../src/model/unit.ts';
import { board, FROZEN_HEXSIDES, FROZEN_TERRAIN, HEXSIDES, h, TERRAIN, unit } from './fixtures.ts';

// The retreat search cache (src/hex/findRetreatPaths.ts) and the search's memory bound: a cached answer
// is the answer the search itself gives for that board and request, whatever was asked before; and a
// move longer than the board is refused without allocating for its whole length.

// The standard situation of retreat.test.ts: R at 5,5 charged by cavalry C from 5,4.
const R = unit({ id: 'R', side: 'fr', at: h(5, 5), moraleState: 'disordered' });

const C = unit({ id: 'C', side: 'al', at: h(5, 4), facing: 3, arm: 'cavalry', formation: 'line' });

const E = unit({ id: 'E', side: 'al', at: h(8, 7), facing: 5 });

interface Variant {
  units?: Unit[];
  leaders?: Leader[];
  terrain?: Record<string, string>;
  size?: number;
  homes?: { fr: Edge; al: Edge };
  req?: Partial<RetreatRequest>;
}

const TERRAIN_TABLE = FROZEN_TERRAIN;

const HEXSIDES_TABLE = FROZEN_HEXSIDES;

/** One terrain map for every variant but the one that changes it (a scenario's map is one object). */
const CLEAR = deepFreeze({});

/** A request as validated data is: frozen (so the cache may keep it). */
function frozenRequest(v: Variant): RetreatRequest {
  const b = board({
    units: v.units ?? [R, C, E],
    ...(v.leaders ? { leaders: v.leaders } : {}),
    terrain: v.terrain ?? CLEAR,
    width: v.size,
    height: v.size,
    ...(v.homes ? { homes: v.homes } : {}),
  });
  return deepFreeze({
    board: b,
    terrain: TERRAIN_TABLE,
    hexsides: HEXSIDES_TABLE,
    routedHaveZoc: false,
    stackingLimit: 3,
    units: ['R'],
    hexes: 3,
    awayFrom: [h(5, 4)],
    ...v.req,
  });
}

// Each variant changes one thing the search reads from the variant named in `vs` (default base), and
// the search's answer with it: a cache that left that thing out of its key would mix the two up.
const VARIANTS: Record<string, Variant & { vs?: string }> = {
  base: {},
  'charger faces another way': { units: [R, { ...C, facing: 0 }, E] },
  'charger in square (no zone)': { units: [R, { ...C, arm: 'infantry', formation: 'square' }, E] },
  'charger routed': { units: [R, { ...C, moraleState: 'routed' }, E] },
  'routed units have zones': {
    units: [R, { ...C, moraleState: 'routed' }, E],
    req: { routedHaveZoc: true },
    vs: 'charger routed',
  },
  'another enemy moved': { units: [R, C, { ...E, at: h(6, 6), facing: 0 }] },
  'another enemy changes side': {
    units: [R, C, { ...E, at: h(6, 6), facing: 0, side: 'fr' }],
    vs: 'another enemy moved',
  },
  'another enemy in square': {
    units: [R, C, { ...E, at: h(6, 6), facing: 0, formation: 'square' }],
    vs: 'another enemy moved',
  },
  'an enemy leader on the way': {
    leaders: [{ id: 'L', name: 'Uxbridge', side: 'al', at: h(5, 6), meleeModifier: 1 }],
  },
  'a friendly leader there instead': {
    leaders: [{ id: 'L', name: 'Uxbridge', side: 'fr', at: h(5, 6), meleeModifier: 1 }],
    vs: 'an enemy leader on the way',
  },
  'a friend on the way': { units: [R, C, E, unit({ id: 'F', side: 'fr', at: h(5, 6) })] },
  'woods and a lake': { terrain: { '5,6': 'woods', '6,6': 'lake', '4,6': 'rough' } },
  'a smaller board': { size: 8 },
  'other home edges': { homes: { fr: 'north', al: 'south' } },
  'two hexes': { req: { hexes: 2 } },
  'no stacking': { req: { stackingLimit: 0 } },
  'away from another hex': { req: { awayFrom: [h(4, 5)] } },
  'charger ignored': { req: { ignoreUnits: ['C'] } },
  'one path at most': { req: { maxPaths: 1 } },
  'two paths at most': { req: { maxPaths: 2 }, vs: 'one path at most' },
};

// The hex module held to exact outcomes where the other tests leave room: the retreat search cache's
// size and order of eviction, its keys read through an immer draft, the default cap on tied paths,
// the deterministic order of tied paths, the edges of a board, bearings and hexside classes for
// every facing. Written for the mutants Stryker left alive.

const TERRAIN_T = FROZEN_TERRAIN;

const HEXSIDES_T = FROZEN_HEXSIDES;

describe('retreat search cache', () => {
  it('gives for every board and request what the search gives, however often and in whatever order it is asked', () => {
    clearRetreatSearchCache();
    const names = Object.keys(VARIANTS);
    const truth = new Map(
      names.map((n) => [n, searchRetreatPaths(structuredClone(frozenRequest(VARIANTS[n]!)))] as const),
    );
    // Each variant's answer differs from the one it varies.
    const same = names.filter(
      (n) =>
        n !== 'base' && JSON.stringify(truth.get(n)) === JSON.stringify(truth.get(VARIANTS[n]!.vs ?? 'base')),
    );
    expect(same).toEqual([]);
    // As a charge asks: the static data (tables, terrain map) by the same reference, the units new.
    const asked = new Map(names.map((n) => [n, frozenRequest(VARIANTS[n]!)] as const));
    const again = (r: RetreatRequest): RetreatRequest =>
      deepFreeze({
        ...r,
        board: { ...r.board, units: r.board.units.map((u) => ({ ...u, at: { ...u.at } })) },
      });
    for (const round of [0, 1, 2]) {
      for (const n of round === 1 ? [...names].reverse() : names) {
        const got = findRetreatPaths(again(asked.get(n)!));
        expect(got, n).toEqual(truth.get(n));
        expect(Object.isFrozen(got) && Object.isFrozen(got.best), n).toBe(true);
      }
    }
    // Every variant is its own entry: searched once, then served from the cache.
    expect(retreatSearchCacheStats()).toEqual({
      hits: 2 * names.length,
      misses: names.length,
      size: names.length,
    });
  });

  it('keeps apart unit ids that would read alike joined by commas (units "R" and "S" moving, or one unit "R,S")', () => {
    clearRetreatSearchCache();
    const S = unit({ id: 'S', side: 'fr', at: h(5, 5) });
    const RS = unit({ id: 'R,S', side: 'fr', at: h(2, 2) });
    const both = frozenRequest({ units: [R, S, RS, C, E], req: { units: ['R', 'S'] } });
    const joined = frozenRequest({ units: [R, S, RS, C, E], req: { units: ['R,S'] } });
    const truth = [searchRetreatPaths(both), searchRetreatPaths(joined)];
    expect(JSON.stringify(truth[0])).not.toBe(JSON.stringify(truth[1]));
    expect([findRetreatPaths(both), findRetreatPaths(joined)]).toEqual(truth);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 2, size: 2 });
  });

  it('does not keep searches over data that may still change (not frozen)', () => {
    clearRetreatSearchCache();
    const req = structuredClone(frozenRequest({}));
    const first = findRetreatPaths(req);
    (req.board.units as Unit[])[2] = { ...E, at: h(6, 6), facing: 0 };
    expect(findRetreatPaths(req)).toEqual(searchRetreatPaths(req));
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 0, size: 0 });
    expect(Object.isFrozen(first)).toBe(false);
  });
});

describe('the search is bounded by the board, not by the length of the move', () => {
  const row = (hexes: number): RetreatRequest => ({
    board: board({ width: 10, height: 1, units: [unit({ id: 'R', side: 'fr', at: h(0, 0) })] }),
    terrain: TERRAIN,
    hexsides: HEXSIDES,
    routedHaveZoc: false,
    stackingLimit: 3,
    units: ['R'],
    hexes,
    awayFrom: [],
  });

  it('on a board one row high, a move of 9 hexes reaches the far end', () => {
    const r = searchRetreatPaths(row(9));
    expect(r.best.map((p) => p.path.map((c) => `${c.col},${c.row}`).join(' '))).toEqual([
      '1,0 2,0 3,0 4,0 5,0 6,0 7,0 8,0 9,0',
    ]);
    expect(r.considered).toBe(10);
  });

  it('a move of 10 or of 10,000 hexes has no path (the unit surrenders), looking at no more than the board', () => {
    for (const n of [10, 10_000]) {
      const r = searchRetreatPaths(row(n));
      expect(r).toEqual({ best: [], tied: 0, considered: 10 });
    }
  });

  it('a rout of 100,000 hexes on a 16 x 12 board looks at no more than its 192 hexes', () => {
    const req: RetreatRequest = {
      board: board({ width: 16, height: 12, units: [R, C] }),
      terrain: TERRAIN,
      hexsides: HEXSIDES,
      routedHaveZoc: false,
      stackingLimit: 3,
      units: ['R'],
      hexes: 100_000,
      awayFrom: [h(5, 4)],
    };
    const r = searchRetreatPaths(req);
    expect(r.best).toEqual([]);
    expect(r.considered).toBeLessThanOrEqual(192);
    expect(r.considered).toBeGreaterThan(100);
  });
});

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
