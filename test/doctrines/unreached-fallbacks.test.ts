/**
 * The doctrine code's answers for the cases a charge of the shipped rulesets does not reach, asked
 * directly: a flight from hexes where no enemy stands any more has no cause (seed 002 priority 1, seed
 * 001: nobody to flee from, so it flees from the hex it broke in, against a strength of 0); a placement
 * never answers the hex the flight ended in, even when that hex is free (seed 002: beside or behind
 * it); a unit coming back onto the map that a host left on the board may come back to its own hex.
 */
import { describe, expect, it } from 'vitest';
import { CAUSE_6E } from '../../src/doctrines/6e/cause.ts';
import { causeNext } from '../../src/doctrines/cause.ts';
import { returnToMap } from '../../src/doctrines/obligations.ts';
import { placeBesideOrBehind } from '../../src/doctrines/placement.ts';
import type { FlightRecord } from '../../src/doctrines/progress.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Obligation } from '../../src/model/obligation.ts';
import type { Unit } from '../../src/model/unit.ts';
import { produce } from '../../src/procedure/immer.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { board, cavalry, charge, infantry, lineInfantry, ruleset } from '../support/doctrine-charges.ts';

const RS = ruleset('6e');
const c = (col: number, row: number): Coord => ({ col, row });

describe('a flight with no enemy left in the hexes it flees from (seed 002 priority 1)', () => {
  it('has no cause: it flees from the first of those hexes, and the entry names no enemy, value 0', () => {
    // the hussars in 0615 routed the 44th in 0614; the flight flees from 0715, where nobody stands
    const start = charge(
      RS,
      [cavalry('fr-7-hussars', '0615'), infantry('br-44-foot', 'british', '0614')],
      [],
    ).state;
    const f: FlightRecord = {
      unit: 'br-44-foot',
      from: c(6, 14),
      awayFrom: [c(7, 15)],
      rule: 'step 5',
      inMelee: true,
    };
    const s: ChargeState = { ...start, doctrine: { flights: [f] } };
    const next = causeNext(s, f, s.board.units.find((u) => u.id === 'br-44-foot')!, CAUSE_6E);
    expect(next.pending).toBeUndefined();
    const after = produce(s, (d) => next.auto!(d));
    expect(after.doctrine!.flights).toEqual([{ ...f, cause: '', causeHex: c(7, 15) }]);
    const told = after.log[after.log.length - 1]!;
    expect([told.key, told.rule, told.params]).toEqual([
      'doctrine.cause-6e',
      CAUSE_6E.rule,
      { unit: 'br-44-foot', cause: 'the charge', value: 0 },
    ]);
  });
});

describe('placing a fleeing unit beside or behind the hex its move ended in (seed 002)', () => {
  it('never in that hex itself, even free: the first ring full, the next ring beside before behind', () => {
    // 0505 free, its six neighbours held: the unit goes to 0305 (as when a friend holds 0505)
    const ring = [c(5, 4), c(6, 5), c(6, 6), c(5, 6), c(4, 6), c(4, 5)].map((h, i) =>
      lineInfantry(`r${i}`, 'british', h),
    );
    const h = placeBesideOrBehind(board(ring), RS, c(5, 5), c(4, 9), 'british', ['me']);
    expect(h).toEqual(c(3, 5));
  });
});

describe('returning onto the map (seed 000) with the unit still on the board', () => {
  it('a host that left it on the board at its exit: it comes back to that hex, not beside it', () => {
    const hussars: Unit = { ...lineInfantry('fr-hussars', 'french', c(5, 0)), arm: 'cavalry', increments: 4 };
    const ob: Extract<Obligation, { kind: 'return-to-map' }> = {
      kind: 'return-to-map',
      rule: '000 off table',
      source: '000',
      unit: hussars,
      exit: c(5, 0),
      edge: 'north',
      when: 'next-movement-phase',
      mayCharge: false,
      countsAsMoved: true,
    };
    const r = returnToMap(board([hussars]), RS, ob);
    expect(r.at).toEqual(c(5, 0));
    expect(r.board.units.map((u) => [u.id, u.at, u.facing])).toEqual([['fr-hussars', c(5, 0), 3]]);
  });
});
