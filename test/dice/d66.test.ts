import { describe, expect, it } from 'vitest';
import {
  D66_RANGE,
  d66Add,
  d66Faces,
  d66FromFaces,
  d66FromIndex,
  d66Index,
  d66Steps,
  d66Values,
  isD66,
} from '../../src/dice/index.ts';

describe('d66 ordered results', () => {
  it('lists the 36 results in order, tens then units', () => {
    const values = d66Values();
    expect(values).toHaveLength(36);
    expect(values.slice(0, 8)).toEqual([11, 12, 13, 14, 15, 16, 21, 22]);
    expect(values.at(-1)).toBe(66);
    values.forEach((v, i) => {
      expect(d66Index(v)).toBe(i);
      expect(d66FromIndex(i)).toBe(v);
    });
  });

  it.each([
    [11, 0], // first result
    [16, 5], // end of the first tens row
    [21, 6], // start of the second row: 16 and 21 are neighbours
    [43, 20], // (4-1)*6 + (3-1)
    [66, 35], // last result
  ])('d66Index(%i) = %i', (v, i) => {
    expect(d66Index(v)).toBe(i);
    expect(d66FromIndex(i)).toBe(v);
  });

  it.each([
    [11, true],
    [66, true],
    [43, true],
    [10, false], // units 0 is not a die face
    [17, false], // units 7 is not a die face
    [70, false], // tens 7
    [67, false], // above 66
    [4, false], // one die only
    [43.5, false], // not whole
    ['43', false], // a string is not a d66 number
  ])('isD66(%j) = %s', (v, expected) => {
    expect(isD66(v)).toBe(expected);
  });

  it('refuses non-d66 values and positions with RangeError', () => {
    expect(() => d66Index(17)).toThrow(RangeError);
    expect(() => d66Index(70)).toThrow(RangeError);
    expect(() => d66FromIndex(36)).toThrow(RangeError);
    expect(() => d66FromIndex(-1)).toThrow(RangeError);
    expect(() => d66FromIndex(1.5)).toThrow(RangeError);
  });

  it('reads and writes faces tens then units', () => {
    expect(d66Faces(43)).toEqual([4, 3]);
    expect(d66FromFaces(4, 3)).toBe(43);
    expect(d66FromFaces(6, 6)).toBe(66);
    expect(() => d66FromFaces(4, 7)).toThrow(RangeError);
    expect(() => d66FromFaces(0, 3)).toThrow(RangeError);
  });
});

describe('d66Add: modifiers are steps along the 36 results', () => {
  it.each([
    [43, 4, 51], // RULES.md: +4 on 43 gives 51 (44, 45, 46, 51)
    [43, -6, 33], // RULES.md: -6 moves one full tens row
    [43, 6, 53], // +6 moves one row up
    [43, 0, 43], // no modifier
    [16, 1, 21], // crossing a row boundary upward
    [21, -1, 16], // crossing a row boundary downward
    [11, 35, 66], // exactly the whole range
    [66, -35, 11], // exactly the whole range, downward
    [66, 1, 66], // clamped at the top
    [12, -5, 11], // clamped at the bottom (12 -> 11 after one step)
    [11, -1, 11], // already at the bottom
    [35, 100, 66], // far above: clamped
    [35, -100, 11], // far below: clamped
    [54, -12, 34], // two rows down
  ])('%i %+i = %i', (v, steps, expected) => {
    expect(d66Add(v, steps)).toBe(expected);
  });

  it.each([
    [43, 10, { from: 11, to: 52 }, 52], // a table that caps at 52
    [43, -10, { from: 31, to: 66 }, 31], // a table that floors at 31
    [21, 0, { from: 31, to: 66 }, 31], // a value below the clamp is brought up even without modifier
    [33, 1, { from: 33, to: 33 }, 33], // a one-result clamp
  ])('%i %+i clamped to %j = %i', (v, steps, clamp, expected) => {
    expect(d66Add(v, steps, clamp)).toBe(expected);
  });

  it('uses 11..66 as its default clamp', () => {
    expect(D66_RANGE).toEqual({ from: 11, to: 66 });
    expect(Object.isFrozen(D66_RANGE)).toBe(true);
  });

  it('refuses bad inputs with RangeError (programming errors, not table input)', () => {
    expect(() => d66Add(47, 1)).toThrow(RangeError); // not a d66 value
    expect(() => d66Add(43, 1.5)).toThrow(RangeError); // fractional steps
    expect(() => d66Add(43, 1, { from: 52, to: 31 })).toThrow(RangeError); // empty clamp
    expect(() => d66Add(43, 1, { from: 10, to: 66 })).toThrow(RangeError); // clamp bound not d66
  });

  it('d66Steps counts the steps between two results', () => {
    expect(d66Steps(43, 51)).toBe(4);
    expect(d66Steps(43, 33)).toBe(-6);
    expect(d66Steps(11, 66)).toBe(35);
  });
});
