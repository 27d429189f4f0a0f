import { describe, expect, it } from 'vitest';
import { flightPath6e } from '../../src/doctrines/6e/flight-path.ts';
import { flightPath8e } from '../../src/doctrines/8e/flight-path.ts';
import { aimAway, pointAlong } from '../../src/doctrines/line.ts';
import type { Board } from '../../src/model/board.ts';
import { type Coord, hexLabel } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import {
  at,
  cavalry,
  charge,
  entry,
  facing,
  infantry,
  lineInfantry,
  removed,
  ruleset,
  shownPlan,
} from '../support/doctrine-charges.ts';

/**
 * Rulings R41 and R42: a flight blocked by impassable terrain bends around it in both editions (and a
 * unit that cannot get one hex farther away is destroyed); a unit that fled through a ring of enemies
 * honours the other priorities again once clear of them (seed 002).
 */

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20, ranks: 2 });

const ROUTED_44TH = infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 });

/** A river across the three hexes directly away from the hussars (north, north-east, north-west of 0614). */
const RIVER_AHEAD = { '0513': 'river', '0613': 'river', '0713': 'river' };

/** The river on every side of 0614 but the hussars' (0615). */
const POCKET = { ...RIVER_AHEAD, '0514': 'river', '0714': 'river' };

/**
 * Flight paths of seeds 002 (6e) and 001 (8e) planned on small boards, whole plans compared, to kill
 * the surviving mutants of the mutation run (docs/mutation.md): a line that leaves the map, a roll of
 * no hex, a friend in the fleeing unit's own hex, a bent path that leaves the map, a ring of enemies one
 * hex out (R42), and a detour that keeps priority 4 (R41).
 */

const rs = ruleset('6e');

const hex = (col: number, row: number): Coord => ({ col, row });

const unit = lineInfantry;

/** A clear 12 x 14 board (columns 00-11, rows 00-13). */
const board = (units: readonly Unit[], terrain: Record<string, string> = {}): Board => ({
  width: 12,
  height: 14,
  defaultTerrain: 'clear',
  terrain,
  units,
  leaders: [],
  sides: [],
});

/** A plan with its hexes as labels. */
const shown = shownPlan;

const ME = unit('me', 'british', hex(6, 10));

const SOUTH = hex(6, 11);

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
      ...unit('br-44-foot', 'british', { col: 6, row: 6 }),
      name: '44th',
      moraleState: 'routed',
      facing: 3,
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

describe('a line of flight that leaves the map takes the unit off it (seeds 002, 001)', () => {
  // the 44th at 0601 flees 3 hexes from a cause at 0602: one hex north, then off the north edge
  const me = unit('me', 'british', hex(6, 1));
  it('6e: the path keeps only the hexes on the map, no end', () => {
    expect(shown(flightPath6e(board([me]), rs, 'me', 'british', me.at, hex(6, 2), 3, 2))).toEqual({
      path: ['0601', '0600'],
      end: null,
      aim: '06-63',
      dropped: 0,
      deviation: 0,
    });
  });
  it('8e: the same', () => {
    expect(shown(flightPath8e(board([me]), rs, 'me', 'british', me.at, hex(6, 2), 3))).toEqual({
      path: ['0601', '0600'],
      end: null,
      aim: '06-63',
      dropped: 0,
      deviation: 0,
    });
  });
});

describe('a roll of no whole hex leaves the unit where it is (R41)', () => {
  it('6e', () => {
    expect(shown(flightPath6e(board([ME]), rs, 'me', 'british', ME.at, SOUTH, 0, 2))).toEqual({
      path: ['0610'],
      end: '0610',
      aim: '06-54',
      dropped: 0,
      deviation: 0,
    });
  });
  it('8e, even with a friend in its hex (it is not placed beside it)', () => {
    const b = board([ME, unit('friend', 'british', hex(6, 10))]);
    expect(shown(flightPath8e(b, rs, 'me', 'british', ME.at, SOUTH, 0))).toEqual({
      path: ['0610'],
      end: '0610',
      aim: '06-54',
      dropped: 0,
      deviation: 0,
    });
  });
});

describe('leaving its own hex is not moving through a friend (seed 002 priority 4)', () => {
  it('6e: a unit stacked with a friend flees straight away, no priority dropped', () => {
    const b = board([ME, unit('friend', 'british', hex(6, 10))]);
    expect(shown(flightPath6e(b, rs, 'me', 'british', ME.at, SOUTH, 2, 2))).toEqual({
      path: ['0610', '0609', '0608'],
      end: '0608',
      aim: '06-54',
      dropped: 0,
      deviation: 0,
    });
  });
});

describe('8e: an open straight line is not a bent one', () => {
  it('3 hexes straight away, nothing bent, aim directly away from the cause', () => {
    const plan = flightPath8e(board([ME]), rs, 'me', 'british', ME.at, SOUTH, 3);
    expect(shown(plan)).toEqual({
      path: ['0610', '0609', '0608', '0607'],
      end: '0607',
      aim: '06-54',
      dropped: 0,
      deviation: 0,
    });
    expect(plan.aim).toEqual(aimAway(ME.at, SOUTH));
  });
});

describe('a bent flight (R41) that reaches the map edge leaves the map', () => {
  const me = unit('me', 'british', hex(6, 2));
  it('8e: the straight line meets the river at 0601; the path bends east and north and off the map', () => {
    const plan = flightPath8e(board([me], { '6,1': 'river' }), rs, 'me', 'british', me.at, hex(6, 3), 5);
    expect(shown(plan)).toEqual({
      path: ['0602', '0701', '0700', '0600'],
      end: null,
      aim: '06-62',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('6e: every line of the cone meets the river; bent around it to the east and off the map', () => {
    const river = { '6,1': 'river', '5,1': 'river', '7,1': 'river' };
    const plan = flightPath6e(board([me], river), rs, 'me', 'british', me.at, hex(6, 3), 5, 2);
    expect(shown(plan)).toEqual({
      path: ['0602', '0702', '0802', '0801', '0800'],
      end: null,
      aim: '49-41',
      dropped: 0,
      deviation: 40.893,
      bent: true,
    });
    // the line of a bent flight runs from the start through its last hex, for the pursuers to follow
    expect(plan.aim).toEqual(pointAlong(me.at, me.at, hex(8, 0), 64));
  });
  it('8e: a bent flight that stays on the map aims through its last hex, not straight away', () => {
    const river = { '5,9': 'river', '6,9': 'river', '7,9': 'river' };
    const plan = flightPath8e(board([ME], river), rs, 'me', 'british', ME.at, SOUTH, 3);
    expect(plan.bent).toBe(true);
    expect(plan.end).not.toBeNull();
    expect(plan.aim).toEqual(pointAlong(ME.at, ME.at, plan.end!, 64));
    expect(plan.aim).not.toEqual(aimAway(ME.at, SOUTH));
  });
});

describe('R41: of the bent paths, the one that keeps priority 4 (no friend passed)', () => {
  const river = { '5,9': 'river', '6,9': 'river', '7,9': 'river' };
  it('no friend: around the river to the east (the first found, clockwise from north)', () => {
    expect(shown(flightPath6e(board([ME], river), rs, 'me', 'british', ME.at, SOUTH, 3, 2))).toMatchObject({
      path: ['0610', '0710', '0810', '0809'],
      end: '0809',
      dropped: 0,
      bent: true,
    });
  });
  it('a friend at 0710: around to the west instead, through no friend', () => {
    const b = board([ME, unit('friend', 'british', hex(7, 10))], river);
    expect(shown(flightPath6e(b, rs, 'me', 'british', ME.at, SOUTH, 3, 2))).toMatchObject({
      path: ['0610', '0510', '0410', '0409'],
      end: '0409',
      dropped: 0,
      deviation: 60,
      bent: true,
    });
  });
});

describe('R42: a ring of enemies one hex out is fled through to the first hex clear of them', () => {
  // enemies two hexes out on every line of the cone (0608, 0708, 0508, 0809, 0409), the cause at 0611
  const ring = [hex(6, 8), hex(7, 8), hex(5, 8), hex(8, 9), hex(4, 9)].map((h, i) =>
    unit(`e${i}`, 'french', h),
  );
  const b = board([ME, unit('cause', 'french', SOUTH), ...ring]);
  it('5 hexes: straight through the ring (0609 free, 0608 enemy), clear at 0607, then on', () => {
    expect(shown(flightPath6e(b, rs, 'me', 'british', ME.at, SOUTH, 5, 2))).toEqual({
      path: ['0610', '0609', '0608', '0607', '0606', '0605'],
      end: '0605',
      aim: '06-54',
      dropped: 3,
      deviation: 0,
      clearAt: '0607',
    });
  });
  it('3 hexes: the move ends on the first clear hex; nothing is left to plan', () => {
    expect(shown(flightPath6e(b, rs, 'me', 'british', ME.at, SOUTH, 3, 2))).toEqual({
      path: ['0610', '0609', '0608', '0607'],
      end: '0607',
      aim: '06-54',
      dropped: 3,
      deviation: 0,
    });
  });
});
