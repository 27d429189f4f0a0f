import { describe, expect, it } from 'vitest';
import {
  type DiceKind,
  diceShape,
  isD66,
  parseDiceKind,
  parseRoll,
  rollFrom,
  rollOfFaces,
  rollOfValue,
  scriptSource,
  seededSource,
} from '../../src/dice/index.ts';

describe('parseRoll accepts what a player reads off', () => {
  it.each<[DiceKind, unknown, number, number[] | undefined]>([
    ['d66', 43, 43, [4, 3]], // a number
    ['d66', '43', 43, [4, 3]], // a string
    ['d66', ' 4 3 ', 43, [4, 3]], // two dice with spaces
    ['d66', '4,3', 43, [4, 3]], // two dice with a comma
    ['d66', '4, 3', 43, [4, 3]], // comma and space
    ['d66', [4, 3], 43, [4, 3]], // an array of dice
    ['d66', '+43', 43, [4, 3]], // a harmless plus sign
    ['d66', 11, 11, [1, 1]], // lowest
    ['d66', '66', 66, [6, 6]], // highest
    ['d6', 5, 5, [5]], // one die
    ['d6', ' 5 ', 5, [5]], // one die as text
    ['2d6', 7, 7, undefined], // a total has no faces
    ['2d6', '3 4', 7, [3, 4]], // both dice: faces kept
    ['5d6', '17', 17, undefined], // a total
    ['5d6', '3 4 5 6 1', 19, [3, 4, 5, 6, 1]], // every die
    ['5d6', '3,4,5,6,1', 19, [3, 4, 5, 6, 1]], // every die, commas
    ['8d6', 8, 8, undefined], // lowest total
    ['8d6', '48', 48, undefined], // highest total
  ])('%s %j -> %i', (dice, input, value, faces) => {
    const r = parseRoll(dice, input);
    expect(r).toEqual({ ok: true, value: faces ? { dice, value, faces } : { dice, value } });
  });
});

describe('parseRoll refuses with one clear line', () => {
  it.each<[DiceKind, unknown, string, string]>([
    // not numbers: the raw input quoted
    [
      'd66',
      'abc',
      'dice/not-a-number',
      'd66 roll "abc" is not a number: type the two dice, tens then units, e.g. 43',
    ],
    [
      'd66',
      '',
      'dice/not-a-number',
      'd66 roll "" is not a number: type the two dice, tens then units, e.g. 43',
    ],
    [
      'd66',
      '4x3',
      'dice/not-a-number',
      'd66 roll "4x3" is not a number: type the two dice, tens then units, e.g. 43',
    ],
    ['d6', null, 'dice/not-a-number', 'd6 roll null is not a number: type one die, 1-6'],
    ['d6', undefined, 'dice/not-a-number', 'd6 roll undefined is not a number: type one die, 1-6'],
    ['d6', { v: 3 }, 'dice/not-a-number', 'd6 roll an object is not a number: type one die, 1-6'],
    ['d6', '4.5', 'dice/not-a-number', 'd6 roll "4.5" is not a number: type one die, 1-6'],
    ['d6', 4.5, 'dice/not-a-number', 'd6 roll 4.5 is not a whole number: type one die, 1-6'],
    ['d6', Number.NaN, 'dice/not-a-number', 'd6 roll NaN is not a number: type one die, 1-6'],
    [
      '5d6',
      'seventeen',
      'dice/not-a-number',
      '5d6 roll "seventeen" is not a number: type the total (5..30) or all 5 dice',
    ],
    // out of range
    ['d66', 47, 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: 47 has a 7'],
    ['d66', '47', 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: 47 has a 7'],
    ['d66', '70', 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: 70 has a 7'],
    ['d66', '07', 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: 07 has a 0'],
    ['d66', '4 7', 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: 4 7 has a 7'],
    ['d66', '-43', 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: got -43'],
    ['d66', -43, 'dice/out-of-range', 'd66 needs two dice 1-6, tens then units: got -43'],
    ['d6', 7, 'dice/out-of-range', 'd6 needs one die 1-6: got 7'],
    ['d6', '0', 'dice/out-of-range', 'd6 needs one die 1-6: got 0'],
    ['2d6', 13, 'dice/out-of-range', '2d6 total must be 2..12: got 13'],
    ['2d6', '1', 'dice/out-of-range', '2d6 total must be 2..12: got 1'],
    ['5d6', '31', 'dice/out-of-range', '5d6 total must be 5..30: got 31'],
    ['5d6', '3 4 7 6 1', 'dice/out-of-range', '5d6 dice must each be 1-6: 3 4 7 6 1 has a 7'],
    // wrong count
    ['d66', '4', 'dice/wrong-count', 'd66 needs two dice, tens then units (e.g. 43): got only 4'],
    ['d66', 4, 'dice/wrong-count', 'd66 needs two dice, tens then units (e.g. 43): got only 4'],
    ['d66', '435', 'dice/wrong-count', 'd66 needs two dice, tens then units (e.g. 43): 435 has 3 digits'],
    ['d66', '4 3 5', 'dice/wrong-count', 'd66 needs two dice, tens then units: got 3 numbers, "4 3 5"'],
    ['d6', '3 4', 'dice/wrong-count', 'd6 is one die: got 2 numbers, "3 4"'],
    ['5d6', '3 4 5', 'dice/wrong-count', '5d6 needs the total (5..30) or all 5 dice: got 3 numbers, "3 4 5"'],
    ['2d6', '1 2 3', 'dice/wrong-count', '2d6 needs the total (2..12) or all 2 dice: got 3 numbers, "1 2 3"'],
  ])('%s %j -> %s', (dice, input, code, message) => {
    expect(parseRoll(dice, input)).toEqual({ ok: false, error: { code, message } });
  });

  it('refuses an unknown dice kind', () => {
    expect(parseRoll('d8' as DiceKind, 4)).toEqual({
      ok: false,
      error: {
        code: 'dice/unknown-dice',
        message: 'unknown dice "d8": use d6, d66 or Nd6 with N from 2 to 20',
      },
    });
  });

  it('every refusal is one line', () => {
    for (const input of ['abc', '47', '4', '4 3 5', 13, null]) {
      for (const dice of ['d6', 'd66', '2d6', '8d6'] as DiceKind[]) {
        const r = parseRoll(dice, input);
        if (!r.ok) expect(r.error.message).not.toMatch(/\n/);
      }
    }
  });
});

describe('rollOfValue and rollOfFaces', () => {
  it('build rolls from a reading or from dice', () => {
    expect(rollOfValue('d66', 43)).toEqual({ ok: true, value: { dice: 'd66', value: 43, faces: [4, 3] } });
    expect(rollOfValue('8d6', 30)).toEqual({ ok: true, value: { dice: '8d6', value: 30 } });
    expect(rollOfFaces('d66', [6, 1])).toEqual({
      ok: true,
      value: { dice: 'd66', value: 61, faces: [6, 1] },
    });
    expect(rollOfFaces('2d6', [6, 6])).toEqual({
      ok: true,
      value: { dice: '2d6', value: 12, faces: [6, 6] },
    });
  });

  it('refuse the wrong number of dice', () => {
    expect(rollOfFaces('d66', [4])).toEqual({
      ok: false,
      error: { code: 'dice/wrong-count', message: 'd66 needs two dice, tens then units: got 1 (4)' },
    });
    expect(rollOfFaces('d6', [4, 2])).toEqual({
      ok: false,
      error: { code: 'dice/wrong-count', message: 'd6 needs one die: got 2 (4 2)' },
    });
    expect(rollOfFaces('5d6', [1, 2])).toMatchObject({ ok: false, error: { code: 'dice/wrong-count' } });
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
