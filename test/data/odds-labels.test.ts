/**
 * Odds labels of the chart columns (step 4): parsing, making and comparing them.
 */
import { describe, expect, it } from 'vitest';
import { compareOdds, makeOdds, parseOdds } from '../../src/data/odds.ts';

describe('odds labels (step 4): parse, make, compare', () => {
  it('reads attacker:defender with spaces, positive whole numbers', () => {
    expect(parseOdds(' 3 : 2 ')).toEqual({ attacker: 3, defender: 2 });
    expect(parseOdds('10:1')).toEqual({ attacker: 10, defender: 1 });
    expect(parseOdds('1:12')).toEqual({ attacker: 1, defender: 12 });
    for (const bad of ['x3:2', '3:2x', '3::2', '3', '-1:2', '3:-2', '0:0', 'a:b'])
      expect(parseOdds(bad), bad).toBeUndefined();
  });

  it('prints odds', () => {
    expect(makeOdds({ attacker: 3, defender: 2 })).toBe('3:2');
  });

  it('compares by ratio', () => {
    const o = (a: number, d: number) => ({ attacker: a, defender: d });
    expect(compareOdds(o(3, 2), o(2, 1))).toBe(-1);
    expect(compareOdds(o(2, 1), o(3, 2))).toBe(1);
    expect(compareOdds(o(6, 4), o(3, 2))).toBe(0);
    expect(compareOdds(o(1, 3), o(1, 2))).toBe(-1);
  });
});
