import { describe, expect, it } from 'vitest';
import { answerDoctrineChoice, resolveDoctrineRoll } from '../../src/doctrines/answers.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { cavalry, charge, infantry, LASALLE, ruleset } from '../support/doctrine-charges.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20, name: '7e Hussards' });

const FOOT_44 = infantry('br-44-foot', 'british', '0614', {
  moraleState: 'routed',
  movement: 10,
  name: '44th Foot',
});

const logged = (s: ChargeState, keys: readonly string[]) =>
  s.log.filter((e) => keys.includes(e.key)).map((e) => [e.key, e.rule, e.source, e.params, e.dice]);

const loggedFrom = (s: ChargeState, prefix: string) =>
  s.log.filter((e) => e.key.startsWith(prefix)).map((e) => [e.key, e.rule, e.params, e.dice]);

describe('6e: the hold-back decision and test, the flight and pursuit rolls (seeds 000, 002)', () => {
  const start = () => charge(ruleset('6e'), [HUSSARS, FOOT_44], [], { leaders: [LASALLE] });

  it('an attempt failed (2D6 11 above Lasalle 10): the hussars pursue; every roll recorded', () => {
    const ses = start();
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:fr-7-hussars' });
    ses.choose(1);
    expect(ses.state.doctrine?.pursuers).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', holdBack: 'attempt' },
    ]);
    ses.roll(11);
    ses.roll(17);
    ses.roll(20);
    const s = ses.state;
    expect(s.doctrine?.pursuers).toEqual([
      {
        unit: 'fr-7-hussars',
        target: 'br-44-foot',
        holdBack: 'failed',
        holdBackRoll: 11,
        roll: 20,
        dice: '8d6',
        moved: true,
      },
    ]);
    expect(s.doctrine?.flights.map((f) => [f.unit, f.roll, f.dice, f.outcome])).toEqual([
      ['br-44-foot', 17, '5d6', 'fled'],
    ]);
    expect(
      logged(s, ['doctrine.not-held', 'doctrine.held-back', 'doctrine.flight-roll', 'doctrine.pursuit-roll']),
    ).toEqual([
      [
        'doctrine.not-held',
        '000 avoid',
        '000',
        { unit: '7e Hussards', roll: 11, leadership: 10, from: 'Lasalle' },
        { dice: '2d6', roll: 11 },
      ],
      [
        'doctrine.flight-roll',
        '002 distance',
        '002',
        { unit: '44th Foot', roll: 17, dice: '5d6' },
        { dice: '5d6', roll: 17 },
      ],
      [
        'doctrine.pursuit-roll',
        '000 distance',
        '000',
        { unit: '7e Hussards', roll: 20, dice: '8d6' },
        { dice: '8d6', roll: 20 },
      ],
    ]);
  });

  it('an attempt passed on a roll equal to the Leadership: held back, no pursuit roll', () => {
    const ses = start();
    ses.choose(1);
    ses.roll(10);
    expect(ses.state.doctrine?.pursuers).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', holdBack: 'held', holdBackRoll: 10 },
    ]);
    expect(logged(ses.state, ['doctrine.not-held', 'doctrine.held-back'])).toEqual([
      [
        'doctrine.held-back',
        '000 avoid',
        '000',
        { unit: '7e Hussards', roll: 10, leadership: 10, from: 'Lasalle' },
        { dice: '2d6', roll: 10 },
      ],
    ]);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot' });
  });

  it('no attempt: it pursues without a test', () => {
    const ses = start();
    ses.choose(0);
    expect(ses.state.doctrine?.pursuers).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', holdBack: 'no' },
    ]);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot' });
  });
});

describe('8e: causes, targets and the order of three flights and three pursuits (seed 001, R46)', () => {
  const dragoons = (id: string, name: string) => cavalry(id, '0615', { weight: 'heavy', ranks: 3, name });
  const fleeing = (id: string, name: string) =>
    infantry(id, 'british', '0614', { moraleState: 'routed', name });
  const start = () =>
    charge(
      ruleset('8e'),
      [
        dragoons('fr-5', '5e Dragons'),
        dragoons('fr-9', '9e Cuirassiers'),
        dragoons('fr-12', '12e Cuirassiers'),
        fleeing('br-30', '30th Foot'),
        fleeing('br-73', '73rd Foot'),
        fleeing('br-95', '95th Rifles'),
      ],
      [],
    );

  it('the last option picked each time: every record and entry names the picked unit', () => {
    const ses = start();
    const asked: string[] = [];
    // at most 20 requests: a broken answer that asks again for ever fails here rather than hanging
    for (let n = 0; ses.pending && n < 20; n++) {
      const p = ses.pending;
      asked.push(p.id);
      if (p.kind === 'choice') ses.choose(p.options.length - 1);
      else ses.roll(5);
    }
    expect(asked).toEqual([
      'flight-cause:br-30',
      'flight-cause:br-73',
      'flight-cause:br-95',
      'pursue-which:fr-5',
      'pursue-which:fr-9',
      'pursue-which:fr-12',
      'flight-order',
      'flight-order',
      'flight:br-95',
      'flight:br-73',
      'flight:br-30',
      'pursuit-order',
      'pursuit-order',
      'pursuit:fr-12',
      'pursuit:fr-9',
      'pursuit:fr-5',
    ]);
    const d = ses.state.doctrine!;
    expect(d.flights.map((f) => [f.unit, f.cause, f.causeHex, f.roll, f.dice])).toEqual(
      ['br-30', 'br-73', 'br-95'].map((u) => [u, 'fr-12', { col: 6, row: 15 }, 5, '2d6']),
    );
    expect(d.pursuers).toEqual(
      ['fr-5', 'fr-9', 'fr-12'].map((unit) => ({ unit, target: 'br-95', roll: 5, dice: '2d6', moved: true })),
    );
    expect(d.order).toEqual(['br-95', 'br-73']);
    expect(d.pursuitOrder).toEqual(['fr-12', 'fr-9']);
    expect(
      logged(ses.state, ['doctrine.cause-chosen', 'doctrine.pursues', 'doctrine.order-picked']).map((e) =>
        e.slice(0, 4),
      ),
    ).toEqual([
      ['doctrine.cause-chosen', '001 flight', '001', { unit: '30th Foot', cause: '12e Cuirassiers' }],
      ['doctrine.cause-chosen', '001 flight', '001', { unit: '73rd Foot', cause: '12e Cuirassiers' }],
      ['doctrine.cause-chosen', '001 flight', '001', { unit: '95th Rifles', cause: '12e Cuirassiers' }],
      ['doctrine.pursues', '001 rolls', '001', { unit: '5e Dragons', target: '95th Rifles' }],
      ['doctrine.pursues', '001 rolls', '001', { unit: '9e Cuirassiers', target: '95th Rifles' }],
      ['doctrine.pursues', '001 rolls', '001', { unit: '12e Cuirassiers', target: '95th Rifles' }],
      ['doctrine.order-picked', '001 flight', '001', { unit: '95th Rifles', place: 1 }],
      ['doctrine.order-picked', '001 flight', '001', { unit: '73rd Foot', place: 2 }],
      ['doctrine.order-picked', '001 order', '001', { unit: '12e Cuirassiers', place: 1 }],
      ['doctrine.order-picked', '001 order', '001', { unit: '9e Cuirassiers', place: 2 }],
    ]);
  });

  it('the middle option: the cause is the unit picked, and so is the target', () => {
    const ses = start();
    ses.choose(1); // the 30th flees from the 9e Cuirassiers
    expect(ses.state.doctrine?.flights[0]).toMatchObject({
      unit: 'br-30',
      cause: 'fr-9',
      causeHex: { col: 6, row: 15 },
    });
    ses.choose(0);
    ses.choose(2);
    ses.choose(1); // the 5e Dragons pursue the 73rd
    expect(ses.state.doctrine?.pursuers?.[0]).toEqual({ unit: 'fr-5', target: 'br-73' });
  });
});

describe('answers that do not fit the request', () => {
  const ses = charge(ruleset('6e'), [HUSSARS, FOOT_44], [], { leaders: [LASALLE] });
  it('a roll while a choice is asked, a choice while nothing or a roll is asked: the state as it was', () => {
    const asking = ses.state;
    expect(asking.pending?.kind).toBe('choice');
    expect(resolveDoctrineRoll(asking, 5)).toBe(asking);
    const idle = { ...asking, pending: null };
    expect(answerDoctrineChoice(idle, 0)).toBe(idle);
    expect(resolveDoctrineRoll(idle, 5)).toBe(idle);
    ses.choose(1);
    const rolling = ses.state;
    expect(rolling.pending?.kind).toBe('roll');
    expect(answerDoctrineChoice(rolling, 0)).toBe(rolling);
  });
});

describe('seed 000: the new flight roll of an enemy already fleeing, told by its name (seed 000)', () => {
  it('the 44th flees 17 cm; the hussars catch it (25) and run into the routed 95th, whose new flight (20) they reach', () => {
    const rifles = infantry('br-95-foot', 'british', '0610', {
      moraleState: 'routed',
      movement: 10,
      name: '95th Rifles',
    });
    const ses = charge(ruleset('6e'), [HUSSARS, FOOT_44, rifles], [17, 25]);
    ses.runToEnd(); // the script runs out at the new flight roll
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'reflight:br-95-foot', dice: '5d6' });
    ses.roll(20);
    expect(ses.runToEnd().ok).toBe(true);
    expect(loggedFrom(ses.state, 'doctrine.reflight')).toEqual([
      [
        'doctrine.reflight-roll',
        '000 charges',
        { unit: '95th Rifles', roll: 20, dice: '5d6' },
        { dice: '5d6', roll: 20 },
      ],
      // caught: the pursuit roll 25 reaches the new flight roll 20
      ['doctrine.reflight-caught', '000 charges', { unit: '95th Rifles', roll: 20, pursuit: 25 }, undefined],
    ]);
  });
});
