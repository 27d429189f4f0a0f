import { describe, expect, it } from 'vitest';
import {
  D6_RANGE,
  D66_RANGE,
  d6Add,
  d66Add,
  d66Faces,
  d66FromFaces,
  d66FromIndex,
  d66Index,
  d66Steps,
  isD6Face,
  isD66,
} from '../../src/dice/index.ts';

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

describe('d6Add and d66Add clamps', () => {
  it('a clamp of a single face is allowed', () => {
    expect(d6Add(2, 1, { from: 4, to: 4 })).toBe(4);
    expect(d66Add(43, -9, { from: 33, to: 33 })).toBe(33);
  });

  it('refusals name what is wrong', () => {
    expect(() => d6Add(7, 0)).toThrow('d6Add value must be a die face 1-6: got 7');
    expect(() => d6Add(3, 0, { from: 0, to: 6 })).toThrow('d6Add clamp must be faces from <= to: got 0..6');
    expect(() => d6Add(3, 0, { from: 1, to: 7 })).toThrow('d6Add clamp must be faces from <= to: got 1..7');
    expect(() => d6Add(3, 0, { from: 5, to: 4 })).toThrow('d6Add clamp must be faces from <= to: got 5..4');
    expect(() => d6Add(3, 0.5)).toThrow('d6Add steps must be a whole number: got 0.5');
    expect(() => d66Add(43, 0, { from: 44, to: 43 })).toThrow('d66Add clamp is empty: 44..43');
    expect(() => d66Add(47, 0)).toThrow('d66Add value must be a d66 result (11..66, digits 1-6): got 47');
    expect(() => d66Add(43, 0, { from: 10, to: 66 })).toThrow('d66Add clamp.from must be a d66 result');
    expect(() => d66Add(43, 0, { from: 11, to: 67 })).toThrow('d66Add clamp.to must be a d66 result');
    expect(() => d66Add(43, 1.5)).toThrow('d66Add steps must be a whole number: got 1.5');
    expect(() => d66Index(10)).toThrow('d66Index must be a d66 result (11..66, digits 1-6): got 10');
    expect(() => d66Faces(70)).toThrow('d66Faces must be a d66 result (11..66, digits 1-6): got 70');
    expect(() => d66FromIndex(36)).toThrow('d66FromIndex needs 0..35: got 36');
    expect(() => d66FromFaces(0, 3)).toThrow('d66FromFaces needs two dice 1-6: got 0, 3');
  });

  it('the d66 range and its edges', () => {
    expect(D66_RANGE).toEqual({ from: 11, to: 66 });
    expect(Object.isFrozen(D66_RANGE)).toBe(true);
    expect([10, 11, 16, 17, 20, 21, 60, 66, 67, 43.5, '43'].map(isD66)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(d66FromIndex(0)).toBe(11);
    expect(d66FromIndex(35)).toBe(66);
    expect(() => d66FromIndex(-1)).toThrow(RangeError);
    expect(() => d66FromIndex(1.5)).toThrow(RangeError);
    expect(d66FromFaces(6, 6)).toBe(66);
    expect(d66FromFaces(1, 1)).toBe(11);
    for (const [t, u] of [
      [7, 1],
      [1, 7],
      [1, 0],
      [1.5, 2],
      [2, 2.5],
    ] as const)
      expect(() => d66FromFaces(t, u), `${t},${u}`).toThrow(RangeError);
    expect(d66Steps(66, 11)).toBe(-35);
  });
});
