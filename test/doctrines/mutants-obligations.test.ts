/**
 * The host game's obligations after a pursuit off the map (seed 000 "Aparecer tras persecución",
 * src/doctrines/obligations.ts) and the nearest edge a later-turn flight runs to (seed 002,
 * src/doctrines/later-turns.ts), asked directly on small boards: where the unit comes back (its exit, else
 * the nearest free hex, ties by row then column), the facing inward from each edge, the damage of the
 * terrain it comes back into, its leaders, and the edge ties (north, south, west, east).
 */
import { describe, expect, it } from 'vitest';
import { edgePoint } from '../../src/doctrines/6e/later-turns.ts';
import { nearestEdge, type Obligation, returnToMap } from '../../src/doctrines/obligations.ts';
import type { Board, Edge } from '../../src/model/board.ts';
import { type Coord, hexLabel } from '../../src/model/coord.ts';
import type { Leader, Unit } from '../../src/model/unit.ts';
import { lineInfantry, ruleset } from './helpers.ts';

const RS = ruleset('6e');
const board = (units: readonly Unit[] = [], extra: Partial<Board> = {}): Board => ({
  width: 10,
  height: 8,
  defaultTerrain: 'clear',
  terrain: {},
  units,
  leaders: [],
  sides: [
    { id: 'french', name: 'French', homeEdge: 'south' },
    { id: 'british', name: 'British', homeEdge: 'north' },
  ],
  ...extra,
});
const HUSSARS: Unit = {
  ...lineInfantry('fr-hussars', 'french', { col: 5, row: -1 }),
  arm: 'cavalry',
  increments: 4,
};
const LASALLE: Leader = {
  id: 'lasalle',
  name: 'Lasalle',
  side: 'french',
  at: { col: 5, row: -1 },
  meleeModifier: 1,
};
const back = (
  exit: Coord,
  edge: Edge,
  leaders?: readonly Leader[],
): Extract<Obligation, { kind: 'return-to-map' }> => ({
  kind: 'return-to-map',
  rule: '000 off table',
  source: '000',
  unit: HUSSARS,
  ...(leaders ? { leaders } : {}),
  exit,
  edge,
  when: 'next-movement-phase',
  mayCharge: false,
  countsAsMoved: true,
});
const c = (col: number, row: number): Coord => ({ col, row });
const shown = (b: Board) => ({
  units: b.units.map((u) => `${u.id} ${hexLabel(u.at)} facing ${u.facing} ${u.increments}`),
  leaders: b.leaders.map((l) => `${l.id} ${hexLabel(l.at)}`),
});

describe('the nearest map edge (ties: north, south, west, east)', () => {
  const b = { width: 10, height: 10 };
  it('each edge, and each tie', () => {
    expect(nearestEdge(b, c(4, 1))).toBe('north');
    expect(nearestEdge(b, c(4, 8))).toBe('south');
    expect(nearestEdge(b, c(1, 4))).toBe('west');
    expect(nearestEdge(b, c(8, 4))).toBe('east');
    expect(nearestEdge(b, c(3, 3))).toBe('north'); // north and west
    expect(nearestEdge(b, c(6, 3))).toBe('north'); // north and east
    expect(nearestEdge(b, c(3, 6))).toBe('south'); // south and west
    expect(nearestEdge(b, c(6, 6))).toBe('south'); // south and east
    expect(nearestEdge(b, c(0, 9))).toBe('south'); // south and west, both 0
    expect(nearestEdge(b, c(9, 4))).toBe('east');
    expect(nearestEdge({ width: 12, height: 10 }, c(5, 4))).toBe('north'); // N4 S5 W5 E6
    expect(nearestEdge({ width: 10, height: 12 }, c(4, 7))).toBe('south'); // N7 S4 W4 E5
  });
  it('the hex on that edge straight across', () => {
    expect(edgePoint(b, c(4, 1))).toEqual(c(4, 0));
    expect(edgePoint(b, c(4, 7))).toEqual(c(4, 9));
    expect(edgePoint(b, c(1, 4))).toEqual(c(0, 4));
    expect(edgePoint({ width: 12, height: 10 }, c(9, 4))).toEqual(c(11, 4));
  });
});

describe('returning onto the map after a pursuit off it (seed 000)', () => {
  it('at its exit, facing inward from each edge, with its increments', () => {
    for (const [exit, edge, facing] of [
      [c(5, 0), 'north', 3],
      [c(5, 7), 'south', 0],
      [c(0, 3), 'west', 2],
      [c(9, 3), 'east', 5],
    ] as const) {
      const r = returnToMap(board(), RS, back(exit, edge));
      expect({ at: r.at, facing: r.facing, damage: r.damage, eliminated: r.eliminated }).toEqual({
        at: exit,
        facing,
        damage: 0,
        eliminated: false,
      });
      expect(shown(r.board).units).toEqual([`fr-hussars ${hexLabel(exit)} facing ${facing} 4`]);
    }
  });

  it('the exit held by a unit: the nearest free hex, ties by row then column', () => {
    const friend = lineInfantry('fr-1', 'french', c(5, 0));
    const r = returnToMap(board([friend]), RS, back(c(5, 0), 'north'));
    expect(r.at).toEqual(c(4, 0));
    expect(shown(r.board).units).toEqual(['fr-1 0500 facing 0 6', 'fr-hussars 0400 facing 3 4']);
    // 0400 taken too: the other hex of row 0 (0600) comes before 0401, 0501, 0601 of row 1
    const two = returnToMap(
      board([friend, lineInfantry('fr-2', 'french', c(4, 0))]),
      RS,
      back(c(5, 0), 'north'),
    );
    expect(two.at).toEqual(c(6, 0));
    // the whole of row 0 near it taken: 0401 (row 1, lowest column) before 0501 and 0601
    const three = returnToMap(
      board([friend, lineInfantry('fr-2', 'french', c(4, 0)), lineInfantry('fr-3', 'french', c(6, 0))]),
      RS,
      back(c(5, 0), 'north'),
    );
    expect(three.at).toEqual(c(4, 1));
    // the exit 0503 held: of its six neighbours, 0502 has the lowest row
    const mid = returnToMap(board([lineInfantry('br-1', 'british', c(5, 3))]), RS, back(c(5, 3), 'west'));
    expect(mid.at).toEqual(c(5, 2));
  });

  it('the nearest free hex wins over a lower row farther away', () => {
    // exit 0206 held, and its three neighbours of row 5 (0105, 0205, 0305): of the hexes one away, 0106
    // (row 6, lowest column) comes before 0204 (row 4), two away
    const r = returnToMap(
      board([c(2, 6), c(1, 5), c(2, 5), c(3, 5)].map((h, i) => lineInfantry(`br-${i}`, 'british', h))),
      RS,
      back(c(2, 6), 'south'),
    );
    expect(r.at).toEqual(c(1, 6));
  });

  it('the exit impassable, or held by an enemy leader or a leader of its side alone: not there', () => {
    const river = returnToMap(board([], { terrain: { '5,0': 'river' } }), RS, back(c(5, 0), 'north'));
    expect(river.at).toEqual(c(4, 0));
    const enemyLeader: Leader = { ...LASALLE, id: 'wellington', side: 'british', at: c(5, 0) };
    expect(returnToMap(board([], { leaders: [enemyLeader] }), RS, back(c(5, 0), 'north')).at).toEqual(
      c(4, 0),
    );
    const alone: Leader = { ...LASALLE, id: 'murat', at: c(5, 0) };
    expect(returnToMap(board([], { leaders: [alone] }), RS, back(c(5, 0), 'north')).at).toEqual(c(4, 0));
  });

  it('no free hex on the whole map: it does not come back, and the board is unchanged', () => {
    const units: Unit[] = [];
    for (let col = 0; col < 2; col++)
      for (let row = 0; row < 2; row++) units.push(lineInfantry(`br-${col}${row}`, 'british', c(col, row)));
    const b = board(units, { width: 2, height: 2 });
    const r = returnToMap(b, RS, back(c(1, 0), 'north', [LASALLE]));
    expect(r).toEqual({ board: b, at: null, facing: 3, damage: 0, eliminated: false });
    expect(r.board).toBe(b);
  });

  it('damaging terrain where it comes back: the increments lost, never more than it has', () => {
    const marsh = board([], { terrain: { '5,0': 'marsh' } });
    const hurt = returnToMap(marsh, RS, back(c(5, 0), 'north', [LASALLE]), { marsh: 1, clear: 3 });
    expect({ at: hurt.at, damage: hurt.damage, eliminated: hurt.eliminated }).toEqual({
      at: c(5, 0),
      damage: 1,
      eliminated: false,
    });
    expect(shown(hurt.board)).toEqual({ units: ['fr-hussars 0500 facing 3 3'], leaders: ['lasalle 0500'] });
    // the default terrain of the board is read where no terrain is listed
    expect(returnToMap(marsh, RS, back(c(4, 0), 'north'), { marsh: 1, clear: 3 }).damage).toBe(3);
    // terrain without damage listed, or no damage table: nothing lost
    expect(returnToMap(marsh, RS, back(c(5, 0), 'north'), { clear: 3 }).damage).toBe(0);
    // more damage than increments: eliminated, and its leaders do not come back with it
    const dead = returnToMap(marsh, RS, back(c(5, 0), 'north', [LASALLE]), { marsh: 9 });
    expect({ at: dead.at, damage: dead.damage, eliminated: dead.eliminated }).toEqual({
      at: c(5, 0),
      damage: 4,
      eliminated: true,
    });
    expect(shown(dead.board)).toEqual({ units: [], leaders: [] });
    // exactly its increments: eliminated too
    expect(returnToMap(marsh, RS, back(c(5, 0), 'north'), { marsh: 4 }).eliminated).toBe(true);
    expect(returnToMap(marsh, RS, back(c(5, 0), 'north'), { marsh: 3 }).eliminated).toBe(false);
  });

  it('a damage table does not read names inherited by every object (a terrain named "constructor")', () => {
    const rs = {
      ...RS,
      terrain: [...RS.terrain, { ...RS.terrain[0]!, id: 'constructor', name: 'Constructor' }],
    };
    const odd = board([], { defaultTerrain: 'constructor' });
    const r = returnToMap(odd, rs, back(c(5, 0), 'north'), {});
    expect({ damage: r.damage, units: shown(r.board).units }).toEqual({
      damage: 0,
      units: ['fr-hussars 0500 facing 3 4'],
    });
  });

  it('leaders who rode with it come back with it, once, beside the leaders already on the map', () => {
    const wellington: Leader = { ...LASALLE, id: 'wellington', side: 'british', at: c(2, 6) };
    const r = returnToMap(board([], { leaders: [wellington] }), RS, back(c(5, 0), 'north', [LASALLE]));
    expect(shown(r.board).leaders).toEqual(['wellington 0206', 'lasalle 0500']);
    // a board that still shows the leader (a host that did not take him off): not doubled
    const still = returnToMap(
      board([], { leaders: [wellington, { ...LASALLE, at: c(5, 7) }] }),
      RS,
      back(c(5, 0), 'north', [LASALLE]),
    );
    expect(shown(still.board).leaders).toEqual(['wellington 0206', 'lasalle 0500']);
    // nor the unit itself
    const unitStill = returnToMap(board([{ ...HUSSARS, at: c(5, 7) }]), RS, back(c(5, 0), 'north'));
    expect(shown(unitStill.board).units).toEqual(['fr-hussars 0500 facing 3 4']);
  });
});
