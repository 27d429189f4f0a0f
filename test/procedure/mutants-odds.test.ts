/**
 * The rounding of the melee ratio (19.9, ruling R5) at exact values, the ratio itself rather than the
 * chart column (a column can hide a rounding that went the wrong way). Written to kill the surviving
 * mutants of odds.ts (docs/mutation.md); each expected ratio worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { formatRatio, ratio } from '../../src/math/ratio.ts';
import { roundedRatio } from '../../src/procedure/odds.ts';

const read = (a: number, d: number, how: 'nearest-half-defender' | 'nearest-half') =>
  formatRatio(roundedRatio(ratio(a), ratio(d), how));

describe('roundedRatio', () => {
  it("1 : 2 exactly in the defender's favour stays 1:2 (2 is a half already: nothing to round up)", () => {
    expect(read(1, 2, 'nearest-half-defender')).toBe('1/2');
  });

  it("2 : 5 in the defender's favour: 5/2 is exact, 1 : 5/2 = 2/5", () => {
    expect(read(2, 5, 'nearest-half-defender')).toBe('2/5');
  });

  it("9 : 5 = 1.8 in the defender's favour rounds DOWN to 3/2 (to the nearest it would be 2)", () => {
    expect(read(9, 5, 'nearest-half-defender')).toBe('1 1/2');
    expect(read(9, 5, 'nearest-half')).toBe('2');
  });
});
