import { describe, expect, it } from 'vitest';
import {
  diceCount,
  diceShape,
  isDiceKind,
  NAMED_DICE_KINDS,
  nd6,
  parseDiceKind,
} from '../../src/dice/index.ts';

describe('dice kinds', () => {
  it('names the dice of the rules texts', () => {
    expect(NAMED_DICE_KINDS).toEqual(['d6', 'd66', '2d6', '5d6', '8d6']);
    expect(NAMED_DICE_KINDS.map(diceCount)).toEqual([1, 2, 2, 5, 8]);
  });

  it('builds Nd6 kinds', () => {
    expect(nd6(1)).toBe('d6');
    expect(nd6(2)).toBe('2d6');
    expect(nd6(20)).toBe('20d6');
    expect(() => nd6(0)).toThrow(RangeError);
    expect(() => nd6(21)).toThrow(RangeError);
    expect(() => nd6(2.5)).toThrow(RangeError);
  });

  it.each([
    ['d6', true],
    ['d66', true],
    ['2d6', true],
    ['20d6', true],
    ['1d6', false], // canonical spelling is 'd6'
    ['21d6', false], // too many dice to count exactly
    ['0d6', false],
    ['02d6', false],
    ['D66', false], // canonical is lower case
    ['2.5d6', false],
    ['d8', false],
    [6, false],
  ])('isDiceKind(%j) = %s', (k, expected) => {
    expect(isDiceKind(k)).toBe(expected);
  });

  it('takes kinds apart', () => {
    expect(diceShape('d66')).toEqual({ kind: 'd66' });
    expect(diceShape('5d6')).toEqual({ kind: 'sum', n: 5 });
    expect(diceShape('x')).toBeUndefined();
    expect(() => diceCount('x' as never)).toThrow(RangeError);
  });

  it('parses kinds from files and people', () => {
    expect(parseDiceKind(' D66 ')).toEqual({ ok: true, value: 'd66' });
    expect(parseDiceKind('2D6')).toEqual({ ok: true, value: '2d6' });
    expect(parseDiceKind('1d6')).toEqual({ ok: true, value: 'd6' });
    expect(parseDiceKind('d8')).toEqual({
      ok: false,
      error: {
        code: 'dice/unknown-dice',
        message: 'unknown dice "d8": use d6, d66 or Nd6 with N from 2 to 20',
      },
    });
    expect(parseDiceKind(66)).toMatchObject({ ok: false, error: { code: 'dice/unknown-dice' } });
  });
});
