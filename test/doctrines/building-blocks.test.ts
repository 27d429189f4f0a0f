/**
 * The small rules of the doctrines pinned at their boundaries: the dice by Movement (seed 002: 5D6 up to
 * 15 cm), the scale, the default unit strength, full ranks and Movement, unlimbered artillery that must
 * flee, and later-turn flights toward the nearest edge.
 */
import { describe, expect, it } from 'vitest';
import { movementDice } from '../../src/doctrines/6e/dice.ts';
import { edgePoint, fleeInLaterTurn } from '../../src/doctrines/6e/later-turns.ts';
import { flightDice8e, pursuitDice8e } from '../../src/doctrines/8e/dice.ts';
import { cmToHexes, inchesToHexes } from '../../src/doctrines/scale.ts';
import { doctrineSettings } from '../../src/doctrines/settings.ts';
import { fullRanks, movementCm, unitStrength } from '../../src/doctrines/unit-values.ts';
import type { Board } from '../../src/model/board.ts';
import { hexLabel } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import { cavalry, charge, entry, infantry, removed, rollUntilChoice, ruleset } from './helpers.ts';

const unit = (extra: Partial<Unit> = {}): Unit => ({
  id: 'u',
  name: 'u',
  side: 'british',
  arm: 'infantry',
  increments: 5,
  fullIncrements: 6,
  melee: 6,
  fire: 5,
  morale: 42,
  formation: 'line',
  moraleState: 'routed',
  facing: 0,
  at: { col: 6, row: 10 },
  ...extra,
});

describe('dice by Movement (seed 002: 5D6 up to 15 cm, 8D6 above; seed 001: 2D6)', () => {
  const six = ruleset('6e');
  it('15 cm rolls 5D6, 16 cm rolls 8D6', () => {
    expect(movementDice(six, unit({ movement: 15 }))).toBe('5d6');
    expect(movementDice(six, unit({ movement: 16 }))).toBe('8d6');
    expect(movementDice(six, unit({ movement: 16 }))).toBe('8d6');
  });
  it('default Movement by arm: infantry and artillery 10 cm, cavalry 20 cm', () => {
    const s = doctrineSettings(six);
    expect(movementCm(unit(), s)).toBe(10);
    expect(movementCm(unit({ arm: 'cavalry' }), s)).toBe(20);
    expect(movementCm(unit({ arm: 'artillery' }), s)).toBe(10);
    expect(movementDice(six, unit({ arm: 'cavalry' }))).toBe('8d6');
  });
  it('8e: 2D6 for both, whatever the Movement', () => {
    const eight = ruleset('8e', { flightPursuit8e: { pursuitDice: 'd6' } });
    expect(flightDice8e(eight)).toBe('2d6');
    expect(pursuitDice8e(eight)).toBe('d6');
  });
});

describe('scale: whole hexes, rounded down (1 hex = 5 cm = 2 inches)', () => {
  const scale = { cm: 5, inches: 2 };
  it('centimetres', () => {
    expect([4, 5, 9, 10, 14, 15].map((cm) => cmToHexes(cm, scale))).toEqual([0, 1, 1, 2, 2, 3]);
  });
  it('inches', () => {
    expect([1, 2, 3, 4, 12].map((i) => inchesToHexes(i, scale))).toEqual([0, 1, 1, 2, 6]);
  });
  it('another scale', () => {
    expect(cmToHexes(12, { cm: 4, inches: 1.5 })).toBe(3);
    expect(inchesToHexes(4.5, { cm: 4, inches: 1.5 })).toBe(3);
  });
});

describe('unit values and their defaults', () => {
  const s = doctrineSettings(ruleset('8e'));
  it('unit strength: the scenario value, else the increments left', () => {
    expect(unitStrength(unit())).toBe(5);
    expect(unitStrength(unit({ unitStrength: 9 }))).toBe(9);
  });
  it('full ranks: the scenario value, else the ruleset default (1)', () => {
    expect(fullRanks(unit(), s)).toBe(1);
    expect(fullRanks(unit({ ranks: 4 }), s)).toBe(4);
    expect(fullRanks(unit(), doctrineSettings(ruleset('8e', { flightPursuit8e: { defaultRanks: 2 } })))).toBe(
      2,
    );
  });
  it('in a charge: the cause is logged with its unit strength from its increments', () => {
    const ses = charge(
      ruleset('6e'),
      [
        cavalry('fr-7-hussars', '0615', { movement: 20, increments: 4, fullIncrements: 6 }),
        infantry('br-44-foot', 'british', '0614', { moraleState: 'routed' }),
      ],
      [],
    );
    expect(entry(ses.state, 'doctrine.cause-6e')?.params).toEqual({
      unit: 'br-44-foot',
      cause: 'fr-7-hussars',
      value: 4,
    });
  });
});

describe('unlimbered artillery forced to flee is eliminated (18.10.4), not a doctrine flight', () => {
  it('6e: the routed battery in the stack is eliminated, the battalion flees', () => {
    const ses = rollUntilChoice(
      charge(
        ruleset('6e'),
        [
          cavalry('fr-7-hussars', '0615', { movement: 20 }),
          infantry('br-44-foot', 'british', '0614', { moraleState: 'routed' }),
          {
            ...infantry('br-rha', 'british', '0614', { moraleState: 'routed' }),
            arm: 'artillery',
            formation: 'unlimbered',
            supplied: true,
            increments: 2,
          },
        ],
        [],
      ),
    );
    const s = ses.state;
    expect(removed(s)).toEqual([['br-rha', 'eliminated', '18.10.4']]);
    expect(s.doctrine?.flights.map((f) => f.unit)).toEqual(['br-44-foot']);
  });
});

describe('seed 002, later turns: as directly as it can toward the nearest table edge', () => {
  const board: Board = {
    width: 16,
    height: 20,
    defaultTerrain: 'clear',
    terrain: {},
    units: [unit({ at: { col: 3, row: 10 } })],
    leaders: [],
    sides: [],
  };
  it('the nearest edge point: straight across to the nearest edge', () => {
    expect(hexLabel(edgePoint(board, { col: 3, row: 10 }))).toBe('0010');
    expect(hexLabel(edgePoint(board, { col: 12, row: 10 }))).toBe('1510');
    expect(hexLabel(edgePoint(board, { col: 8, row: 2 }))).toBe('0800');
    expect(hexLabel(edgePoint(board, { col: 8, row: 17 }))).toBe('0819');
  });
  it('12 cm = 2 hexes west toward the west edge', () => {
    const plan = fleeInLaterTurn(board, ruleset('6e'), 'u', 12);
    expect(plan.end && hexLabel(plan.end)).toBe('0109'); // two hexes west on the zig-zag of columns
    expect(plan.path).toHaveLength(3);
  });
});
