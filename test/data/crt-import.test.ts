import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartCsv, importCsv } from '../../cli/commands/crt-import.ts';
import { type Io, main } from '../../cli/main.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { problemsOf } from '../../src/data/read.ts';
import { shippedRuleset, value } from '../support/data-files.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), isTTY: false, ask: async () => null };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err };
}

/** The codes and positions of a refused import, one "code line:column" per problem. */
function refusals(csv: string): string[] {
  const r = importCsv(csv, 'chart.csv', { plainRetreatHexes: 3 });
  if (r.ok) throw new Error('expected a refusal');
  return problemsOf(r.error).map((e) => `${e.code} ${e.path}`);
}

const GOOD = 'd66,1:1,2:1\n11-36,AS,DR\n41-56,-,DD1\n61-66,AR,DS\n';

describe('crt import and crt sheet --csv', () => {
  it('round trip: the shipped chart written as CSV imports back to the same chart', async () => {
    const crt = shippedRuleset().crt;
    const csv = chartCsv(crt);
    expect(csv.split('\n')[0]).toBe('d66,1:3,1:2,1:1,3:2,2:1,3:1,4:1,5:1,6:1');
    const doc = value(importCsv(csv, 'assault-melee.csv', { plainRetreatHexes: 3 }));
    const back = value(validateCrt(doc, 'assault-melee.json', { plainRetreatHexes: 3 }));
    expect(back.columns).toEqual(crt.columns);
    // and through the commands: crt sheet --csv, then crt import
    const sheet = await cli(['crt', 'sheet', '--csv']);
    expect(sheet.code).toBe(0);
    expect(`${sheet.out}\n`).toBe(csv);
    const dir = mkdtempSync(join(tmpdir(), 'hexcharge-import-'));
    writeFileSync(join(dir, 'chart.csv'), csv);
    const out = join(dir, 'chart.json');
    const imported = await cli(['crt', 'import', join(dir, 'chart.csv'), '--out', out, '--id', 'mine']);
    expect(imported).toMatchObject({ code: 0, err: [] });
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.id).toBe('mine');
    expect(written.$schema).toMatch(/schemas\/crt\.schema\.json$/);
    expect(value(validateCrt(written, out, { plainRetreatHexes: 3 })).columns).toEqual(crt.columns);
    const diff = await cli(['crt', 'diff', out, 'data/tables/assault-melee.json']);
    expect(diff.out).toContain('The two charts agree on every column and every roll.');
  });

  it('merges rows with the same result into one cell, reads an empty cell as "-", keeps AD and DD without a number', () => {
    const doc = value(
      importCsv('d66;1:1\n11-16;AS\n21-36;AS\n41-56;\n61-66;DD\n', 'c.csv', { plainRetreatHexes: 3 }),
    ) as { columns: { cells: unknown[] }[] };
    expect(doc.columns[0]!.cells).toEqual([
      { rolls: '11-36', result: 'AS' },
      { rolls: '41-56', result: '-' },
      { rolls: '61-66', result: 'DD' },
    ]);
    const crt = value(validateCrt(doc, 'c.json', { plainRetreatHexes: 3 }));
    expect(crt.columns[0]!.cells[2]!.result).toEqual({ kind: 'DD', hexes: 3 });
  });

  it('refuses with file:line:column and the code of each problem', () => {
    expect(refusals('d66,1:1,2-1\n11-36,AS,DR\n41-66,-,DD1\n')).toEqual(['data/bad-odds 1:9']);
    expect(refusals('d66,2:1,1:1\n11-36,AS,DR\n41-66,-,DD1\n')).toEqual(['data/odds-order 1:9']);
    expect(refusals('d66,1:1,2:1\n11-37,AS,DR\n41-66,-,DD1\n')).toEqual(['data/bad-range 2:1']);
    expect(refusals('d66,1:1,2:1\n11-36,AS,XX\n36-66,-,DD1\n')).toEqual([
      'data/unknown-result 2:10',
      'data/crt-overlap 3:1',
    ]);
    expect(refusals('d66,1:1,2:1\n11-36,AS,DR\n41-65,-,DD1\n')).toEqual(['data/crt-gap 3:1']);
    expect(refusals('d66,1:1,2:1\n11-36,AS\n41-66,-,DD1\n')).toEqual(['csv/malformed 2:1']);
    expect(refusals('d66,1:1,2:1\n11-36,"AS,DR\n')).toEqual(['csv/malformed 2:7']);
    expect(refusals('d66\n')).toEqual(['csv/malformed 1:1']);
    const r = importCsv('d66,1:1\n11-66,XX\n', 'my chart.csv');
    expect(!r.ok && r.error.message).toBe(
      'my chart.csv:2:7: column 1:1, rolls 11-66: unknown result "XX" (expected AS, AR, AD or AD1-AD9, - (or NE: bounce), DD or DD1-DD9, DR, DS, or losses a/d such as 1/1, 2*/1, *2/1, 1/2*)',
    );
  });

  it('the command prints every problem on its own line and exits 2 (refused input); it accepts a good grid on standard output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexcharge-import-'));
    writeFileSync(join(dir, 'bad.csv'), 'd66,1:1,2:1\n11-36,AS,XX\n41-66,YY,DD1\n');
    const bad = await cli(['crt', 'import', join(dir, 'bad.csv')]);
    expect(bad.code).toBe(2);
    expect(bad.err.map((l) => l.split(': ')[0])).toEqual([
      'error data/unknown-result',
      'error data/unknown-result',
    ]);
    writeFileSync(join(dir, 'good.csv'), GOOD);
    const good = await cli(['crt', 'import', join(dir, 'good.csv')]);
    expect(good.code).toBe(0);
    expect(JSON.parse(good.out).columns[1].cells).toEqual([
      { rolls: '11-36', result: 'DR' },
      { rolls: '41-56', result: 'DD1' },
      { rolls: '61-66', result: 'DS' },
    ]);
    expect((await cli(['crt', 'import', '--help'])).out).toContain('hexcharge crt import <chart.csv>');
  });
});
