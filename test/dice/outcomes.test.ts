import { describe, expect, it } from 'vitest';
import { d66Values, type Outcome, outcomes } from '../../src/dice/index.ts';

const weightOf = (os: Outcome[], value: number): number | undefined =>
  os.find((o) => o.value === value)?.weight;
const sumWeights = (os: Outcome[]): number => os.reduce((a, o) => a + o.weight, 0);

describe('outcomes', () => {
  it('d6: six faces, 1 of 6 each', () => {
    expect(outcomes('d6')).toEqual([1, 2, 3, 4, 5, 6].map((value) => ({ value, weight: 1, total: 6 })));
  });

  it('d66: 36 results in order, 1 of 36 each', () => {
    const os = outcomes('d66');
    expect(os.map((o) => o.value)).toEqual(d66Values());
    expect(os.every((o) => o.weight === 1 && o.total === 36)).toBe(true);
  });

  it('2d6: the triangle 1..6..1 over 36', () => {
    const os = outcomes('2d6');
    expect(os.map((o) => o.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(os.map((o) => o.weight)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(os.every((o) => o.total === 36)).toBe(true);
    expect(weightOf(os, 7)).toBe(6);
  });

  it('5d6: exact counts over 7776', () => {
    const os = outcomes('5d6');
    expect(os).toHaveLength(26); // 5..30
    expect(os[0]).toEqual({ value: 5, weight: 1, total: 7776 });
    expect(weightOf(os, 17)).toBe(780);
    expect(weightOf(os, 18)).toBe(780); // symmetric about 17.5
    expect(weightOf(os, 6)).toBe(5); // one die shows 2
    expect(weightOf(os, 30)).toBe(1);
    expect(sumWeights(os)).toBe(7776);
  });

  it('5d6: every weight matches a brute-force count of all 7776 throws', () => {
    const counts = new Map<number, number>();
    const throwDice = (left: number, sum: number): void => {
      if (left === 0) {
        counts.set(sum, (counts.get(sum) ?? 0) + 1);
        return;
      }
      for (let f = 1; f <= 6; f++) throwDice(left - 1, sum + f);
    };
    throwDice(5, 0);
    expect(outcomes('5d6').map((o) => [o.value, o.weight])).toEqual(
      [...counts.entries()].sort((a, b) => a[0] - b[0]),
    );
  });

  it('8d6: exact counts over 1679616', () => {
    const os = outcomes('8d6');
    expect(os).toHaveLength(41); // 8..48
    expect(os.every((o) => o.total === 6 ** 8)).toBe(true);
    expect(weightOf(os, 28)).toBe(135954); // the mode
    expect(weightOf(os, 9)).toBe(8);
    expect(sumWeights(os)).toBe(1679616);
  });

  it('20d6 still counts exactly', () => {
    const os = outcomes('20d6');
    expect(sumWeights(os)).toBe(6 ** 20);
    expect(os.every((o) => Number.isSafeInteger(o.weight))).toBe(true);
  });

  it('refuses a non-kind', () => {
    expect(() => outcomes('d8' as never)).toThrow(RangeError);
  });
});
