// The budget of an exact analysis: a charge that branches into too many states is refused with
// analysis/too-large, naming the work done, instead of running without end (3 cuirassier regiments
// against 6 target stacks ran 600 s and 851 MB with no answer before the budget).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import {
  type AnalysisProgress,
  AnalysisTooLarge,
  analyzeCharge,
  analyzeChargeWithin,
} from '../../machines/analysis/exact.ts';
import { formatF } from '../../src/math/fraction-big.ts';
import { bufferIo, ROOT, scenarioAt } from '../support/analysis.ts';

const SIX = 'test/fixtures/analysis-six-stacks.json';
const six = { ...scenarioAt(SIX), dice: { kind: 'manual' } as const };

describe('the budget of an exact analysis', () => {
  it('refuses three regiments against six target stacks at 50 states, naming the states explored', () => {
    const r = analyzeChargeWithin(six, { maxStates: 50 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('analysis/too-large');
    expect(r.error.message).toMatch(
      /^the exact analysis stopped after exploring 51 states \([\d,]+ transitions, [\d.]+ s, \d+ MiB of heap\): over its budget of 50 states$/,
    );
  }, 120_000);

  it('throws an AnalysisTooLarge from analyzeCharge, with the work done and the limit reached', () => {
    let caught: unknown;
    try {
      analyzeCharge(six, { maxStates: 20 });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AnalysisTooLarge);
    const e = caught as AnalysisTooLarge;
    expect(e.code).toBe('analysis/too-large');
    expect(e.limit).toBe('states');
    expect(e.progress.states).toBe(21);
    expect(e.progress.transitions).toBeGreaterThan(21);
  }, 120_000);

  it('refuses on time and on memory too', () => {
    const slow = analyzeChargeWithin(six, { maxSeconds: 0.001 });
    expect(!slow.ok && slow.error.message).toMatch(/over its budget of 0.001 s$/);
    const big = analyzeChargeWithin(six, { maxHeapBytes: 1 });
    expect(!big.ok && big.error.message).toMatch(/over its budget of 0 MiB of heap$/);
  }, 120_000);

  it('is exact at its limit: a charge of N states passes with maxStates N and is refused with N - 1', () => {
    const input = {
      ...scenarioAt('test/fixtures/analysis-stand-43.json'),
      dice: { kind: 'manual' } as const,
    };
    const whole = analyzeCharge(input);
    const at = analyzeChargeWithin(input, { maxStates: whole.states });
    expect(at.ok && formatF(at.value.total)).toBe('1');
    expect(at.ok && at.value.outcomes.map((o) => [o.key, formatF(o.p)])).toEqual(
      whole.outcomes.map((o) => [o.key, formatF(o.p)]),
    );
    const below = analyzeChargeWithin(input, { maxStates: whole.states - 1 });
    expect(!below.ok && below.error.code).toBe('analysis/too-large');
  }, 120_000);

  it('reports progress while it runs', () => {
    const seen: AnalysisProgress[] = [];
    analyzeChargeWithin(six, { maxStates: 30, progressSeconds: 1e-9, onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(5);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.states).toBeGreaterThanOrEqual(seen[i - 1]!.states);
      expect(seen[i]!.transitions).toBeGreaterThan(seen[i - 1]!.transitions);
    }
  }, 120_000);
});

describe('hexcharge odds --max-states / --max-seconds', () => {
  it('refuses in one line on stderr with exit code 1', async () => {
    const io = bufferIo();
    expect(await main(['odds', join(ROOT, SIX), '--max-states', '40'], io)).toBe(1);
    expect(io.lines).toEqual([]);
    // Progress lines come first when the run is long ("odds: N states, ..."), then the refusal.
    const refusals = io.errors.filter(
      (l) => !/^odds: [\d,]+ states, [\d,]+ transitions, \d+ s, \d+ MiB$/.test(l),
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      /^error analysis\/too-large: the exact analysis stopped after exploring 41 states .*over its budget of 40 states; raise --max-states \/ --max-seconds, or estimate with --mc N$/,
    );
  }, 120_000);

  it('refuses a budget that is not a number above 0', async () => {
    for (const [flag, value] of [
      ['--max-states', '1.5'],
      ['--max-states', '0'],
      ['--max-seconds', 'soon'],
    ] as const) {
      const io = bufferIo();
      expect(await main(['odds', join(ROOT, SIX), flag, value], io)).toBe(2);
      expect(io.errors).toEqual([
        expect.stringMatching(new RegExp(`^error cli/bad-number: ${flag} needs .*: "${value}"$`)),
      ]);
    }
  }, 120_000);
});
