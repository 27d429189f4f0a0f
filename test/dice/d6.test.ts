import { describe, expect, it } from 'vitest';
import { D6_RANGE, d6Add, isD6Face } from '../../src/dice/index.ts';

describe('d6Add', () => {
  it.each([
    [4, 1, 5], // plain step
    [4, 3, 6], // clamped at 6 (7 is not a face)
    [6, 1, 6], // already at the top
    [2, -5, 1], // clamped at 1
    [1, -1, 1], // already at the bottom
    [3, 0, 3], // no modifier
  ])('%i %+i = %i', (v, steps, expected) => {
    expect(d6Add(v, steps)).toBe(expected);
  });

  it.each([
    [5, 1, { from: 1, to: 5 }, 5], // a table capping at 5
    [2, -1, { from: 2, to: 6 }, 2], // a table flooring at 2
  ])('%i %+i clamped to %j = %i', (v, steps, clamp, expected) => {
    expect(d6Add(v, steps, clamp)).toBe(expected);
  });

  it('refuses non-faces and bad clamps with RangeError', () => {
    expect(() => d6Add(7, 0)).toThrow(RangeError);
    expect(() => d6Add(0, 1)).toThrow(RangeError);
    expect(() => d6Add(3, 0.5)).toThrow(RangeError);
    expect(() => d6Add(3, 1, { from: 5, to: 2 })).toThrow(RangeError);
  });

  it('knows the faces', () => {
    expect(D6_RANGE).toEqual({ from: 1, to: 6 });
    expect([0, 1, 6, 7, 2.5, '3'].map(isD6Face)).toEqual([false, true, true, false, false, false]);
  });
});
