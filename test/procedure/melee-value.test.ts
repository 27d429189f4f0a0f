import { describe, expect, it } from 'vitest';
import { ratio } from '../../src/math/ratio.ts';
import type { FactorModifier } from '../../src/model/ruleset.ts';
import type { Unit } from '../../src/model/unit.ts';
import { meleeValue } from '../../src/procedure/melee-value.ts';
import type { Situation } from '../../src/rules/conditions.ts';
import { shippedRuleset } from '../support/data-files.ts';

const horse = (id: string, o: Partial<Unit> = {}): Unit => ({
  id,
  name: id,
  side: 'french',
  arm: 'cavalry',
  weight: 'heavy',
  increments: 6,
  fullIncrements: 6,
  melee: 12,
  fire: 0,
  morale: 44,
  formation: 'line',
  moraleState: 'good',
  facing: 0,
  at: { col: 8, row: 12 },
  ...o,
});

const foot: Unit = {
  ...horse('ir'),
  side: 'austrian',
  arm: 'infantry',
  weight: undefined,
  facing: 3,
  at: { col: 8, row: 11 },
};

const situation = (attackers: Unit[]): Situation => ({
  attackers,
  defenders: [foot],
  contact: 'front',
  defenderTerrain: 'clear',
  leadersWithAttacker: [],
  leadersWithDefender: [],
  notRecalled: false,
});

// A user's own table may still halve heavy cavalry in line (the condition is kept; ruling R22).
const HEAVY_IN_LINE: FactorModifier[] = [
  {
    id: 'heavy-in-line',
    rule: '19.9',
    when: 'attacker-heavy-in-line',
    side: 'attacker',
    factor: [1, 2],
    label: 'Heavy cavalry in line',
  },
];

describe('cavalry melee modifiers (step 4, 19.9)', () => {
  it('the shipped table has no "heavy cavalry in line" factor: the reference cuirassiers melee at 14 (ruling R22)', () => {
    const r = shippedRuleset();
    expect(r.meleeModifiers.map((m) => m.when)).not.toContain('attacker-heavy-in-line');
    const cuirassiers = horse('cuir', { increments: 8, fullIncrements: 8, melee: 14 });
    expect(meleeValue([cuirassiers], 'attacker', r.meleeModifiers, [situation([cuirassiers])]).value).toEqual(
      ratio(14),
    );
  });

  it('a table row on attacker-heavy-in-line halves heavy cavalry in line only', () => {
    const inLine = horse('heavy-line');
    const inColumn = horse('heavy-column', { formation: 'column' });
    const light = horse('light-line', { weight: 'light' });
    const value = (u: Unit) => meleeValue([u], 'attacker', HEAVY_IN_LINE, [situation([u])]);
    expect(value(inLine)).toEqual({
      value: ratio(6),
      arithmetic: 'heavy-line 12 x1/2 Heavy cavalry in line = 6',
    });
    expect(value(inColumn)).toEqual({ value: ratio(12), arithmetic: 'heavy-column 12' });
    expect(value(light)).toEqual({ value: ratio(12), arithmetic: 'light-line 12' });
    // In a stack, the factor is judged unit by unit.
    const both = [inLine, light];
    expect(meleeValue(both, 'attacker', HEAVY_IN_LINE, [situation(both)]).arithmetic).toBe(
      'heavy-line 12 x1/2 Heavy cavalry in line = 6 + light-line 12 = 18',
    );
  });
});

describe('melee modifiers (step 4): no unit, no situation', () => {
  const horse: Unit = {
    id: 'h',
    name: 'Hussars',
    side: 'french',
    arm: 'cavalry',
    weight: 'light',
    increments: 4,
    fullIncrements: 4,
    melee: 8,
    fire: 0,
    morale: 40,
    formation: 'line',
    moraleState: 'good',
    facing: 0,
    at: { col: 8, row: 12 },
  };
  const always: FactorModifier[] = [
    { id: 'x', rule: '19.9', when: 'attacker-heavy-in-line', side: 'attacker', factor: [2, 1], label: 'X' },
  ];

  it('no unit: 0, told "0"', () => {
    expect(meleeValue([], 'attacker', always, [])).toEqual({ value: ratio(0), arithmetic: '0' });
  });

  it('no situation to hold a factor against: no factor applies', () => {
    expect(meleeValue([horse], 'attacker', always, [])).toEqual({ value: ratio(8), arithmetic: 'Hussars 8' });
  });
});
