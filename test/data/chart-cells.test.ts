/**
 * Reading a chart's cells (the melee chart, step 5): gaps and overlaps of the roll ranges, the results
 * a cell may hold and the roll ranges it may be given, each refusal with its code and place.
 */
import { describe, expect, it } from 'vitest';
import { readCells } from '../../src/data/chart.ts';
import { canonicalCrtText, makeCrtResult, parseCrtResult } from '../../src/data/crt-result.ts';
import {
  d6Values,
  d66Values,
  diceValues,
  expandRange,
  isDiceValue,
  makeRollRange,
  parseRollRange,
} from '../../src/data/d66.ts';
import { guarded, Problems } from '../../src/data/read.ts';
import { CODES, FILE, problems, read } from '../support/chart-cells.ts';

describe('chart cells (readCells): every d66 roll in exactly one cell', () => {
  it('reads every cell with its range, in the order written', () => {
    const r = read([
      { rolls: '4-6', result: 1 },
      { rolls: 1, result: 0 },
      { rolls: ' 2 - 3 ', result: 2 },
    ]);
    expect(r).toEqual({
      ok: true,
      value: [
        { rolls: { from: 4, to: 6 }, result: 1 },
        { rolls: { from: 1, to: 1 }, result: 0 },
        { rolls: { from: 2, to: 3 }, result: 2 },
      ],
    });
  });

  it('a range one end of which the die cannot show names that end', () => {
    expect(problems(read([{ rolls: '1-7', result: 0 }]))).toEqual([
      [
        'data/bad-range',
        'rows[0].rolls',
        `${FILE} at rows[0].rolls: the table: bad roll range "1-7": roll 7 is not a d6 value (d6 values are 1-6)`,
      ],
    ]);
    expect(problems(read([{ rolls: '0-6', result: 0 }]))).toEqual([
      [
        'data/bad-range',
        'rows[0].rolls',
        `${FILE} at rows[0].rolls: the table: bad roll range "0-6": roll 0 is not a d6 value (d6 values are 1-6)`,
      ],
    ]);
    expect(problems(read([{ rolls: '11-17', result: 0 }], 'd66'))[0]![2]).toBe(
      `${FILE} at rows[0].rolls: the table: bad roll range "11-17": roll 17 is not a d66 value (d66 values are 11-16, 21-26, ..., 61-66)`,
    );
  });

  it('an unreadable range is one problem, and no gap is claimed after it', () => {
    expect(problems(read([{ rolls: 'x', result: 0 }]))).toEqual([
      [
        'data/bad-range',
        'rows[0].rolls',
        `${FILE} at rows[0].rolls: the table: bad roll range "x" (write "from-to" or one roll)`,
      ],
    ]);
    expect(
      problems(
        read([
          { rolls: '1-9', result: 0 },
          { rolls: '4-6', result: 0 },
        ]),
      ),
    ).toHaveLength(1);
  });

  it('a roll covered twice names the first cell that covered it, once per cell', () => {
    const r = read([
      { rolls: '1-6', result: 0 },
      { rolls: '2', result: 1 },
      { rolls: '2-3', result: 2 },
    ]);
    expect(problems(r)).toEqual([
      [
        'data/chart-overlap',
        'rows[1]',
        `${FILE} at rows[1]: the table covers roll 2 twice: cells[0] (1-6) and cells[1] (2)`,
      ],
      [
        'data/chart-overlap',
        'rows[2]',
        `${FILE} at rows[2]: the table covers roll 2 twice: cells[0] (1-6) and cells[2] (2-3)`,
      ],
    ]);
  });

  it('an overlap does not hide a gap', () => {
    const r = read([
      { rolls: '1-3', result: 0 },
      { rolls: '3-4', result: 1 },
    ]);
    expect(problems(r)).toEqual([
      [
        'data/chart-overlap',
        'rows[1]',
        `${FILE} at rows[1]: the table covers roll 3 twice: cells[0] (1-3) and cells[1] (3-4)`,
      ],
      [
        'data/chart-gap',
        'rows',
        `${FILE} at rows: the table does not cover roll 5 (rolls not covered: 5, 6)`,
      ],
    ]);
    expect(problems(read([{ rolls: '1-5', result: 0 }]))).toEqual([
      ['data/chart-gap', 'rows', `${FILE} at rows: the table does not cover roll 6`],
    ]);
  });

  it('a result that cannot be read leaves its cell out', () => {
    const r = guarded(() => {
      const p = new Problems(FILE);
      return readCells(
        p,
        [
          { rolls: '1-3', result: 0 },
          { rolls: '4-6', result: 1 },
        ],
        'rows',
        'd6',
        't',
        CODES,
        (v) => (v === 0 ? undefined : v),
      );
    });
    expect(r).toEqual({ ok: true, value: [{ rolls: { from: 4, to: 6 }, result: 1 }] });
  });

  it('tells the result reader where the cell is', () => {
    const seen: string[] = [];
    guarded(() =>
      readCells(
        new Problems(FILE),
        [
          { rolls: '11-36', result: 0 },
          { rolls: '41-66', result: 1 },
        ],
        'c',
        'd66',
        'column 3:2',
        CODES,
        (v, path, where) => {
          seen.push(`${path} | ${where}`);
          return v;
        },
      ),
    );
    expect(seen).toEqual(['c[0].result | column 3:2, rolls 11-36', 'c[1].result | column 3:2, rolls 41-66']);
  });
});

describe('chart cells: the results a cell may hold', () => {
  it('AD and DD without a number move the given hexes, else they are not read', () => {
    expect(parseCrtResult('AD', 2)).toEqual({ kind: 'AD', hexes: 2 });
    expect(parseCrtResult(' DD ', 3)).toEqual({ kind: 'DD', hexes: 3 });
    expect(parseCrtResult('DD', 0)).toEqual({ kind: 'DD', hexes: 0 });
    expect(parseCrtResult('AD')).toBeUndefined();
    expect(parseCrtResult('DD')).toBeUndefined();
    expect(parseCrtResult('AD3', 1)).toEqual({ kind: 'AD', hexes: 3 });
    expect(parseCrtResult('AS', 1)).toEqual({ kind: 'AS' });
  });

  it('reads every single-word result and the blanks', () => {
    expect(['AS', 'AR', 'DR', 'DS', ' AS '].map((t) => parseCrtResult(t))).toEqual([
      { kind: 'AS' },
      { kind: 'AR' },
      { kind: 'DR' },
      { kind: 'DS' },
      { kind: 'AS' },
    ]);
    expect(['-', 'NE', '', '   '].map((t) => parseCrtResult(t))).toEqual(Array(4).fill({ kind: 'none' }));
  });

  it('AD# and DD# take one digit 1-9', () => {
    expect(parseCrtResult('AD9')).toEqual({ kind: 'AD', hexes: 9 });
    expect(parseCrtResult('DD1')).toEqual({ kind: 'DD', hexes: 1 });
    for (const bad of ['AD10', 'XAD1', 'AD1X', 'DD0', 'AD 1', 'D1', 'ADD1'])
      expect(parseCrtResult(bad), bad).toBeUndefined();
  });

  it('losses take one or two digits a side, the stars where the chart writes them', () => {
    expect(parseCrtResult('10/12')).toEqual({
      kind: 'losses',
      attacker: 10,
      defender: 12,
      attackerCheck: false,
      defenderCheck: false,
    });
    expect(parseCrtResult('*1/0')).toEqual({
      kind: 'losses',
      attacker: 1,
      defender: 0,
      attackerCheck: true,
      defenderCheck: false,
    });
    expect(parseCrtResult('3*/2*')).toEqual({
      kind: 'losses',
      attacker: 3,
      defender: 2,
      attackerCheck: true,
      defenderCheck: true,
    });
    expect(parseCrtResult('*3/2*')).toEqual({
      kind: 'losses',
      attacker: 3,
      defender: 2,
      attackerCheck: true,
      defenderCheck: true,
    });
    for (const bad of ['123/1', '1/123', 'x1/1', '1/1x', '1/*1', '1**/1', '1 / 1', '1/1**', 'a/1'])
      expect(parseCrtResult(bad), bad).toBeUndefined();
  });

  it('prints every result in its canonical form', () => {
    expect(makeCrtResult({ kind: 'none' })).toBe('-');
    expect(makeCrtResult({ kind: 'AD', hexes: 4 })).toBe('AD4');
    expect(makeCrtResult({ kind: 'DR' })).toBe('DR');
    expect(
      makeCrtResult({ kind: 'losses', attacker: 10, defender: 2, attackerCheck: false, defenderCheck: true }),
    ).toBe('10/2*');
  });

  it('canonical text: stars after the attacker number, NE as -, plain AD and DD kept', () => {
    expect(canonicalCrtText(' *2/1 ')).toBe('2*/1');
    expect(canonicalCrtText('NE')).toBe('-');
    expect(canonicalCrtText(' AD ')).toBe('AD');
    expect(canonicalCrtText('DD')).toBe('DD');
    expect(canonicalCrtText('DD2')).toBe('DD2');
    expect(canonicalCrtText('XX')).toBeUndefined();
  });
});

describe('chart cells: roll ranges', () => {
  it('numbers: whole and not negative', () => {
    expect(parseRollRange(0)).toEqual({ from: 0, to: 0 });
    expect(parseRollRange(45)).toEqual({ from: 45, to: 45 });
    // a number is taken whole, even past two digits (text has at most two a side)
    expect(parseRollRange(100)).toEqual({ from: 100, to: 100 });
    expect(parseRollRange('100')).toBeUndefined();
    expect(parseRollRange(-1)).toBeUndefined();
    expect(parseRollRange(Number.NaN)).toBeUndefined();
  });

  it('text: one or two digits a side, spaces allowed, from <= to', () => {
    expect(parseRollRange('45-45')).toEqual({ from: 45, to: 45 });
    expect(parseRollRange('  7  ')).toEqual({ from: 7, to: 7 });
    expect(parseRollRange('1-2')).toEqual({ from: 1, to: 2 });
    for (const bad of ['123', '1-123', 'x1-2', '1-2x', '1--2', '-1', '1 2', '', ' '])
      expect(parseRollRange(bad), bad).toBeUndefined();
  });

  it('prints a range', () => {
    expect(makeRollRange({ from: 4, to: 4 })).toBe('4');
    expect(makeRollRange({ from: 1, to: 6 })).toBe('1-6');
  });

  it('the values of each die', () => {
    expect(d66Values()).toEqual([
      11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25, 26, 31, 32, 33, 34, 35, 36, 41, 42, 43, 44, 45, 46, 51, 52,
      53, 54, 55, 56, 61, 62, 63, 64, 65, 66,
    ]);
    expect(d6Values()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(diceValues('d66')).toBe(d66Values());
    expect(diceValues('d6')).toBe(d6Values());
    expect(Object.isFrozen(d66Values())).toBe(true);
    expect(Object.isFrozen(d6Values())).toBe(true);
    expect([1, 6, 7, 0, 11].map((v) => isDiceValue(v, 'd6'))).toEqual([true, true, false, false, false]);
    expect([11, 16, 17, 20, 21, 66, 67, 6].map((v) => isDiceValue(v, 'd66'))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('expands a range to both of its ends', () => {
    expect(expandRange({ from: 16, to: 21 }, 'd66')).toEqual([16, 21]);
    expect(expandRange({ from: 66, to: 66 }, 'd66')).toEqual([66]);
    expect(expandRange({ from: 1, to: 6 }, 'd6')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(expandRange({ from: 1, to: 7 }, 'd6')).toBeUndefined();
    expect(expandRange({ from: 11, to: 67 }, 'd66')).toBeUndefined();
  });
});
