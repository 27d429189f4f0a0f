/**
 * Dedicated tests of the rows of docs/rules-coverage.md that had none: each drives the charge
 * machine on a scenario built here (rulesets data/rulesets/flight-pursuit-6e.json / -8e.json) with
 * scripted or hand-given dice, and checks hexes, removals, obligations and log entries (rule, source seed).
 */
import { describe, expect, it } from 'vitest';
import type { ChargeSession } from '../../machines/session.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  at,
  cavalry,
  charge,
  DRAGOONS,
  entries,
  entry,
  HUSSARS,
  infantry,
  meleeNextTurn,
  ROUTED_30TH,
  ROUTED_44TH,
  removed,
  routed,
  ruleset,
} from '../support/doctrine-charges.ts';

describe('seed 002 priority 3: not within 10 cm of an enemy (flight6e.enemyBufferCm)', () => {
  // 17 cm = 3 hexes. Straight away from the hussars runs 0613-0612-0611; 0611 is 2 hexes (10 cm)
  // from the French battalion in 0410, nearer than the 44th started (3 hexes).
  const units = [HUSSARS, ROUTED_44TH, infantry('fr-1-ligne', 'french', '0410')];

  it('bends away from an enemy it would approach within 10 cm (default buffer: 2 hexes)', () => {
    const ses = charge(ruleset('6e'), units, [17]);
    ses.chooseDefault(); // hold-back: pursue
    ses.roll(17);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')).toMatchObject({
      rule: '002 direction',
      source: '002',
      params: { from: '0614', to: '0711', path: '0614-0613-0712-0711', dropped: 0 },
    });
    expect(at(s, 'br-44-foot')).toBe('0711');
  });

  it('goes straight when the buffer is 5 cm (1 hex): 0611 is then not within it', () => {
    const ses = charge(ruleset('6e', { flight6e: { enemyBufferCm: 5 } }), units, [17]);
    ses.chooseDefault();
    ses.roll(17);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({
      to: '0611',
      path: '0614-0613-0612-0611',
      dropped: 0,
    });
    expect(at(s, 'br-44-foot')).toBe('0611');
  });

  it('bends farther from an enemy nearer the straight line, even with the 5 cm buffer', () => {
    const near = [HUSSARS, ROUTED_44TH, infantry('fr-1-ligne', 'french', '0510')];
    const wide = charge(ruleset('6e'), near, [17]);
    wide.chooseDefault();
    wide.roll(17);
    expect(entry(wide.state, 'doctrine.flees-6e')?.params).toMatchObject({
      path: '0614-0713-0712-0812',
      dropped: 0,
    });
    const narrow = charge(ruleset('6e', { flight6e: { enemyBufferCm: 5 } }), near, [17]);
    narrow.chooseDefault();
    narrow.roll(17);
    expect(entry(narrow.state, 'doctrine.flees-6e')?.params).toMatchObject({
      path: '0614-0613-0712-0711',
      dropped: 0,
    });
  });
});

describe('seed 002: a flight ending in a friendly unit is placed beside it, else behind it (placement.ts)', () => {
  // 7 cm = 1 hex. The three hexes away from the hussars are 0613 (straight), 0713 and 0513.
  it('beside: the friend straight ahead, the free hex beside it at the same distance from the cause', () => {
    const ses = charge(
      ruleset('6e'),
      [
        HUSSARS,
        ROUTED_44TH,
        infantry('br-28-foot', 'british', '0613'),
        infantry('br-52-foot', 'british', '0513'),
        // 0713 would come within 10 cm of this battalion (priority 3), so the flight takes 0613 (priority 4 dropped)
        infantry('fr-1-ligne', 'french', '0813'),
      ],
      [],
    );
    ses.chooseDefault(); // hold-back: pursue
    ses.roll(7);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')).toMatchObject({
      rule: '002 direction',
      source: '002',
      params: { path: '0614-0613', to: '0713', dropped: 1 },
    });
    expect(entry(s, 'doctrine.placed')).toMatchObject({
      rule: '002 resolve',
      source: '002',
      params: { unit: 'br-44-foot', hex: '0613', to: '0713' },
    });
    expect(at(s, 'br-44-foot')).toBe('0713');
    expect(at(s, 'br-28-foot')).toBe('0613');
    expect(s.obligations).toContainEqual(
      expect.objectContaining({ kind: 'still-fleeing', unit: 'br-44-foot', at: { col: 7, row: 13 } }),
    );
  });

  it('behind: both hexes beside the friend are taken, so the hex behind it on the line of flight', () => {
    const ses = charge(
      ruleset('6e'),
      [
        HUSSARS,
        ROUTED_44TH,
        infantry('br-28-foot', 'british', '0613'),
        infantry('br-52-foot', 'british', '0513'),
        infantry('br-95-foot', 'british', '0713'),
      ],
      [],
    );
    ses.chooseDefault();
    ses.roll(7);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({
      path: '0614-0613',
      to: '0612',
      dropped: 1,
    });
    expect(entry(s, 'doctrine.placed')).toMatchObject({
      rule: '002 resolve',
      source: '002',
      params: { hex: '0613', to: '0612' },
    });
    expect(at(s, 'br-44-foot')).toBe('0612');
  });
});

describe('seed 000 / ruling 7: fleers of a failed test are pursued only if the round just before was won', () => {
  // A disordered battalion fails the stand check (d66 22) and routs before any melee round.
  const standCheck = [
    cavalry('fr-7-hussars', '0615', { movement: 20, melee: 12 }),
    infantry('br-44-foot', 'british', '0614', { moraleState: 'disordered', movement: 10, morale: 45 }),
  ];

  it('stand-check fleers are not pursued (pursueStandCheckFleers false)', () => {
    const ses = charge(ruleset('6e'), standCheck, [22, 17]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({ from: '0614', to: '0611' });
    expect(entry(s, 'doctrine.no-pursuers')).toMatchObject({ rule: '000 who', source: '000' });
    expect(entry(s, 'doctrine.pursuers')).toBeUndefined();
    expect(entries(s, 'doctrine.pursuit-roll')).toEqual([]);
    expect(at(s, 'fr-7-hussars')).toBe('0614'); // the advance only
    expect(at(s, 'br-44-foot')).toBe('0611');
    expect(s.removed).toEqual([]);
  });

  it('stand-check fleers are pursued under the house rule pursueStandCheckFleers', () => {
    const ses = charge(
      ruleset('6e', { pursuit6e: { pursueStandCheckFleers: true } }),
      standCheck,
      [22, 17, 30],
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.pursuers')).toMatchObject({
      rule: '000 who',
      source: '000',
      params: { units: 'fr-7-hussars' },
    });
    expect(entry(s, 'doctrine.caught-6e')).toMatchObject({ rule: '000 distance', source: '000' });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(at(s, 'fr-7-hussars')).toBe('0608'); // 30 cm = 6 hexes from 0614
  });

  it('units broken by a melee round the pursuers won are pursued without the house rule', () => {
    // stands (66), column-shift die 1, melee roll 45 at 4:1: DR
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0615', { movement: 20, melee: 24, weight: 'heavy' }),
        infantry('br-44-foot', 'british', '0614', {
          movement: 10,
          morale: 31,
          melee: 3,
          fire: 0,
          increments: 3,
        }),
      ],
      [66, 1, 45, 17, 30],
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'melee.roll')?.params).toMatchObject({ result: 'DR' });
    expect(entry(s, 'doctrine.pursuers')).toMatchObject({ rule: '000 who', source: '000' });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(at(s, 'fr-7-hussars')).toBe('0608');
  });
});

describe('seed 000: an already-fleeing enemy hit by a pursuit flees again at once and may be caught', () => {
  // The 44th flees 17 cm to 0611; the hussars catch it (25 >= 17) and run on (25 cm = 5 hexes) into the
  // 95th, routed earlier in the turn, in 0610.
  const units = [
    HUSSARS,
    ROUTED_44TH,
    infantry('br-95-foot', 'british', '0610', { moraleState: 'routed', movement: 10 }),
  ];

  function hitTheRouted(): ChargeSession {
    const ses = charge(ruleset('6e'), units, [17, 25]);
    ses.runToEnd(); // stops at the new flight roll: the script has run out
    expect(ses.step).toBe('doctrinePursuit');
    expect(ses.pending).toMatchObject({
      kind: 'roll',
      id: 'reflight:br-95-foot',
      dice: '5d6',
      rule: '000 charges',
    });
    return ses;
  }

  it('caught: the pursuit roll reaches its new flight roll; destroyed, the pursuer runs on its full roll', () => {
    const ses = hitTheRouted();
    ses.roll(20);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.reflight-roll')).toMatchObject({
      rule: '000 charges',
      source: '000',
      params: { unit: 'br-95-foot', roll: 20 },
    });
    expect(entry(s, 'doctrine.reflight-caught')).toMatchObject({
      rule: '000 charges',
      source: '000',
      params: { unit: 'br-95-foot', roll: 20, pursuit: 25 },
    });
    expect(removed(s)).toEqual([
      ['br-44-foot', 'eliminated', '000 distance'],
      ['br-95-foot', 'eliminated', '000 charges'],
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(meleeNextTurn(s)).toEqual([]); // not a new charge against a fresh enemy
  });

  it('escapes: it flees its new roll away from the pursuer, which runs on through the hex it left', () => {
    const ses = hitTheRouted();
    ses.roll(28);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.reflight-flees')).toMatchObject({
      rule: '000 charges',
      source: '000',
      params: { unit: 'br-95-foot', roll: 28, to: '0605' },
    });
    expect(at(s, 'br-95-foot')).toBe('0605'); // 28 cm = 5 hexes straight away from the hussars in 0611
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(meleeNextTurn(s)).toEqual([]);
  });

  it('a fresh enemy in the same hex is a new charge instead (no new flight roll)', () => {
    const fresh = [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0610', { movement: 10 })];
    const ses = charge(ruleset('6e'), fresh, [17, 25]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.reflight-roll')).toBeUndefined();
    expect(entry(s, 'doctrine.new-charge-6e')).toMatchObject({ rule: '000 charges', source: '000' });
    expect(at(s, 'fr-7-hussars')).toBe('0611');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ source: '000', attackers: ['fr-7-hussars'], defenders: ['br-95-foot'] }),
    ]);
  });
});

/** 8e: the 5e Dragons (three full ranks) in 0615 charge routed British infantry in 0614. */
const ROUTED_73RD = routed('br-73-foot', '0614');

describe('seed 001: several fleeing units of one combat roll and move in the order their controller chooses', () => {
  // Both roll 5 inches = 2 hexes to 0612: the second to move ends in the first and is placed beside it.
  function twoFlee(order: number): ChargeState {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, ROUTED_73RD], []);
    expect(ses.pending).toMatchObject({ what: 'pursue-which', side: 'french' });
    ses.chooseDefault(); // pursue the 30th
    expect(ses.pending).toMatchObject({
      kind: 'choice',
      what: 'flight-order',
      // seed 001: "что определяется контролирующим их игроком": the fleeing units' controller
      side: 'british',
      subject: { units: ['br-30-foot', 'br-73-foot'] },
      rule: '001 flight',
      options: [
        { id: 'br-30-foot', unit: 'br-30-foot' },
        { id: 'br-73-foot', unit: 'br-73-foot' },
      ],
    });
    ses.choose(order);
    const first = order === 0 ? 'br-30-foot' : 'br-73-foot';
    const second = order === 0 ? 'br-73-foot' : 'br-30-foot';
    expect(ses.pending).toMatchObject({ kind: 'roll', id: `flight:${first}`, dice: '2d6' });
    ses.roll(5);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: `flight:${second}`, dice: '2d6' });
    ses.roll(5);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:fr-5-dragoons' });
    ses.roll(4); // below both flight rolls: nobody is destroyed
    expect(ses.runToEnd().ok).toBe(true);
    return ses.state;
  }

  it('listed order: the 30th moves first and takes 0612, the 73rd is placed beside it', () => {
    const s = twoFlee(0);
    expect(
      entries(s, 'doctrine.flees-8e').map((e) => [e.params?.unit, e.params?.to, e.rule, e.source]),
    ).toEqual([
      ['br-30-foot', '0612', '001 flight', '001'],
      ['br-73-foot', '0712', '001 flight', '001'],
    ]);
    expect(entry(s, 'doctrine.placed')?.params).toMatchObject({
      unit: 'br-73-foot',
      hex: '0612',
      to: '0712',
    });
    expect(at(s, 'br-30-foot')).toBe('0612');
    expect(at(s, 'br-73-foot')).toBe('0712');
  });

  it('the controller puts the 73rd first: it takes 0612 and the 30th is placed beside it', () => {
    const s = twoFlee(1);
    expect(entries(s, 'doctrine.flees-8e').map((e) => [e.params?.unit, e.params?.to])).toEqual([
      ['br-73-foot', '0612'],
      ['br-30-foot', '0712'],
    ]);
    expect(at(s, 'br-73-foot')).toBe('0612');
    expect(at(s, 'br-30-foot')).toBe('0712');
    expect(s.removed).toEqual([]);
  });
});

describe('seed 001: pursuers pivot to face the fleeing unit', () => {
  it('a pivoted front over an enemy is a charge: no move, the pursuit roll is the charge distance', () => {
    // the dragoons come in facing NE; the 30th flees 7 inches = 3 hexes straight on (through the 88th)
    const ses = charge(
      ruleset('8e'),
      [
        cavalry('fr-5-dragoons', '0615', { weight: 'heavy', ranks: 3, facing: 'NE' }),
        ROUTED_30TH,
        infantry('br-88-foot', 'british', '0613'),
      ],
      [7, 6],
    );
    expect(ses.state.board.units.find((u) => u.id === 'fr-5-dragoons')?.facing).toBe(1);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-8e')?.params).toMatchObject({ to: '0611', path: '0614-0613-0612-0611' });
    expect(entry(s, 'doctrine.pivot-8e')).toMatchObject({
      rule: '001 pursuit',
      source: '001',
      params: { hex: '0611' },
    });
    expect(s.board.units.find((u) => u.id === 'fr-5-dragoons')?.facing).toBe(0); // pivoted to N
    expect(entry(s, 'doctrine.charge-8e')).toMatchObject({
      rule: '001 charge',
      source: '001',
      params: { unit: 'fr-5-dragoons', enemy: 'br-88-foot', hex: '0613' },
    });
    expect(at(s, 'fr-5-dragoons')).toBe('0614'); // in contact, where it pivoted
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({
        source: '001',
        attackers: ['fr-5-dragoons'],
        defenders: ['br-88-foot'],
        charging: ['fr-5-dragoons'],
        chargeDistance: 6,
        enemyMayOnlyHold: true,
      }),
    ]);
  });

  it('a friendly unit in the way stops the pursuer one hex short: the pursuit ends', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, cavalry('fr-9-cuirassiers', '0612')], [7, 6]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(at(s, 'br-30-foot')).toBe('0611');
    expect(entry(s, 'doctrine.pursuit-blocked')).toMatchObject({
      rule: '001 pursuit',
      source: '001',
      params: { unit: 'fr-5-dragoons', hex: '0612' },
    });
    expect(at(s, 'fr-5-dragoons')).toBe('0613'); // 6 inches = 3 hexes rolled, 1 made
    expect(at(s, 'fr-9-cuirassiers')).toBe('0612');
    expect(meleeNextTurn(s)).toEqual([]);
  });

  it('impassable terrain in the way stops the pursuer one hex short (after destroying the fleeing unit)', () => {
    // flight 5 inches = 2 hexes to 0612; pursuit 6 >= 5 destroys it there; the river in 0611 stops the run
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH], [5, 6], { terrain: { '0611': 'river' } });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.destroyed-8e')).toMatchObject({
      rule: '001 rolls',
      source: '001',
      params: { hex: '0612' },
    });
    expect(removed(s)).toEqual([['br-30-foot', 'eliminated', '001 rolls']]);
    expect(entry(s, 'doctrine.pursuit-blocked')).toMatchObject({
      rule: '001 pursuit',
      params: { hex: '0611' },
    });
    expect(at(s, 'fr-5-dragoons')).toBe('0612');
    expect(meleeNextTurn(s)).toEqual([]);
  });
});

describe('seed 001: a pursuer cannot charge a unit fleeing from its own combat (treated as friendly)', () => {
  it('the 73rd, fled from the same combat, stops the pursuit of the 30th one hex short: no charge', () => {
    // the 30th flees 9 inches = 4 hexes to 0610, the 73rd 5 inches = 2 hexes to 0612; pursuit 4 = 2 hexes
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, ROUTED_73RD], [9, 5, 4]);
    expect(ses.pending).toMatchObject({
      what: 'pursue-which',
      options: [{ unit: 'br-30-foot' }, { unit: 'br-73-foot' }],
    });
    ses.choose(0);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.pursues')?.params).toMatchObject({
      unit: 'fr-5-dragoons',
      target: 'br-30-foot',
    });
    expect(at(s, 'br-30-foot')).toBe('0610');
    expect(at(s, 'br-73-foot')).toBe('0612');
    expect(entry(s, 'doctrine.pursuit-blocked')).toMatchObject({
      rule: '001 pursuit',
      source: '001',
      params: { hex: '0612' },
    });
    expect(entry(s, 'doctrine.charge-8e')).toBeUndefined();
    expect(at(s, 'fr-5-dragoons')).toBe('0613');
    expect(meleeNextTurn(s)).toEqual([]);
    expect(s.removed).toEqual([]);
  });

  it('a fresh enemy in that hex is charged instead', () => {
    const ses = charge(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('br-73-foot', 'british', '0612')],
      [9, 4],
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.charge-8e')).toMatchObject({ rule: '001 charge', params: { hex: '0612' } });
    expect(at(s, 'fr-5-dragoons')).toBe('0613');
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-73-foot'], chargeDistance: 4 }),
    ]);
  });
});
