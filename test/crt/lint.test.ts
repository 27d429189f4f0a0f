/** crt lint (lintCrt): the shipped chart is clean; every planted typo is named, once, with its neighbours. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintCrt } from '../../src/crt-tools/lint.ts';
import { validateCrt } from '../../src/data/crt.ts';

type Cell = { rolls: string; result: string };
type File = { columns: { odds: string; cells: Cell[] }[] };
const SHIPPED = (): File => JSON.parse(readFileSync('data/tables/assault-melee.json', 'utf8'));
const lint = (f: File, limit?: number) => {
  const c = validateCrt(f, 'planted.json');
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return lintCrt(c.value, limit);
};
const col = (f: File, odds: string) => f.columns.find((c) => c.odds === odds)!;

describe('lintCrt', () => {
  it('finds nothing on the shipped chart', () => {
    expect(lint(SHIPPED())).toEqual({ findings: [], total: 0 });
  });
  it('names a planted AR inside a DR run along its column, and not again across its row', () => {
    const f = SHIPPED();
    col(f, '6:1').cells.splice(
      5,
      1,
      { rolls: '31-33', result: 'DR' },
      { rolls: '34', result: 'AR' },
      { rolls: '35-46', result: 'DR' },
    );
    expect(lint(f)).toEqual({
      findings: [
        {
          severity: 'error',
          key: 'crtLint.columnTypo',
          params: {
            column: '6:1',
            rolls: '34',
            result: 'AR',
            before: 'DR',
            beforeAt: '33',
            after: 'DR',
            afterAt: '35',
          },
        },
      ],
      total: 1,
    });
  });
  it('names a cell right along its column but wrong across its row, over its rolls', () => {
    const f = SHIPPED();
    // 2:1 14-22 AD1 -> DD1 would break its column; 3:2 41-43 1/1 -> DR breaks 2:1's DD1 at 41-43 and its column
    col(f, '2:1').cells[4] = { rolls: '34-36', result: 'AR' };
    const out = lint(f);
    expect(out.findings).toEqual([
      {
        severity: 'error',
        key: 'crtLint.columnTypo',
        params: {
          column: '2:1',
          rolls: '34-36',
          result: 'AR',
          before: '1/1',
          beforeAt: '33',
          after: 'DD1',
          afterAt: '41',
        },
      },
    ]);
  });
  it('names a break across a row that no column sees, and joins its rolls', () => {
    const f = SHIPPED();
    // 4:1 23-26 DD1 -> "-" fits its column; at 25-26 it is worse than 3:1's 1/2*, and as 3:1's 1/2*
    // also stands out of 2:1's and 4:1's "-", no one cell is blamed: a warning on the later one
    col(f, '4:1').cells[3] = { rolls: '23-26', result: '-' };
    expect(lint(f).findings).toEqual([
      {
        severity: 'warning',
        key: 'crtLint.rowOrder',
        params: { column: '4:1', rolls: '25-26', result: '-', before: '1/2*', beforeAt: '3:1' },
      },
    ]);
  });
  it('blames the one cell out of place between two columns in order', () => {
    const f = SHIPPED();
    // 4:1 11 AR -> AS still opens its column, but is worse than AR (3:1) and AD1 (5:1) beside it
    col(f, '4:1').cells[0] = { rolls: '11', result: 'AS' };
    expect(lint(f).findings).toEqual([
      {
        severity: 'error',
        key: 'crtLint.rowTypo',
        params: {
          column: '4:1',
          rolls: '11',
          result: 'AS',
          before: 'AR',
          beforeAt: '3:1',
          after: 'AD1',
          afterAt: '5:1',
        },
      },
    ]);
  });
  it('names a plain break (no single cell to blame) as a warning', () => {
    const f = SHIPPED();
    col(f, '6:1').cells = [
      { rolls: '11-33', result: 'DS' },
      { rolls: '34-66', result: 'DR' },
    ];
    expect(lint(f).findings).toEqual([
      {
        severity: 'warning',
        key: 'crtLint.columnOrder',
        params: { column: '6:1', rolls: '34-66', result: 'DR', before: 'DS', beforeAt: '33' },
      },
    ]);
  });
  it('bounds its list and counts the rest', () => {
    const f = SHIPPED();
    for (const c of f.columns)
      c.cells = [
        { rolls: '11-33', result: 'DS' },
        { rolls: '34-66', result: 'AS' },
      ];
    const out = lint(f, 3);
    expect(out.findings).toHaveLength(3);
    expect(out.total).toBe(9);
  });
});
