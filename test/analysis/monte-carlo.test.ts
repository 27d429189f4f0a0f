import { describe, expect, it } from 'vitest';
import { analyzeCharge } from '../../machines/analysis/exact.ts';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { compareRun } from '../../src/analysis/compare.ts';
import { chargeSeed, compareWithExact } from '../../src/analysis/monte-carlo-stats.ts';
import { formatF } from '../../src/math/fraction-big.ts';
import { scenarioAt, shippedScenarios } from './helpers.ts';

/** Charges per scenario: enough for 4-SE agreement to mean something, few enough to keep the suite quick. */
const N = 1000;
const SEED = 20260;

describe('Monte Carlo statistics', () => {
  it('flags a frequency outside 4 standard errors, and an outcome exact analysis says is impossible', () => {
    const exact = new Map([
      ['a', 0.5],
      ['b', 0.5],
    ]);
    const fine = compareWithExact(
      exact,
      new Map([
        ['a', 520],
        ['b', 480],
      ]),
      1000,
    );
    expect(fine.some((r) => r.flagged)).toBe(false);
    const off = compareWithExact(
      exact,
      new Map([
        ['a', 600],
        ['b', 400],
      ]),
      1000,
    );
    expect(
      off
        .filter((r) => r.flagged)
        .map((r) => r.key)
        .sort(),
    ).toEqual(['a', 'b']);
    const impossible = compareWithExact(
      exact,
      new Map([
        ['a', 500],
        ['b', 499],
        ['c', 1],
      ]),
      1000,
    );
    expect(impossible.find((r) => r.key === 'c')?.flagged).toBe(true);
  });
  it('derives distinct per-charge seeds from one seed', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => chargeSeed(7, i)));
    expect(seeds.size).toBe(1000);
    expect(chargeSeed(7, 3)).toBe(chargeSeed(7, 3));
  });
});

describe(`every shipped scenario: exact sums to 1, and ${N} seeded charges agree within 4 SE`, () => {
  for (const file of shippedScenarios()) {
    it(file, () => {
      const { scenario, ruleset } = scenarioAt(file);
      const exact = analyzeCharge({ scenario, ruleset, dice: { kind: 'manual' } });
      expect(formatF(exact.total)).toBe('1');
      const run = monteCarlo(scenario, ruleset, N, SEED);
      const cmp = compareRun(exact.outcomes, run.counts, run.outcomes, N);
      const bad = [...cmp.outcomes, ...Object.values(cmp.views).flat()].filter((r) => r.flagged);
      expect(bad.map((r) => `${r.key}: ${r.count}/${N} vs exact ${r.exact}`)).toEqual([]);
      // Every outcome Monte Carlo met is one the exact analysis knows.
      for (const k of run.counts.keys()) expect(exact.outcomes.some((e) => e.key === k)).toBe(true);
    }, 300_000);
  }
});
