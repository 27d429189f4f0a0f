/** hexcharge crt lint: exit 0 on a clean chart, 1 with each planted typo named in one line, 2 refused. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexcharge-lint-'));
const chart = JSON.parse(readFileSync('data/tables/assault-melee.json', 'utf8')) as {
  columns: { odds: string; cells: { rolls: string; result: string }[] }[];
};
chart.columns
  .find((c) => c.odds === '6:1')!
  .cells.splice(
    5,
    1,
    { rolls: '31-33', result: 'DR' },
    { rolls: '34', result: 'AR' },
    { rolls: '35-46', result: 'DR' },
  );
chart.columns.find((c) => c.odds === '4:1')!.cells[0] = { rolls: '11', result: 'AS' };
const planted = join(dir, 'planted.json');
writeFileSync(planted, JSON.stringify(chart));

describe('hexcharge crt lint', { timeout: 60_000 }, () => {
  it('passes the shipped chart (exit 0)', async () => {
    const r = await cli(['crt', 'lint', 'data/tables/assault-melee.json']);
    expect([r.code, r.out.trim(), r.err]).toEqual([
      0,
      'assault-melee: every result in order along every column and across every row',
      [],
    ]);
  });
  it('names each planted typo in one line (exit 1)', async () => {
    const r = await cli(['crt', 'lint', planted]);
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n')).toEqual([
      'error: column 6:1, roll 34: AR between DR (33) and DR (35): probable typo',
      'error: column 4:1, roll 11: AS between AR (column 3:1) and AD1 (column 5:1): probable typo',
      'assault-melee: 2 results out of order',
    ]);
  });
  it('speaks Spanish with --lang es', async () => {
    const r = await cli(['crt', 'lint', planted, '--lang', 'es']);
    expect(r.out.trim().split('\n')[0]).toBe(
      'error: columna 6:1, tirada 34: AR entre DR (33) y DR (35): probable errata',
    );
  });
  it('lints the chart of every bundled ruleset with --ruleset', async () => {
    for (const id of ['la-bataille', 'flight-pursuit-6e', 'flight-pursuit-8e', 'la-bataille-nearest-half']) {
      const r = await cli(['crt', 'lint', '--ruleset', id]);
      expect([id, r.code, r.err]).toEqual([id, 0, []]);
    }
  });
  it('refuses a missing file in one line (exit 2)', async () => {
    const r = await cli(['crt', 'lint', 'nope.json']);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^error [a-z-]+\/[a-z-]+: .*nope\.json/);
  });
  it('prints the findings as JSON with --json', async () => {
    const r = await cli(['crt', 'lint', planted, '--json']);
    const j = JSON.parse(r.out) as { chart: string; report: { total: number } }[];
    expect([r.code, j[0]!.chart, j[0]!.report.total]).toEqual([1, 'assault-melee', 2]);
  });
});
