import { describe, expect, it } from 'vitest';
import {
  d6Values,
  d66Values,
  expandRange,
  isDiceValue,
  makeRollRange,
  parseRollRange,
} from '../../src/data/d66.ts';

describe('d66 ranges', () => {
  it('lists the 36 d66 values in order', () => {
    const v = d66Values();
    expect(v).toHaveLength(36);
    expect(v.slice(0, 7)).toEqual([11, 12, 13, 14, 15, 16, 21]);
    expect(v[35]).toBe(66);
    expect(d6Values()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('parses ranges, single rolls and numbers', () => {
    expect(parseRollRange('11-23')).toEqual({ from: 11, to: 23 });
    expect(parseRollRange('45')).toEqual({ from: 45, to: 45 });
    expect(parseRollRange('6')).toEqual({ from: 6, to: 6 });
    expect(parseRollRange(' 1 - 3 ')).toEqual({ from: 1, to: 3 });
    expect(parseRollRange(6)).toEqual({ from: 6, to: 6 });
    expect(parseRollRange('23-11')).toBeUndefined();
    expect(parseRollRange('1-')).toBeUndefined();
    expect(parseRollRange('abc')).toBeUndefined();
    expect(parseRollRange(1.5)).toBeUndefined();
  });

  it('expands a d66 range over d66 values only', () => {
    expect(expandRange({ from: 11, to: 23 }, 'd66')).toEqual([11, 12, 13, 14, 15, 16, 21, 22, 23]);
    expect(expandRange({ from: 11, to: 66 }, 'd66')).toHaveLength(36);
    expect(expandRange({ from: 17, to: 23 }, 'd66')).toBeUndefined();
    expect(expandRange({ from: 4, to: 6 }, 'd6')).toEqual([4, 5, 6]);
    expect(expandRange({ from: 0, to: 6 }, 'd6')).toBeUndefined();
    expect(isDiceValue(60, 'd66')).toBe(false);
  });

  it('prints ranges back', () => {
    expect(makeRollRange({ from: 11, to: 23 })).toBe('11-23');
    expect(makeRollRange({ from: 45, to: 45 })).toBe('45');
  });
});
