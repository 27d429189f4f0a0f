/**
 * Flight paths of seeds 002 (6e) and 001 (8e) planned on small boards, whole plans compared, to kill
 * the surviving mutants of the mutation run (docs/mutation.md): a line that leaves the map, a roll of
 * no hex, a friend in the fleeing unit's own hex, a bent path that leaves the map, a ring of enemies one
 * hex out (R42), and a detour that keeps priority 4 (R41).
 */
import { describe, expect, it } from 'vitest';
import { flightPath6e } from '../../src/doctrines/6e/flight-path.ts';
import { flightPath8e } from '../../src/doctrines/8e/flight-path.ts';
import { aimAway, pointAlong } from '../../src/doctrines/line.ts';
import type { Board } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import { lineInfantry, ruleset, shownPlan } from './helpers.ts';

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
