/**
 * The choices a flight plan makes between paths (seeds 002, 001; rulings R41, R42), on small boards, the
 * whole plan compared: equally straight lines (the one ending farther from the enemy), a ring of enemies
 * two hexes thick or one the roll ends inside, the rest of a move after the ring that leaves the map,
 * the aim of a bent flight (through its last hex; straight away when it leaves the map from its start),
 * and which of the bent paths R41 keeps. Each case was found by comparing the plans of the code and of a
 * surviving mutant of the mutation run (docs/mutation.md) on random small boards, and checked against
 * the rules by hand.
 */
import { describe, expect, it } from 'vitest';
import { flightPath6e } from '../../src/doctrines/6e/flight-path.ts';
import { flightPath8e } from '../../src/doctrines/8e/flight-path.ts';
import { aimAway, lineHexes, pointAlong } from '../../src/doctrines/line.ts';
import type { Board } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import { lineInfantry, pointLabel, ruleset, shownPlan } from './helpers.ts';

const rs6 = ruleset('6e');
const rs8 = ruleset('8e');
/** A hex from its label: '0610' is column 6, row 10; '-6332' column -63, row 32. */
const at = (label: string): Coord => {
  const [, col, row] = /^(-?\d\d)(-?\d\d)$/.exec(label)!;
  return { col: Number(col), row: Number(row) };
};
const unit = (id: string, side: string, hex: string): Unit => lineInfantry(id, side, at(hex));
/** The British unit `me` at `start`, French units at `enemies`, British at `friends`, rivers (impassable). */
function board(
  start: string,
  {
    enemies = [],
    friends = [],
    rivers = [],
    size = [8, 8],
  }: Partial<Record<'enemies' | 'friends' | 'rivers', string[]>> & {
    size?: [number, number];
  },
): Board {
  return {
    width: size[0],
    height: size[1],
    defaultTerrain: 'clear',
    terrain: Object.fromEntries(rivers.map((h) => [`${at(h).col},${at(h).row}`, 'river'])),
    units: [
      unit('me', 'british', start),
      ...enemies.map((h, i) => unit(`e${i}`, 'french', h)),
      ...friends.map((h, i) => unit(`f${i}`, 'british', h)),
    ],
    leaders: [],
    sides: [],
  };
}
/** A plan with its hexes as labels. */
const shown = shownPlan;
const flee6e = (b: Board, start: string, cause: string, n: number, buffer: number) =>
  shown(flightPath6e(b, rs6, 'me', 'british', at(start), at(cause), n, buffer));
const flee8e = (b: Board, start: string, cause: string, n: number) =>
  shown(flightPath8e(b, rs8, 'me', 'british', at(start), at(cause), n));

describe('6e: of two lines equally straight, the one ending farther from the enemy', () => {
  it('a friend on the straight line (0609); 0709 and 0509 both 60 degrees off; an enemy at 0710 is next to 0709', () => {
    // 12 x 14 board: the cause south at 0611; 0709 is 1 hex from the enemy at 0710 (as near as the start,
    // so no priority is broken), 0509 is 2 hexes from every enemy: the unit goes north-west
    const b = board('0610', { enemies: ['0611', '0710'], friends: ['0609'], size: [12, 14] });
    expect(flee6e(b, '0610', '0611', 1, 2)).toEqual({
      path: ['0610', '0509'],
      end: '0509',
      aim: '-58-22',
      dropped: 0,
      deviation: 60,
    });
  });
});

describe('R42: through a ring of enemies to the first hex clear of them', () => {
  it('a ring two hexes thick on the line (0201, 0301): clear at 0402, then on', () => {
    const b = board('0100', { enemies: ['0000', '0200', '0201', '0101', '0001', '0301', '0002'] });
    expect(flee6e(b, '0100', '0000', 4, 1)).toEqual({
      path: ['0100', '0201', '0301', '0402', '0502'],
      end: '0502',
      aim: '6532',
      dropped: 3,
      deviation: 0,
      clearAt: '0402',
    });
  });
  it('a roll of 1 ends inside the ring (0001): placed beside or behind the enemy there, at 0002', () => {
    const b = board('0100', { enemies: ['0200', '0201', '0101', '0001', '0000'] });
    expect(flee6e(b, '0100', '0200', 1, 1)).toEqual({
      path: ['0100', '0001'],
      end: '0002',
      aim: '-6332',
      dropped: 3,
      deviation: 0,
      placedFrom: '0001',
    });
  });
  it('the rest of the move after the ring leaves the map: the pursuers follow the line of that rest', () => {
    const b = board('0300', {
      enemies: ['0400', '0401', '0301', '0200', '0500', '0202'],
      rivers: ['0201', '0600'],
    });
    const plan = flee6e(b, '0300', '0400', 6, 2);
    expect(plan).toEqual({
      path: ['0300', '0301', '0202', '0203', '0103', '0004'],
      end: null,
      aim: '-6235',
      dropped: 3,
      deviation: 30,
      clearAt: '0203',
    });
    // the aim of the rest, from where the unit was clear, not a line from the start through 0004
    expect(plan.aim).toBe(pointLabel(pointAlong(at('0203'), at('0203'), at('-6235'), 64)));
    expect(plan.aim).not.toBe(pointLabel(pointAlong(at('0300'), at('0300'), at('0004'), 64)));
  });
});

describe('R41: the aim of a bent flight runs from the start through its last hex', () => {
  it('6e: leaving the map from its own hex, the aim is straight away from the cause', () => {
    // every hex away from 0200 but the off-map ones is river
    const b = board('0100', { enemies: ['0200'], rivers: ['0201', '0101', '0001', '0000'] });
    expect(flee6e(b, '0100', '0200', 1, 2)).toEqual({
      path: ['0100'],
      end: null,
      aim: '-6332',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
    expect(at('-6332')).toEqual(aimAway(at('0100'), at('0200')));
  });
  it('6e: ending in the start row (0106 -> 0206), the aim runs through 0206, not straight away', () => {
    const b = board('0106', { enemies: ['0107'], rivers: ['0105', '0007', '0006', '0205', '0305'] });
    expect(flee6e(b, '0106', '0107', 2, 2)).toEqual({
      path: ['0106', '0206'],
      end: '0206',
      aim: '65-26',
      dropped: 0,
      deviation: 60,
      bent: true,
    });
  });
  it('6e: ending in the start column (0607 -> 0605, around the river), the aim runs up that column', () => {
    const b = board('0607', { enemies: ['0507'], rivers: ['0606', '0706', '0707'] });
    expect(flee6e(b, '0607', '0507', 3, 1)).toEqual({
      path: ['0607', '0506', '0505', '0605'],
      end: '0605',
      aim: '06-57',
      dropped: 0,
      deviation: 60,
      bent: true,
    });
  });
  it('8e: leaving the map from its own hex, the aim is straight away from the cause', () => {
    const b = board('0500', { enemies: ['0601'], rivers: ['0400', '0401'] });
    const plan = flee8e(b, '0500', '0601', 1);
    expect(plan).toEqual({ path: ['0500'], end: null, aim: '-59-32', dropped: 0, deviation: 0, bent: true });
    expect(at(plan.aim)).toEqual(aimAway(at('0500'), at('0601')));
  });
  it('8e: a bent flight ending in the start column aims down that column', () => {
    const b = board('0107', { enemies: ['0207'], rivers: ['0109', '0008'], size: [12, 14] });
    expect(flee8e(b, '0107', '0207', 1)).toEqual({
      path: ['0107', '0108'],
      end: '0108',
      aim: '0171',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('8e: a bent flight ending in the start row aims along that row', () => {
    const b = board('0611', { enemies: ['0610'], rivers: ['0612'], size: [12, 14] });
    expect(flee8e(b, '0611', '0610', 1)).toEqual({
      path: ['0611', '0711'],
      end: '0711',
      aim: '7043',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
});

describe('R41: which bent path is kept', () => {
  it('8e: of the ends equally far along the line, the one nearest it (0002, not off the map at 0000)', () => {
    const b = board('0100', { enemies: ['0200'], rivers: ['0201', '0001', '0401'] });
    expect(flee8e(b, '0100', '0200', 2)).toEqual({
      path: ['0100', '0101', '0002'],
      end: '0002',
      aim: '-3148',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('8e: farthest along the line first (0305, straight on behind the river)', () => {
    const b = board('0105', { enemies: ['0005'], rivers: ['0104', '0206', '0304', '0004', '0404'] });
    expect(flee8e(b, '0105', '0005', 2)).toEqual({
      path: ['0105', '0205', '0305'],
      end: '0305',
      aim: '6505',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('8e: of two ends equally far along and equally near the line, the first found clockwise from north', () => {
    // the river south of 0702 (away from the cause at 0701): south-east leaves the map, south-west is 0603;
    // both are as far along the line and as near it: south-east comes first
    const b = board('0702', { enemies: ['0701'], rivers: ['0703', '0602', '0501'] });
    expect(flee8e(b, '0702', '0701', 1)).toEqual({
      path: ['0702'],
      end: null,
      aim: '0766',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('8e: the same, the cause to the north-east: off the map to the west rather than into 0306', () => {
    const b = board('0407', { enemies: ['0506'], rivers: ['0307', '0405', '0207', '0305'] });
    expect(flee8e(b, '0407', '0506', 1)).toEqual({
      path: ['0407'],
      end: null,
      aim: '-6039',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('6e: of two mirror-image ends tied on everything, the one found first (0103 before 0303)', () => {
    // hemmed in by rivers and enemies, the only paths that end farther from the cause (0202) circle
    // around it at one hex (never a step closer, R41); 0103 and 0303 mirror each other across the line
    const b = board('0201', {
      enemies: ['0202', '0301', '0400', '0302', '0203'],
      friends: ['0101'],
      rivers: ['0200', '0300', '0100', '0002', '0001', '0000', '0403', '0003'],
    });
    expect(flee6e(b, '0201', '0202', 5, 1)).toEqual({
      path: ['0201', '0101', '0102', '0103'],
      end: '0103',
      aim: '-1954',
      dropped: 2,
      deviation: 160.893,
      bent: true,
    });
  });
  it('6e: a route through an enemy is not kept over one through none to the same hex', () => {
    // the unit leaves the map from its own hex (no priority dropped) rather than through the enemy at 0601
    const b = board('0500', { enemies: ['0600', '0601'], rivers: ['0501', '0401', '0400', '0302', '0201'] });
    expect(flee6e(b, '0500', '0600', 6, 1)).toEqual({
      path: ['0500'],
      end: null,
      aim: '-5932',
      dropped: 0,
      deviation: 0,
      bent: true,
    });
  });
  it('6e: of two routes to a hex, the one keeping more priorities even when longer', () => {
    const b = board('0601', {
      enemies: ['0500', '0600', '0502', '0400'],
      friends: ['0401'],
      rivers: ['0700', '0701', '0602'],
    });
    expect(flee6e(b, '0601', '0500', 3, 2)).toEqual({
      path: ['0601', '0501', '0402', '0403'],
      end: '0403',
      aim: '-3743',
      dropped: 2,
      deviation: 100.893,
      bent: true,
    });
  });
});

describe('lineHexes: an aim exactly n hexes away is reached by the hex line to it', () => {
  it('3 hexes from 0610 toward 0808 (off every hex axis): 0709, 0708, 0808', () => {
    expect(lineHexes(at('0610'), at('0808'), 3).map(pointLabel)).toEqual(['0709', '0708', '0808']);
  });
});
