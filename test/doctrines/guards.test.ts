/**
 * Tests that pin a rule of seeds 000-002 each, with exact outcomes, so that a wrong rule fails: the
 * pursuit roll that equals the flight roll destroys (>=, not >), pursuers act from the highest unit
 * strength down, the cause of flight is the strongest enemy (6e) or the one with most full ranks (8e),
 * the fleeing unit turns its back, a leader lends his Leadership only within range, and impassable
 * terrain stops flights and pursuits.
 */
import { describe, expect, it } from 'vitest';
import { holdBackLeadership } from '../../src/doctrines/6e/hold-back.ts';
import type { Board } from '../../src/model/board.ts';
import type { Unit } from '../../src/model/unit.ts';
import {
  at,
  cavalry,
  charge,
  entries,
  entry,
  facing,
  infantry,
  removed,
  rollUntilChoice,
  ruleset,
} from './helpers.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20 });
const ROUTED_44TH = infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 });
const DRAGOONS = cavalry('fr-5-dragoons', '0615', { weight: 'heavy', ranks: 3 });
const ROUTED_30TH = infantry('br-30-foot', 'british', '0614', { moraleState: 'routed' });

describe('a pursuit roll equal to the flight roll catches (seed 000 "igual o superior", seed 001 "равный или больший")', () => {
  it('6e: 17 cm against 17 cm: destroyed, the hussars run their whole roll', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 17]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.caught-6e')?.params).toEqual({
      unit: 'fr-7-hussars',
      target: 'br-44-foot',
      pursuit: 17,
      flight: 17,
    });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(at(s, 'fr-7-hussars')).toBe('0611');
  });

  it('6e: 16 cm against 17 cm: it escapes, and the hussars stop short of it', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 16]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(removed(s)).toEqual([]);
    expect(at(s, 'br-44-foot')).toBe('0611');
    expect(at(s, 'fr-7-hussars')).toBe('0612');
  });

  it('6e: an already-fleeing enemy hit, whose new flight roll equals the pursuit roll, is caught', () => {
    const ses = charge(
      ruleset('6e'),
      [HUSSARS, ROUTED_44TH, infantry('br-95-foot', 'british', '0610', { moraleState: 'routed' })],
      [17, 25, 25],
    );
    expect(ses.runToEnd().ok).toBe(true);
    expect(entry(ses.state, 'doctrine.reflight-caught')?.params).toEqual({
      unit: 'br-95-foot',
      roll: 25,
      pursuit: 25,
    });
    expect(removed(ses.state).map((r) => r[0])).toEqual(['br-44-foot', 'br-95-foot']);
  });

  it('8e: 6 inches against 6 inches: destroyed where it would have ended', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH], [6, 6]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.destroyed-8e')?.params).toEqual({
      unit: 'br-30-foot',
      flight: 6,
      pursuit: 6,
      hex: '0611',
    });
    expect(removed(s)).toEqual([['br-30-foot', 'eliminated', '001 rolls']]);
  });

  it('8e: 5 inches against 6 inches: it flees 3 hexes', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH], [6, 5]);
    expect(ses.runToEnd().ok).toBe(true);
    expect(removed(ses.state)).toEqual([]);
    expect(at(ses.state, 'br-30-foot')).toBe('0611');
  });
});

describe('pursuers act from the highest unit strength down (seed 000)', () => {
  // the 1er Hussards rout at 1:3 (stand checks 66, 66, column-shift dice 1, 1, melee 31: AR) against
  // four British battalions of unit strength 3, 8 (0614) and 5, 1 (0714)
  const units = [
    cavalry('fr-1-hussars', '0615', { melee: 2, increments: 2, fullIncrements: 2 }),
    infantry('br-1', 'british', '0614', { fire: 0, unitStrength: 3 }),
    infantry('br-2', 'british', '0614', { fire: 0, unitStrength: 8 }),
    infantry('br-3', 'british', '0714', { fire: 0, unitStrength: 5 }),
    infantry('br-4', 'british', '0714', { fire: 0, unitStrength: 1 }),
  ];

  it('6e: the defenders who pursue the routed hussars, strongest first', () => {
    const ses = rollUntilChoice(
      charge(ruleset('6e'), units, [66, 66, 1, 1, 31], { targets: ['0614', '0714'] }),
    );
    expect(entry(ses.state, 'doctrine.pursuers')?.params).toEqual({ units: 'br-2 + br-3 + br-1 + br-4' });
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:br-2' });
  });

  it('8e: the same order is the default pursuit order', () => {
    const ses = charge(ruleset('8e'), units, [66, 66, 1, 1, 31, 7], { targets: ['0614', '0714'] });
    ses.runToEnd(); // stops at the first pursuit roll: the script has run out
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'pursuit:br-2' });
    expect(entries(ses.state, 'doctrine.order-picked').map((e) => e.params.unit)).toEqual([
      'br-2',
      'br-3',
      'br-1',
    ]);
  });
});

describe('the cause of flight (seed 002 priority 1, seed 001)', () => {
  it('6e: the enemy with the highest unit strength, not the weakest', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0615', { movement: 20, unitStrength: 3 }),
        cavalry('fr-8-hussars', '0615', { movement: 20, unitStrength: 9 }),
        ROUTED_44TH,
      ],
      [],
    );
    expect(entry(ses.state, 'doctrine.cause-6e')).toMatchObject({
      rule: '002 direction 1',
      source: '002',
      params: { unit: 'br-44-foot', cause: 'fr-8-hussars', value: 9 },
    });
    expect(ses.state.doctrine?.flights[0]?.cause).toBe('fr-8-hussars');
  });

  it('8e: the enemy with the most full ranks, not the fewest', () => {
    const ses = charge(
      ruleset('8e'),
      [DRAGOONS, cavalry('fr-9-cuirassiers', '0615', { weight: 'heavy', ranks: 2 }), ROUTED_30TH],
      [],
    );
    expect(entry(ses.state, 'doctrine.cause-8e')).toMatchObject({
      rule: '001 flight',
      source: '001',
      params: { unit: 'br-30-foot', cause: 'fr-5-dragoons', value: 3 },
    });
  });

  it('a tie offers the equals only, the first listed by default', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0615', { movement: 20, unitStrength: 9 }),
        cavalry('fr-8-hussars', '0615', { movement: 20, unitStrength: 9 }),
        cavalry('fr-9-hussars', '0615', { movement: 20, unitStrength: 2 }),
        ROUTED_44TH,
      ],
      [],
    );
    expect(ses.pending).toMatchObject({
      kind: 'choice',
      what: 'flight-cause',
      side: 'british',
      rule: '002 direction 1',
      options: [{ unit: 'fr-7-hussars' }, { unit: 'fr-8-hussars' }],
      defaultOption: 0,
    });
  });
});

describe('the fleeing unit turns its back on the cause (seed 002 "Gira la unidad", seed 001)', () => {
  it('6e: the 44th, facing south toward the hussars, faces north once fled', () => {
    expect(facing(charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], []).state, 'br-44-foot')).toBe(3);
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 12]);
    expect(ses.runToEnd().ok).toBe(true);
    expect(facing(ses.state, 'br-44-foot')).toBe(0);
  });

  it('8e: the 30th faces north once fled', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH], [6, 3]);
    expect(ses.runToEnd().ok).toBe(true);
    expect(facing(ses.state, 'br-30-foot')).toBe(0);
  });
});

describe("a leader lends his Leadership to the hold-back test only within range (seed 000 'si está cerca')", () => {
  const rs = ruleset('6e');
  const unit = infantry('u', 'french', '0610') as unknown as Unit;
  const u: Unit = { ...unit, at: { col: 6, row: 10 }, facing: 0, fullIncrements: 6, moraleState: 'good' };
  const board = (row: number): Board => ({
    width: 16,
    height: 20,
    defaultTerrain: 'clear',
    terrain: {},
    units: [u],
    leaders: [
      { id: 'l', name: 'Lasalle', side: 'french', at: { col: 6, row }, meleeModifier: 0, leadership: 9 },
    ],
    sides: [],
  });

  it('6 hexes away (12 inches at the default scale): his 9', () => {
    expect(holdBackLeadership(board(4), rs, u)).toEqual({ value: 9, from: 'Lasalle' });
  });

  it('7 hexes away: the unit tests its own 7', () => {
    expect(holdBackLeadership(board(3), rs, u)).toEqual({ value: 7, from: 'u' });
  });

  it('a leader of the other side never lends', () => {
    const b = board(10);
    expect(holdBackLeadership({ ...b, leaders: [{ ...b.leaders[0]!, side: 'british' }] }, rs, u)).toEqual({
      value: 7,
      from: 'u',
    });
  });

  it('without the house rule, never', () => {
    const off = ruleset('6e', { pursuit6e: { leaderLeadership: false } });
    expect(holdBackLeadership(board(10), off, u)).toEqual({ value: 7, from: 'u' });
  });

  it('in a charge: the hold-back test names the leader within range', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [], {
      leaders: [
        { id: 'lasalle', name: 'Lasalle', side: 'french', at: '0609', meleeModifier: 0, leadership: 10 },
      ],
    });
    ses.choose(1);
    expect(ses.pending).toMatchObject({
      kind: 'roll',
      id: 'hold-back:fr-7-hussars',
      what: 'hold-back-test',
      side: 'french',
      say: {
        key: 'request.hold-back-test',
        params: { unit: 'fr-7-hussars', leadership: 10, from: 'Lasalle' },
      },
    });
    ses.roll(10);
    expect(entry(ses.state, 'doctrine.held-back')?.params).toEqual({
      unit: 'fr-7-hussars',
      roll: 10,
      leadership: 10,
      from: 'Lasalle',
    });
  });
});

describe('impassable terrain stops pursuits (seeds 000, 001)', () => {
  it('6e: the hussars catch the 44th and run on along its line until the river', () => {
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [17, 30], { terrain: { '0609': 'river' } });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.pursuit-blocked')).toMatchObject({
      rule: '000 distance',
      source: '000',
      params: { unit: 'fr-7-hussars', hex: '0609' },
    });
    expect(at(s, 'fr-7-hussars')).toBe('0610');
  });
});

describe('flights and pursuits ignore terrain other than impassable (seeds 002, 000)', () => {
  it('6e: woods, a town and a chateau straight ahead do not bend the flight nor stop the pursuit', () => {
    const terrain = { '0613': 'woods', '0612': 'town', '0611': 'chateau', '0610': 'marsh' };
    const ses = charge(ruleset('6e'), [HUSSARS, ROUTED_44TH], [22, 30], { terrain });
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({
      path: '0614-0613-0612-0611-0610',
      dropped: 0,
    });
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
    expect(at(s, 'fr-7-hussars')).toBe('0608');
  });
});

describe('8e: a pursuer that charges an enemy already in contact with its side joins that combat (seed 001)', () => {
  it('the 88th stands next to the French reserve: joinsCombatIfUnfought', () => {
    const ses = charge(
      ruleset('8e'),
      [
        DRAGOONS,
        ROUTED_30TH,
        infantry('br-88-foot', 'british', '0610'),
        infantry('fr-reserve', 'french', '0509'),
      ],
      [5, 6],
    );
    expect(ses.runToEnd().ok).toBe(true);
    expect(ses.state.obligations?.filter((o) => o.kind === 'melee-next-turn')).toEqual([
      {
        kind: 'melee-next-turn',
        rule: '001 charge',
        source: '001',
        attackers: ['fr-5-dragoons'],
        defenders: ['br-88-foot'],
        charging: ['fr-5-dragoons'],
        bothChargeIfCountercharged: false,
        enemyMayOnlyHold: true,
        chargeDistance: 6,
        joinsCombatIfUnfought: true,
      },
    ]);
  });
});
