import { describe, expect, it } from 'vitest';
import { holdBackLeadership, holdBackPasses } from '../../src/doctrines/6e/hold-back.ts';
import { staysInPlace } from '../../src/doctrines/by-ruleset.ts';
import type { Board } from '../../src/model/board.ts';
import type { Leader, Unit } from '../../src/model/unit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  cavalry,
  charge,
  HUSSARS,
  infantry,
  LASALLE,
  lineInfantry,
  ROUTED_44TH,
  ruleset,
} from '../support/doctrine-charges.ts';

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

const HUSSARS_7E = cavalry('fr-7-hussars', '0615', { movement: 20, name: '7e Hussards' });

const FOOT_44 = infantry('br-44-foot', 'british', '0614', {
  moraleState: 'routed',
  movement: 10,
  name: '44th Foot',
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

describe('a charging unit standing in woods does not decline its pursuit freely (seed 000, ruling 11)', () => {
  // seed 000 "Evitar la persecución": only a DEFENDER holding a special structure or general-order
  // terrain may stay without a test (docs/doctrines.md ruling 11); the 7e Hussards charge out of woods at
  // 0615 into the routed 44th at 0614 and must test their Leadership to hold back.
  it('the hold-back choice of the hussars in woods is the Leadership test, not a free choice', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [], { terrain: { '0615': 'woods' } });
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'hold-back:fr-7-hussars',
      what: 'hold-back',
      subject: { units: ['fr-7-hussars'], hexes: [{ col: 6, row: 15 }] },
      side: 'french',
      say: { key: 'request.hold-back.test', params: { unit: 'fr-7-hussars' } },
      rule: '000 avoid',
      options: [
        { id: 'pursue', say: { key: 'option.pursue', params: {} } },
        { id: 'attempt', say: { key: 'option.attempt-hold-back', params: {} } },
      ],
      defaultOption: 0,
    });
  });
});

describe('seed 000: two pursuers try to hold back, each test on its own record (seed 000)', () => {
  it('the hussars fail (2D6 11 above Lasalle 10), the chasseurs pass (4): each keeps its own roll', () => {
    const chasseurs = cavalry('fr-5-chasseurs', '0615', {
      movement: 20,
      name: '5e Chasseurs',
      increments: 4,
    });
    const ses = charge(ruleset('6e'), [HUSSARS_7E, chasseurs, FOOT_44], [], { leaders: [LASALLE] });
    // the stronger unit first (6 increments before 4)
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:fr-7-hussars' });
    ses.choose(1); // attempt
    ses.roll(11);
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:fr-5-chasseurs' });
    ses.choose(1);
    ses.roll(4);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot' });
    expect(ses.state.doctrine?.pursuers).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', holdBack: 'failed', holdBackRoll: 11 },
      { unit: 'fr-5-chasseurs', target: 'br-44-foot', holdBack: 'held', holdBackRoll: 4 },
    ]);
  });
});
