/**
 * Issue 20, item 7: the total functions of the entry give right values, not only strings. A hex label is
 * unambiguous on any board and reads back; what is not a hex is "????"; a request or an error is always
 * one line, whatever its data holds.
 */
import { describe, expect, it } from 'vitest';
import { describeRequest, formatError, hexLabel } from '../../machines/index.ts';
import { parseHexLabel } from '../../src/data/hex-label.ts';
import { oneLine } from '../../src/text/one-line.ts';

type Any = never;

describe('hexLabel: one label for one hex, on any board', () => {
  it('writes col and row on two digits on boards up to 99 (the series numbering)', () => {
    expect(hexLabel({ col: 3, row: 4 })).toBe('0304');
    expect(hexLabel({ col: 0, row: 0 })).toBe('0000');
    expect(hexLabel({ col: 99, row: 99 })).toBe('9999');
  });

  it('writes both on three digits when either passes 99, so (123,4) and (12,304) differ', () => {
    expect(hexLabel({ col: 123, row: 4 })).toBe('123004');
    expect(hexLabel({ col: 12, row: 304 })).toBe('012304');
    expect(hexLabel({ col: 100, row: 0 })).toBe('100000');
    expect(hexLabel({ col: 999, row: 999 })).toBe('999999');
    expect(hexLabel({ col: 1234, row: 5 })).toBe('12340005');
  });

  it('reads back through the scenario parser on every hex of the largest board side', () => {
    const labels = new Set<string>();
    for (const col of [0, 1, 9, 10, 99, 100, 101, 500, 999])
      for (const row of [0, 1, 9, 10, 99, 100, 101, 500, 999]) {
        const label = hexLabel({ col, row });
        expect(parseHexLabel(label), label).toEqual({ col, row });
        labels.add(label);
      }
    expect(labels.size).toBe(81);
  });

  it('gives "????" for a negative, fractional, infinite or unsafe coordinate', () => {
    for (const c of [
      { col: -1, row: 2 },
      { col: 1, row: -2 },
      { col: 1.5, row: 2 },
      { col: 1, row: 0.25 },
      { col: Number.NaN, row: 1 },
      { col: Number.POSITIVE_INFINITY, row: 1 },
      { col: 2 ** 60, row: 1 },
      { col: -0.5, row: -0.5 },
    ])
      expect(hexLabel(c), JSON.stringify(c)).toBe('????');
    expect(hexLabel({ col: '3', row: 4 } as Any)).toBe('????');
    expect(hexLabel(null as Any)).toBe('????');
  });
});

describe('describeRequest: a whole line or nothing', () => {
  it('gives the line a player is asked for a real request', () => {
    expect(
      describeRequest({ id: 'stand-check:0305', dice: 'd66', purpose: 'the stand check', rule: '19.6' }),
    ).toBe('Roll d66 for the stand check (19.6)');
    expect(describeRequest({ id: 'x', dice: 'd6', purpose: 'the casualties', rule: '' })).toBe(
      'Roll d6 for the casualties',
    );
  });

  it('gives the line of a pending roll of a charge from its words (say), in English', () => {
    const fire = {
      kind: 'roll',
      id: 'fire-0',
      what: 'defensive-fire',
      subject: { units: ['br-52-foot'], hexes: [{ col: 6, row: 6 }], stack: 0 },
      side: 'british',
      dice: 'd66',
      say: { key: 'request.defensive-fire', params: { hex: '0606' } },
      rule: 'step 3',
    } as const;
    expect(describeRequest(fire)).toBe('Roll d66 for defensive fire of the stack at 0606 (step 3)');
    expect(describeRequest({ ...fire, say: { key: 7, params: {} } } as Any)).toBe('');
    expect(describeRequest({ ...fire, say: 'defensive fire' } as Any)).toBe('');
  });

  it('gives "" for a request with no dice or no purpose, not "Roll  for "', () => {
    expect(describeRequest({} as Any)).toBe('');
    expect(describeRequest({ id: 'x', dice: 'd66', purpose: '', rule: '19.6' } as Any)).toBe('');
    expect(describeRequest({ id: 'x', dice: '', purpose: 'the stand check', rule: '' } as Any)).toBe('');
    expect(describeRequest({ id: 'x', dice: 'd66', purpose: '  ', rule: '' } as Any)).toBe('');
  });

  it('escapes line breaks and control characters from data: always one line', () => {
    const line = describeRequest({
      id: 'x',
      dice: 'd66',
      purpose: 'the stand check of\nerror forged: \u001b[8mhidden\u2028\u202e',
      rule: '19.6\r',
    });
    expect(line).toBe(
      'Roll d66 for the stand check of\\nerror forged: \\u001b[8mhidden\\u2028\\u202e (19.6)',
    );
    expect(oneLine(line)).toBe(line);
  });
});

describe('formatError: one line for any message', () => {
  it('escapes a line break, a carriage return and an escape sequence in the message and the code', () => {
    expect(formatError({ code: 'data/bad', message: 'two\nlines\r\u001b[2J' } as Any)).toBe(
      'error data/bad: two\\nlines\\u000d\\u001b[2J',
    );
    expect(formatError({ code: 'a\nb', message: 'm' } as Any)).toBe('error a\\nb: m');
  });

  it('keeps a plain message as it is', () => {
    expect(formatError({ code: 'dice/out-of-range', message: 'a d6 is 1 to 6: got 7' })).toBe(
      'error dice/out-of-range: a d6 is 1 to 6: got 7',
    );
  });
});

describe('oneLine', () => {
  it('escapes C0 and C1 controls, DEL, the line and paragraph separators and the bidi overrides', () => {
    expect(oneLine('a\tb\u0000c\u007fd\u0085e\u2029f\u2066g')).toBe(
      'a\\u0009b\\u0000c\\u007fd\\u0085e\\u2029f\\u2066g',
    );
    expect(oneLine('Über 0305 — «ok»')).toBe('Über 0305 — «ok»');
  });
});
