/**
 * How routs become doctrine flights (src/doctrines/record.ts), asked directly on a charge's state: which
 * routs become flights (defenders always, the charging units only when the melee result routs them, none
 * under the La Bataille flight), the flight record written (its hex, the hexes fled from, the rule, whether
 * it broke in a melee: seed 000), one open flight per unit, unlimbered artillery eliminated instead (18.10.4),
 * the pursuit declarations re-opened by a new batch when nobody was eligible, and the host's obligations.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { routBecomesFlight } from '../../src/doctrines/by-ruleset.ts';
import { flightsWaiting, pushObligation, recordFlights } from '../../src/doctrines/record.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Unit } from '../../src/model/unit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, infantry, lineInfantry, ruleset } from './helpers.ts';

const SIX = ruleset('6e');
const base = charge(SIX, [cavalry('fr-a', '0615'), infantry('br-1', 'british', '0614')], []).state;
const HEX: Coord = { col: 6, row: 14 };
const AWAY: readonly Coord[] = [{ col: 6, row: 15 }];
const unit = (id: string, at: Coord, extra: Partial<Unit> = {}): Unit => ({
  ...lineInfantry(id, 'british', at),
  moraleState: 'routed',
  ...extra,
});
const B1 = unit('br-1', HEX);
const B2 = unit('br-2', HEX);
const GUN = unit('br-gun', { col: 7, row: 14 }, { arm: 'artillery', formation: 'unlimbered' });

/** The machine step each test state stands for (the state itself names none). */
const STEP = new WeakMap<ChargeState, string>();
const at = (
  step: string,
  doctrine?: ChargeState['doctrine'],
  units: readonly Unit[] = [B1, B2, GUN],
): ChargeState => {
  const s: ChargeState = {
    ...base,
    board: { ...base.board, units: [...units], leaders: [] },
    removed: [],
    log: [],
    doctrine,
  };
  STEP.set(s, step);
  return s;
};
const record = (s: ChargeState, ids: readonly string[], rule = 'step 5') =>
  produce(s, (d) => recordFlights(d, ids, AWAY, rule, STEP.get(s)!));

describe('which routs become flights', () => {
  const lb: Ruleset = {
    ...SIX,
    settings: { ...SIX.settings, doctrine: { ...SIX.settings.doctrine, flight: 'la-bataille' } },
  };
  it('defenders always; the charging units only when the melee roll routs them; none under La Bataille', () => {
    expect(routBecomesFlight({ ruleset: SIX }, true, 'standCheck')).toBe(true);
    expect(routBecomesFlight({ ruleset: SIX }, false, 'meleeRoll')).toBe(true);
    expect(routBecomesFlight({ ruleset: SIX }, false, 'pursuit.pursuitMelee')).toBe(false);
    expect(routBecomesFlight({ ruleset: SIX }, true, 'pursuit.pursuitTarget')).toBe(false);
    expect(routBecomesFlight({ ruleset: SIX }, true, 'pursuit.contact')).toBe(false);
    expect(routBecomesFlight({ ruleset: SIX }, true, 'routedTargetRetreats')).toBe(true);
    expect(routBecomesFlight({ ruleset: ruleset('8e') }, false, 'meleeRoll')).toBe(true);
    expect(routBecomesFlight({ ruleset: lb }, true, 'meleeRoll')).toBe(false);
    expect(routBecomesFlight({ ruleset: lb }, false, 'meleeRoll')).toBe(false);
  });
});

describe('recording flights', () => {
  it('the first batch: one record per routed unit on the board, in board order (the machine knows the step to go back to)', () => {
    const s = record(at('meleeRoll'), ['br-2', 'br-1', 'br-none']);
    expect(s.doctrine).toEqual({
      flights: [
        { unit: 'br-1', from: HEX, awayFrom: AWAY, rule: 'step 5', inMelee: true },
        { unit: 'br-2', from: HEX, awayFrom: AWAY, rule: 'step 5', inMelee: true },
      ],
    });
    expect(flightsWaiting(s)).toBe(true);
  });

  it('at the stand check: not broken in a melee (seed 000: a test before any round)', () => {
    const s = record(at('standCheck'), ['br-1'], '19.6');
    expect(s.doctrine?.flights).toEqual([
      { unit: 'br-1', from: HEX, awayFrom: AWAY, rule: '19.6', inMelee: false },
    ]);
  });

  it('a unit with an open flight is not recorded again; one whose flight is made flees anew', () => {
    const open = { flights: [{ unit: 'br-1', from: HEX, awayFrom: AWAY, rule: '19.6', inMelee: false }] };
    expect(record(at('meleeRoll', open), ['br-1']).doctrine?.flights).toEqual(open.flights);
    const made = { flights: [{ ...open.flights[0]!, outcome: 'fled' as const, path: [HEX] }] };
    expect(record(at('meleeRoll', made), ['br-1']).doctrine?.flights).toEqual([
      ...made.flights,
      { unit: 'br-1', from: HEX, awayFrom: AWAY, rule: 'step 5', inMelee: true },
    ]);
    // another unit's open flight does not stop this one
    const other = { flights: [{ ...open.flights[0]!, unit: 'br-2' }] };
    expect(record(at('meleeRoll', other), ['br-1']).doctrine?.flights.map((f) => f.unit)).toEqual([
      'br-2',
      'br-1',
    ]);
  });

  it('unlimbered artillery forced to flee is eliminated (18.10.4), not recorded', () => {
    const s = record(at('meleeRoll'), ['br-gun', 'br-1']);
    expect(s.doctrine?.flights.map((f) => f.unit)).toEqual(['br-1']);
    expect(s.removed.map((r) => [r.unit.id, r.reason, r.rule])).toEqual([
      ['br-gun', 'eliminated', '18.10.4'],
    ]);
    expect(s.log.map((e) => [e.rule, e.key, e.params])).toEqual([
      ['18.10.4', 'rout.artillery-eliminated', { unit: 'br-gun' }],
    ]);
    expect(s.board.units.map((u) => u.id)).toEqual(['br-1', 'br-2']);
    // limbered guns, and unlimbered infantry, flee
    const limbered = { ...GUN, formation: 'limbered' as const };
    const foot = { ...B2, formation: 'unlimbered' as never };
    const both = record(at('meleeRoll', undefined, [limbered, foot]), ['br-gun', 'br-2']);
    expect(both.doctrine?.flights.map((f) => f.unit)).toEqual(['br-gun', 'br-2']);
    expect(both.removed).toEqual([]);
  });

  it('a new batch re-opens the pursuit declarations when nobody was eligible, and keeps them otherwise', () => {
    const none = record(at('meleeRoll', { flights: [], pursuers: [] }), ['br-1']);
    expect(none.doctrine?.pursuers).toBeUndefined();
    const some = record(at('meleeRoll', { flights: [], pursuers: [{ unit: 'fr-a', target: 'br-2' }] }), [
      'br-1',
    ]);
    expect(some.doctrine?.pursuers).toEqual([{ unit: 'fr-a', target: 'br-2' }]);
  });

  it('flights waiting: only those not made yet', () => {
    const f = { unit: 'br-1', from: HEX, awayFrom: AWAY, rule: '19.6', inMelee: false };
    expect(flightsWaiting(at('x', { flights: [{ ...f, outcome: 'fled' }] }))).toBe(false);
    expect(
      flightsWaiting(
        at('x', {
          flights: [
            { ...f, outcome: 'fled' },
            { ...f, unit: 'br-2' },
          ],
        }),
      ),
    ).toBe(true);
    expect(flightsWaiting(at('x'))).toBe(false);
  });
});

describe("the host's obligations", () => {
  it('added in order, the list made on the first', () => {
    const ob = {
      kind: 'still-fleeing' as const,
      rule: '002 direction',
      source: '002' as const,
      unit: 'br-1',
      at: HEX,
      nextFlight: 'toward-nearest-edge' as const,
    };
    const one = produce(at('x'), (d) => pushObligation(d, ob));
    expect(one.obligations).toEqual([ob]);
    const two = produce(one, (d) => pushObligation(d, { ...ob, unit: 'br-2' }));
    expect(two.obligations?.map((o) => (o.kind === 'still-fleeing' ? o.unit : ''))).toEqual(['br-1', 'br-2']);
  });
});
