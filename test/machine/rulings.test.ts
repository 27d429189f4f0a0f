import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../model/fixtures.ts';
import { rollAll, sessionJson } from './helpers.ts';

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
