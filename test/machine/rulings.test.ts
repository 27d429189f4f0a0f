import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../model/fixtures.ts';
import { boardLines, type EditableJson, removals, rollAll, sessionJson, variantJson } from './helpers.ts';

// The rulings R26-R31 of docs/rulings.md, each played both ways of its setting where it has one.

describe('R31: two stacks that stood combine their column-shift dice (19.6)', () => {
  // Heavy cavalry 20 against two lines of 2 (two target hexes) is 5:1 before the shifts. Dice: two
  // stand checks of 66 (both stand), the two column-shift dice, two fire rolls of 11 (no casualty).
  const odds = (dice: readonly number[], combine: 'highest' | 'sum-capped') =>
    rollAll(sessionJson(FIXTURES['two-hexes']!, { columnShiftCombine: combine }), [
      66,
      66,
      ...dice,
      11,
      11,
    ]).state.log.find((e) => e.key === 'melee.odds')!.arithmetic;

  it('highest (default): the best die counts, 4 and 5 give one column left', () => {
    expect(odds([4, 5], 'highest')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 1 column left = 4:1');
    expect(odds([6, 6], 'highest')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 2 columns left = 3:1');
  });

  it('sum-capped: the dice add up, never past the table maximum of two columns', () => {
    expect(odds([4, 5], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 2 columns left = 3:1');
    expect(odds([6, 6], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 2 columns left = 3:1');
    expect(odds([1, 4], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1, 1 column left = 4:1');
    expect(odds([1, 2], 'sum-capped')).toBe('melee c1 20 : i1 2 + i2 2 = 4 = 5:1');
  });
});

describe('R30, step 1 (18.10.3): who keeps unsupplied unlimbered artillery from fleeing', () => {
  // Scenario 07's lone unsupplied battery, with a second unit stacked in its hex.
  const withCompanion = (companion: EditableJson) =>
    variantJson('07-lone-unsupplied-artillery.json', (j) => {
      j.units.push({
        id: 'au-2',
        name: 'Companion',
        side: 'austrian',
        facing: 'S',
        at: '0811',
        ...companion,
      });
    });
  const step1 = (companion: EditableJson, cover?: 'any-formation' | 'unlimbered-only') => {
    const s = sessionJson(withCompanion(companion), cover ? { suppliedArtilleryCover: cover } : {});
    return {
      said: s.state.log.map((e) => `${e.rule} ${e.key}${e.params.unit ? ` ${e.params.unit}` : ''}`),
      removed: removals(s.state),
      next: s.pending?.id,
    };
  };
  const INFANTRY = { arm: 'infantry', increments: 6, melee: 6, fire: 6, morale: 43, formation: 'line' };
  const GUNS = { arm: 'artillery', increments: 2, melee: 1, fire: 4, morale: 41, supplied: true };
  const HOLDS = { said: ['18.10.3 artillery.none-flees'], removed: [], next: 'stand-check-0' };
  const FLEES = {
    said: [
      '18.10.3 artillery.flees Fussbatterie Nr. 3',
      '18.10.4 artillery.eliminated-fleeing Fussbatterie Nr. 3',
    ],
    removed: ['au-bty: eliminated (18.10.4)'],
    next: 'stand-check-0',
  };

  it('stacked with infantry, it holds', () => {
    expect(step1(INFANTRY)).toEqual(HOLDS);
  });

  it('stacked with supplied unlimbered artillery, it holds under either setting', () => {
    expect(step1({ ...GUNS, formation: 'unlimbered' })).toEqual(HOLDS);
    expect(step1({ ...GUNS, formation: 'unlimbered' }, 'unlimbered-only')).toEqual(HOLDS);
  });

  it('stacked with supplied limbered artillery: it holds (any-formation, default), it flees (unlimbered-only)', () => {
    expect(step1({ ...GUNS, formation: 'limbered' })).toEqual(HOLDS);
    expect(step1({ ...GUNS, formation: 'limbered' }, 'unlimbered-only')).toEqual(FLEES);
  });

  it('stacked only with other unsupplied artillery, both flee: no target is left and the hussars advance (R1)', () => {
    const s = sessionJson(withCompanion({ ...GUNS, formation: 'unlimbered', supplied: false }));
    expect(removals(s.state)).toEqual(['au-bty: eliminated (18.10.4)', 'au-2: eliminated (18.10.4)']);
    expect(s.done).toBe(true);
    expect(boardLines(s.state)).toEqual(['0811 fr-hussars 6/6 good tired']);
  });

  it('stacked with limbered artillery that is itself unsupplied, it flees; the limbered guns stay', () => {
    expect(step1({ ...GUNS, formation: 'limbered', supplied: false })).toEqual(FLEES);
  });
});
