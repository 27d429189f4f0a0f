/**
 * A charge with no doctrine record: a La Bataille charge never has one (its rout move records no
 * flight), and a 6e or 8e charge has none until its first rout becomes a flight (record.ts). Asked of
 * such a state, the doctrine questions answer "nothing": no flight open, every flight made, no flight
 * to pursue, nobody held back, no pursuer to order, nothing to ask; a unit that is not on the board is
 * named by its id. Exact answers, asked through the exported functions.
 */
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../cli/load.ts';
import { SEED_002 } from '../../src/doctrines/6e/flight.ts';
import { PURSUIT_6E } from '../../src/doctrines/6e/pursuit.ts';
import { firstToRollNext } from '../../src/doctrines/8e/first-to-roll.ts';
import { SEED_001_FLIGHT } from '../../src/doctrines/8e/flight.ts';
import { flightOrderNext, pursuersInOrder } from '../../src/doctrines/8e/order.ts';
import { pursuableFlights, staysInPlace } from '../../src/doctrines/by-ruleset.ts';
import { declarationsNext } from '../../src/doctrines/declarations.ts';
import { attackersFlee } from '../../src/doctrines/eligibility.ts';
import { flightsMade, makeFlights } from '../../src/doctrines/flight.ts';
import { unitName } from '../../src/doctrines/names.ts';
import type { FlightRecord } from '../../src/doctrines/progress.ts';
import { alongHexes, flightLine } from '../../src/doctrines/pursuer-moves.ts';
import { doctrinePursuitDone, doctrinePursuitDue } from '../../src/doctrines/pursuit.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import { produce } from '../../src/procedure/immer.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, infantry, ruleset } from '../support/doctrine-charges.ts';

function laBataille(): Ruleset {
  const r = loadRuleset('data/rulesets/la-bataille.json');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const UNITS = [cavalry('fr-7-hussars', '0615'), infantry('br-44-foot', 'british', '0614')];
/** The state of a charge before anything is rolled, under each ruleset: no doctrine record yet. */
const START = {
  'la-bataille': charge(laBataille(), UNITS, []).state,
  '6e': charge(ruleset('6e'), UNITS, []).state,
  '8e': charge(ruleset('8e'), UNITS, []).state,
};

describe('a charge with no doctrine record (La Bataille; 6e and 8e before their first flight)', () => {
  it('has no doctrine record to start with', () => {
    expect(START['la-bataille'].doctrine).toBeUndefined();
    expect(START['6e'].doctrine).toBeUndefined();
    expect(START['8e'].doctrine).toBeUndefined();
  });

  for (const [name, s] of Object.entries(START)) {
    it(`${name}: every flight is made (none is open), no charging unit flees, and no flight may be pursued`, () => {
      expect(flightsMade(s)).toBe(true);
      expect(attackersFlee(s)).toBe(false);
      expect(pursuableFlights(s)).toEqual([]);
      expect(pursuableFlights(s, true)).toEqual([]);
      expect(pursuableFlights(s, false)).toEqual([]);
    });

    it(`${name}: making the flights (seed 002 or 001) changes nothing`, () => {
      expect(makeFlights(s, SEED_002)).toBe(s);
      expect(makeFlights(s, SEED_001_FLIGHT)).toBe(s);
    });

    it(`${name}: no charging unit stays in place held back`, () => {
      expect(staysInPlace(s, 'fr-7-hussars')).toBe(false);
    });

    it(`${name}: no 8e pursuer rolls, and no flight order is asked`, () => {
      expect(pursuersInOrder(s)).toEqual([]);
      expect(flightOrderNext(s)).toBeNull();
    });

    it(`${name}: no doctrine pursuit is due: every pursuer has moved`, () => {
      expect(doctrinePursuitDone(s)).toBe(true);
      expect(doctrinePursuitDue(s)).toBe(false);
    });

    it(`${name}: a pursuer not on the initial board counts its move from the hex its target fled from`, () => {
      const fled = { col: 6, row: 14 };
      expect(alongHexes(s, 'fr-9-lancers', fled, 5, 'pursuer-hex')).toBe(5);
      // one on it, one hex from that hex: the first hex of its roll is its step into it (ruling R47)
      expect(alongHexes(s, 'fr-7-hussars', fled, 5, 'pursuer-hex')).toBe(4);
    });

    it(`${name}: a unit not on the board is named by its id, one on it by its name`, () => {
      expect(unitName(s, 'fr-9-lancers')).toBe('fr-9-lancers');
      expect(unitName({ ...s, board: { ...s.board, units: [] } }, 'fr-7-hussars')).toBe('fr-7-hussars');
      expect(
        unitName(
          {
            ...s,
            board: {
              ...s.board,
              units: s.board.units.map((u) => (u.id === 'br-44-foot' ? { ...u, name: '44th Foot' } : u)),
            },
          },
          'br-44-foot',
        ),
      ).toBe('44th Foot');
    });
  }
});

const ROUTED = { col: 6, row: 14 };
const flight = (unit: string, extra: Partial<FlightRecord> = {}): FlightRecord => ({
  unit,
  from: ROUTED,
  awayFrom: [{ col: 6, row: 15 }],
  rule: 'step 5',
  inMelee: true,
  ...extra,
});
/** A 6e or 8e state whose doctrine record is `doctrine` (its flights and whatever is declared). */
const withRecord = (edition: '6e' | '8e', doctrine: NonNullable<ChargeState['doctrine']>): ChargeState => ({
  ...START[edition],
  doctrine,
});

describe('a doctrine record with flights recorded and no pursuer declared yet', () => {
  const s6 = withRecord('6e', { flights: [flight('br-44-foot')] });
  const s8 = withRecord('8e', { flights: [flight('br-44-foot')] });

  it('no 8e pursuer rolls yet; nobody stays in place; no doctrine pursuit is due', () => {
    expect(pursuersInOrder(s8)).toEqual([]);
    expect(staysInPlace(s6, 'fr-7-hussars')).toBe(false);
    expect(doctrinePursuitDone(s6)).toBe(true);
    expect(doctrinePursuitDue(s8)).toBe(false);
  });

  it('8e: a flight made before any pursuer is declared is not destroyed by a pursuit roll (seed 001)', () => {
    const rolled = withRecord('8e', {
      flights: [flight('br-44-foot', { roll: 6, causeHex: { col: 6, row: 15 } })],
    });
    const after = makeFlights(rolled, SEED_001_FLIGHT);
    expect(after.doctrine!.flights.map((f) => [f.unit, f.outcome, f.endedAt])).toEqual([
      ['br-44-foot', 'fled', undefined],
    ]);
    expect(after.removed).toEqual([]);
    expect(after.log.map((e) => e.key)).toEqual([...rolled.log.map((e) => e.key), 'doctrine.flees-8e']);
  });
});

describe('pursuers with no flight to follow (the target left empty)', () => {
  it('a pursuer with no pursuable flight gets the empty target, and then neither rolls (8e) nor moves', () => {
    // the hussars are charging units: their own side's flight is no flight for them to follow
    const s = withRecord('6e', { flights: [flight('fr-7-hussars')], pursuers: [{ unit: 'fr-7-hussars' }] });
    const next = declarationsNext(s, PURSUIT_6E);
    expect(next?.pending).toBeUndefined();
    const after = produce(s, (d) => next!.auto!(d));
    expect(after.doctrine!.pursuers).toEqual([{ unit: 'fr-7-hussars', target: '' }]);
    expect(doctrinePursuitDone(after)).toBe(true);
  });

  it('8e: only the pursuers with a target roll, and who rolls first is settled once one has a target', () => {
    const pursuers = [
      { unit: 'fr-7-hussars', target: '' },
      { unit: 'fr-8-hussars', target: 'br-44-foot' },
    ];
    const s = withRecord('8e', { flights: [flight('br-44-foot')], pursuers });
    expect(pursuersInOrder(s)).toEqual([pursuers[1]]);
    const first = firstToRollNext(s);
    expect(first?.auto).toBeDefined();
    const after = produce(s, (d) => first!.auto!(d));
    expect(after.doctrine!.firstToRoll).toBe('french');
    // none with a target yet: nothing to settle
    expect(firstToRollNext(withRecord('8e', { flights: [], pursuers: [pursuers[0]!] }))).toBeNull();
  });
});

describe("a flight's line for its pursuers", () => {
  it('a flight not moved yet has no path: its line is empty; a moved one runs its path, then straight on', () => {
    expect(flightLine(flight('br-44-foot'), 3)).toEqual([]);
    const moved = flight('br-44-foot', {
      path: [ROUTED, { col: 6, row: 13 }],
      aim: { col: 6, row: -50 },
    });
    expect(flightLine(moved, 2)).toEqual([
      { col: 6, row: 13 },
      { col: 6, row: 12 },
      { col: 6, row: 11 },
    ]);
  });
});
