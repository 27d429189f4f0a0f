/**
 * Pursuit (pursuit.ts), second round of the mutation work (docs/mutation.md): where pursuers end, which
 * way they face, what they leave to the host (obligations). Seeds 000 and 001, rulings R40, R43, R47.
 * Unless said otherwise the hussars (or dragoons) charge from 0615 the routed 44th (or 30th) in 0614.
 */
import { describe, expect, it } from 'vitest';
import {
  at,
  cavalry,
  DRAGOONS,
  doctrineKeys,
  entries,
  facing,
  HUSSARS,
  infantry,
  meleeNextTurn,
  played,
  ROUTED_30TH,
  ROUTED_44TH,
  removed,
  ruleset,
} from '../support/doctrine-charges.ts';

describe('no doctrine pursuit when nobody fled', () => {
  it('6e: the 44th (1 increment) is eliminated by the melee losses: the hussars advance, no flight, no pursuit', () => {
    // stand check 33 fails, fire 33, melee 46 at 1:1: two increments lost
    const s = played(
      ruleset('6e'),
      [HUSSARS, infantry('br-44-foot', 'british', '0614', { increments: 1 })],
      [33, 33, 46],
    );
    expect(s.doctrine).toBeUndefined();
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', 'step 5']]);
    expect(at(s, 'fr-7-hussars')).toBe('0614');
    expect(s.log.map((e) => e.key).slice(-5)).toEqual([
      'loss.increment',
      'loss.eliminated',
      'advance.disordered',
      'reform.unit',
      'charge.ended',
    ]);
    expect(s.obligations).toBeUndefined();
  });
});

describe('R47: pursuitCountsFrom pursuer-hex counts from where the pursuer itself stood', () => {
  it('listed after the 44th, the hussars still count from their own hex 0615: 5 hexes end in 0610', () => {
    const rs = ruleset('6e', { pursuit6e: { pursuitCountsFrom: 'pursuer-hex' } });
    const s = played(rs, [ROUTED_44TH, HUSSARS], [17, 25]);
    expect(at(s, 'fr-7-hussars')).toBe('0610');
  });
});

describe('seed 000: pursuing a unit that could not get away (ruling R41)', () => {
  it('the 44th, hemmed in by rivers, is destroyed by its flight; a pursuit roll above it catches nothing', () => {
    const pocket = { '0513': 'river', '0613': 'river', '0713': 'river', '0514': 'river', '0714': 'river' };
    const s = played(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 20], { terrain: pocket });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '002 direction']]);
    expect(doctrineKeys(s).slice(-3)).toEqual([
      'doctrine.pursuit-roll',
      'doctrine.pursuit-blocked',
      'doctrine.pursuer-stays',
    ]);
    expect(entries(s, 'doctrine.pursuit-blocked').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', hex: '0613' },
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0614');
  });
});

describe('seed 000: two units flee from the combat, the hussars pursue one', () => {
  const units = [
    HUSSARS,
    ROUTED_44TH,
    infantry('br-28-foot', 'british', '0614', { moraleState: 'routed', movement: 10 }),
  ];

  it('the 44th caught: its still-fleeing obligation goes, the 28th keeps its own', () => {
    // the 44th flees 17 cm to 0611, the 28th 30 cm to 0708; 25 cm catches the 44th
    const s = played(ruleset('6e'), units, [17, 30, 25]);
    expect(entries(s, 'doctrine.caught-6e').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 25, flight: 17 },
    ]);
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(at(s, 'br-28-foot')).toBe('0708');
    expect(s.obligations).toEqual([
      {
        kind: 'still-fleeing',
        rule: '002 direction',
        source: '002',
        unit: 'br-28-foot',
        at: { col: 7, row: 8 },
        nextFlight: 'toward-nearest-edge',
      },
    ]);
  });

  it('the other fleeing unit in its line stops it one hex short, as a friend would', () => {
    // the 44th flees 30 cm to 0608, the 28th 17 cm to 0611; 25 cm misses the 44th, the 28th blocks 0611
    const s = played(ruleset('6e'), units, [30, 17, 25]);
    expect(at(s, 'fr-7-hussars')).toBe('0612');
    expect(entries(s, 'doctrine.pursuit-blocked').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', hex: '0611' },
    ]);
    expect(entries(s, 'doctrine.escaped-6e-stopped').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', pursuit: 25, flight: 30, to: '0612' },
    ]);
    expect(meleeNextTurn(s)).toEqual([]);
    expect(removed(s)).toEqual([]);
  });
});

describe('seed 000: a caught unit whose flight bent: the pursuer runs on along its imaginary line', () => {
  it('the 44th bends east round the routed 2e Ligne (0614-0713-0712-0812); the hussars run on to 0910', () => {
    const units = [HUSSARS, ROUTED_44TH, infantry('fr-2-line', 'french', '0610', { moraleState: 'routed' })];
    const s = played(ruleset('6e'), units, [17, 25]);
    expect(entries(s, 'doctrine.flees-6e').map((e) => e.params.path)).toEqual(['0614-0713-0712-0812']);
    expect(at(s, 'fr-7-hussars')).toBe('0910');
    expect(entries(s, 'doctrine.pursuer-moves').map((e) => e.params)).toEqual([
      { unit: 'fr-7-hussars', roll: 25, hexes: 5, from: '0614', to: '0910' },
    ]);
  });
});

describe('seed 000: defenders pursue charging units that fled (an attacker result)', () => {
  it('the 44th pursues from its own hex, leaving behind the unlimbered guns stacked with it', () => {
    // the hussars charge from 0616 the 44th and a British battery in 0615: stand check 33, fire 33, melee
    // 33 at 1:2 = AR; the hussars flee 16 cm (3 hexes) to 0619; the 44th pursues 10 cm (2 hexes) and
    // ends 6 cm behind them, in 0618; the guns cannot pursue (unlimbered) and do not stop it
    const guns = {
      id: 'br-rha',
      name: 'br-rha',
      side: 'british',
      arm: 'artillery',
      increments: 2,
      melee: 1,
      fire: 4,
      morale: 42,
      formation: 'unlimbered',
      facing: 'S',
      at: '0615',
    };
    const units = [
      cavalry('fr-7-hussars', '0616', { movement: 20 }),
      infantry('br-44-foot', 'british', '0615'),
      guns,
    ];
    const s = played(ruleset('6e'), units, [33, 33, 33, 16, 10], { from: '0616', targets: ['0615'] });
    expect(s.meleeResult?.kind).toBe('AR');
    expect(entries(s, 'doctrine.pursuers').map((e) => e.params)).toEqual([{ units: 'br-44-foot' }]);
    expect([at(s, 'fr-7-hussars'), at(s, 'br-44-foot'), at(s, 'br-rha')]).toEqual(['0619', '0618', '0615']);
    expect(entries(s, 'doctrine.escaped-6e').map((e) => e.params)).toEqual([
      { unit: 'br-44-foot', target: 'fr-7-hussars', pursuit: 10, flight: 16, behind: 6 },
    ]);
    expect(entries(s, 'doctrine.pursuit-blocked')).toEqual([]);
  });
});

describe('seed 000: the pursuer ends facing along the line of flight', () => {
  it('the hussars, facing north-west when they charged, end facing north after pursuing north', () => {
    const s = played(
      ruleset('6e'),
      [
        infantry('br-52-foot', 'british', '1203'),
        cavalry('fr-7-hussars', '0615', { movement: 20, facing: 'NW' }),
        ROUTED_44TH,
      ],
      [17, 25],
    );
    expect(at(s, 'fr-7-hussars')).toBe('0609');
    expect(facing(s, 'fr-7-hussars')).toBe(0);
    expect(facing(s, 'br-52-foot')).toBe(3);
  });
});

describe('R40 / seed 001 "pushed back": a pursuer with no room anywhere on its way ends where it started', () => {
  it('8e: Wellington alone in 0613, the dragoons 1 hex pursuit goes back to 0614', () => {
    // flight 9 inches (4 hexes to 0610), pursuit 2 inches = 1 hex: into 0613, where Wellington stands alone
    const s = played(ruleset('8e'), [DRAGOONS, ROUTED_30TH], [9, 2], {
      leaders: [{ id: 'wellington', name: 'Wellington', side: 'british', at: '0613', meleeModifier: 0 }],
    });
    expect(at(s, 'fr-5-dragoons')).toBe('0614');
    expect(entries(s, 'doctrine.pushed-back').map((e) => [e.rule, e.params])).toEqual([
      ['001 pursuit', { unit: 'fr-5-dragoons', hex: '0613', to: '0614' }],
    ]);
    expect(entries(s, 'doctrine.pursuer-stays').map((e) => e.params)).toEqual([
      { unit: 'fr-5-dragoons', roll: 2, hexes: 1, from: '0614', to: '0614' },
    ]);
  });

  it('8e: a pursuer that does not move at all is not "pushed back"', () => {
    // 1 hex = 3 inches: 2 inches is no hex; the dragoons pivot and stay
    const s = played(ruleset('8e', { hexScale: { inches: 3 } }), [DRAGOONS, ROUTED_30TH], [9, 2]);
    expect(doctrineKeys(s).slice(-2)).toEqual(['doctrine.pivot-8e', 'doctrine.pursuer-stays']);
    expect(at(s, 'fr-5-dragoons')).toBe('0614');
  });
});

describe('seed 001: the pursuer pivots to face the fleeing unit where it stands', () => {
  it('the 30th, placed beside the 88th in 0712, is faced there, not at the end of its path (0612)', () => {
    const s = played(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('br-88-foot', 'british', '0612')],
      [5, 2],
    );
    expect(entries(s, 'doctrine.placed').map((e) => e.params)).toEqual([
      { unit: 'br-30-foot', hex: '0612', to: '0712' },
    ]);
    expect(entries(s, 'doctrine.pivot-8e').map((e) => e.params)).toEqual([
      { unit: 'fr-5-dragoons', hex: '0712' },
    ]);
    expect(at(s, 'fr-5-dragoons')).toBe('0613');
  });
});

describe('the new charge a pursuit makes (ruling R43): the whole obligation', () => {
  it('6e: no charge distance (seed 000 has none)', () => {
    const s = played(
      ruleset('6e'),
      [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0608')],
      [17, 25],
    );
    expect(meleeNextTurn(s)).toStrictEqual([
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

  it('8e: a stack of two contacted, another French unit already next to it: it joins that combat', () => {
    // the 30th flees 5 inches, the dragoons roll 6: destroyed; 3 hexes to 0611, next to 0610; the 21e
    // Ligne stands in 0710, next to 0610 too. Listed first, the 88th keeps its facing (south).
    const units = [
      infantry('br-88-foot', 'british', '0610'),
      infantry('br-92-foot', 'british', '0610', { name: '92nd Foot' }),
      DRAGOONS,
      ROUTED_30TH,
      infantry('fr-21-line', 'french', '0710'),
    ];
    const s = played(ruleset('8e'), units, [5, 6]);
    expect(entries(s, 'doctrine.charge-8e').map((e) => e.params)).toEqual([
      { unit: 'fr-5-dragoons', enemy: 'br-88-foot + 92nd Foot', hex: '0610' },
    ]);
    expect(meleeNextTurn(s)).toStrictEqual([
      {
        kind: 'melee-next-turn',
        rule: '001 charge',
        source: '001',
        attackers: ['fr-5-dragoons'],
        defenders: ['br-88-foot', 'br-92-foot'],
        charging: ['fr-5-dragoons'],
        bothChargeIfCountercharged: false,
        enemyMayOnlyHold: true,
        chargeDistance: 6,
        joinsCombatIfUnfought: true,
      },
    ]);
    expect([facing(s, 'br-88-foot'), facing(s, 'fr-5-dragoons')]).toEqual([3, 0]);
  });

  it('8e: a British unit next to the contacted one is no combat for it to join', () => {
    const units = [
      DRAGOONS,
      ROUTED_30TH,
      infantry('br-88-foot', 'british', '0610'),
      infantry('br-92-foot', 'british', '0710'),
    ];
    const s = played(ruleset('8e'), units, [5, 6]);
    expect(meleeNextTurn(s)).toEqual([
      expect.objectContaining({ defenders: ['br-88-foot'], chargeDistance: 6, joinsCombatIfUnfought: false }),
    ]);
  });
});
