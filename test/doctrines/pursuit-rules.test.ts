/**
 * Seeds 000 and 001, pursuit rules mended by rulings R43-R47: contact at the end of a pursuit is a new
 * charge, a unit that holds back stays where it is, a unit caught off the table is destroyed, the 8e
 * order of pursuit rolls is the players' choice, narration says what really happened, and where a
 * pursuit roll counts from. Every charge checks the board invariants after every event.
 */

import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../src/model/coord.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  at,
  cavalry,
  charge,
  DRAGOONS,
  doctrineKeys,
  entries,
  entry,
  HUSSARS,
  infantry,
  meleeNextTurn,
  played,
  ROUTED_30TH,
  ROUTED_44TH,
  removed,
  routed,
  ruleset,
} from '../support/doctrine-charges.ts';
import { said } from '../support/said.ts';

describe('R43: a pursuit that ends in contact with a fresh enemy in its path is a new charge', () => {
  it('6e: the hussars end their full roll next to the 95th straight ahead: a compulsory new charge', () => {
    // flight 17 cm = 3 hexes to 0611; pursuit 25 cm = 5 hexes from 0614 catches it and ends in 0609
    const s = played(
      ruleset('6e'),
      [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0608')],
      [17, 25],
    );
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(entry(s, 'doctrine.new-charge-6e')).toMatchObject({
      rule: '000 charges',
      source: '000',
      params: { unit: 'fr-7-hussars', enemy: 'br-95-foot', hex: '0608' },
    });
    expect(meleeNextTurn(s)).toEqual([
      {
        kind: 'melee-next-turn',
        rule: '000 charges',
        source: '000',
        attackers: ['fr-7-hussars'],
        defenders: ['br-95-foot'],
        charging: ['fr-7-hussars'],
        bothChargeIfCountercharged: true,
        enemyMayOnlyHold: true,
        joinsCombatIfUnfought: false,
      },
    ]);
  });

  it('6e: an enemy beside the end hex, not in the path, is no charge', () => {
    const s = played(
      ruleset('6e'),
      [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0709')],
      [17, 25],
    );
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(meleeNextTurn(s)).toEqual([]);
    expect(entry(s, 'doctrine.new-charge-6e')).toBeUndefined();
  });

  it('6e: an enemy already fleeing in the hex ahead at the end flees again at once (and escapes here)', () => {
    const s = played(
      ruleset('6e'),
      [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0608', { moraleState: 'routed' })],
      [17, 25, 28],
    );
    expect(entry(s, 'doctrine.reflight-roll')).toMatchObject({ params: { unit: 'br-95-foot', roll: 28 } });
    // 28 cm = 5 hexes straight away from the hussars in 0609
    expect(entry(s, 'doctrine.reflight-flees')).toMatchObject({
      rule: '000 charges',
      params: { unit: 'br-95-foot', roll: 28, to: '0603' },
    });
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(meleeNextTurn(s)).toEqual([]);
  });

  it('8e: the dragoons end their 3 hexes next to the 88th straight ahead: a charge at the pursuit roll', () => {
    // flight 5 inches = 2 hexes, pursuit 6 >= 5 destroys the 30th (mark 0612); 3 hexes to 0611
    const s = played(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('br-88-foot', 'british', '0610')],
      [5, 6],
    );
    expect(at(s, 'fr-5-dragoons')).toBe('0611');
    expect(entry(s, 'doctrine.charge-8e')).toMatchObject({
      rule: '001 charge',
      source: '001',
      params: { unit: 'fr-5-dragoons', enemy: 'br-88-foot', hex: '0610' },
    });
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ source: '001', defenders: ['br-88-foot'], chargeDistance: 6 }),
    ]);
  });

  it('8e: one hex is enough: the dragoons move to 0613, next to the 88th in 0612: a charge', () => {
    const s = played(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('br-88-foot', 'british', '0612')],
      [9, 2],
    );
    expect(at(s, 'fr-5-dragoons')).toBe('0613');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-88-foot'], chargeDistance: 2 }),
    ]);
  });

  it('8e: a pursuer that does not move makes no contact at the end (only its pivoted front counts)', () => {
    // 1 hex = 3 inches: pursuit 2 inches = 0 hexes; the dragoons pivot (front 0613 empty) and stay
    const rs = ruleset('8e', { hexScale: { inches: 3 } });
    const s = played(rs, [DRAGOONS, ROUTED_30TH, infantry('br-88-foot', 'british', '0612')], [9, 2]);
    expect(at(s, 'fr-5-dragoons')).toBe('0614');
    expect(meleeNextTurn(s)).toEqual([]);
  });
});

describe('seed 000: a pursuer that missed moves its roll toward where the fleeing unit is, placed behind a friend', () => {
  // The three hexes away from the charge (0513, 0613, 0713) hold British battalions: a flight of one hex
  // (5-9 cm, 2-3 inches) ends in the 28th Foot at 0613 and is placed behind it at 0612, two hexes from 0614
  // (seed 002). The pursuer misses; its roll toward the fleeing unit leads straight into the 28th, a fresh
  // enemy: a new compulsory charge ("Cargas durante una persecución"), as under 8e in the same geometry.
  const line = [
    infantry('br-28-foot', 'british', '0613'),
    infantry('br-52-foot', 'british', '0513'),
    infantry('br-95-foot', 'british', '0713'),
  ];

  it('6e: flight 9 cm = 1 hex, placed in 0612; pursuit 8 cm < 9 runs into the 28th at 0613: a new charge', () => {
    const s = played(ruleset('6e'), [HUSSARS, ROUTED_44TH, ...line], [9, 8]);
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({
      path: '0614-0613',
      to: '0612',
      dropped: 1,
    });
    expect(entry(s, 'doctrine.placed')?.params).toMatchObject({ hex: '0613', to: '0612' });
    expect(doctrineKeys(s)).toEqual([
      'doctrine.cause-6e',
      'doctrine.pursuers',
      'doctrine.flight-roll',
      'doctrine.flees-6e',
      'doctrine.placed',
      'doctrine.pursuit-roll',
      'doctrine.new-charge-6e',
      'doctrine.escaped-6e-stopped',
      'doctrine.pursuer-stays',
    ]);
    expect(entry(s, 'doctrine.new-charge-6e')).toMatchObject({
      rule: '000 charges',
      source: '000',
      params: { unit: 'fr-7-hussars', enemy: 'br-28-foot', hex: '0613' },
    });
    expect(entry(s, 'doctrine.escaped-6e-stopped')?.params).toEqual({
      unit: 'fr-7-hussars',
      target: 'br-44-foot',
      pursuit: 8,
      flight: 9,
      to: '0614',
    });
    expect(meleeNextTurn(s)).toEqual([
      {
        kind: 'melee-next-turn',
        rule: '000 charges',
        source: '000',
        attackers: ['fr-7-hussars'],
        defenders: ['br-28-foot'],
        charging: ['fr-7-hussars'],
        bothChargeIfCountercharged: true,
        enemyMayOnlyHold: true,
        joinsCombatIfUnfought: false,
      },
    ]);
    // it stops in contact, in the hex its target fled from; nobody else moved or was lost
    expect(s.board.units.map((u) => [u.id, hexLabel(u.at)])).toEqual([
      ['fr-7-hussars', '0614'],
      ['br-44-foot', '0612'],
      ['br-28-foot', '0613'],
      ['br-52-foot', '0513'],
      ['br-95-foot', '0713'],
    ]);
    expect(removed(s)).toEqual([]);
  });

  it('6e: placed beside instead (0713 free, 0813 steering it off): the pursuer follows its path into the 28th all the same', () => {
    // seed 000 "¿Qué pasa si la unidad enemiga huye a través de otra unidad enemiga y la unidad que
    // persigue choca contra ella?": the pursuer follows the fleeing unit's path, the hex it ran into first
    const s = played(
      ruleset('6e'),
      [
        HUSSARS,
        ROUTED_44TH,
        infantry('br-28-foot', 'british', '0613'),
        infantry('br-52-foot', 'british', '0513'),
        infantry('fr-1-ligne', 'french', '0813'),
      ],
      [9, 8],
    );
    expect(entry(s, 'doctrine.placed')?.params).toMatchObject({ hex: '0613', to: '0713' });
    expect(entry(s, 'doctrine.new-charge-6e')?.params).toMatchObject({ enemy: 'br-28-foot', hex: '0613' });
    expect(at(s, 'fr-7-hussars')).toBe('0614');
  });

  it('8e: the same geometry (flight 3 inches, pursuit 2): the dragoons pivot toward 0612, their front on the 28th', () => {
    const s = played(ruleset('8e'), [DRAGOONS, ROUTED_30TH, ...line], [3, 2]);
    expect(entry(s, 'doctrine.placed')?.params).toMatchObject({ hex: '0613', to: '0612' });
    expect(entry(s, 'doctrine.pivot-8e')?.params).toMatchObject({ unit: 'fr-5-dragoons', hex: '0612' });
    expect(entry(s, 'doctrine.charge-8e')).toMatchObject({
      rule: '001 charge',
      params: { unit: 'fr-5-dragoons', enemy: 'br-28-foot', hex: '0613' },
    });
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-28-foot'], chargeDistance: 2, joinsCombatIfUnfought: false }),
    ]);
    expect(at(s, 'fr-5-dragoons')).toBe('0614');
    expect(at(s, 'br-30-foot')).toBe('0612');
  });
});

describe('seed 001: a friendly unit in the way stops the 8e pursuer 1 inch short, its pursuit ended', () => {
  it('the 30th destroyed at 0613 (pursuit 9 >= flight 3); the dragoons run 9 inches = 4 hexes north but stop at 0612, short of the 1er Ligne', () => {
    const s = played(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('fr-1-ligne', 'french', '0611')],
      [3, 9],
    );
    expect(entry(s, 'doctrine.destroyed-8e')?.params).toMatchObject({ unit: 'br-30-foot', hex: '0613' });
    expect(doctrineKeys(s).slice(-4)).toEqual([
      'doctrine.destroyed-8e',
      'doctrine.pivot-8e',
      'doctrine.pursuit-blocked',
      'doctrine.pursuer-moves',
    ]);
    expect(entry(s, 'doctrine.pursuit-blocked')).toMatchObject({
      rule: '001 pursuit',
      source: '001',
      params: { unit: 'fr-5-dragoons', hex: '0611' },
    });
    expect(entry(s, 'doctrine.pursuer-moves')?.params).toMatchObject({
      roll: 9,
      hexes: 4,
      from: '0614',
      to: '0612',
    });
    expect(s.board.units.map((u) => [u.id, hexLabel(u.at)])).toEqual([
      ['fr-5-dragoons', '0612'],
      ['fr-1-ligne', '0611'],
    ]);
    expect(meleeNextTurn(s)).toEqual([]);
  });
});

describe('R44: a unit that holds back stays where it is (seed 000 "permanecerá inmóvil")', () => {
  // Two hussar regiments charge the routed 44th; the 8e Hussards (Ld 9) hold back on 2D6 6.
  const units = [HUSSARS, cavalry('fr-8-hussars', '0615', { movement: 20, leadership: 9 }), ROUTED_44TH];
  function heldBack(heldBackAdvance?: boolean) {
    const rs = ruleset('6e', heldBackAdvance === undefined ? {} : { pursuit6e: { heldBackAdvance } });
    const ses = charge(rs, units, [6, 17, 12]);
    ses.chooseDefault(); // equal unit strength: the 44th flees from the first listed
    ses.chooseDefault(); // the 7e Hussards pursue
    ses.choose(1); // the 8e Hussards try to hold back
    expect(ses.runToEnd().ok).toBe(true);
    return ses.state;
  }

  it('default: the held unit makes no advance; the other advances and pursues', () => {
    const s = heldBack();
    expect(s.doctrine?.pursuers?.map((p) => [p.unit, p.holdBack])).toEqual([
      ['fr-7-hussars', 'no'],
      ['fr-8-hussars', 'held'],
    ]);
    expect(at(s, 'fr-8-hussars')).toBe('0615');
    expect(entry(s, 'advance.disordered') ?? entry(s, 'advance.in-order')).toMatchObject({
      params: { stack: 'fr-7-hussars', hex: '0614' },
    });
    expect(at(s, 'fr-7-hussars')).toBe('0612');
  });

  it('setting heldBackAdvance: the held unit still makes the La Bataille advance', () => {
    const s = heldBack(true);
    expect(at(s, 'fr-8-hussars')).toBe('0614');
    expect(entry(s, 'advance.disordered') ?? entry(s, 'advance.in-order')).toMatchObject({
      params: { stack: 'fr-7-hussars + fr-8-hussars', hex: '0614' },
    });
  });
});

describe('R45: a fleeing unit caught off the table is destroyed, not fled (seed 000)', () => {
  // near the north edge: the hussars in 0603 charge the routed 44th in 0602; 17 cm = 3 hexes runs off
  const north = [
    { ...HUSSARS, at: '0603' },
    { ...ROUTED_44TH, at: '0602' },
  ];
  const o = { from: '0603', targets: ['0602'] };

  it('pursuit roll 17 = flight roll 17: destroyed, the removal says eliminated by the pursuit', () => {
    const s = played(ruleset('6e'), north, [17, 17], o);
    expect(entry(s, 'doctrine.fled-off-map')).toMatchObject({ params: { unit: 'br-44-foot', roll: 17 } });
    expect(entry(s, 'doctrine.caught-off-table-6e')).toMatchObject({
      rule: '000 distance',
      source: '000',
      params: { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 17, flight: 17 },
    });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(s.doctrine?.flights.map((f) => f.outcome)).toEqual(['destroyed']);
  });

  it('pursuit roll 16 < 17: it fled', () => {
    const s = played(ruleset('6e'), north, [17, 16], o);
    expect(removed(s)).toEqual([['br-44-foot', 'fled', '002 direction']]);
    expect(entry(s, 'doctrine.caught-off-table-6e')).toBeUndefined();
  });
});

describe('R46: 8e, the players order the pursuit rolls', () => {
  // two pursuers of unit strength 4 and 7: listed strongest first
  const units = [
    cavalry('fr-5-dragoons', '0615', { ranks: 3, unitStrength: 4 }),
    cavalry('fr-9-cuirassiers', '0615', { ranks: 2, unitStrength: 7, weight: 'heavy' }),
    ROUTED_30TH,
  ];

  it('the controller picks who rolls next; by default the strongest first; they move in the order rolled', () => {
    const ses = charge(ruleset('8e'), units, [9, 3, 4]);
    expect(entry(ses.state, 'doctrine.first-to-roll')).toMatchObject({
      rule: '001 order',
      source: '001',
      params: { side: 'French' },
    });
    ses.roll(9);
    expect(ses.pending).toMatchObject({
      kind: 'choice',
      id: 'pursuit-order',
      what: 'pursuit-order',
      side: 'french',
      rule: '001 order',
      options: [{ id: 'fr-9-cuirassiers' }, { id: 'fr-5-dragoons' }],
      defaultOption: 0,
    });
    ses.chooseDefault();
    expect(entry(ses.state, 'doctrine.order-picked')).toMatchObject({
      params: { unit: 'fr-9-cuirassiers', place: 1 },
    });
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:fr-9-cuirassiers' });
    expect(ses.runToEnd().ok).toBe(true);
    const moves = entries(ses.state, 'doctrine.pivot-8e').map((e) => e.params.unit);
    expect(moves).toEqual(['fr-9-cuirassiers', 'fr-5-dragoons']);
  });

  it('the controller puts the dragoons first: they roll and move first', () => {
    const ses = charge(ruleset('8e'), units, [9, 3, 4]);
    ses.roll(9);
    ses.choose(1);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:fr-5-dragoons' });
    ses.roll(3);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:fr-9-cuirassiers' });
    expect(ses.runToEnd().ok).toBe(true);
    expect(entries(ses.state, 'doctrine.pivot-8e').map((e) => e.params.unit)).toEqual([
      'fr-5-dragoons',
      'fr-9-cuirassiers',
    ]);
  });

  it('6e: no choice, the highest unit strength first (seed 000)', () => {
    const six = [
      cavalry('fr-7-hussars', '0615', { movement: 20, unitStrength: 4 }),
      cavalry('fr-8-hussars', '0615', { movement: 20, unitStrength: 7 }),
      ROUTED_44TH,
    ];
    const ses = charge(ruleset('6e'), six, [17, 12, 14]);
    expect(entry(ses.state, 'doctrine.pursuers')?.params).toEqual({ units: 'fr-8-hussars + fr-7-hussars' });
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:fr-8-hussars' });
    expect(ses.runToEnd().ok).toBe(true);
    expect(entries(ses.state, 'doctrine.pursuit-roll').map((e) => [e.params.unit, e.params.roll])).toEqual([
      ['fr-8-hussars', 12],
      ['fr-7-hussars', 14],
    ]);
  });
});

describe('R48: 8e, a fleeing unit is destroyed when ANY pursuing unit of the combat rolls at least its flight roll', () => {
  // seed 001: "Если любое из преследующих подразделений кинет результат, равный или больший, чем
  // дальность отступления разгромленного подразделения, то отступающее подразделение уничтожается".
  // The dragoons pursue the 30th, the cuirassiers the 73rd; flight rolls 8 (30th) and 10 (73rd).
  function twoPursuits(cuirassiersRoll: number): ChargeState {
    const ses = charge(
      ruleset('8e'),
      [
        DRAGOONS,
        cavalry('fr-9-cuirassiers', '0615', { weight: 'heavy', ranks: 2 }),
        ROUTED_30TH,
        routed('br-73-foot', '0614'),
      ],
      [8, 10, 5, cuirassiersRoll],
    );
    expect(ses.pending).toMatchObject({ id: 'pursue-which:fr-5-dragoons' });
    ses.choose(0); // the 30th
    expect(ses.pending).toMatchObject({ id: 'pursue-which:fr-9-cuirassiers' });
    ses.choose(1); // the 73rd
    expect(ses.runToEnd().ok).toBe(true);
    return ses.state;
  }

  it("only the pursuer of the other fleeing unit reaches the 30th's roll (cuirassiers 9 >= 8, its own dragoons 5): destroyed", () => {
    const s = twoPursuits(9);
    expect(entries(s, 'doctrine.pursues').map((e) => [e.params?.unit, e.params?.target])).toEqual([
      ['fr-5-dragoons', 'br-30-foot'],
      ['fr-9-cuirassiers', 'br-73-foot'],
    ]);
    expect(entry(s, 'doctrine.destroyed-8e')).toMatchObject({
      rule: '001 rolls',
      source: '001',
      params: { unit: 'br-30-foot', flight: 8, pursuit: 9, hex: '0610' },
    });
    expect(removed(s)).toEqual([['br-30-foot', 'eliminated', '001 rolls']]);
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome])).toEqual([
      ['br-30-foot', 'destroyed'],
      ['br-73-foot', 'fled'],
    ]);
    // the dragoons pivot to the 30th's mark and run their 2 hexes; the cuirassiers follow the 73rd
    expect(s.board.units.map((u) => [u.id, hexLabel(u.at)])).toEqual([
      ['fr-5-dragoons', '0612'],
      ['fr-9-cuirassiers', '0610'],
      ['br-73-foot', '0609'],
    ]);
  });

  it('no pursuer of the combat reaches it (cuirassiers 7 < 8): the 30th flees its 8 inches', () => {
    const s = twoPursuits(7);
    expect(entry(s, 'doctrine.destroyed-8e')).toBeUndefined();
    expect(removed(s)).toEqual([]);
    expect(entries(s, 'doctrine.flees-8e').map((e) => [e.params?.unit, e.params?.to])).toEqual([
      ['br-30-foot', '0610'],
      ['br-73-foot', '0609'],
    ]);
  });
});

describe('narration: a pursuer that could not follow says so', () => {
  it('6e: blocked by its own side at once: it stays, and is not said to end 5 cm behind', () => {
    // French battalions stand in the three hexes away from the hussars: the 44th flees through them
    const s = played(
      ruleset('6e'),
      [
        HUSSARS,
        ROUTED_44TH,
        infantry('fr-1', 'french', '0513'),
        infantry('fr-2', 'french', '0613'),
        infantry('fr-3', 'french', '0713'),
      ],
      [17, 12],
    );
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({ path: '0614-0613-0612-0611', dropped: 3 });
    expect(entry(s, 'doctrine.pursuit-blocked')?.params).toMatchObject({ unit: 'fr-7-hussars', hex: '0613' });
    expect(entry(s, 'doctrine.escaped-6e')).toBeUndefined();
    expect(entry(s, 'doctrine.escaped-6e-stopped')).toMatchObject({
      rule: '000 clarification',
      source: '000',
      params: { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 12, flight: 17, to: '0614' },
    });
    expect(entry(s, 'doctrine.pursuer-moves')).toBeUndefined();
    expect(entry(s, 'doctrine.pursuer-stays')).toMatchObject({
      rule: '000 distance',
      params: { unit: 'fr-7-hussars', from: '0614', to: '0614', hexes: 2 },
    });
    expect(said(entry(s, 'doctrine.pursuer-stays')!)).toMatchInlineSnapshot(
      `"doctrine.pursuer-stays unit=fr-7-hussars roll=12 hexes=2 from=0614 to=0614"`,
    );
    expect(at(s, 'fr-7-hussars')).toBe('0614');
  });

  it('6e: the pursuer reaching its place is said to end the difference behind', () => {
    const s = played(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 12]);
    expect(said(entry(s, 'doctrine.escaped-6e')!)).toMatchInlineSnapshot(
      `"doctrine.escaped-6e unit=fr-7-hussars target=br-44-foot pursuit=12 flight=17 behind=5"`,
    );
    expect(doctrineKeys(s).slice(-2)).toEqual(['doctrine.escaped-6e', 'doctrine.pursuer-moves']);
  });
});

describe('R47: where a pursuit roll counts from (pursuitCountsFrom)', () => {
  it('6e default fled-hex: the hussars, after their advance, move the whole roll from the hex fled from', () => {
    const s = played(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 30]);
    expect(at(s, 'fr-7-hussars')).toBe('0608'); // 0614 + 6 hexes
  });

  it('6e pursuer-hex: their advance is the first hex of the roll', () => {
    const s = played(
      ruleset('6e', { pursuit6e: { pursuitCountsFrom: 'pursuer-hex' } }),
      [HUSSARS, ROUTED_44TH],
      [17, 30],
    );
    expect(at(s, 'fr-7-hussars')).toBe('0609'); // 0615 + 6 hexes
  });

  it('8e default fled-hex and pursuer-hex', () => {
    const a = played(ruleset('8e'), [DRAGOONS, ROUTED_30TH], [11, 6]);
    expect(at(a, 'fr-5-dragoons')).toBe('0611');
    const b = played(
      ruleset('8e', { flightPursuit8e: { pursuitCountsFrom: 'pursuer-hex' } }),
      [DRAGOONS, ROUTED_30TH],
      [11, 6],
    );
    expect(at(b, 'fr-5-dragoons')).toBe('0612');
  });
});
