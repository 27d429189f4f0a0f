import { describe, expect, it } from 'vitest';
import {
  diceCount,
  diceShape,
  isDiceKind,
  NAMED_DICE_KINDS,
  nd6,
  outcomes,
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

describe('dice kinds: what each kind is and reads', () => {
  it('Nd6 from 2 to 20 dice, canonical spelling only', () => {
    expect(diceShape('2d6')).toEqual({ kind: 'sum', n: 2 });
    expect(diceShape('20d6')).toEqual({ kind: 'sum', n: 20 });
    for (const bad of ['1d6', '21d6', '0d6', '02d6', '100d6', 'x2d6', '2d6x', '2D6', 'd6 ', 'd', 5, null]) {
      expect(diceShape(bad), String(bad)).toBeUndefined();
      expect(isDiceKind(bad)).toBe(false);
    }
    expect(diceCount('d6')).toBe(1);
    expect(diceCount('d66')).toBe(2);
    expect(diceCount('7d6')).toBe(7);
    expect(() => diceCount('d8' as never)).toThrow('not a dice kind: d8');
  });

  it('nd6 names N dice, refusing outside 1..20', () => {
    expect(nd6(1)).toBe('d6');
    expect(nd6(2)).toBe('2d6');
    expect(nd6(20)).toBe('20d6');
    expect(() => nd6(21)).toThrow('nd6 needs a whole number of dice 1..20: got 21');
    expect(() => nd6(0)).toThrow('nd6 needs a whole number of dice 1..20: got 0');
    expect(() => nd6(2.5)).toThrow(RangeError);
  });

  it('parseDiceKind reads other spellings and refuses the rest in one line', () => {
    expect(parseDiceKind(' 1D6 ')).toEqual({ ok: true, value: 'd6' });
    expect(parseDiceKind('D66')).toEqual({ ok: true, value: 'd66' });
    expect(parseDiceKind('8D6')).toEqual({ ok: true, value: '8d6' });
    expect(parseDiceKind('d8')).toEqual({
      ok: false,
      error: {
        code: 'dice/unknown-dice',
        message: 'unknown dice "d8": use d6, d66 or Nd6 with N from 2 to 20',
      },
    });
    expect(parseDiceKind(66)).toEqual({
      ok: false,
      error: {
        code: 'dice/unknown-dice',
        message: 'unknown dice 66: use d6, d66 or Nd6 with N from 2 to 20',
      },
    });
  });

  it('outcomes of the smallest sum: 2d6 from 2 to 12', () => {
    const os = outcomes('2d6');
    expect(os[0]).toEqual({ value: 2, weight: 1, total: 36 });
    expect(os[10]).toEqual({ value: 12, weight: 1, total: 36 });
    expect(os).toHaveLength(11);
    expect(() => outcomes('x' as never)).toThrow('not a dice kind: x');
  });
});
