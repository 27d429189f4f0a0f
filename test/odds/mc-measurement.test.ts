/** Monte Carlo as a measurement: Wilson 95 % intervals, the stop at a target error, progress by an injected clock. */
import { describe, expect, it } from 'vitest';
import { runMeasurement, withinTarget } from '../../src/analysis/monte-carlo-runner.ts';
import { wilsonInterval, Z95 } from '../../src/analysis/wilson.ts';

/** A scripted clock: each call is `step` ms after the one before. */
function clock(step: number): () => number {
  let t = -step;
  return () => {
    t += step;
    return t;
  };
}

describe('the Wilson score interval', () => {
  it('gives the textbook 95 % interval of 10 out of 100', () => {
    const w = wilsonInterval(10, 100);
    expect(w.low).toBeCloseTo(0.0552291, 6);
    expect(w.high).toBeCloseTo(0.1743657, 6);
    expect(w.halfWidth).toBeCloseTo((0.1743657 - 0.0552291) / 2, 6);
  });
  it('is not zero wide at 0 out of n, and stays in [0, 1]', () => {
    const w = wilsonInterval(0, 50);
    expect(w.low).toBe(0);
    expect(w.high).toBeCloseTo((Z95 * Z95) / (50 + Z95 * Z95), 12);
    expect(wilsonInterval(50, 50).high).toBe(1);
  });
});

describe('runMeasurement', () => {
  // outcome by charge: a, b, a, b, ... (half each)
  const alternate = (i: number) => (i % 2 === 0 ? 'a' : 'b');
  it('counts every charge up to its most when there is no target', () => {
    const r = runMeasurement(alternate, { max: 10, clock: clock(0) });
    expect([r.n, r.stopped, [...r.counts]]).toEqual([
      10,
      'max',
      [
        ['a', 5],
        ['b', 5],
      ],
    ]);
  });
  it('stops at the first batch where every half-width is within the target', () => {
    // half-width of 1/2 at n: about 1.96 x 0.5 / sqrt(n); <= 0.05 first at n = 381, so batch 100 stops at 400
    const r = runMeasurement(alternate, { max: 100_000, targetError: 0.05, batch: 100, clock: clock(0) });
    expect([r.n, r.stopped]).toEqual([400, 'target']);
    expect(withinTarget(r.counts, 300, 0.05)).toBe(false);
    expect(withinTarget(r.counts, 400, 0.05)).toBe(true);
  });
  it('reports progress by its clock: rate and time left, every progressMs', () => {
    const seen: unknown[] = [];
    // each clock call is 100 ms on: one per charge after the start, so a report every 5 charges
    runMeasurement(alternate, {
      max: 12,
      clock: clock(100),
      progressMs: 500,
      onProgress: (p) => seen.push(p),
    });
    expect(seen).toEqual([
      { done: 5, max: 12, rate: 10, secondsLeft: 0.7 },
      { done: 10, max: 12, rate: 10, secondsLeft: 0.2 },
    ]);
  });
});
