import { describe, expect, it } from 'vitest';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { compareRun } from '../../src/analysis/compare.ts';
import { chargeSeed, compareWithExact } from '../../src/analysis/monte-carlo-stats.ts';
import { outcomeKey } from '../../src/analysis/outcome.ts';
import { scenarioAt } from '../support/analysis.ts';
import { goldenChances, goldenRow, goldenScenarios, outcomeOfRow, readGolden } from './golden.ts';

/**
 * Charges per scenario: few by default, so the suite stays quick (every outcome met must still be one
 * the exact analysis gives, and the frequencies must lie within 4 standard errors of it); set
 * HEXCHARGE_MC_CHARGES=10000 for the big statistical run.
 */
const N = Number(process.env.HEXCHARGE_MC_CHARGES ?? 200);
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
  it('reads the golden files back into the outcomes they were written from', () => {
    for (const file of goldenScenarios()) {
      for (const row of readGolden(file)?.outcomes ?? [])
        expect(goldenRow(outcomeOfRow(row), row.p)).toEqual(row);
    }
  });
});

describe('the two Monte Carlo drivers play the same charges', () => {
  it('seeded charges of the reference charge end alike through the pure transition and through an actor', () => {
    const { scenario, ruleset } = scenarioAt('data/scenarios/01-reference-charge.json');
    const byTransition = monteCarlo(scenario, ruleset, 40, SEED, { driver: 'transition' });
    const byActor = monteCarlo(scenario, ruleset, 40, SEED, { driver: 'actor' });
    expect([...byTransition.counts].sort()).toEqual([...byActor.counts].sort());
    expect(byTransition.counts.size).toBeGreaterThan(5);
  }, 120_000);
});

// The exact distributions are the committed golden files, which golden.test.ts checks against the
// analysis itself: each scenario's analysis is not run a second time here.
describe(`every shipped scenario: ${N} seeded charges meet only outcomes of the exact distribution, within 4 SE`, () => {
  for (const file of goldenScenarios()) {
    it(file, () => {
      const golden = readGolden(file);
      expect(golden, `${file} has no golden file: run npm run golden`).toBeDefined();
      const exact = goldenChances(golden!);
      const { scenario, ruleset } = scenarioAt(file);
      const run = monteCarlo(scenario, ruleset, N, SEED);
      const known = new Set(exact.map((e) => e.key));
      const unknown = [...run.counts.keys()].filter((k) => !known.has(k));
      expect(unknown, 'outcomes the exact analysis does not give').toEqual([]);
      for (const [k, o] of run.outcomes) expect(outcomeKey(o)).toBe(k);
      const cmp = compareRun(exact, run.counts, run.outcomes, N);
      const bad = [...cmp.outcomes, ...Object.values(cmp.views).flat()].filter((r) => r.flagged);
      expect(bad.map((r) => `${r.key}: ${r.count}/${N} vs exact ${r.exact}`)).toEqual([]);
    }, 300_000);
  }
});
