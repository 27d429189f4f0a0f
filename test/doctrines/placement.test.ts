import { describe, expect, it } from 'vitest';
import { fleeInLaterTurn } from '../../src/doctrines/6e/later-turns.ts';
import { enemyHexes, hexHolds, mayEndIn } from '../../src/doctrines/occupancy.ts';
import { placeBesideOrBehind } from '../../src/doctrines/placement.ts';
import type { Board } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Leader, Unit } from '../../src/model/unit.ts';
import { board, lineInfantry, pointLabel, ruleset, shownPlan } from '../support/doctrine-charges.ts';

const RS = ruleset('6e'); // stacking limit 3

const c = (col: number, row: number): Coord => ({ col, row });

const br = (id: string, at: Coord): Unit => lineInfantry(id, 'british', at);

const fr = (id: string, at: Coord): Unit => lineInfantry(id, 'french', at);

const leader = (id: string, side: string, at: Coord): Leader => ({
  id,
  name: id,
  side,
  at,
  meleeModifier: 0,
});

describe('what a hex holds for a moving unit', () => {
  const b = board([br('br-1', c(2, 2)), fr('fr-1', c(3, 3)), br('br-2', c(3, 3))], {
    terrain: { '4,4': 'river' },
  });
  it('off the map, impassable, enemies, friends or nothing, the ignored units not counted', () => {
    expect(
      [c(-1, 2), c(2, -1), c(10, 2), c(2, 10), c(4, 4), c(3, 3), c(2, 2), c(5, 5)].map((h) =>
        hexHolds(b, RS, h, 'british', []),
      ),
    ).toEqual(['off-map', 'off-map', 'off-map', 'off-map', 'impassable', 'enemy', 'friend', 'free']);
    expect(hexHolds(b, RS, c(2, 2), 'british', ['br-1'])).toBe('free');
    expect(hexHolds(b, RS, c(3, 3), 'british', ['fr-1'])).toBe('friend');
    expect(hexHolds(b, RS, c(2, 2), 'french', [])).toBe('enemy');
    // woods are passable
    expect(hexHolds(board([], { terrain: { '1,1': 'woods' } }), RS, c(1, 1), 'british', [])).toBe('free');
  });
  it('the hexes of enemy units, each once, in board order', () => {
    const e = board([fr('a', c(3, 3)), br('x', c(1, 1)), fr('b', c(2, 2)), fr('c', c(3, 3))]);
    expect(enemyHexes(e, 'british').map(pointLabel)).toEqual(['0303', '0202']);
    expect(enemyHexes(e, 'french').map(pointLabel)).toEqual(['0101']);
  });
});

describe('where a flight or pursuit may end (a legal board)', () => {
  it('free or friends below the stacking limit; never off the map, impassable or with enemies', () => {
    const two = board([br('a', c(2, 2)), br('b', c(2, 2))]);
    expect(mayEndIn(two, RS, c(2, 2), 'british', ['me'])).toBe(true);
    const three = board([br('a', c(2, 2)), br('b', c(2, 2)), br('c', c(2, 2))]);
    expect(mayEndIn(three, RS, c(2, 2), 'british', ['me'])).toBe(false);
    // the mover itself, ignored, does not count against the limit
    expect(mayEndIn(three, RS, c(2, 2), 'british', ['c'])).toBe(true);
    expect(mayEndIn(two, RS, c(2, 2), 'french', ['me'])).toBe(false);
    expect(mayEndIn(board([], { terrain: { '2,2': 'river' } }), RS, c(2, 2), 'british', [])).toBe(false);
    expect(mayEndIn(board([]), RS, c(-1, 2), 'british', [])).toBe(false);
    expect(mayEndIn(board([]), RS, c(2, 2), 'british', [])).toBe(true);
  });
  it('alone: no unit at all there, friends or not', () => {
    const one = board([br('a', c(2, 2))]);
    expect(mayEndIn(one, RS, c(2, 2), 'british', ['me'], true)).toBe(false);
    expect(mayEndIn(one, RS, c(2, 2), 'british', ['a'], true)).toBe(true);
    expect(mayEndIn(one, RS, c(3, 3), 'british', ['me'], true)).toBe(true);
  });
  it('no enemy leader there, nor a leader of its side standing without a unit', () => {
    const enemy = board([br('a', c(2, 2))], { leaders: [leader('ney', 'french', c(2, 2))] });
    expect(mayEndIn(enemy, RS, c(2, 2), 'british', ['me'])).toBe(false);
    const alone = board([], { leaders: [leader('hill', 'british', c(2, 2))] });
    expect(mayEndIn(alone, RS, c(2, 2), 'british', ['me'])).toBe(false);
    // with a unit of his: he rides with it, the mover may join them
    const riding = board([br('a', c(2, 2))], { leaders: [leader('hill', 'british', c(2, 2))] });
    expect(mayEndIn(riding, RS, c(2, 2), 'british', ['me'])).toBe(true);
    // his only unit is the mover (ignored): alone again
    expect(mayEndIn(riding, RS, c(2, 2), 'british', ['a'])).toBe(false);
    // leaders elsewhere do not matter
    const far = board([], {
      leaders: [leader('ney', 'french', c(5, 5)), leader('hill', 'british', c(6, 6))],
    });
    expect(mayEndIn(far, RS, c(2, 2), 'british', ['me'])).toBe(true);
  });
});

describe('placing a fleeing unit whose move ends in an occupied hex (seed 002)', () => {
  const END = c(5, 5);
  const place = (units: readonly Unit[], cause: Coord, extra: Partial<Board> = {}) => {
    const h = placeBesideOrBehind(board([br('friend', END), ...units], extra), RS, END, cause, 'british', [
      'me',
    ]);
    return h && pointLabel(h);
  };
  it('beside (as far from the cause as the end hex), nearest the line of flight first', () => {
    // cause 0409, 4 hexes from 0505: 0606 and 0405 are beside it, 0405 nearer the line (13.9 degrees off, 0606 16.1)
    expect(place([], c(4, 9))).toBe('0405');
    expect(place([br('b', c(4, 5))], c(4, 9))).toBe('0606');
  });
  it('else behind (farther from the cause), nearest the line first', () => {
    // cause 0009: beside 0606 and 0405 taken; behind, 0605 (1.4 degrees off) before 0504 (7.2)
    const beside = [br('a', c(6, 6)), br('b', c(4, 5))];
    expect(place(beside, c(0, 9))).toBe('0605');
    expect(place([...beside, br('c', c(6, 5))], c(0, 9))).toBe('0504');
    // an enemy leader makes a hex no place; a nearer hex (toward the cause) is never taken
    expect(place(beside, c(0, 9), { leaders: [leader('ney', 'french', c(6, 5))] })).toBe('0504');
  });
  it('the first ring full: the next, beside before behind', () => {
    const ring = [c(5, 4), c(6, 5), c(6, 6), c(5, 6), c(4, 6), c(4, 5)].map((h, i) => br(`r${i}`, h));
    expect(place(ring, c(4, 9))).toBe('0305');
  });
  it('nowhere free on the board: no place', () => {
    const units = [c(0, 0), c(0, 1), c(1, 0), c(1, 1)].map((h, i) => br(`u${i}`, h));
    expect(
      placeBesideOrBehind(board(units, { width: 2, height: 2 }), RS, c(0, 0), c(1, 1), 'british', ['me']),
    ).toBe(undefined);
  });
});

describe('flight in later turns: toward the nearest map edge (seed 002)', () => {
  const b = (u: Unit) => board([u]);
  it('straight to the nearest edge, its roll in hexes', () => {
    expect(shownPlan(fleeInLaterTurn(b(br('me', c(5, 2))), RS, 'me', 7))).toEqual({
      path: ['0502', '0501'],
      aim: '05-62',
      dropped: 0,
      deviation: 0,
      end: '0501',
    });
    expect(shownPlan(fleeInLaterTurn(b(br('me', c(2, 5))), RS, 'me', 10))).toMatchObject({
      path: ['0205', '0104', '0004'],
      end: '0004',
    });
  });
  it('a unit on the edge runs off it', () => {
    expect(shownPlan(fleeInLaterTurn(b(br('me', c(5, 0))), RS, 'me', 12))).toEqual({
      path: ['0500'],
      aim: '05-64',
      dropped: 0,
      deviation: 0,
      end: null,
    });
  });
  it('a unit not on the board: an error naming it', () => {
    expect(() => fleeInLaterTurn(b(br('me', c(5, 2))), RS, 'ghost', 7)).toThrow('no unit ghost');
  });
});

describe('seed 002: placed beside a friend in the top row of the map (seed 002)', () => {
  it('fled north from a cause in 0404 onto a friend in 0400: beside it in 0500 (0300 taken, 0401 nearer the cause)', () => {
    const c = (col: number, row: number) => ({ col, row });
    const board = {
      width: 10,
      height: 10,
      defaultTerrain: 'clear',
      terrain: {},
      units: [lineInfantry('friend', 'british', c(4, 0)), lineInfantry('other', 'british', c(3, 0))],
      leaders: [],
      sides: [],
    };
    // 0500, like 0400, is 4 hexes from 0404: beside; the row above is off the map
    expect(placeBesideOrBehind(board, ruleset('6e'), c(4, 0), c(4, 4), 'british', ['me'])).toEqual(c(5, 0));
  });
});
