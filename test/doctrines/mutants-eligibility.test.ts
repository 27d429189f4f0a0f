/**
 * Who may pursue and whom (seed 000 "Quién puede perseguir", seed 001; src/doctrines/eligibility.ts) and
 * whom a unit flees from (seed 002 priority 1, seed 001; src/doctrines/cause.ts), asked directly on small
 * states: the winners whose every enemy fled, highest unit strength first (listed order among equals);
 * the defenders only when every charging unit fled, never unlimbered artillery, never under the La
 * Bataille pursuit; the flights a pursuer may follow (the other side's, on the map, under 6e only those
 * broken in a melee unless the house rule allows stand-check fleers); the enemies of the strongest unit
 * strength (6e) or the most full ranks (8e).
 */
import { describe, expect, it } from 'vitest';
import { CAUSE_6E } from '../../src/doctrines/6e/cause.ts';
import { CAUSE_8E } from '../../src/doctrines/8e/cause.ts';
import { eligiblePursuers, pursuableFlights } from '../../src/doctrines/by-ruleset.ts';
import { causeCandidates } from '../../src/doctrines/cause.ts';
import { attackersFlee } from '../../src/doctrines/eligibility.ts';
import { doctrineSettings } from '../../src/doctrines/settings.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Unit } from '../../src/model/unit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, infantry, lineInfantry, ruleset } from './helpers.ts';

const SIX = ruleset('6e');
const EIGHT = ruleset('8e');
const base = charge(SIX, [cavalry('fr-a', '0615'), infantry('br-1', 'british', '0614')], []).state;

type Flight = NonNullable<ChargeState['doctrine']>['flights'][number];
const FROM: Coord = { col: 6, row: 15 };
const HEX: Coord = { col: 6, row: 14 };
const unit = (id: string, side: string, at: Coord, extra: Partial<Unit> = {}): Unit => ({
  ...lineInfantry(id, side, at),
  ...extra,
});
const FR_A = unit('fr-a', 'french', FROM, { arm: 'cavalry' }); // unit strength 6 (its increments)
const FR_B = unit('fr-b', 'french', FROM, { arm: 'cavalry', unitStrength: 9 });
const FR_C = unit('fr-c', 'french', FROM, { arm: 'cavalry', increments: 2, fullIncrements: 6 });
const BR_1 = unit('br-1', 'british', HEX, { unitStrength: 4 });
const BR_2 = unit('br-2', 'british', HEX, { unitStrength: 8 });
const BR_GUN = unit('br-gun', 'british', HEX, {
  arm: 'artillery',
  formation: 'unlimbered',
  unitStrength: 12,
});
const routed = (u: Unit): Unit => ({ ...u, moraleState: 'routed' });
const flight = (u: string, extra: Partial<Flight> = {}): Flight => ({
  unit: u,
  from: HEX,
  awayFrom: [FROM],
  rule: 'step 5',
  inMelee: true,
  ...extra,
});

function state(
  units: readonly Unit[],
  flights: readonly Flight[] = [],
  o: { rs?: Ruleset; attackers?: readonly string[]; targets?: readonly string[] } = {},
): ChargeState {
  return {
    ...base,
    ruleset: o.rs ?? SIX,
    board: { ...base.board, units: [...units] },
    attackers: o.attackers ?? ['fr-a', 'fr-b', 'fr-c'],
    attackerHex: FROM,
    targets: [{ ...base.targets[0]!, hex: HEX, units: o.targets ?? ['br-1', 'br-2', 'br-gun'] }],
    doctrine: { flights },
  };
}

describe('whose flights are waiting', () => {
  it("the charging units' when one of them has a flight not made yet", () => {
    expect(attackersFlee(state([], [flight('fr-a')]))).toBe(true);
    expect(attackersFlee(state([], [flight('br-1'), flight('fr-b')]))).toBe(true);
    expect(attackersFlee(state([], [flight('fr-a', { outcome: 'fled' }), flight('br-1')]))).toBe(false);
    expect(attackersFlee(state([], [flight('br-1')]))).toBe(false);
    expect(attackersFlee({ ...state([]), doctrine: undefined })).toBe(false);
  });
});

describe('who may pursue (seed 000 "Quién puede perseguir")', () => {
  it('the defenders fled: the charging units not routed, highest unit strength first, listed order among equals', () => {
    const fled = [flight('br-1'), flight('br-2')];
    const defenders = [routed(BR_1), routed(BR_2)];
    expect(
      eligiblePursuers(state([FR_A, FR_B, FR_C, ...defenders], fled, { targets: ['br-1', 'br-2'] })),
    ).toEqual(['fr-b', 'fr-a', 'fr-c']);
    const twin = { ...FR_C, id: 'fr-d', increments: 6 };
    expect(
      eligiblePursuers(
        state([FR_A, twin, routed(FR_B), ...defenders], fled, {
          attackers: ['fr-a', 'fr-d', 'fr-b'],
          targets: ['br-1', 'br-2'],
        }),
      ),
    ).toEqual(['fr-a', 'fr-d']);
    // a target gone from the board (eliminated) does not stand
    expect(eligiblePursuers(state([FR_A, routed(BR_1)], [flight('br-1')], { attackers: ['fr-a'] }))).toEqual([
      'fr-a',
    ]);
  });

  it('a target unit still standing (not routed): nobody pursues', () => {
    expect(
      eligiblePursuers(
        state([FR_A, FR_B, routed(BR_1), BR_2], [flight('br-1')], { targets: ['br-1', 'br-2'] }),
      ),
    ).toEqual([]);
  });

  it('the charging units fled: the defenders standing in the target hex, strongest first, never unlimbered guns', () => {
    const fled = [flight('fr-a'), flight('fr-b')];
    const chargers = [routed(FR_A), routed(FR_B)];
    const s = state([...chargers, BR_1, BR_2, BR_GUN], fled, { attackers: ['fr-a', 'fr-b'] });
    expect(eligiblePursuers(s)).toEqual(['br-2', 'br-1']);
    // limbered guns may pursue
    const limbered = { ...BR_GUN, formation: 'limbered' as const };
    expect(
      eligiblePursuers(state([...chargers, BR_1, limbered], fled, { attackers: ['fr-a', 'fr-b'] })),
    ).toEqual(['br-gun', 'br-1']);
    // unlimbered infantry is no gun: the test is artillery AND unlimbered
    const foot = { ...BR_1, formation: 'unlimbered' as never };
    expect(eligiblePursuers(state([...chargers, foot], fled, { attackers: ['fr-a', 'fr-b'] }))).toEqual([
      'br-1',
    ]);
    // a routed defender, or one no longer in the target hex, does not pursue
    expect(
      eligiblePursuers(
        state([...chargers, routed(BR_1), { ...BR_2, at: { col: 6, row: 12 } }], fled, {
          attackers: ['fr-a', 'fr-b'],
        }),
      ),
    ).toEqual([]);
  });

  it('the charging units fled but one still stands, or the La Bataille pursuit: no defender pursues', () => {
    const s = state([routed(FR_A), FR_B, BR_1], [flight('fr-a')], { attackers: ['fr-a', 'fr-b'] });
    expect(eligiblePursuers(s)).toEqual([]);
    const lb: Ruleset = {
      ...SIX,
      settings: { ...SIX.settings, doctrine: { ...SIX.settings.doctrine, pursuit: 'la-bataille' } },
    };
    const all = state([routed(FR_A), BR_1], [flight('fr-a')], { attackers: ['fr-a'], rs: lb });
    expect(eligiblePursuers(all)).toEqual([]);
    expect(eligiblePursuers({ ...all, ruleset: SIX })).toEqual(['br-1']);
  });
});

describe('the flights a pursuer may follow', () => {
  const units = [FR_A, FR_B, BR_1, BR_2];
  const flights = [
    flight('br-1'),
    flight('br-2', { inMelee: false }),
    flight('br-gone'),
    flight('fr-a', { from: FROM, awayFrom: [HEX], outcome: 'fled' }),
  ];
  const ids = (fs: readonly Flight[]) => fs.map((f) => f.unit);

  it("6e: the other side's flights on the map, broken in a melee", () => {
    expect(ids(pursuableFlights(state(units, flights)))).toEqual(['br-1']);
    expect(ids(pursuableFlights(state(units, flights), true))).toEqual(['fr-a']);
    // by default, by whose flights are waiting: the charging unit's flight is waiting
    expect(ids(pursuableFlights(state(units, [flight('fr-a'), flight('br-1')])))).toEqual(['fr-a']);
  });

  it('6e with the house rule: stand-check fleers too', () => {
    const house = ruleset('6e', { pursuit6e: { pursueStandCheckFleers: true } });
    expect(ids(pursuableFlights(state(units, flights, { rs: house })))).toEqual(['br-1', 'br-2']);
  });

  it('8e: every flight of the other side on the map', () => {
    expect(ids(pursuableFlights(state(units, flights, { rs: EIGHT })))).toEqual(['br-1', 'br-2']);
  });

  it('no doctrine yet: none', () => {
    expect(pursuableFlights({ ...state(units), doctrine: undefined }, false)).toEqual([]);
  });
});

describe('whom a unit flees from (seed 002 priority 1, seed 001)', () => {
  const f = flight('br-1', { awayFrom: [FROM, { col: 7, row: 14 }] });
  const E = unit('fr-e', 'french', { col: 7, row: 14 }, { arm: 'cavalry', unitStrength: 9, ranks: 2 });
  const ids = (r: { best: readonly Unit[]; all: readonly Unit[] }) => ({
    best: r.best.map((u) => u.id),
    all: r.all.map((u) => u.id),
  });
  const s6 = doctrineSettings(SIX);

  it('6e: the enemies in the hexes fled from, the highest unit strength best', () => {
    const board = {
      ...base.board,
      units: [FR_A, BR_1, E, FR_B, unit('fr-far', 'french', { col: 2, row: 2 })],
    };
    expect(ids(causeCandidates(board, f, 'british', CAUSE_6E, s6))).toEqual({
      best: ['fr-e', 'fr-b'],
      all: ['fr-a', 'fr-e', 'fr-b'],
    });
    const one = { ...board, units: [FR_A, BR_1, E] };
    expect(ids(causeCandidates(one, f, 'british', CAUSE_6E, s6))).toEqual({
      best: ['fr-e'],
      all: ['fr-a', 'fr-e'],
    });
  });

  it('8e: the most full ranks (the default for a unit without)', () => {
    const board = { ...base.board, units: [FR_A, BR_1, E, { ...FR_B, ranks: 1 }] };
    expect(ids(causeCandidates(board, f, 'british', CAUSE_8E, doctrineSettings(EIGHT)))).toEqual({
      best: ['fr-e'],
      all: ['fr-a', 'fr-e', 'fr-b'],
    });
    const deep = doctrineSettings(ruleset('8e', { flightPursuit8e: { defaultRanks: 3 } }));
    expect(ids(causeCandidates(board, f, 'british', CAUSE_8E, deep))).toEqual({
      best: ['fr-a'],
      all: ['fr-a', 'fr-e', 'fr-b'],
    });
  });

  it('a friend in a hex fled from is no cause', () => {
    const board = { ...base.board, units: [{ ...BR_2, at: FROM }, FR_A, BR_1] };
    expect(ids(causeCandidates(board, f, 'british', CAUSE_6E, s6))).toEqual({
      best: ['fr-a'],
      all: ['fr-a'],
    });
  });
});
