/** The order of the chart's results (src/data/crt-order.ts, docs/crt-lint.md): from AS to DS, losses by their score. */
import { describe, expect, it } from 'vitest';
import { CRT_ORDER, compareCrtResults, crtRank, lossScore } from '../../src/data/crt-order.ts';
import { parseCrtResult } from '../../src/data/crt-result.ts';

const r = (t: string) => parseCrtResult(t)!;

describe('the order of results, attacker worst to best', () => {
  it('lists the tiers from AS to DS', () => {
    expect(CRT_ORDER).toEqual(['AS', 'AR', 'AD', 'middle', 'DD', 'DR', 'DS']);
  });
  it('scores losses 2 x (defender - attacker) plus the stars', () => {
    expect(lossScore(r('1/1'))).toBe(0);
    expect(lossScore(r('2*/1'))).toBe(-3);
    expect(lossScore(r('1/2*'))).toBe(3);
    expect(lossScore(r('*1/1*'.slice(1)))).toBe(1);
    expect(lossScore(r('-'))).toBe(0);
  });
  it('puts every shipped result in order', () => {
    const seq = ['AS', 'AR', 'AD3', 'AD2', 'AD1', '2*/1', '-', '1/2*', 'DD1', 'DD2', 'DD3', 'DR', 'DS'].map(
      r,
    );
    for (let i = 1; i < seq.length; i++) expect(compareCrtResults(seq[i - 1]!, seq[i]!)).toBeLessThan(0);
  });
  it('ties a bounce with an even exchange', () => {
    expect(compareCrtResults(r('-'), r('1/1'))).toBe(0);
    expect(crtRank(r('AD2'))).toEqual([2, -2]);
  });
});
