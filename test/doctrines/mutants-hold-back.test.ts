/**
 * Holding back (seed 000 "Evitar la persecución", src/doctrines/hold-back.ts) at its boundaries: the
 * Leadership tested (the unit's own, its default, or a better one of a leader of its side within range:
 * only a better one, the first of equals), and who stays in place afterwards (only a unit that held back,
 * only under the 6e pursuit, unless the ruleset lets held units advance: ruling R44).
 */
import { describe, expect, it } from 'vitest';
import { holdBackLeadership, holdBackPasses } from '../../src/doctrines/6e/hold-back.ts';
import { staysInPlace } from '../../src/doctrines/by-ruleset.ts';
import type { Board } from '../../src/model/board.ts';
import type { Leader, Unit } from '../../src/model/unit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { lineInfantry, ruleset } from './helpers.ts';

const SIX = ruleset('6e');
const U: Unit = lineInfantry('fr-44', 'french', { col: 6, row: 10 });
const leader = (id: string, leadership: number | undefined, extra: Partial<Leader> = {}): Leader => ({
  id,
  name: id,
  side: 'french',
  at: { col: 6, row: 8 },
  meleeModifier: 0,
  ...(leadership === undefined ? {} : { leadership }),
  ...extra,
});
const board = (leaders: readonly Leader[]): Board => ({
  width: 16,
  height: 20,
  defaultTerrain: 'clear',
  terrain: {},
  units: [U],
  leaders,
  sides: [],
});

describe('the Leadership of a hold-back test', () => {
  it("the unit's own when it has one, else the ruleset's default", () => {
    expect(holdBackLeadership(board([]), SIX, { ...U, leadership: 8 })).toEqual({ value: 8, from: 'fr-44' });
    expect(holdBackLeadership(board([]), SIX, U)).toEqual({ value: 7, from: 'fr-44' });
    const five = ruleset('6e', { pursuit6e: { defaultLeadership: 5 } });
    expect(holdBackLeadership(board([]), five, U)).toEqual({ value: 5, from: 'fr-44' });
    // without the house rule: its own, whatever leader is near
    const off = ruleset('6e', { pursuit6e: { leaderLeadership: false } });
    expect(holdBackLeadership(board([leader('lasalle', 10)]), off, { ...U, leadership: 8 })).toEqual({
      value: 8,
      from: 'fr-44',
    });
  });

  it('a leader lends only a better Leadership: an equal one leaves the test the unit own', () => {
    expect(holdBackLeadership(board([leader('lasalle', 7)]), SIX, U)).toEqual({ value: 7, from: 'fr-44' });
    expect(holdBackLeadership(board([leader('lasalle', 6)]), SIX, U)).toEqual({ value: 7, from: 'fr-44' });
    expect(holdBackLeadership(board([leader('lasalle', 8)]), SIX, U)).toEqual({ value: 8, from: 'lasalle' });
    // the unit's own 9 beats a leader's 8
    expect(holdBackLeadership(board([leader('lasalle', 8)]), SIX, { ...U, leadership: 9 })).toEqual({
      value: 9,
      from: 'fr-44',
    });
  });

  it('the best of several leaders, the first listed of equals; a leader without Leadership lends nothing', () => {
    expect(holdBackLeadership(board([leader('a', 8), leader('b', 10), leader('c', 9)]), SIX, U)).toEqual({
      value: 10,
      from: 'b',
    });
    expect(holdBackLeadership(board([leader('a', 9), leader('b', 9)]), SIX, U)).toEqual({
      value: 9,
      from: 'a',
    });
    expect(holdBackLeadership(board([leader('a', undefined), leader('b', 8)]), SIX, U)).toEqual({
      value: 8,
      from: 'b',
    });
    expect(holdBackLeadership(board([leader('a', undefined)]), SIX, U)).toEqual({ value: 7, from: 'fr-44' });
  });

  it('within the ruleset range (here 2 hexes) only, and of its own side only', () => {
    const near = ruleset('6e', { pursuit6e: { leaderRangeHexes: 2 } });
    expect(holdBackLeadership(board([leader('a', 9)]), near, U)).toEqual({ value: 9, from: 'a' });
    expect(holdBackLeadership(board([leader('a', 9, { at: { col: 6, row: 7 } })]), near, U)).toEqual({
      value: 7,
      from: 'fr-44',
    });
    expect(holdBackLeadership(board([leader('a', 9, { side: 'british' }), leader('b', 8)]), SIX, U)).toEqual({
      value: 8,
      from: 'b',
    });
  });

  it('passed on a roll equal to or below the Leadership', () => {
    expect([2, 6, 7, 8, 12].map((r) => holdBackPasses(r, 7))).toEqual([true, true, true, false, false]);
  });
});

describe('who stays in place after holding back (ruling R44)', () => {
  const doctrine = (pursuers: NonNullable<ChargeState['doctrine']>['pursuers']) => ({
    flights: [],
    ...(pursuers ? { pursuers } : {}),
  });
  const held = doctrine([
    { unit: 'fr-1', holdBack: 'held' },
    { unit: 'fr-2', holdBack: 'failed' },
    { unit: 'fr-3', holdBack: 'declined' },
    { unit: 'fr-4', holdBack: 'no' },
  ]);

  it('6e: the unit that held back, and no other', () => {
    expect(
      ['fr-1', 'fr-2', 'fr-3', 'fr-4', 'fr-5'].map((u) => staysInPlace({ ruleset: SIX, doctrine: held }, u)),
    ).toEqual([true, false, false, false, false]);
    expect(staysInPlace({ ruleset: SIX, doctrine: doctrine(undefined) }, 'fr-1')).toBe(false);
    expect(staysInPlace({ ruleset: SIX, doctrine: undefined }, 'fr-1')).toBe(false);
  });

  it('not when the ruleset lets held units advance, nor under another pursuit', () => {
    const advance = ruleset('6e', { pursuit6e: { heldBackAdvance: true } });
    expect(staysInPlace({ ruleset: advance, doctrine: held }, 'fr-1')).toBe(false);
    expect(staysInPlace({ ruleset: ruleset('8e'), doctrine: held }, 'fr-1')).toBe(false);
  });
});
