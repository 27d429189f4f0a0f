// monteCarloOdds (issue 22, item 3): seeded charges played to their end from the public entry, their
// frequencies with standard errors, deterministic for a seed and within 4 standard errors of the exact odds.
import { type ChargeOdds, chargeOdds, type MonteCarloOdds, monteCarloOdds } from 'hexcharge';
import { describe, expect, it } from 'vitest';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { compareWithExact } from '../../src/analysis/monte-carlo-stats.ts';
import { outcomeKey } from '../../src/analysis/outcome.ts';
import { atRecall, reference, value } from '../support/odds.ts';

/** Every row of a view of the run lies within 4 standard errors (under the exact value) of the exact odds. */
function withinFourSe(mc: MonteCarloOdds, exact: ChargeOdds): void {
  const n = mc.charges;
  for (const view of ['defenderFate', 'attackerFate', 'attackerLost', 'defenderLost', 'melee'] as const) {
    const p = new Map(exact[view].map((r) => [r.label, r.decimal]));
    for (const r of mc[view]) expect(p.has(r.label), `${view} ${r.label} is possible`).toBe(true);
    for (const [label, pe] of p) {
      const f = mc[view].find((r) => r.label === label)?.frequency ?? 0;
      expect(Math.abs(f - pe), `${view} ${label}`).toBeLessThanOrEqual(
        4 * Math.sqrt((pe * (1 - pe)) / n) + 1e-12,
      );
    }
  }
  for (const side of ['attackerLostMean', 'defenderLostMean'] as const)
    expect(Math.abs(mc[side].mean - exact[side].decimal)).toBeLessThanOrEqual(4 * mc[side].se + 1e-12);
  // each outcome by the project's 4-SE rule (exact binomial tails for rare outcomes)
  const rows = compareWithExact(
    new Map(exact.outcomes.map((e) => [outcomeKey(e.outcome), e.decimal])),
    new Map(mc.outcomes.map((e) => [outcomeKey(e.outcome), e.count])),
    n,
  );
  expect(rows.filter((r) => r.flagged)).toEqual([]);
}

const N = 800;
const run = value(monteCarloOdds(reference(), { charges: N, seed: 7 }));

describe('monteCarloOdds from the start of a loaded scenario', () => {
  it('counts every charge once, each frequency with its standard error sqrt(f(1-f)/n)', () => {
    expect(run).toMatchObject({
      scenario: '01-reference-charge',
      ruleset: 'la-bataille',
      from: 'start',
      charges: N,
      seed: 7,
    });
    expect(run.outcomes.reduce((s, e) => s + e.count, 0)).toBe(N);
    expect(run.defenderFate.reduce((s, e) => s + e.count, 0)).toBe(N);
    for (const e of [...run.outcomes, ...run.defenderFate]) {
      expect(e.frequency).toBe(e.count / N);
      expect(e.se).toBeCloseTo(Math.sqrt((e.frequency * (1 - e.frequency)) / N), 15);
    }
    expect(JSON.parse(JSON.stringify(run))).toEqual(run);
  });

  it('is within 4 standard errors of the exact odds', () => {
    withinFourSe(run, value(chargeOdds(reference())));
  }, 30_000);

  it('is deterministic for a seed, and plays the charges `hexcharge odds --mc N --seed S` plays', () => {
    const a = value(monteCarloOdds(reference(), { charges: 100, seed: 11 }));
    const b = value(monteCarloOdds(reference(), { charges: 100, seed: 11 }));
    expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
    const { scenario, ruleset } = reference();
    const cli = monteCarlo(scenario, ruleset, 100, 11);
    expect(new Map(a.outcomes.map((e) => [outcomeKey(e.outcome), e.count]))).toEqual(cli.counts);
    // another seed, other charges
    const c = value(monteCarloOdds(reference(), { charges: 100, seed: 12 }));
    expect(c.outcomes).not.toEqual(a.outcomes);
  }, 30_000);
});

describe('monteCarloOdds from the current step of a session', () => {
  it('plays on from the recall roll: within 4 standard errors of the exact odds from there', () => {
    const s = atRecall();
    const before = JSON.stringify(s.persisted());
    const mc = value(monteCarloOdds(s, { charges: 600, seed: 3 }));
    expect(mc).toMatchObject({ from: 'session', step: s.step, charges: 600, seed: 3 });
    withinFourSe(mc, value(chargeOdds(s)));
    expect(JSON.stringify(s.persisted())).toBe(before);
  }, 30_000);
});
