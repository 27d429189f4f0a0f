/**
 * Rulings R41 and R42: a flight blocked by impassable terrain bends around it in both editions (and a
 * unit that cannot get one hex farther away is destroyed); a unit that fled through a ring of enemies
 * honours the other priorities again once clear of them (seed 002).
 */
import { describe, expect, it } from 'vitest';
import { flightPath6e } from '../../src/doctrines/6e/flight-path.ts';
import { flightPath8e } from '../../src/doctrines/8e/flight-path.ts';
import type { Board } from '../../src/model/board.ts';
import { hexLabel } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import { at, cavalry, charge, entry, facing, infantry, removed, ruleset } from './helpers.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20, ranks: 2 });
const ROUTED_44TH = infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 });
/** A river across the three hexes directly away from the hussars (north, north-east, north-west of 0614). */
const RIVER_AHEAD = { '0513': 'river', '0613': 'river', '0713': 'river' };
/** The river on every side of 0614 but the hussars' (0615). */
const POCKET = { ...RIVER_AHEAD, '0514': 'river', '0714': 'river' };

describe('R41: a flight whose every straight line meets impassable terrain bends around it', () => {
  it('6e: 17 cm = 3 hexes around the river, no hex closer to the hussars, as far north as it can', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 12], { terrain: RIVER_AHEAD });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')).toMatchObject({
      rule: '002 direction',
      source: '002',
      params: { from: '0614', to: '0813', path: '0614-0714-0814-0813', hexes: 3, dropped: 0 },
    });
    expect(at(s, 'br-44-foot')).toBe('0813');
    expect(facing(s, 'br-44-foot')).toBe(1); // its back to the hussars: facing north-east, away from 0615
    // the hussars pursue 12 cm = 2 hexes along its path, never into the river
    expect(at(s, 'fr-7-hussars')).toBe('0814');
  });

  it('8e: the same path for the same distance (7 inches = 3 hexes): the two editions agree', () => {
    const ses = charge(ruleset('8e'), [HUSSARS, ROUTED_44TH], [7, 3], { terrain: RIVER_AHEAD });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-8e')).toMatchObject({
      rule: '001 flight',
      source: '001',
      params: { from: '0614', to: '0813', path: '0614-0714-0814-0813', hexes: 3 },
    });
    expect(at(s, 'br-44-foot')).toBe('0813');
  });

  it('8e: a straight line that meets the river after one hex also bends (it does not stop at the river)', () => {
    const ses = charge(ruleset('8e'), [HUSSARS, ROUTED_44TH], [9, 3], {
      terrain: { '0512': 'river', '0612': 'river', '0712': 'river' },
    });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-8e')?.params).toMatchObject({
      hexes: 4,
      path: '0614-0713-0813-0812-0811',
      to: '0811',
    });
  });

  for (const edition of ['6e', '8e'] as const) {
    it(`${edition}: a unit with no hex farther from the enemy open to it is destroyed, not left in contact`, () => {
      const script = edition === '6e' ? [17, 12] : [7, 3];
      const ses = charge(ruleset(edition), [HUSSARS, ROUTED_44TH], script, { terrain: POCKET });
      expect(ses.runToEnd().ok).toBe(true);
      const s = ses.state;
      const rule = edition === '6e' ? '002 direction' : '001 flight';
      expect(entry(s, 'doctrine.flight-blocked')).toMatchObject({
        rule,
        source: edition === '6e' ? '002' : '001',
        params: { unit: 'br-44-foot', hexes: 3, path: '0614' },
      });
      expect(removed(s)).toEqual([['br-44-foot', 'eliminated', rule]]);
      expect(s.doctrine?.flights.map((f) => f.outcome)).toEqual(['destroyed']);
      expect(entry(s, 'doctrine.flees-6e')).toBeUndefined();
      expect(entry(s, 'doctrine.flees-8e')).toBeUndefined();
    });
  }

  it('6e: a unit whose only end is among friends with no free hex beside or behind them is destroyed', () => {
    // a corridor one hex wide (column 01) between two rivers: the 44th's 10 cm = 2 hexes end in the
    // 28th (0100), past the 95th (0101); beside and behind them is only river or the map edge
    const river: Record<string, string> = {};
    for (let row = 0; row < 6; row++) {
      river[`00${String(row).padStart(2, '0')}`] = 'river';
      river[`02${String(row).padStart(2, '0')}`] = 'river';
    }
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0103', { movement: 20 }),
        infantry('br-44-foot', 'british', '0102', { moraleState: 'routed', movement: 10 }),
        infantry('br-95-foot', 'british', '0101'),
        infantry('br-28-foot', 'british', '0100'),
      ],
      [10, 12],
      { terrain: river, from: '0103', targets: ['0102'], width: 3, height: 6 },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flight-no-room')).toMatchObject({
      rule: '002 direction',
      params: { unit: 'br-44-foot', hexes: 2, path: '0102-0101-0100' },
    });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '002 direction']]);
  });

  it('impassable terrain is never crossed by a flight in either edition (plans on one board)', () => {
    const board: Board = {
      width: 16,
      height: 20,
      defaultTerrain: 'clear',
      terrain: { '6,13': 'river', '5,13': 'river', '7,13': 'river' },
      units: [],
      leaders: [],
      sides: [],
    };
    const rs = ruleset('6e');
    const start = { col: 6, row: 14 };
    const cause = { col: 6, row: 15 };
    const six = flightPath6e(board, rs, 'x', 'british', start, cause, 3, 2);
    const eight = flightPath8e(board, rs, 'x', 'british', start, cause, 3);
    expect(six.path.map(hexLabel)).toEqual(['0614', '0714', '0814', '0813']);
    expect(eight.path.map(hexLabel)).toEqual(['0614', '0714', '0814', '0813']);
    expect([six.bent, eight.bent]).toEqual([true, true]);
  });
});

describe('R42: once clear of the ring of enemies, the rest of the flight honours the other priorities', () => {
  // The 44th at 0606 is surrounded (enemies on five sides, the cause at 0607); it flees 4 hexes.
  function surrounded(extra: readonly Partial<Unit>[]) {
    const me: Unit = {
      id: 'br-44-foot',
      name: '44th',
      side: 'british',
      arm: 'infantry',
      increments: 6,
      fullIncrements: 6,
      melee: 6,
      fire: 5,
      morale: 42,
      formation: 'line',
      moraleState: 'routed',
      facing: 3,
      at: { col: 6, row: 6 },
    };
    const enemy = (id: string, col: number, row: number): Unit => ({
      ...me,
      id,
      side: 'french',
      moraleState: 'good',
      at: { col, row },
    });
    const units: Unit[] = [
      me,
      enemy('cause', 6, 7),
      enemy('e1', 6, 5),
      enemy('e2', 7, 5),
      enemy('e3', 7, 6),
      enemy('e4', 5, 5),
      enemy('e5', 5, 6),
      ...extra.map((u, i) => ({ ...me, moraleState: 'good' as const, id: `x${i}`, ...u })),
    ];
    const board: Board = {
      width: 16,
      height: 12,
      defaultTerrain: 'clear',
      terrain: {},
      units,
      leaders: [],
      sides: [],
    };
    return flightPath6e(board, ruleset('6e'), me.id, me.side, me.at, { col: 6, row: 7 }, 4, 2);
  }

  it('through the ring straight away, then straight on when nothing is in the way', () => {
    const plan = surrounded([]);
    expect(plan.path.map(hexLabel)).toEqual(['0606', '0605', '0604', '0603', '0602']);
    expect(plan.dropped).toBe(3);
    expect(plan.clearAt && hexLabel(plan.clearAt)).toBe('0604');
  });

  it('a friend ahead after the ring: the rest of the path goes around it (priority 4 again)', () => {
    const plan = surrounded([{ at: { col: 6, row: 3 } }]);
    expect(plan.path.map(hexLabel)).toEqual(['0606', '0605', '0604', '0703', '0702']);
    expect(plan.end && hexLabel(plan.end)).toBe('0702');
    expect(plan.dropped).toBe(3);
  });

  it('an enemy ahead after the ring: the rest of the path keeps out of its 10 cm (priority 3 again)', () => {
    const plan = surrounded([{ side: 'french', at: { col: 6, row: 1 } }]);
    expect(plan.path.map(hexLabel)).not.toContain('0602');
    expect(plan.path.slice(0, 3).map(hexLabel)).toEqual(['0606', '0605', '0604']);
  });
});
