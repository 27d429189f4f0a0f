/**
 * Validating a melee chart (step 5) and a column-shift table (step 3) at load: each refusal with its
 * code and place.
 */
import { describe, expect, it } from 'vitest';
import type { RawCell } from '../../src/data/chart.ts';
import { validateColumnShift } from '../../src/data/column-shift.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { CRT_RESULT_FORMS } from '../../src/data/crt-result.ts';
import { FILE, problems } from '../support/chart-cells.ts';

type Cell = { rolls: string | number; result: string };
function crt(columns: { odds: string; cells: Cell[] }[]): unknown {
  return { kind: 'crt', id: 't', name: 'T', rule: '19.2', columns };
}
const ALL: Cell[] = [{ rolls: '11-66', result: 'DR' }];

describe('the melee chart at load (validateCrt)', () => {
  it('reads a good chart, frozen, with its odds and results', () => {
    const r = validateCrt(
      crt([
        {
          odds: '1:2',
          cells: [
            { rolls: '11-33', result: 'AR' },
            { rolls: '34-66', result: ' 2*/1 ' },
          ],
        },
        { odds: '2:3', cells: [{ rolls: '11-66', result: 'DD2' }] },
      ]),
      FILE,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        id: 't',
        name: 'T',
        columns: [
          {
            odds: { attacker: 1, defender: 2 },
            cells: [
              { rolls: { from: 11, to: 33 }, result: { kind: 'AR' } },
              {
                rolls: { from: 34, to: 66 },
                result: {
                  kind: 'losses',
                  attacker: 2,
                  defender: 1,
                  attackerCheck: true,
                  defenderCheck: false,
                },
              },
            ],
          },
          {
            odds: { attacker: 2, defender: 3 },
            cells: [{ rolls: { from: 11, to: 66 }, result: { kind: 'DD', hexes: 2 } }],
          },
        ],
      },
    });
    if (r.ok) {
      expect(Object.isFrozen(r.value)).toBe(true);
      expect(Object.isFrozen(r.value.columns[0]!.cells[1]!.result)).toBe(true);
    }
  });

  it('columns of the same ratio are out of order (3:2 then 6:4)', () => {
    expect(
      problems(
        validateCrt(
          crt([
            { odds: '3:2', cells: ALL },
            { odds: '6:4', cells: ALL },
          ]),
          FILE,
        ),
      ),
    ).toEqual([
      [
        'data/odds-order',
        'columns[1].odds',
        `${FILE} at columns[1].odds: column 6:4 is not higher than column 3:2 before it (columns go lowest odds first)`,
      ],
    ]);
  });

  it('each column is compared with the one just before it, a bad column skipped', () => {
    const r = validateCrt(
      crt([
        { odds: '1:1', cells: ALL },
        { odds: '3:1', cells: ALL },
        { odds: '2:1', cells: ALL },
        { odds: '0:1', cells: ALL },
        { odds: '4:1', cells: ALL },
      ]),
      FILE,
    );
    expect(problems(r)).toEqual([
      [
        'data/odds-order',
        'columns[2].odds',
        `${FILE} at columns[2].odds: column 2:1 is not higher than column 3:1 before it (columns go lowest odds first)`,
      ],
      [
        'data/bad-odds',
        'columns[3].odds',
        `${FILE} at columns[3].odds: column 4 has bad odds "0:1" (write attacker:defender with positive whole numbers, e.g. 3:2)`,
      ],
    ]);
  });

  it('AD and DD without a number: hexes from the ruleset, or refused with their own message', () => {
    const cells = (result: string): Cell[] => [{ rolls: '11-66', result }];
    const withHexes = validateCrt(crt([{ odds: '1:1', cells: cells(' DD ') }]), FILE, {
      plainRetreatHexes: 3,
    });
    expect(withHexes.ok && withHexes.value.columns[0]!.cells[0]!.result).toEqual({ kind: 'DD', hexes: 3 });
    for (const plain of ['AD', ' DD ', '\tAD']) {
      expect(problems(validateCrt(crt([{ odds: '1:1', cells: cells(plain) }]), FILE))).toEqual([
        [
          'data/unknown-result',
          'columns[0].cells[0].result',
          `${FILE} at columns[0].cells[0].result: column 1:1, rolls 11-66: result ${JSON.stringify(plain)} without a number takes its hexes from a ruleset's disorderedRetreatHexes: read this chart under a ruleset`,
        ],
      ]);
    }
    // other unreadable results never get past the file's schema (CRT_RESULT_PATTERN)
    for (const other of ['XAD', 'ADX', 'AD DD', 'ADD', 'D']) {
      expect(problems(validateCrt(crt([{ odds: '1:1', cells: cells(other) }]), FILE))).toEqual([
        [
          'data/unknown-result',
          'columns[0].cells[0].result',
          `${FILE} at columns[0].cells[0].result: column 1:1, rolls 11-66: expected ${CRT_RESULT_FORMS}, got ${JSON.stringify(other)}`,
        ],
      ]);
    }
    expect(CRT_RESULT_FORMS).toBe(
      'AS, AR, AD or AD1-AD9, - (or NE: bounce), DD or DD1-DD9, DR, DS, or losses a/d such as 1/1, 2*/1, *2/1, 1/2*',
    );
  });

  it('names the gap and overlap codes of a melee chart', () => {
    const gap = validateCrt(crt([{ odds: '1:1', cells: [{ rolls: '11-65', result: 'DR' }] }]), FILE);
    expect(problems(gap)).toEqual([
      ['data/crt-gap', 'columns[0].cells', `${FILE} at columns[0].cells: column 1:1 does not cover roll 66`],
    ]);
    const twice = validateCrt(crt([{ odds: '1:1', cells: [...ALL, { rolls: 66, result: 'AS' }] }]), FILE);
    expect(problems(twice).map(([code, path]) => [code, path])).toEqual([
      ['data/crt-overlap', 'columns[0].cells[1]'],
    ]);
  });
});

describe('the column-shift table at load (validateColumnShift)', () => {
  const table = (rows: RawCell<number>[]): unknown => ({
    kind: 'column-shift',
    id: 'cs',
    name: 'CS',
    rule: '19.6',
    dice: 'd6',
    rows,
  });

  it('reads the rows of a d6 table, frozen', () => {
    const r = validateColumnShift(
      table([
        { rolls: '1-3', result: 0 },
        { rolls: '4-5', result: 1 },
        { rolls: 6, result: 2 },
      ]),
      FILE,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        rule: '19.6',
        rows: [
          { rolls: { from: 1, to: 3 }, result: 0 },
          { rolls: { from: 4, to: 5 }, result: 1 },
          { rolls: { from: 6, to: 6 }, result: 2 },
        ],
      },
    });
    expect(r.ok && Object.isFrozen(r.value.rows[2])).toBe(true);
  });

  it('refuses a gap and an overlap with the chart codes, on the rows path', () => {
    expect(problems(validateColumnShift(table([{ rolls: '1-5', result: 0 }]), FILE))).toEqual([
      ['data/chart-gap', 'rows', `${FILE} at rows: column-shift table does not cover roll 6`],
    ]);
    expect(
      problems(
        validateColumnShift(
          table([
            { rolls: '1-6', result: 0 },
            { rolls: '6', result: 1 },
          ]),
          FILE,
        ),
      ),
    ).toEqual([
      [
        'data/chart-overlap',
        'rows[1]',
        `${FILE} at rows[1]: column-shift table covers roll 6 twice: cells[0] (1-6) and cells[1] (6)`,
      ],
    ]);
  });
});
