/** cli/json-syntax.ts finds where a JSON text goes wrong, and agrees with JSON.parse on what is JSON. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError, lineColumn } from '../../cli/json-syntax.ts';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('findJsonSyntaxError', () => {
  it.each([
    ['{"a": 1,\n  "b": x}', 16, 'an unexpected character'],
    ['{"a": 1', 7, 'the file ends before the JSON is complete'],
    ['{"a": "b\nc"}', 8, 'a line break or control character inside a string'],
    ['[1,2] 3', 6, 'more text after the JSON value'],
    ['', 0, 'the file ends before the JSON is complete'],
    ['{"a" 1}', 5, "expected ':' after a property name"],
    ['"abc', 4, 'the file ends inside a string'],
    ['{"a":1,}', 7, 'expected a property name in double quotes'],
    ['[01]', 2, "expected ',' or ']'"],
    ['nul', 3, 'the file ends before the JSON is complete'],
    ['"\\x"', 1, 'a bad escape in a string'],
    ['"\\u12G4"', 1, 'a bad \\u escape in a string'],
    ['[1,]', 3, 'an unexpected character'],
    ['{} }', 3, 'more text after the JSON value'],
    ['-', 0, 'a malformed number'],
    ['root:x:0:0', 0, 'an unexpected character'],
  ])('%j: at %i, %s', (text, offset, reason) => {
    expect(parses(text)).toBe(false);
    expect(findJsonSyntaxError(text)).toEqual({ offset, reason });
  });

  it('accepts what JSON.parse accepts, any depth', () => {
    for (const t of [
      '0',
      '-1.5e+3',
      '"\\u00e9\\n"',
      ' {"a":[1,{"b":null}],"c":true} ',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ])
      expect(findJsonSyntaxError(t), t.slice(0, 20)).toBeUndefined();
  });

  it('agrees with JSON.parse on random JSON and on random damage to it', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.string({ maxLength: 3 }), fc.boolean(), (json, at, insert, cut) => {
        expect(findJsonSyntaxError(json)).toBeUndefined();
        const i = at % (json.length + 1);
        const damaged = cut
          ? json.slice(0, i) + json.slice(i + 1)
          : json.slice(0, i) + insert + json.slice(i);
        expect(findJsonSyntaxError(damaged) === undefined).toBe(parses(damaged));
      }),
      { seed: 11, numRuns: 3000 },
    );
  });

  it('lineColumn counts from 1', () => {
    expect(lineColumn('ab\ncd\ne', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd\ne', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\ncd\ne', 6)).toEqual({ line: 3, column: 1 });
  });
});
