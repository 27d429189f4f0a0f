/**
 * The retreat search (13.2) on what the rules do not expect: its cache's frozen tables, counters and
 * keys, odd stacks and boards (answered without throwing), a search bounded by the board, tied paths
 * on longer moves, zones of influence at the edge (10.5), pieces off the board and leaders on the way.
 */
import { describe, expect, it, vi } from 'vitest';
import { deepFreeze } from '../../src/data/freeze.ts';
import {
  clearRetreatSearchCache,
  findRetreatPaths,
  retreatSearchCacheStats,
  searchRetreatPaths,
} from '../../src/hex/findRetreatPaths.ts';
import type { RetreatRequest, RetreatSearch } from '../../src/hex/index.ts';
import type { Board } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { FormationHexsides } from '../../src/model/ruleset.ts';
import type { TerrainType } from '../../src/model/terrain.ts';
import { board, FROZEN_HEXSIDES, FROZEN_TERRAIN, HEXSIDES, h, TERRAIN, unit } from './fixtures.ts';

// The retreat search (src/hex/findRetreatPaths.ts) held to exact outcomes where the other tests of
// test/hex leave room: the cache's refusal of each table that may still change, the frozen answer,
// a stack off the board or on a terrain the ruleset lacks, a side with no home edge, a move far longer
// than the board, the number of hexes the search reached. Written for the mutants Stryker (or the
// differential runs behind docs/mutation.md, "src/hex") showed alive; each test was checked to fail with
// its mutant applied by hand.

const key = (c: Coord): string => `${c.col},${c.row}`;

/** The paths of a search, each as its hexes "col,row" joined by spaces, in the order returned. */
const shown = (r: RetreatSearch): string[] => r.best.map((p) => p.path.map(key).join(' '));

// R (French, odd column 5,5). Its ring 1: N 5,4, NE 6,5, SE 6,6, S 5,6, SW 4,6, NW 4,5.
const R = unit({ id: 'R', side: 'fr', at: h(5, 5) });

// Allied cavalry C at 5,4 facing S: its zone is 5,5 4,5 6,5.
const C = unit({ id: 'C', side: 'al', at: h(5, 4), facing: 3, arm: 'cavalry', formation: 'line' });

function request(over: Partial<RetreatRequest> & { units?: readonly string[] } = {}): RetreatRequest {
  return {
    board: board({ units: [R, C] }),
    terrain: TERRAIN,
    hexsides: HEXSIDES,
    routedHaveZoc: false,
    stackingLimit: 3,
    units: ['R'],
    hexes: 1,
    awayFrom: [h(5, 4)],
    ...over,
  };
}

describe('retreat search cache: only searches over frozen tables are kept', () => {
  it('a terrain table that is not frozen is read again on every search', () => {
    clearRetreatSearchCache();
    const terrain = structuredClone(TERRAIN) as TerrainType[];
    const lone = deepFreeze(board({ units: [R], terrain: { '4,5': 'rough' } }));
    const req = { board: lone, terrain, hexsides: FROZEN_HEXSIDES, awayFrom: [] };
    // no enemy: every neighbour ties but the rough one (cost 2)
    expect(shown(findRetreatPaths(request(req)))).toEqual(['4,6', '5,4', '5,6', '6,5', '6,6']);
    (terrain.find((t) => t.id === 'rough') as { moveCost: number }).moveCost = 1;
    expect(shown(findRetreatPaths(request(req)))).toEqual(['4,5', '4,6', '5,4', '5,6', '6,5', '6,6']);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 0, size: 0 });
  });

  it('a hexside table that is not frozen is read again on every search', () => {
    clearRetreatSearchCache();
    const hexsides = structuredClone(HEXSIDES) as FormationHexsides[];
    const req = { board: deepFreeze(board({ units: [R, C] })), terrain: FROZEN_TERRAIN, hexsides };
    // the three hexes 2 from C tie; each step out of 5,5 leaves C's zone (10.5)
    const before = findRetreatPaths(request(req));
    expect(shown(before)).toEqual(['4,6', '5,6', '6,6']);
    expect(before.best.map((p) => p.zonesLeftBy)).toEqual([['C'], ['C'], ['C']]);
    (hexsides.find((r) => r.arm === 'cavalry' && r.formation === 'line') as { zoc: boolean }).zoc = false;
    const after = findRetreatPaths(request(req));
    expect(after.best.map((p) => p.zonesLeft)).toEqual([0, 0, 0]);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 0, size: 0 });
  });

  it('a board whose terrain map is not frozen is read again on every search', () => {
    clearRetreatSearchCache();
    const map: Record<string, string> = { '4,5': 'rough' };
    const b: Board = Object.freeze({ ...deepFreeze(board({ units: [R] })), terrain: map });
    const req = { board: b, terrain: FROZEN_TERRAIN, hexsides: FROZEN_HEXSIDES, awayFrom: [] };
    expect(shown(findRetreatPaths(request(req)))).toEqual(['4,6', '5,4', '5,6', '6,5', '6,6']);
    map['4,5'] = 'clear';
    map['6,6'] = 'lake';
    expect(shown(findRetreatPaths(request(req)))).toEqual(['4,5', '4,6', '5,4', '5,6', '6,5']);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 0, size: 0 });
  });

  it('a kept search is frozen all through: its paths, their hexes, the zones left', () => {
    clearRetreatSearchCache();
    const req = deepFreeze(
      request({ board: board({ units: [R, C] }), terrain: FROZEN_TERRAIN, hexsides: FROZEN_HEXSIDES }),
    );
    const r = findRetreatPaths(req);
    expect(shown(r)).toEqual(['4,6', '5,6', '6,6']);
    const first = r.best[0]!;
    expect(
      [r, r.best, first, first.path, first.path[0], first.zonesLeftBy].map((x) => Object.isFrozen(x)),
    ).toEqual([true, true, true, true, true, true]);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 1, size: 1 });
  });
});

describe('retreat search cache: counters', () => {
  it('a fresh module counts from zero: one search is one miss', async () => {
    vi.resetModules();
    const fresh = await import('../../src/hex/findRetreatPaths.ts');
    expect(fresh.retreatSearchCacheStats()).toEqual({ hits: 0, misses: 0, size: 0 });
    const req = deepFreeze(
      request({ board: board({ units: [R, C] }), terrain: FROZEN_TERRAIN, hexsides: FROZEN_HEXSIDES }),
    );
    fresh.findRetreatPaths(req);
    fresh.findRetreatPaths(req);
    expect(fresh.retreatSearchCacheStats()).toEqual({ hits: 1, misses: 1, size: 1 });
  });
});

describe('retreat search cache: the key tells apart lists that would read alike run together', () => {
  it('the stack R + R2 and the unit RR2 are different retreats', () => {
    clearRetreatSearchCache();
    const b = deepFreeze(
      board({
        units: [R, unit({ id: 'R2', side: 'fr', at: h(5, 5) }), unit({ id: 'RR2', side: 'fr', at: h(2, 2) })],
      }),
    );
    const ask = (units: string[]): RetreatRequest =>
      deepFreeze(
        request({ board: b, terrain: FROZEN_TERRAIN, hexsides: FROZEN_HEXSIDES, units, awayFrom: [] }),
      );
    expect(shown(findRetreatPaths(ask(['R', 'R2'])))).toEqual(['4,5', '4,6', '5,4', '5,6', '6,5', '6,6']);
    expect(shown(findRetreatPaths(ask(['RR2'])))).toEqual(['1,1', '1,2', '2,1', '2,3', '3,1', '3,2']);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 2, size: 2 });
  });

  it('ignoring C and D is not ignoring CD', () => {
    clearRetreatSearchCache();
    // C north of R, D north-west of it, CD far away
    const D = unit({ id: 'D', side: 'al', at: h(4, 5), formation: 'square' });
    const CD = unit({ id: 'CD', side: 'al', at: h(11, 11), formation: 'square' });
    const b = deepFreeze(board({ units: [R, C, D, CD] }));
    const ask = (ignoreUnits: string[]): RetreatRequest =>
      deepFreeze(
        request({ board: b, terrain: FROZEN_TERRAIN, hexsides: FROZEN_HEXSIDES, awayFrom: [], ignoreUnits }),
      );
    // C and D gone: the only enemy left is CD, far south-east: away from it, 4,5 and 5,4 (10 from it)
    expect(shown(findRetreatPaths(ask(['C', 'D'])))).toEqual(['4,5', '5,4']);
    // CD gone: away from C (north) and D (north-west), the two hexes 2 from both
    expect(shown(findRetreatPaths(ask(['CD'])))).toEqual(['5,6', '6,6']);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 2, size: 2 });
  });

  it('causes at 5,4 and 14,5 are not causes at 5,41 and 4,5', () => {
    clearRetreatSearchCache();
    const b = deepFreeze(board({ units: [R] }));
    const ask = (awayFrom: Coord[]): RetreatRequest =>
      deepFreeze(request({ board: b, terrain: FROZEN_TERRAIN, hexsides: FROZEN_HEXSIDES, awayFrom }));
    // away from 5,4 (north of R): the three southern neighbours, 2 hexes from it
    expect(shown(findRetreatPaths(ask([h(5, 4), h(14, 5)])))).toEqual(['4,6', '5,6', '6,6']);
    // away from 4,5 (north-west of R): the three south-eastern ones
    expect(shown(findRetreatPaths(ask([h(5, 41), h(4, 5)])))).toEqual(['5,6', '6,5', '6,6']);
    expect(retreatSearchCacheStats()).toEqual({ hits: 0, misses: 2, size: 2 });
  });
});

describe('retreat search: stacks and boards the rules do not expect, answered without throwing', () => {
  it('a stack off the board has no path, whatever the length, and the search looks at no hex', () => {
    const off = board({ width: 6, height: 6, units: [unit({ id: 'R', side: 'fr', at: h(-3, 2) })] });
    for (const hexes of [0, 1, 2]) {
      expect(searchRetreatPaths(request({ board: off, hexes, awayFrom: [] }))).toEqual({
        best: [],
        tied: 0,
        considered: 0,
      });
    }
    const below = board({ width: 6, height: 6, units: [unit({ id: 'R', side: 'fr', at: h(2, 9) })] });
    expect(searchRetreatPaths(request({ board: below, hexes: 2, awayFrom: [] }))).toEqual({
      best: [],
      tied: 0,
      considered: 0,
    });
  });

  it('a stack that is not on the board at all has no path and the search looks at no hex', () => {
    expect(searchRetreatPaths(request({ units: ['nobody'], hexes: 2 }))).toEqual({
      best: [],
      tied: 0,
      considered: 0,
    });
  });

  it('a 0-hex move ends where it starts: in cover in a town, not in cover on a terrain the ruleset lacks', () => {
    const inTown = board({ units: [R, C], terrain: { '5,5': 'town' } });
    const town = searchRetreatPaths(request({ board: inTown, hexes: 0 }));
    expect(town.best).toEqual([
      {
        path: [],
        cost: 0,
        friendsPassed: 0,
        endDistance: 1,
        endCover: true,
        zonesLeft: 0,
        zonesLeftBy: [],
        behindEnemyLines: false,
      },
    ]);
    expect(town.considered).toBe(1);
    const unknown = board({ units: [R, C], terrain: { '5,5': 'swamp' } });
    const r = searchRetreatPaths(request({ board: unknown, hexes: 0 }));
    expect(r.best.map((p) => [p.path, p.endCover])).toEqual([[[], false]]);
  });

  it('a side the board does not list has no home edge: no end is behind enemy lines', () => {
    // French home edge east: 4,6 is farther from the east edge (7) than C (6), its nearest enemy: behind
    const listed = board({ units: [R, C], homes: { fr: 'east', al: 'west' } });
    expect(shown(searchRetreatPaths(request({ board: listed })))).toEqual(['5,6', '6,6']);
    // the same board with the French side left out of its list of sides: the three ends tie
    const unlisted: Board = { ...listed, sides: listed.sides.filter((s) => s.id !== 'fr') };
    const r = searchRetreatPaths(request({ board: unlisted }));
    expect(r.best.map((p) => [key(p.path[0]!), p.behindEnemyLines])).toEqual([
      ['4,6', false],
      ['5,6', false],
      ['6,6', false],
    ]);
  });
});

describe('retreat search: bounded by the board, not by the length of the move', () => {
  it('a move of 2^53 hexes on a 4 x 3 board ends after the board: no path, 12 hexes looked at', () => {
    const small = board({ width: 4, height: 3, units: [unit({ id: 'R', side: 'fr', at: h(1, 1) })] });
    expect(searchRetreatPaths(request({ board: small, hexes: 2 ** 53, awayFrom: [] }))).toEqual({
      best: [],
      tied: 0,
      considered: 12,
    });
  });
});

/** Hexes column then row. */
const byHex = (a: Coord, b: Coord): number => a.col - b.col || a.row - b.row;

describe('retreat search: the order of tied paths, on longer moves', () => {
  it('5 hexes on an open board: 186 tied paths, ends by column and row, each end its paths hex by hex', () => {
    // no enemy and no cause: every path stepping out one ring at a time ties, 6 x (2^5 - 1) of them
    const open = board({ units: [R] });
    const r = searchRetreatPaths(request({ board: open, hexes: 5, awayFrom: [] }));
    expect(r.tied).toBe(186);
    expect(r.considered).toBe(1 + 6 + 12 + 18 + 24 + 30);
    const got = r.best.map((p) => p.path);
    const want = [...got].sort((a, b) => {
      const byEnd = byHex(a[4]!, b[4]!);
      if (byEnd !== 0) return byEnd;
      for (let i = 0; i < 5; i++) if (byHex(a[i]!, b[i]!) !== 0) return byHex(a[i]!, b[i]!);
      return 0;
    });
    expect(got).toEqual(want);
    expect(new Set(got.map((p) => p.map(key).join(' '))).size).toBe(186);
    // the ten paths to 0,5 (three steps north-west and two south-west, in any order), hex by hex: the
    // third and fourth cross at 2,5, the one with the lower second hex first though its fourth is higher
    expect(shown(r).filter((p) => p.endsWith(' 0,5'))).toEqual([
      '4,5 3,4 2,4 1,4 0,5',
      '4,5 3,4 2,5 1,4 0,5',
      '4,5 3,4 2,5 1,5 0,5',
      '4,5 3,5 2,5 1,4 0,5',
      '4,5 3,5 2,5 1,5 0,5',
      '4,5 3,5 2,6 1,5 0,5',
      '4,6 3,5 2,5 1,4 0,5',
      '4,6 3,5 2,5 1,5 0,5',
      '4,6 3,5 2,6 1,5 0,5',
      '4,6 3,6 2,6 1,5 0,5',
    ]);
  });
});

describe('retreat search: zones of influence at the edge of the board (10.5)', () => {
  it('a zone reaching off the north edge is left once from either hex, and nowhere else', () => {
    // 6 x 12 board: R at 4,0 on the north edge; X (routed, routed units have zones) at 5,0 facing N,
    // its zone 5,-1 and 6,0 (off the board) and 4,0, R's hex. R's open neighbours: 3,0 and 4,1
    // (5,0 holds X); both leave X's zone once, and X is no enemy position (routed): they tie.
    const X = unit({ id: 'X', side: 'al', at: h(5, 0), facing: 0, moraleState: 'routed' });
    const b = board({ width: 6, units: [unit({ id: 'R', side: 'fr', at: h(4, 0) }), X] });
    const r = searchRetreatPaths(request({ board: b, routedHaveZoc: true, awayFrom: [] }));
    expect(r.best.map((p) => [key(p.path[0]!), p.zonesLeftBy])).toEqual([
      ['3,0', ['X']],
      ['4,1', ['X']],
    ]);
  });
});

describe('retreat search: a unit or leader off the board stands in no hex of it', () => {
  it('an enemy just off the north edge is kept away from but blocks no hex of the board', () => {
    // 4 x 12 board: R at 2,0; X (enemy square) at 2,-1, off the board, 1 from R. R's neighbours on the
    // board: 3,0, 2,1 and 1,0, each 2 from X: they tie, none behind X (home edge south).
    const X = unit({ id: 'X', side: 'al', at: h(2, -1), formation: 'square' });
    const b = board({ width: 4, units: [unit({ id: 'R', side: 'fr', at: h(2, 0) }), X] });
    const r = searchRetreatPaths(request({ board: b, awayFrom: [] }));
    expect(r.best.map((p) => [key(p.path[0]!), p.endDistance, p.behindEnemyLines])).toEqual([
      ['1,0', 2, false],
      ['2,1', 2, false],
      ['3,0', 2, false],
    ]);
  });

  it('an enemy leader just off the north edge blocks no hex of the board (it did: 1,0)', () => {
    // the same board with Allied leader L at 2,-1 and no enemy unit: every neighbour on the board ties
    const b = board({
      width: 4,
      units: [unit({ id: 'R', side: 'fr', at: h(2, 0) })],
      leaders: [{ id: 'L', name: 'L', side: 'al', at: h(2, -1), meleeModifier: 0 }],
    });
    expect(shown(searchRetreatPaths(request({ board: b, awayFrom: [] })))).toEqual(['1,0', '2,1', '3,0']);
  });
});

describe('retreat search: leaders on the way', () => {
  const L = (side: string, at: Coord) => ({ id: 'L', name: 'L', side, at, meleeModifier: 0 });
  const withLeader = (side: string, at: Coord) => board({ units: [R, C], leaders: [L(side, at)] });

  it('an enemy leader alone in a hex of the last ring closes it; a friendly one does not', () => {
    // R flees C 1 hex: 4,6 5,6 6,6 tie (2 from C); an Allied leader at 5,6 takes it out
    expect(shown(searchRetreatPaths(request({ board: board({ units: [R, C] }) })))).toEqual([
      '4,6',
      '5,6',
      '6,6',
    ]);
    expect(shown(searchRetreatPaths(request({ board: withLeader('al', h(5, 6)) })))).toEqual(['4,6', '6,6']);
    expect(shown(searchRetreatPaths(request({ board: withLeader('fr', h(5, 6)) })))).toEqual([
      '4,6',
      '5,6',
      '6,6',
    ]);
  });

  it('an enemy leader beyond the move closes nothing', () => {
    // 2 hexes from 5,5: an Allied leader at 5,8, three hexes south, changes nothing
    const none = searchRetreatPaths(request({ hexes: 2 }));
    const far = searchRetreatPaths(request({ board: withLeader('al', h(5, 8)), hexes: 2 }));
    expect(shown(far)).toEqual(shown(none));
    expect(far.considered).toBe(none.considered);
    // and one on the way, at 5,7 (2 hexes south), closes 5,7 only
    const near = searchRetreatPaths(request({ board: withLeader('al', h(5, 7)), hexes: 2 }));
    expect(shown(near)).toEqual(shown(none).filter((p) => !p.endsWith('5,7')));
  });
});
