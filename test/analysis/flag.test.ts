import { describe, expect, it } from 'vitest';
import { binomialTail, compareWithExact, normalTail } from '../../src/analysis/monte-carlo-stats.ts';

const flag = (p: number, k: number, n: number) =>
  compareWithExact(new Map([['x', p]]), new Map([['x', k]]), n)[0]!.flagged;

describe('the Monte Carlo 4-standard-error flag', () => {
  it('normal tail and binomial tail are exact enough', () => {
    expect(normalTail(4)).toBeCloseTo(3.167e-5, 8);
    expect(normalTail(0)).toBeCloseTo(0.5, 7);
    // P(X >= 1) for n = 1000, p = 1e-5 is 1 - (1 - 1e-5)^1000 = 0.00995...
    expect(binomialTail(1, 1000, 1e-5)).toBeCloseTo(0.009950216, 8);
    // P(X <= 0) for n = 10, p = 1/2 is 1/1024.
    expect(binomialTail(0, 10, 0.5)).toBeCloseTo(1 / 1024, 12);
  });

  it('one occurrence of a 1-in-100,000 outcome in 1,000 charges is not flagged; three are', () => {
    expect(flag(1e-5, 1, 1000)).toBe(false);
    expect(flag(1e-5, 3, 1000)).toBe(true);
  });

  it('common outcomes use the normal approximation: 500 of 1,000 at 1/2 passes, 600 is flagged', () => {
    expect(flag(0.5, 500, 1000)).toBe(false);
    expect(flag(0.5, 563, 1000)).toBe(false);
    expect(flag(0.5, 600, 1000)).toBe(true);
  });

  it('near-certain outcomes count the other way round: 993 of 1,000 at 0.99315 passes, 980 is flagged', () => {
    expect(flag(0.9931520061728395, 993, 1000)).toBe(false);
    expect(flag(0.9931520061728395, 980, 1000)).toBe(true);
  });

  it('an impossible outcome that occurs is flagged', () => {
    expect(compareWithExact(new Map(), new Map([['y', 1]]), 1000)[0]!.flagged).toBe(true);
  });
});
