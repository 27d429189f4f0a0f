// The dice module held to exact values at its edges: the fair-die redraw of the seeded generator,
// the clamps of modified rolls, the dice kinds a file may name, and the exact words of each refusal.
// Written for the mutants Stryker left alive.
import { describe, expect, it } from 'vitest';
import {
  D66_RANGE,
  type DiceKind,
  d6Add,
  d6FromState,
  d66Add,
  d66Faces,
  d66FromFaces,
  d66FromIndex,
  d66Index,
  d66Steps,
  diceCount,
  diceShape,
  isD66,
  isDiceKind,
  mulberry32,
  nd6,
  outcomes,
  parseDiceKind,
  parseRoll,
  rollFrom,
  rollOfFaces,
  rollOfValue,
  scriptSource,
  seededSource,
} from '../../src/dice/index.ts';

describe('the seeded generator redraws the top four outputs, so each face is exactly as likely', () => {
  // Found by running mulberry32 over all 2^32 states: the only states whose output is 4294967292 or more.
  it('an output of exactly 4294967292 is redrawn', () => {
    expect(mulberry32(1433749601)).toEqual({ output: 4294967292, state: 3265315414 });
    // kept, it would read face 1 (4294967292 mod 6 = 0); redrawn, the next state gives face 4
    expect(d6FromState(1433749601)).toEqual(d6FromState(3265315414));
    expect(d6FromState(1433749601)).toEqual({ face: 4, state: 801913931 });
  });

  it('an output of 4294967295 is redrawn too', () => {
    expect(mulberry32(394144346).output).toBe(4294967295);
    expect(d6FromState(394144346)).toEqual({ face: 1, state: 4057275972 });
  });

  it('an ordinary output is kept', () => {
    const step = mulberry32(0);
    expect(d6FromState(0)).toEqual({ face: (step.output % 6) + 1, state: step.state });
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

describe('dice kinds', () => {
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

const no = (code: string, message: string) => ({ ok: false, error: { code, message } });
const req = (dice: string, id = 'x') => ({ id, dice: dice as DiceKind, purpose: 'the test', rule: '19.6' });

describe('refusals of hostile or odd input, word for word', () => {
  it('parseRoll: arrays, booleans, unknown dice with text, separators and signs', () => {
    const HINT66 = 'type the two dice, tens then units, e.g. 43';
    expect(parseRoll('d66', [4, null] as never)).toEqual(
      no('dice/not-a-number', `d66 roll [4,"null"] is not a number: ${HINT66}`),
    );
    expect(parseRoll('d66', [4, 3.5])).toEqual(
      no('dice/not-a-number', `d66 roll [4,3.5] is not a number: ${HINT66}`),
    );
    expect(parseRoll('d66', ['4.5', 3])).toEqual(
      no('dice/not-a-number', `d66 roll ["4.5",3] is not a number: ${HINT66}`),
    );
    expect(parseRoll('d66', ['4', '3'])).toEqual({
      ok: true,
      value: { dice: 'd66', value: 43, faces: [4, 3] },
    });
    expect(parseRoll('2d6', [3, '4'])).toEqual({ ok: true, value: { dice: '2d6', value: 7, faces: [3, 4] } });
    expect(parseRoll('d6', true)).toEqual(
      no('dice/not-a-number', 'd6 roll true is not a number: type one die, 1-6'),
    );
    expect(parseRoll('d7' as DiceKind, '4')).toEqual(
      no('dice/unknown-dice', 'unknown dice "d7": use d6, d66 or Nd6 with N from 2 to 20'),
    );
    expect(parseRoll(undefined as never, '4')).toEqual(
      no('dice/unknown-dice', 'unknown dice undefined: use d6, d66 or Nd6 with N from 2 to 20'),
    );
    expect(parseRoll('d66', '4 x')).toEqual(
      no('dice/not-a-number', `d66 roll "4 x" is not a number: ${HINT66}`),
    );
    expect(parseRoll('d66', 'x 4')).toEqual(
      no('dice/not-a-number', `d66 roll "x 4" is not a number: ${HINT66}`),
    );
    expect(parseRoll('d66', '+4+3')).toEqual(
      no('dice/not-a-number', `d66 roll "+4+3" is not a number: ${HINT66}`),
    );
    expect(parseRoll('d66', '+4 +3')).toEqual({ ok: true, value: { dice: 'd66', value: 43, faces: [4, 3] } });
  });

  it('rollOfValue and rollOfFaces: unknown dice, non-numbers, zero, counts and faces', () => {
    const unknown = no('dice/unknown-dice', 'unknown dice "d7": use d6, d66 or Nd6 with N from 2 to 20');
    expect(rollOfValue('d7' as DiceKind, 4)).toEqual(unknown);
    expect(rollOfFaces('d7' as DiceKind, [1])).toEqual(unknown);
    expect(rollOfValue('d6', '4' as never)).toEqual(
      no('dice/not-a-number', 'd6 roll "4" is not a number: type one die, 1-6'),
    );
    expect(rollOfValue('d6', Number.POSITIVE_INFINITY)).toEqual(
      no('dice/not-a-number', 'd6 roll Infinity is not a number: type one die, 1-6'),
    );
    expect(rollOfValue('d66', 0)).toEqual(
      no('dice/wrong-count', 'd66 needs two dice, tens then units (e.g. 43): got only 0'),
    );
    expect(rollOfFaces('d6', ['4' as never])).toEqual(
      no('dice/not-a-number', 'd6 die 4 is not a whole number: type one die, 1-6'),
    );
    expect(rollOfFaces('2d6', [1, 2.5])).toEqual(
      no('dice/not-a-number', '2d6 die 2.5 is not a whole number: type the total (2..12) or all 2 dice'),
    );
    expect(rollOfFaces('2d6', [Number.NaN, 2])).toEqual(
      no('dice/not-a-number', '2d6 die NaN is not a whole number: type the total (2..12) or all 2 dice'),
    );
    expect(rollOfFaces('2d6', [1])).toEqual(no('dice/wrong-count', '2d6 needs 2 dice: got 1 (1)'));
    expect(rollOfFaces('d6', [0])).toEqual(no('dice/out-of-range', 'd6 needs one die 1-6: got 0'));
    expect(rollOfFaces('3d6', [1, 0, 7])).toEqual(
      no('dice/out-of-range', '3d6 dice must each be 1-6: 1 0 7 has a 0'),
    );
  });

  it('seeds, seeded states, script positions, an exhausted script, an unknown source', () => {
    expect(seededSource(-1)).toEqual(
      no('dice/bad-seed', 'a dice seed must be a whole number 0..4294967295: got -1'),
    );
    expect(seededSource(2 ** 32)).toEqual(
      no('dice/bad-seed', 'a dice seed must be a whole number 0..4294967295: got 4294967296'),
    );
    // a host's untyped seed: a numeric string or a boolean is no seed (isU32 reads only numbers)
    expect(seededSource('7' as never)).toEqual(
      no('dice/bad-seed', 'a dice seed must be a whole number 0..4294967295: got 7'),
    );
    expect(seededSource(true as never)).toEqual(
      no('dice/bad-seed', 'a dice seed must be a whole number 0..4294967295: got true'),
    );
    expect(rollFrom(scriptSource([4]), req('d7'))).toEqual(
      no(
        'dice/unknown-dice',
        'request "x" asks for unknown dice "d7": use d6, d66 or Nd6 with N from 2 to 20',
      ),
    );
    expect(rollFrom({ kind: 'seeded', seed: 1, state: -1 }, req('d6'))).toEqual(
      no('dice/bad-source', 'seeded dice state must be a whole number 0..4294967295: got -1'),
    );
    expect(rollFrom({ kind: 'seeded', seed: 1, state: 1 }, req('3d6'))).toEqual({
      ok: true,
      value: {
        roll: { dice: '3d6', value: 12, faces: [2, 4, 6] },
        source: { kind: 'seeded', seed: 1, state: 1199730144 },
      },
    });
    const bad = (next: number, values: unknown = [1]) =>
      rollFrom({ kind: 'script', values, next } as never, req('d6'));
    expect(bad(2)).toEqual(no('dice/bad-source', 'dice script position 2 is not within its 1 values'));
    expect(bad(-1)).toEqual(no('dice/bad-source', 'dice script position -1 is not within its 1 values'));
    expect(bad(0.5)).toEqual(no('dice/bad-source', 'dice script position 0.5 is not within its 1 values'));
    expect(bad(0, 'ab')).toEqual(no('dice/bad-source', 'dice script position 0 is not within its 2 values'));
    expect(rollFrom({ kind: 'script', next: 0 } as never, req('d6'))).toEqual(
      no('dice/bad-source', 'dice script position 0 is not within its undefined values'),
    );
    expect(rollFrom({ kind: 'script', values: [4], next: 1 }, req('d6'))).toEqual(
      no(
        'dice/script-exhausted',
        'the dice script ran out after 1 value: nothing left to roll d6 for the test (19.6)',
      ),
    );
    expect(rollFrom({ kind: 'script', values: [4, 5], next: 2 }, req('d6'))).toEqual(
      no(
        'dice/script-exhausted',
        'the dice script ran out after 2 values: nothing left to roll d6 for the test (19.6)',
      ),
    );
    expect(rollFrom({ kind: 'oracle' } as never, req('d6'))).toEqual(
      no('dice/bad-source', 'unknown dice source "oracle"'),
    );
    expect(rollFrom({} as never, req('d6'))).toEqual(no('dice/bad-source', 'unknown dice source undefined'));
  });

  it('dice kinds and d66 values that only look right', () => {
    expect(isD66(71)).toBe(false);
    expect(isD66(99)).toBe(false);
    const looksLike2d6 = { toString: () => '2d6' };
    expect(diceShape(looksLike2d6)).toBeUndefined();
    expect(parseDiceKind({ a: 1 })).toEqual(
      no('dice/unknown-dice', 'unknown dice [object Object]: use d6, d66 or Nd6 with N from 2 to 20'),
    );
  });
});
