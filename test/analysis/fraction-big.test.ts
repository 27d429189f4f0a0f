import { describe, expect, it } from 'vitest';
import { certain, mix, toFractions } from '../../src/analysis/weighted.ts';
import {
  addF,
  bigFraction,
  compareF,
  formatF,
  mulF,
  parseF,
  subF,
  sumF,
  toDecimalF,
  toNumberF,
} from '../../src/math/fraction-big.ts';

describe('BigInt fractions', () => {
  it('keeps lowest terms and a positive denominator', () => {
    expect(formatF(bigFraction(6, -8))).toBe('-3/4');
    expect(formatF(addF(bigFraction(1, 6), bigFraction(1, 3)))).toBe('1/2');
    expect(formatF(mulF(bigFraction(15, 36), bigFraction(4, 6)))).toBe('5/18');
    expect(formatF(subF(bigFraction(1), bigFraction(15, 36)))).toBe('7/12');
    expect(formatF(sumF([bigFraction(1, 36), bigFraction(35, 36)]))).toBe('1');
    expect(compareF(bigFraction(1, 3), bigFraction(1, 2))).toBe(-1);
    expect(parseF('14/28')).toEqual(bigFraction(1, 2));
  });
  it('prints exact decimals and converts huge fractions to doubles', () => {
    expect(toDecimalF(bigFraction(1, 3), 6)).toBe('0.333333');
    expect(toDecimalF(bigFraction(2, 3), 4)).toBe('0.6667');
    const huge = bigFraction(36n ** 30n - 1n, 36n ** 30n);
    expect(toNumberF(huge)).toBeCloseTo(1, 12);
    expect(toNumberF(bigFraction(15, 36))).toBe(15 / 36);
  });
  it('mixes weighted distributions exactly', () => {
    const d = mix([
      { weight: 15, total: 36, dist: certain('a') },
      {
        weight: 21,
        total: 36,
        dist: mix([
          { weight: 1, total: 6, dist: certain('a') },
          { weight: 5, total: 6, dist: certain('b') },
        ]),
      },
    ]);
    const f = toFractions(d);
    expect(formatF(f.get('a')!)).toBe(formatF(addF(bigFraction(15, 36), bigFraction(21, 216))));
    expect(formatF(addF(f.get('a')!, f.get('b')!))).toBe('1');
  });
});
