/**
 * A hex where a unit fleeing from this combat stands stops a pursuer (seeds 000 and 001): it is no
 * contact and asks no re-flight, even when other enemies stand there with it. A flight of 0 hexes
 * leaves the fleeing unit in its own hex, with whatever else stands there (here the routed 95th, fled
 * from another combat). Asked directly of the 6e re-flight scan and the 8e pursuit move.
 */
import { describe, expect, it } from 'vitest';
import { pursue6e, reflightNeeded } from '../../src/doctrines/6e/pursue.ts';
import { pursue8e } from '../../src/doctrines/8e/pursue.ts';
import type { FlightRecord } from '../../src/doctrines/progress.ts';
import type { Coord } from '../../src/model/coord.ts';
import { produce } from '../../src/procedure/immer.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, entries, meleeNextTurn, routed, ruleset } from '../support/doctrine-charges.ts';

const c = (col: number, row: number): Coord => ({ col, row });
const FLED_0: FlightRecord = {
  unit: 'br-30-foot',
  from: c(6, 14),
  awayFrom: [c(6, 15)],
  rule: 'step 5',
  inMelee: true,
  cause: 'fr-5-dragoons',
  causeHex: c(6, 15),
  roll: 1,
  path: [c(6, 14)],
  aim: c(6, -50),
  outcome: 'fled',
};

function state(edition: '6e' | '8e', withFleeing: boolean): ChargeState {
  const units = [
    cavalry('fr-5-dragoons', '0615', { weight: 'heavy', ranks: 3 }),
    ...(withFleeing ? [routed('br-30-foot', '0614')] : []),
    routed('br-95-foot', '0614'),
  ];
  const s = charge(ruleset(edition), units, [], { targets: ['0614'] }).state;
  return {
    ...s,
    doctrine: {
      flights: withFleeing ? [FLED_0] : [],
      pursuers: [{ unit: 'fr-5-dragoons', target: 'br-30-foot', roll: 6 }],
    },
  };
}

describe('6e: the re-flight scan of a pursuit route (seed 000)', () => {
  it('a unit fleeing from this combat in the hex: no re-flight asked there', () => {
    expect(reflightNeeded(state('6e', true), [c(6, 14)], 'french', ['fr-5-dragoons'])).toBeUndefined();
  });
  it('without it, the routed 95th there needs its new flight', () => {
    expect(reflightNeeded(state('6e', false), [c(6, 14)], 'french', ['fr-5-dragoons'])?.id).toBe(
      'br-95-foot',
    );
  });
});

describe('6e: the pursuit move (seed 000)', () => {
  it('the hex of a unit fleeing from this combat stops the pursuer before it: no re-flight, no new charge', () => {
    // a flight roll of 30 cm the pursuit roll of 6 does not reach: not caught, the pursuer follows
    const s6 = state('6e', true);
    const s: ChargeState = {
      ...s6,
      doctrine: { ...s6.doctrine!, flights: [{ ...FLED_0, roll: 30 }] },
    };
    const after = produce(s, (d) => pursue6e(d, s, s.doctrine!.pursuers![0]!));
    expect(entries(after, 'doctrine.pursuit-blocked').map((e) => e.params)).toEqual([
      { unit: 'fr-5-dragoons', hex: '0614' },
    ]);
    expect(after.doctrine!.reflown).toBeUndefined();
    expect(meleeNextTurn(after)).toEqual([]);
  });
});

describe('8e: the pursuit move (seed 001)', () => {
  it('the hex of a unit fleeing from this combat is no contact: the pursuer stops before it, no new charge', () => {
    const s = state('8e', true);
    const after = produce(s, (d) => pursue8e(d, s, s.doctrine!.pursuers![0]!));
    expect(entries(after, 'doctrine.pursuit-blocked').map((e) => e.params)).toEqual([
      { unit: 'fr-5-dragoons', hex: '0614' },
    ]);
    expect(meleeNextTurn(after)).toEqual([]);
  });
});
