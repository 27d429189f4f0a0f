/**
 * The classes of the doctrines' flight and pursuit rolls (src/doctrines/roll-classes.ts), asked directly:
 * test/analysis/doctrine-roll-classes.test.ts checks them against whole analyses, but Stryker leaves
 * test/analysis out, so the classifier had no coverage in the mutation runs. Each class below is read
 * off seed 000 (a pursuit roll equal to or above the flight roll catches it) and seed 002/001 (the hexes a
 * roll moves: 5 cm or 2 inches a hex, rounded down); a classifier that lumps or splits rolls wrongly, or
 * classifies a roll it cannot (a pursuit still to be declared, an enemy already fleeing), fails here.
 */
import { describe, expect, it } from 'vitest';
import { doctrineRollClassifier } from '../../src/doctrines/roll-classes.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Unit } from '../../src/model/unit.ts';
import type { ChargeState, RollRequest, RollWhat } from '../../src/procedure/state.ts';
import { cavalry, charge, infantry, lineInfantry, ruleset } from '../support/doctrine-charges.ts';

const SIX = ruleset('6e');
const EIGHT = ruleset('8e');
const base = charge(SIX, [cavalry('fr-hussars', '0615'), infantry('br-44', 'british', '0614')], []).state;

type Doctrine = NonNullable<ChargeState['doctrine']>;
type Flight = Doctrine['flights'][number];
type Pursuer = NonNullable<Doctrine['pursuers']>[number];

/** A unit on the test board: infantry (Movement 10 cm: 5D6) unless `extra` says otherwise. */
const unit = (id: string, side: string, at: Coord, extra: Partial<Unit> = {}): Unit => ({
  ...lineInfantry(id, side, at),
  ...extra,
});
const HUSSARS = unit('fr-hussars', 'french', { col: 5, row: 14 }, { arm: 'cavalry', movement: 20 }); // 8D6
const CHASSEURS = unit('fr-chasseurs', 'french', { col: 5, row: 15 }, { arm: 'cavalry', movement: 10 }); // 5D6
const FOOT_44 = unit('br-44', 'british', { col: 5, row: 11 }, { moraleState: 'routed' });
const FOOT_30 = unit('br-30', 'british', { col: 8, row: 11 }, { moraleState: 'routed' });

/** A flight of `unit` not made yet, broken in the melee unless said otherwise. */
const flight = (u: string, extra: Partial<Flight> = {}): Flight => ({
  unit: u,
  from: { col: 5, row: 13 },
  awayFrom: [{ col: 5, row: 14 }],
  rule: 'step 5',
  inMelee: true,
  ...extra,
});

/** The state waiting for the roll `what` of `unit` with these doctrine records and units. */
function waiting(
  what: RollWhat,
  unit: string,
  doctrine: Partial<Doctrine> | undefined,
  o: { units?: readonly Unit[]; rs?: Ruleset; dice?: RollRequest['dice'] } = {},
): ChargeState {
  return {
    ...base,
    ruleset: o.rs ?? SIX,
    board: { ...base.board, units: [...(o.units ?? [HUSSARS, CHASSEURS, FOOT_44])] },
    pending: {
      kind: 'roll',
      id: 'test',
      what,
      subject: { units: [unit], hexes: [] },
      side: 'french',
      dice: o.dice ?? '5d6',
      say: { key: 'test', params: {} },
      rule: 'test',
    },
    doctrine: doctrine && { flights: [], ...doctrine },
  };
}

/** The class of each roll, or "none" when the classifier leaves every value its own class. */
function classes(s: ChargeState, rolls: readonly number[]): string[] | 'none' {
  const c = doctrineRollClassifier(s);
  return c ? rolls.map((r) => c(s, r)) : 'none';
}

/** A pursuer record of `unit` with the 44th as its target, in this hold-back state (none when not given). */
const after44 = (unit: string, holdBack?: Pursuer['holdBack']): Pursuer =>
  holdBack === undefined ? { unit, target: 'br-44' } : { unit, target: 'br-44', holdBack };

describe('6e flight roll (seed 002, caught by a pursuit roll equal or above: seed 000)', () => {
  const chased = (pursuers: readonly Pursuer[], extra: Partial<Flight> = {}) =>
    waiting('flight-roll', 'br-44', { flights: [flight('br-44', extra)], pursuers });
  /** The pursuer records of the 44th's flight, the rolls, and their classes ("none": no classifier). */
  type Row = readonly [
    pursuers: readonly Pursuer[],
    rolls: readonly number[],
    want: readonly string[] | 'none',
  ];
  const expectRows = (rows: readonly Row[]) => {
    for (const [pursuers, rolls, want] of rows) {
      expect(classes(chased(pursuers), rolls), JSON.stringify(pursuers)).toEqual(want);
    }
  };

  it('one pursuer on 5D6 (5-30): 5 always caught, 6-30 each its own, above 30 never caught', () => {
    expectRows([
      [
        [after44('fr-chasseurs', 'no')],
        [4, 5, 6, 29, 30, 31, 35],
        [
          'hexes 0 always caught',
          'hexes 1 always caught',
          'roll 6',
          'roll 29',
          'roll 30',
          'hexes 6 never caught',
          'hexes 7 never caught',
        ],
      ],
    ]);
  });

  it('two pursuers: caught always only below both, never only above both (5D6 and 8D6: 5-48)', () => {
    expectRows([
      [
        [after44('fr-hussars', 'no'), after44('fr-chasseurs', 'failed')],
        [5, 6, 8, 31, 48, 49],
        ['hexes 1 always caught', 'roll 6', 'roll 8', 'roll 31', 'roll 48', 'hexes 9 never caught'],
      ],
      // the same two in the other order
      [
        [after44('fr-chasseurs', 'attempt'), after44('fr-hussars')],
        [5, 6, 48, 49],
        ['hexes 1 always caught', 'roll 6', 'roll 48', 'hexes 9 never caught'],
      ],
    ]);
  });

  it('pursuers that held back, declined or have moved do not chase: the roll is its hexes only', () => {
    expectRows([
      [
        [after44('fr-hussars', 'held'), after44('fr-chasseurs', 'declined')],
        [5, 9, 10, 31],
        ['hexes 1', 'hexes 1', 'hexes 2', 'hexes 6'],
      ],
      [[{ ...after44('fr-chasseurs', 'no'), moved: true }], [5, 31], ['hexes 1', 'hexes 6']],
      // one that held back does not need a target for the class to be known
      [
        [{ unit: 'fr-hussars', holdBack: 'held' }, after44('fr-chasseurs', 'no')],
        [5, 6, 31],
        ['hexes 1 always caught', 'roll 6', 'hexes 6 never caught'],
      ],
      [
        [{ unit: 'fr-hussars', holdBack: 'declined' }, after44('fr-chasseurs', 'no')],
        [5, 31],
        ['hexes 1 always caught', 'hexes 6 never caught'],
      ],
      [
        [{ unit: 'fr-hussars', moved: true }, after44('fr-chasseurs')],
        [5, 31],
        ['hexes 1 always caught', 'hexes 6 never caught'],
      ],
    ]);
  });

  it('a pursuer following another unit does not chase this one', () => {
    const other = waiting('flight-roll', 'br-44', {
      flights: [flight('br-44'), flight('br-30')],
      pursuers: [{ unit: 'fr-chasseurs', target: 'br-30', holdBack: 'no' }],
    });
    expect(classes(other, [5, 31])).toEqual(['hexes 1', 'hexes 6']);
  });

  it('pursuit declarations still to come, or a pursuer without a target: every value its own class', () => {
    expectRows([
      [undefined as never, [5], 'none'],
      [[], [5], 'none'],
      [[{ unit: 'fr-chasseurs', holdBack: 'no' }], [5], 'none'],
      [[after44('fr-chasseurs', 'no'), { unit: 'fr-hussars', holdBack: 'failed' }], [5], 'none'],
    ]);
  });

  it('a fleer from the stand check nobody may pursue (seed 000): its hexes only, declared or not', () => {
    const stand = (pursuers?: readonly Pursuer[]) =>
      waiting('flight-roll', 'br-44', {
        flights: [flight('br-44', { inMelee: false })],
        ...(pursuers ? { pursuers } : {}),
      });
    expect(classes(stand(), [5, 31])).toEqual(['hexes 1', 'hexes 6']);
    expect(classes(stand([]), [9, 10])).toEqual(['hexes 1', 'hexes 2']);
    // even with a pursuer pointed at it, or one without a target
    expect(classes(stand([after44('fr-chasseurs', 'no')]), [5, 31])).toEqual(['hexes 1', 'hexes 6']);
    expect(classes(stand([{ unit: 'fr-chasseurs', holdBack: 'no' }]), [5])).toEqual(['hexes 1']);
    // the house rule that lets them be pursued makes the declarations matter again
    const house = ruleset('6e', { pursuit6e: { pursueStandCheckFleers: true } });
    const s = waiting(
      'flight-roll',
      'br-44',
      { flights: [flight('br-44', { inMelee: false })] },
      { rs: house },
    );
    expect(classes(s, [5])).toBe('none');
    const chasedHouse = waiting(
      'flight-roll',
      'br-44',
      {
        flights: [flight('br-44', { inMelee: false })],
        pursuers: [after44('fr-chasseurs', 'no')],
      },
      { rs: house },
    );
    expect(classes(chasedHouse, [5, 6, 31])).toEqual([
      'hexes 1 always caught',
      'roll 6',
      'hexes 6 never caught',
    ]);
  });

  it('the flight to class is the one not made yet; none, or a chaser off the board: no class', () => {
    const made = waiting('flight-roll', 'br-44', {
      flights: [flight('br-44', { outcome: 'fled', roll: 12 })],
      pursuers: [],
    });
    expect(classes(made, [5])).toBe('none');
    // an earlier flight made, a new one waiting (a stand-check fleer, so no declarations needed)
    const again = waiting('flight-roll', 'br-44', {
      flights: [flight('br-44', { outcome: 'fled', roll: 12 }), flight('br-44', { inMelee: false })],
    });
    expect(classes(again, [9, 10])).toEqual(['hexes 1', 'hexes 2']);
    const offBoard = waiting(
      'flight-roll',
      'br-44',
      { flights: [flight('br-44')], pursuers: [after44('fr-chasseurs', 'no')] },
      { units: [HUSSARS, FOOT_44] },
    );
    expect(classes(offBoard, [5])).toBe('none');
  });

  it('another hex scale moves other hexes (4 cm a hex)', () => {
    const s = waiting(
      'flight-roll',
      'br-44',
      { flights: [flight('br-44', { inMelee: false })] },
      { rs: ruleset('6e', { hexScale: { cm: 4 } }) },
    );
    expect(classes(s, [7, 8, 12])).toEqual(['hexes 1', 'hexes 2', 'hexes 3']);
  });

  it('8e flight rolls are left whole (seed 001: compared with pursuit rolls still to come)', () => {
    const s = waiting(
      'flight-roll',
      'br-44',
      { flights: [flight('br-44', { inMelee: false })] },
      { rs: EIGHT, dice: '2d6' },
    );
    expect(classes(s, [2])).toBe('none');
  });
});

describe('pursuit roll', () => {
  /** The hussars' pursuit roll waiting, after these flights (6e), chasing the 44th unless said. */
  const followed = (
    flights: readonly Flight[],
    pursuers: readonly Pursuer[] = [after44('fr-hussars', 'no')],
    o: { units?: readonly Unit[] } = {},
  ) => waiting('pursuit-roll', 'fr-hussars', { flights: [...flights], pursuers: [...pursuers] }, o);

  it('6e: its hexes, and whether it reaches the roll of the flight it follows (equal or above catches)', () => {
    const s = followed([flight('br-44', { outcome: 'fled', roll: 17 })]);
    expect(classes(s, [9, 16, 17, 18, 40])).toEqual([
      'hexes 1 caught false',
      'hexes 3 caught false',
      'hexes 3 caught true',
      'hexes 3 caught true',
      'hexes 8 caught true',
    ]);
  });

  it('6e: a flight off the map is caught the same way; one destroyed, stood or not rolled is never caught', () => {
    const follow = (f: Partial<Flight>) => followed([flight('br-44', f)]);
    expect(classes(follow({ outcome: 'off-map', roll: 20 }), [19, 20])).toEqual([
      'hexes 3 caught false',
      'hexes 4 caught true',
    ]);
    expect(classes(follow({ outcome: 'destroyed', roll: 20 }), [20, 48])).toEqual([
      'hexes 4 caught false',
      'hexes 9 caught false',
    ]);
    expect(classes(follow({ outcome: 'stood', roll: 20 }), [20])).toEqual(['hexes 4 caught false']);
    expect(classes(follow({ outcome: 'fled' }), [48])).toEqual(['hexes 9 caught false']);
  });

  it('6e: the flight followed is the latest of its unit', () => {
    const s = followed([
      flight('br-44', { outcome: 'fled', roll: 30 }),
      flight('br-44', { outcome: 'fled', roll: 12 }),
    ]);
    expect(classes(s, [11, 12])).toEqual(['hexes 2 caught false', 'hexes 2 caught true']);
    const other = followed([
      flight('br-44', { outcome: 'fled', roll: 12 }),
      flight('br-30', { outcome: 'fled', roll: 30 }),
    ]);
    expect(classes(other, [12])).toEqual(['hexes 2 caught true']);
  });

  it('6e: no class without a target, a pursuer record or the pursuer on the board', () => {
    const flights = [flight('br-44', { outcome: 'fled', roll: 12 })];
    expect(classes(followed(flights, [{ unit: 'fr-hussars' }]), [12])).toBe('none');
    expect(classes(waiting('pursuit-roll', 'fr-hussars', { flights }), [12])).toBe('none');
    expect(classes(followed(flights, [after44('fr-chasseurs')]), [12])).toBe('none');
    expect(classes(followed(flights, [after44('fr-hussars')], { units: [CHASSEURS, FOOT_44] }), [12])).toBe(
      'none',
    );
  });

  it('6e: an enemy already fleeing from another combat may be hit (its new flight roll decides): no class', () => {
    const flights = [flight('br-44', { outcome: 'fled', roll: 12 })];
    const pursuers = [after44('fr-hussars')];
    const units = [HUSSARS, FOOT_44, FOOT_30];
    const pursued = (extra: Partial<Doctrine>, on: readonly Unit[]) =>
      classes(waiting('pursuit-roll', 'fr-hussars', { flights, pursuers, ...extra }, { units: on }), [12]);
    expect(pursued({}, units)).toBe('none');
    // already flown again in this pursuit, in this charge's flights, not routed, or a friend: no new flight
    const noNewFlight: readonly (readonly [string, Partial<Doctrine>, readonly Unit[]])[] = [
      ['flown again', { reflown: ['br-30'] }, units],
      ['in the flights', { flights: [...flights, flight('br-30', { outcome: 'fled', roll: 9 })] }, units],
      ['not routed', {}, [HUSSARS, FOOT_44, { ...FOOT_30, moraleState: 'good' }]],
      [
        'a friend',
        {},
        [HUSSARS, FOOT_44, unit('fr-routed', 'french', { col: 1, row: 18 }, { moraleState: 'routed' })],
      ],
    ];
    for (const [why, extra, on] of noNewFlight) {
      expect(pursued(extra, on), why).toEqual(['hexes 2 caught true']);
    }
  });

  it('8e: its hexes (2 inches a hex) and, flight by flight, whether it reaches each roll still to move', () => {
    const s = waiting(
      'pursuit-roll',
      'fr-hussars',
      {
        flights: [
          flight('br-44', { roll: 7 }),
          flight('br-30', { outcome: 'fled', roll: 3 }),
          flight('br-50'),
          flight('br-60', { roll: 9 }),
        ],
      },
      { rs: EIGHT, dice: '2d6' },
    );
    expect(classes(s, [2, 3, 6, 7, 8, 9, 12])).toEqual([
      'hexes 1 reaches 00',
      'hexes 1 reaches 00',
      'hexes 3 reaches 00',
      'hexes 3 reaches 10',
      'hexes 4 reaches 10',
      'hexes 4 reaches 11',
      'hexes 6 reaches 11',
    ]);
    // no flight left to move: the hexes only
    expect(classes(waiting('pursuit-roll', 'fr-hussars', {}, { rs: EIGHT, dice: '2d6' }), [5])).toEqual([
      'hexes 2 reaches ',
    ]);
  });
});

describe('which rolls are classified', () => {
  const flights = [flight('br-44', { inMelee: false })];
  it('only a flight or pursuit roll, with the doctrine under way', () => {
    expect(classes(waiting('flight-roll', 'br-44', { flights }), [9])).toEqual(['hexes 1']);
    expect(classes(waiting('hold-back-test', 'fr-hussars', { flights }), [9])).toBe('none');
    expect(classes(waiting('reflight-roll', 'br-44', { flights }), [9])).toBe('none');
    expect(classes(waiting('flight-roll', 'br-44', undefined), [9])).toBe('none');
    const choice: ChargeState = {
      ...waiting('flight-roll', 'br-44', { flights }),
      pending: {
        kind: 'choice',
        id: 'flight-order',
        what: 'flight-order',
        subject: { units: ['br-44'], hexes: [] },
        side: 'british',
        say: { key: 'request.flight-order', params: {} },
        options: [],
        rule: 'x',
        defaultOption: 0,
      },
    } as never;
    expect(doctrineRollClassifier(choice)).toBeUndefined();
    expect(
      doctrineRollClassifier({ ...waiting('flight-roll', 'br-44', { flights }), pending: null }),
    ).toBeUndefined();
  });
});
