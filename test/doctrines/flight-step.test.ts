import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../src/model/coord.ts';
import {
  at,
  cavalry,
  charge,
  entries,
  entry,
  facing,
  infantry,
  ruleset,
  twiceFledCharge,
} from '../support/doctrine-charges.ts';

const DRAGOONS = cavalry('fr-5-dragoons', '0615', { weight: 'heavy', ranks: 3 });

const ROUTED_30TH = infantry('br-30-foot', 'british', '0614', { moraleState: 'routed' });

const ROUTED_73RD = infantry('br-73-foot', 'british', '0614', { moraleState: 'routed' });

const SOUTH = 3;

const SOUTH_WEST = 4;

describe('seed 001: two units flee the dragoons; their controller puts the 73rd first', () => {
  it('asks which one the dragoons pursue, then the flight order, with the hexes and words a host shows', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, ROUTED_73RD], [5, 8, 4]);
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'pursue-which:fr-5-dragoons',
      what: 'pursue-which',
      subject: { units: ['fr-5-dragoons'], hexes: [{ col: 6, row: 15 }] },
      side: 'french',
      say: { key: 'request.pursue-which', params: { unit: 'fr-5-dragoons' } },
      rule: '001 rolls',
      options: [
        {
          id: 'br-30-foot',
          say: { key: 'option.unit', params: { unit: 'br-30-foot' } },
          unit: 'br-30-foot',
          hex: { col: 6, row: 14 },
          path: [{ col: 6, row: 14 }],
        },
        {
          id: 'br-73-foot',
          say: { key: 'option.unit', params: { unit: 'br-73-foot' } },
          unit: 'br-73-foot',
          hex: { col: 6, row: 14 },
          path: [{ col: 6, row: 14 }],
        },
      ],
      defaultOption: 0,
    });
    ses.chooseDefault();
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'flight-order',
      what: 'flight-order',
      subject: { units: ['br-30-foot', 'br-73-foot'], hexes: [{ col: 6, row: 14 }] },
      side: 'british',
      say: { key: 'request.flight-order', params: {} },
      rule: '001 flight',
      options: [
        { id: 'br-30-foot', say: { key: 'option.next', params: { unit: 'br-30-foot' } }, unit: 'br-30-foot' },
        { id: 'br-73-foot', say: { key: 'option.next', params: { unit: 'br-73-foot' } }, unit: 'br-73-foot' },
      ],
      defaultOption: 0,
    });
  });

  it('each flight record keeps its own unit: the 73rd 5 inches to 0612, the 30th 8 inches to 0610', () => {
    const ses = charge(ruleset('8e'), [DRAGOONS, ROUTED_30TH, ROUTED_73RD], []);
    ses.chooseDefault(); // the dragoons pursue the 30th
    ses.choose(1); // the 73rd rolls and moves first
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-73-foot' });
    ses.roll(5);
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-30-foot' });
    ses.roll(8);
    ses.roll(4); // pursuit: below both flight rolls
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome, f.path?.map(hexLabel).join('-')])).toEqual([
      ['br-30-foot', 'fled', '0614-0613-0612-0611-0610'],
      ['br-73-foot', 'fled', '0614-0613-0612'],
    ]);
    expect([at(s, 'br-30-foot'), at(s, 'br-73-foot')]).toEqual(['0610', '0612']);
    // both turned their backs on the dragoons in 0615: facing north (they stood facing south)
    expect([facing(s, 'br-30-foot'), facing(s, 'br-73-foot')]).toEqual([0, 0]);
  });
});

describe('seed 001: the flight dice come from the ruleset, apart from the pursuit dice', () => {
  it('flight 5D6 (a ruleset setting), pursuit 2D6', () => {
    const rs = ruleset('8e', { flightPursuit8e: { flightDice: '5d6' } });
    const ses = charge(rs, [DRAGOONS, ROUTED_30TH], []);
    expect(ses.pending).toEqual({
      kind: 'roll',
      id: 'flight:br-30-foot',
      what: 'flight-roll',
      subject: { units: ['br-30-foot'], hexes: [{ col: 6, row: 14 }] },
      side: 'british',
      dice: '5d6',
      say: { key: 'request.flight-roll.inches', params: { unit: 'br-30-foot' } },
      rule: '001 rolls',
    });
    ses.roll(19);
    expect(ses.pending).toEqual({
      kind: 'roll',
      id: 'pursuit:fr-5-dragoons',
      what: 'pursuit-roll',
      subject: { units: ['fr-5-dragoons'], hexes: [{ col: 6, row: 15 }] },
      side: 'french',
      dice: '2d6',
      say: { key: 'request.pursuit-roll.inches', params: { unit: 'fr-5-dragoons' } },
      rule: '001 rolls',
    });
  });
});

describe('seed 001: a unit destroyed by the pursuit roll, where it would have ended', () => {
  it('placed beside the fresh 95th in 0612: destroyed at 0712, the hex it would have been placed in', () => {
    const ses = charge(
      ruleset('8e'),
      [DRAGOONS, ROUTED_30TH, infantry('br-95-foot', 'british', '0612')],
      [5, 5],
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.destroyed-8e')).toMatchObject({
      rule: '001 rolls',
      params: { unit: 'br-30-foot', flight: 5, pursuit: 5, hex: '0712' },
    });
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome, f.endedAt && hexLabel(f.endedAt)])).toEqual([
      ['br-30-foot', 'destroyed', '0712'],
    ]);
  });
  it('a flight off the north edge: destroyed at 0600, the last hex on the map', () => {
    const ses = charge(
      ruleset('8e'),
      [
        cavalry('fr-5-dragoons', '0603', { weight: 'heavy', ranks: 3 }),
        infantry('br-30-foot', 'british', '0602', { moraleState: 'routed' }),
      ],
      [8, 9],
      { from: '0603', targets: ['0602'] },
    );
    expect(ses.runToEnd().ok).toBe(true);
    const s = ses.state;
    expect(entry(s, 'doctrine.destroyed-8e')).toMatchObject({
      params: { unit: 'br-30-foot', flight: 8, pursuit: 9, hex: '0600' },
    });
    expect(s.doctrine?.flights.map((f) => [f.unit, f.outcome, f.endedAt && hexLabel(f.endedAt)])).toEqual([
      ['br-30-foot', 'destroyed', '0600'],
    ]);
  });
});

describe('seed 002: the fleeing unit turns its back on the cause', () => {
  it('hussars in 0714; rivers north and north-west of the 44th: it flees south-west to 0514 and faces away', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0714', { movement: 20 }),
        infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 }),
      ],
      [5],
      { from: '0714', terrain: { '0513': 'river', '0613': 'river' } },
    );
    expect(facing(ses.state, 'br-44-foot')).toBe(SOUTH);
    ses.chooseDefault(); // the hussars pursue
    ses.roll(5); // 5 cm: one hex
    const s = ses.state;
    expect(entry(s, 'doctrine.flees-6e')?.params).toMatchObject({
      from: '0614',
      to: '0514',
      path: '0614-0514',
    });
    expect(at(s, 'br-44-foot')).toBe('0514');
    // the cause 0714 and the end 0514 are in one row: the bearing from one to the other is south-west
    expect(facing(s, 'br-44-foot')).toBe(SOUTH_WEST);
  });
});

describe('seed 002: who flees from whom, and when nobody may pursue', () => {
  it('two hussar regiments of equal strength: the fleeing side chooses, each option pointing at its hex', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0615', { movement: 20 }),
        cavalry('fr-8-hussars', '0615', { movement: 20 }),
        infantry('br-44-foot', 'british', '0614', { moraleState: 'routed', movement: 10 }),
      ],
      [],
    );
    expect(ses.pending).toEqual({
      kind: 'choice',
      id: 'flight-cause:br-44-foot',
      what: 'flight-cause',
      subject: { units: ['br-44-foot'], hexes: [{ col: 6, row: 14 }] },
      // seed 002: "el jugador que controla la unidad que Huye elige"
      side: 'british',
      say: { key: 'request.flight-cause.strength', params: { unit: 'br-44-foot' } },
      rule: '002 direction 1',
      options: ['fr-7-hussars', 'fr-8-hussars'].map((id) => ({
        id,
        say: { key: 'option.unit-at', params: { unit: id, hex: '0615' } },
        unit: id,
        hex: { col: 6, row: 15 },
        path: [{ col: 6, row: 15 }],
      })),
      defaultOption: 0,
    });
  });
  it('stand-check fleers are not pursued: the log names no pursuer ("none")', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0615', { movement: 20, melee: 12 }),
        infantry('br-44-foot', 'british', '0614', { moraleState: 'disordered', movement: 10, morale: 45 }),
      ],
      [22, 17],
    );
    expect(ses.runToEnd().ok).toBe(true);
    expect(entry(ses.state, 'doctrine.no-pursuers')).toMatchObject({
      rule: '000 who',
      params: { units: 'none' },
    });
  });
});

describe('seed 002 priority 1: routed attackers flee from the strongest enemy, in whichever hex it stands', () => {
  it('AR against 0614 (unit strength 4) and 0714 (8): the hussars flee from 0714, south-west to 0217', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-3-hussars', '0615', { movement: 20 }),
        infantry('br-a', 'british', '0614', { fire: 0, increments: 4, unitStrength: 4 }),
        infantry('br-b', 'british', '0714', { fire: 0, increments: 8, unitStrength: 8 }),
      ],
      [],
      { targets: ['0614', '0714'] },
    );
    ses.roll(33); // stand check of 0614: fails (disordered)
    ses.roll(33); // stand check of 0714: fails
    ses.roll(21); // melee at 1:2: AR
    expect(ses.state.meleeResult?.kind).toBe('AR');
    expect(entry(ses.state, 'doctrine.cause-6e')?.params).toEqual({
      unit: 'fr-3-hussars',
      cause: 'br-b',
      value: 8,
    });
    ses.chooseDefault(); // br-b pursues
    ses.chooseDefault(); // br-a pursues
    ses.roll(20); // 8D6 flight: 20 cm, 4 hexes
    expect(entry(ses.state, 'doctrine.flees-6e')?.params).toEqual({
      unit: 'fr-3-hussars',
      roll: 20,
      hexes: 4,
      from: '0615',
      to: '0217',
      path: '0615-0515-0416-0316-0217',
      dropped: 0,
    });
  });
});

describe('a unit that flees twice from one stronger enemy: its second cause is settled without a choice (seed 002)', () => {
  // As in records.test.ts (a unit that flees twice): 20 cm hexes, the disordered 44th fails its stand check (22), its 17 cm
  // flight is 0 hexes, the melee's DR at 4:1 (45) routs the stack with it (R26). Here the 1er Cuirassiers
  // have 7 increments to the 2e's 6: seed 002 priority 1, the enemy of greater unit strength is the cause,
  // so no `flight-cause` choice is asked, for the first flight nor the second (flight.ts's `auto` branch
  // must write the cause into the 44th's second, open, record, not its first: `y.outcome === undefined`).
  const start = () => twiceFledCharge([], [7, 6]);

  it('both flights of the 44th, and the 52nd, flee from the 1er Cuirassiers (strength 7), each record its own', () => {
    const ses = start();
    ses.roll(22); // stand check: fails; the 44th routs (no choice of cause: 7 against 6)
    expect(ses.pending).toMatchObject({ kind: 'roll', id: 'flight:br-44-foot', dice: '5d6' });
    ses.roll(17); // 17 cm: 0 hexes of 20 cm
    ses.roll(33); // defensive fire
    ses.roll(45); // melee at 4:1: DR
    expect(ses.state.doctrine?.flights.map((f) => [f.unit, f.inMelee, f.cause, f.roll, f.outcome])).toEqual([
      ['br-44-foot', false, 'fr-1-cuirassiers', 17, 'fled'],
      ['br-44-foot', true, 'fr-1-cuirassiers', undefined, undefined],
      ['br-52-foot', true, 'fr-1-cuirassiers', undefined, undefined],
    ]);
    expect(entries(ses.state, 'doctrine.cause-6e').map((e) => e.params)).toEqual([
      { unit: '44th Foot', cause: '1er Cuirassiers', value: 7 },
      { unit: '44th Foot', cause: '1er Cuirassiers', value: 7 },
      { unit: '52nd Foot', cause: '1er Cuirassiers', value: 7 },
    ]);
    // the step goes on to the pursuit declarations (seed 000 "Cuándo se persigue")
    expect(ses.pending).toMatchObject({ kind: 'choice', id: 'pursue-which:fr-1-cuirassiers' });
  });
});
