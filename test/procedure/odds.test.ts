import { describe, expect, it } from 'vitest';
import { formatRatio, ratio } from '../../src/math/ratio.ts';
import type { OddsRounding } from '../../src/model/ruleset.ts';
import { columnFor, formatOdds, roundedRatio } from '../../src/procedure/odds.ts';

const chart = (labels: readonly string[]) =>
  labels.map((t) => {
    const [a, d] = t.split(':').map(Number);
    return { odds: { attacker: a!, defender: d! } };
  });

const COLUMNS = chart(['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1', '5:1', '6:1']);

const read = (columns: ReturnType<typeof chart>, a: number, d: number, how: OddsRounding) =>
  formatOdds(columns[columnFor(columns, roundedRatio(ratio(a), ratio(d), how))]!.odds);

// Step 4 (19.9): the ratio is read at a chart column; the rounding is a ruleset setting (ruling R5).
const CASES: readonly [number, number, string, string, string, string][] = [
  // attacker, defender, round-down, nearest-half-defender, nearest-half, why
  [36, 12, '3:1', '3:1', '3:1', 'exact 3:1'],
  [
    7,
    5,
    '1:1',
    '1:1',
    '3:2',
    '1.4: rounding up to 1.5 would favour the attacker; only the plain nearest half goes up',
  ],
  [35, 12, '2:1', '2:1', '3:1', '2.92: to a half in the defender favour 2.5; the nearest half is 3'],
  [33, 12, '2:1', '2:1', '2:1', '2.75 is exactly between 2.5 and 3: the tie goes to the defender (2.5)'],
  [5, 4, '1:1', '1:1', '1:1', '1.25 is a tie between 1 and 1.5: to the defender'],
  [20, 12, '3:2', '3:2', '3:2', '1.67 -> 3:2 every way (the nearest half is 1.5)'],
  [23, 12, '3:2', '3:2', '2:1', '1.92 -> the nearest half is 2'],
  [5, 2, '2:1', '2:1', '2:1', 'an exact half (2.5) is not rounded: no 5:2 column, read at 2:1'],
  [12, 12, '1:1', '1:1', '1:1', 'even'],
  [
    10,
    12,
    '1:2',
    '1:2',
    '1:1',
    '1:1.2: the defender side up to 1.5 reads 1:2; the nearest half of 1.2 is 1 -> 1:1',
  ],
  [4, 5, '1:2', '1:2', '1:2', '1:1.25 is a tie: the defender side goes up to 1.5 -> 1:2'],
  [8, 12, '1:2', '1:2', '1:2', '1:1.5 has no column: every way reads 1:2'],
  [7, 12, '1:2', '1:2', '1:2', '1:1.71 -> the defender side 2 -> 1:2'],
  [9, 12, '1:2', '1:2', '1:2', '1:1.33 -> the defender side 1.5, below 1:1: read 1:2'],
  [1, 12, '1:3', '1:3', '1:3', 'below the lowest column: the lowest column'],
  [90, 12, '6:1', '6:1', '6:1', 'above the highest column: the highest column'],
];

const readRounded = (a: number, d: number, how: 'nearest-half-defender' | 'nearest-half') =>
  formatRatio(roundedRatio(ratio(a), ratio(d), how));

describe('odds rounding (step 4, 19.9, ruling R5)', () => {
  for (const [a, d, down, defender, half, why] of CASES) {
    it(`${a}:${d} -> ${down} (round-down), ${defender} (nearest-half-defender), ${half} (nearest-half): ${why}`, () => {
      expect(read(COLUMNS, a, d, 'round-down')).toBe(down);
      expect(read(COLUMNS, a, d, 'nearest-half-defender')).toBe(defender);
      expect(read(COLUMNS, a, d, 'nearest-half')).toBe(half);
    });
  }

  it('on a chart with a 4:3 column, the half in the defender favour reads lower than the column rounded down', () => {
    const odd = chart(['1:1', '4:3', '3:2', '2:1']);
    expect(read(odd, 7, 5, 'round-down')).toBe('4:3');
    expect(read(odd, 7, 5, 'nearest-half-defender')).toBe('1:1');
    expect(read(odd, 7, 5, 'nearest-half')).toBe('3:2');
  });

  it('gives the exact rounded ratio, not only the column', () => {
    expect(roundedRatio(ratio(7), ratio(5), 'round-down')).toEqual(ratio(7, 5));
    expect(roundedRatio(ratio(7), ratio(5), 'nearest-half-defender')).toEqual(ratio(1));
    expect(roundedRatio(ratio(7), ratio(5), 'nearest-half')).toEqual(ratio(3, 2));
    expect(roundedRatio(ratio(10), ratio(12), 'nearest-half-defender')).toEqual(ratio(2, 3));
    expect(roundedRatio(ratio(10), ratio(12), 'nearest-half')).toEqual(ratio(1));
    expect(roundedRatio(ratio(3), ratio(2), 'nearest-half-defender')).toEqual(ratio(3, 2));
  });
});

describe('odds rounding (step 4, R5): roundedRatio', () => {
  it("1 : 2 exactly in the defender's favour stays 1:2 (2 is a half already: nothing to round up)", () => {
    expect(readRounded(1, 2, 'nearest-half-defender')).toBe('1/2');
  });

  it("2 : 5 in the defender's favour: 5/2 is exact, 1 : 5/2 = 2/5", () => {
    expect(readRounded(2, 5, 'nearest-half-defender')).toBe('2/5');
  });

  it("9 : 5 = 1.8 in the defender's favour rounds DOWN to 3/2 (to the nearest it would be 2)", () => {
    expect(readRounded(9, 5, 'nearest-half-defender')).toBe('1 1/2');
    expect(readRounded(9, 5, 'nearest-half')).toBe('2');
  });
});
