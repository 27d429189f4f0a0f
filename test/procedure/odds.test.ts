import { describe, expect, it } from 'vitest';
import { ratio } from '../../src/math/ratio.ts';
import { columnFor, roundedRatio } from '../../src/procedure/odds.ts';

const COLUMNS = ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1', '5:1', '6:1'].map((t) => {
  const [a, d] = t.split(':').map(Number);
  return { odds: { attacker: a!, defender: d! } };
});
const label = (i: number) => `${COLUMNS[i]!.odds.attacker}:${COLUMNS[i]!.odds.defender}`;

// Step 4 (19.9): the ratio is read at a chart column; the rounding is a ruleset setting.
const CASES: readonly [number, number, string, string, string][] = [
  // attacker, defender, round-down column, nearest-half-defender column, why
  [36, 12, '3:1', '3:1', 'exact 3:1'],
  [35, 12, '2:1', '3:1', '2.92 rounds down to 2:1, but to the nearest half 3'],
  [33, 12, '2:1', '2:1', '2.75 is exactly between 2.5 and 3: the tie goes to the defender (2.5 -> 2:1)'],
  [20, 12, '3:2', '3:2', '1.67 -> 3:2 either way (nearest half 1.5)'],
  [23, 12, '3:2', '2:1', '1.92 -> nearest half 2'],
  [12, 12, '1:1', '1:1', 'even'],
  [10, 12, '1:2', '1:1', '1:1.2: round down lands on 1:2; the nearest half of 1.2 is 1 -> 1:1'],
  [8, 12, '1:2', '1:2', '1:1.5 has no column: both read 1:2'],
  [7, 12, '1:2', '1:2', '1:1.71 -> nearest half 1:2'],
  [9, 12, '1:2', '1:2', '1:1.33 -> nearest half 1:1.5, below 1:1: read 1:2'],
  [1, 12, '1:3', '1:3', 'below the lowest column: the lowest column'],
  [90, 12, '6:1', '6:1', 'above the highest column: the highest column'],
];

describe('odds rounding (step 4, 19.9)', () => {
  for (const [a, d, down, half, why] of CASES) {
    it(`${a}:${d} -> ${down} (round-down), ${half} (nearest-half-defender): ${why}`, () => {
      expect(label(columnFor(COLUMNS, roundedRatio(ratio(a), ratio(d), 'round-down')))).toBe(down);
      expect(label(columnFor(COLUMNS, roundedRatio(ratio(a), ratio(d), 'nearest-half-defender')))).toBe(half);
    });
  }
});
