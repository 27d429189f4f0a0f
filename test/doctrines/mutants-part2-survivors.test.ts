/**
 * The survivors of the first whole Stryker run of src/doctrines part 2 (docs/mutation.md), each killed by
 * a charge or a call the engine makes: the new flight roll of an already-fleeing enemy told by its NAME
 * (seed 000 "Cargas sobre unidades que huyen"), two pursuers' hold-back tests each kept on its own record
 * (seed 000 "Evitar la persecución"), a pursuer back from off the map with no leader riding with it while
 * other leaders stay where they are (seed 000 "Aparecer tras persecución", ruling R40), a fleeing unit
 * placed beside a friend in the map's top row (seed 002), and a unit that flees twice in one charge (its
 * stand-check flight too short to leave its hex, then routed with its stack by the melee): its second
 * flight's cause, roll and roll class are its own, not the first flight's (seeds 000, 002; R26).
 */
import { describe, expect, it } from 'vitest';
import { returnToMap } from '../../src/doctrines/obligations.ts';
import { placeBesideOrBehind } from '../../src/doctrines/placement.ts';
import { doctrineRollClassifier } from '../../src/doctrines/roll-classes.ts';
import type { Obligation } from '../../src/model/obligation.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import {
  at,
  cavalry,
  charge,
  entries,
  infantry,
  LASALLE,
  leaderAt,
  lineInfantry,
  removed,
  ruleset,
  twiceFledCharge,
} from './helpers.ts';

const HUSSARS = cavalry('fr-7-hussars', '0615', { movement: 20, name: '7e Hussards' });
const FOOT_44 = infantry('br-44-foot', 'british', '0614', {
  moraleState: 'routed',
  movement: 10,
  name: '44th Foot',
});
const logged = (s: ChargeState, prefix: string) =>
  s.log.filter((e) => e.key.startsWith(prefix)).map((e) => [e.key, e.rule, e.params, e.dice]);

describe('answers.ts: the new flight roll of an enemy already fleeing, told by its name (seed 000)', () => {
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
    expect(logged(ses.state, 'doctrine.reflight')).toEqual([
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

describe('answers.ts: two pursuers try to hold back, each test on its own record (seed 000)', () => {
  it('the hussars fail (2D6 11 above Lasalle 10), the chasseurs pass (4): each keeps its own roll', () => {
    const chasseurs = cavalry('fr-5-chasseurs', '0615', {
      movement: 20,
      name: '5e Chasseurs',
      increments: 4,
    });
    const ses = charge(ruleset('6e'), [HUSSARS, chasseurs, FOOT_44], [], { leaders: [LASALLE] });
    // the stronger unit first (6 increments before 4)
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:fr-7-hussars' });
    ses.choose(1); // attempt
    ses.roll(11);
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'hold-back:fr-5-chasseurs' });
    ses.choose(1);
    ses.roll(4);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot' });
    expect(ses.state.doctrine?.pursuers).toEqual([
      { unit: 'fr-7-hussars', target: 'br-44-foot', holdBack: 'failed', holdBackRoll: 11 },
      { unit: 'fr-5-chasseurs', target: 'br-44-foot', holdBack: 'held', holdBackRoll: 4 },
    ]);
  });
});

describe('obligations.ts: back from off the map with no leader riding with it (seed 000, R40)', () => {
  it('the hussars pursue the 44th off the map at 0600 and come back there; Murat and Hill stay put', () => {
    // the hussars charge from 0603 the routed 44th in 0602: 17 cm = 3 hexes takes both off the north edge
    const ses = charge(
      ruleset('6e'),
      [
        infantry('br-95-foot', 'british', '1010'),
        cavalry('fr-7-hussars', '0603', { movement: 20 }),
        infantry('br-44-foot', 'british', '0602', { moraleState: 'routed', movement: 10 }),
      ],
      [17, 17],
      {
        from: '0603',
        targets: ['0602'],
        leaders: [
          { id: 'murat', name: 'Murat', side: 'french', at: '0810', meleeModifier: 0 },
          { id: 'hill', name: 'Hill', side: 'british', at: '0205', meleeModifier: 0 },
        ],
      },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    const ob = s.obligations?.[0] as Extract<Obligation, { kind: 'return-to-map' }>;
    // no leader rode with it: the obligation names none
    expect([s.obligations?.length, ob.kind, ob.leaders, ob.exit]).toEqual([
      1,
      'return-to-map',
      undefined,
      { col: 6, row: 0 },
    ]);
    const r = returnToMap(s.board, s.ruleset, ob);
    const back = { ...s, board: r.board };
    expect(r.board.units.map((u) => [u.id, at(back, u.id), u.facing])).toEqual([
      ['br-95-foot', '1010', 3],
      ['fr-7-hussars', '0600', 3],
    ]);
    // the leaders elsewhere are neither taken off nor joined by anyone
    expect(r.board.leaders).toEqual(s.board.leaders);
    expect(r.board.leaders.map((l) => [l.id, leaderAt(back, l.id)])).toEqual([
      ['murat', '0810'],
      ['hill', '0205'],
    ]);
  });
});

describe('placement.ts: placed beside a friend in the top row of the map (seed 002)', () => {
  it('fled north from a cause in 0404 onto a friend in 0400: beside it in 0500 (0300 taken, 0401 nearer the cause)', () => {
    const c = (col: number, row: number) => ({ col, row });
    const board = {
      width: 10,
      height: 10,
      defaultTerrain: 'clear',
      terrain: {},
      units: [lineInfantry('friend', 'british', c(4, 0)), lineInfantry('other', 'british', c(3, 0))],
      leaders: [],
      sides: [],
    };
    // 0500, like 0400, is 4 hexes from 0404: beside; the row above is off the map
    expect(placeBesideOrBehind(board, ruleset('6e'), c(4, 0), c(4, 4), 'british', ['me'])).toEqual(c(5, 0));
  });
});

describe('a unit that flees twice in one charge: the second flight is its own (seeds 002, 000; R26)', () => {
  // 20 cm hexes (a ruleset may set 1 to 1000 cm): the 44th's 17 cm stand-check flight is 0 hexes, so it stays
  // in 0614 with the 52nd; the melee's DR routs the stack, the 44th with it (R26), and it flees anew
  const start = (script: readonly number[]) => twiceFledCharge(script);

  it('the 44th fails the stand check (22) and stays; DR at 4:1 (45): a new cause, roll and class of its own', () => {
    const ses = start([]);
    ses.roll(22); // stand check: fails; the disordered 44th routs, the 52nd is disordered
    // two charging units of equal strength: the 44th's controller picks the one it flees from (seed 002)
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'flight-cause:br-44-foot' });
    ses.choose(0);
    ses.roll(17); // 17 cm: 0 hexes
    ses.roll(33); // defensive fire
    ses.roll(45); // melee at 4:1: DR
    const flights = () =>
      ses.state.doctrine?.flights.map((f) => [f.unit, f.inMelee, f.cause, f.roll, f.dice, f.outcome]);
    expect(flights()).toEqual([
      ['br-44-foot', false, 'fr-1-cuirassiers', 17, '5d6', 'fled'],
      ['br-44-foot', true, undefined, undefined, undefined, undefined],
      ['br-52-foot', true, undefined, undefined, undefined, undefined],
    ]);
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'flight-cause:br-44-foot' });
    ses.choose(1); // this time from the 2e Cuirassiers
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'flight-cause:br-52-foot' });
    ses.choose(0);
    for (const id of ['pursue-which:fr-1-cuirassiers', 'pursue-which:fr-2-cuirassiers']) {
      expect(ses.pending).toMatchObject({ kind: 'choice', id });
      ses.choose(0); // both pursue the 44th
    }
    for (const id of ['hold-back:fr-1-cuirassiers', 'hold-back:fr-2-cuirassiers']) {
      expect(ses.pending).toMatchObject({ kind: 'choice', id });
      ses.choose(0); // pursue
    }
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot' });
    // its second flight broke in the melee, so the two cuirassiers' 8D6 (8 to 48) are compared with it:
    // 5 cm is caught whatever they roll, 12 may be or not; its first flight (a stand check) nobody pursues
    const classOf = doctrineRollClassifier(ses.state)!;
    expect([5, 12].map((r) => classOf(ses.state, r))).toEqual(['hexes 0 always caught', 'roll 12']);
    ses.roll(12);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-52-foot' });
    expect(flights()).toEqual([
      ['br-44-foot', false, 'fr-1-cuirassiers', 17, '5d6', 'fled'],
      ['br-44-foot', true, 'fr-2-cuirassiers', 12, '5d6', undefined],
      ['br-52-foot', true, 'fr-1-cuirassiers', undefined, undefined, undefined],
    ]);
  });

  it('with stand-check fleers pursuable (house rule), the 44th is offered once as a target, not once a flight', () => {
    const ses = twiceFledCharge(
      [],
      [6, 6],
      ruleset('6e', { hexScale: { cm: 20 }, pursuit6e: { pursueStandCheckFleers: true } }),
    );
    ses.roll(22); // stand check: fails
    ses.choose(0); // the 44th flees from the 1er Cuirassiers
    ses.roll(17); // 0 hexes
    ses.roll(33); // defensive fire
    ses.roll(45); // melee: DR
    ses.choose(0); // causes of the 44th's and the 52nd's flights
    ses.choose(0);
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'pursue-which:fr-1-cuirassiers' });
    expect(ses.pending?.kind === 'choice' && ses.pending.options.map((o) => o.id)).toEqual([
      'br-44-foot',
      'br-52-foot',
    ]);
  });

  it('the pursuit follows the second flight: 14 catches its 12 cm (its first flight was 17 cm)', () => {
    // causes and targets by default (the 1er Cuirassiers; both pursue the 44th), flights 12 and 13 cm
    const ses = start([22, 17, 33, 45, 12, 13, 14, 14]);
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entries(s, 'doctrine.caught-6e').map((e) => e.params)).toEqual([
      { unit: '1er Cuirassiers', target: '44th Foot', pursuit: 14, flight: 12 },
    ]);
    expect(entries(s, 'doctrine.escaped-6e-stopped')).toEqual([]);
    expect(removed(s)).toEqual([['br-44-foot', 'eliminated', '000 distance']]);
  });
});
