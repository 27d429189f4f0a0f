/**
 * Exit codes scripts can tell apart (docs/errors.md, "Exit codes"): 0 done, 1 a negative answer,
 * 2 refused input or usage; for every command.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_DIR } from '../../cli/commands/web.ts';
import { cli, REF, spawnCli, startCli } from '../support/cli.ts';

const FAST = 'data/scenarios/10-against-routed.json';
const dir = mkdtempSync(join(tmpdir(), 'hexcharge-exit-'));
const badTable = join(dir, 'bad-crt.json');
writeFileSync(badTable, JSON.stringify({ kind: 'crt', id: 'x', name: 'x', columns: [] }));
const otherChart = join(dir, 'other.json');
writeFileSync(
  otherChart,
  JSON.stringify({ columns: [{ odds: '1:1', cells: [{ rolls: '11-66', result: 'DR' }] }] }),
);

describe('exit codes', { timeout: 120_000 }, () => {
  it.each([
    ['run: played', ['run', FAST], 0],
    ['run: a scenario that does not exist', ['run', 'nope.json'], 2],
    ['run: a scenario that does not load', ['run', badTable], 2],
    ['crt: explained', ['crt', '--odds', '3:1', '--roll', '43'], 0],
    ['crt: no --roll', ['crt', '--odds', '3:1'], 2],
    ['crt sheet', ['crt', 'sheet', '--modifiers', '0'], 0],
    [
      'crt diff: the same chart twice',
      ['crt', 'diff', 'data/tables/assault-melee.json', 'data/tables/assault-melee.json'],
      0,
    ],
    ['crt diff: charts that differ', ['crt', 'diff', 'data/tables/assault-melee.json', otherChart], 1],
    ['crt diff: a missing file', ['crt', 'diff', 'data/tables/assault-melee.json', 'nope.json'], 2],
    [
      'validate: valid files',
      ['validate', REF, 'data/rulesets/la-bataille.json', 'data/tables/fire.json'],
      0,
    ],
    ['validate: an invalid file', ['validate', REF, badTable], 1],
    ['validate: a file that cannot be read', ['validate', REF, badTable, 'nope.json'], 2],
    ['validate: no file', ['validate'], 2],
    ['odds: printed', ['odds', FAST], 0],
    ['odds: with an agreeing Monte Carlo', ['odds', FAST, '--mc', '200', '--seed', '3'], 0],
    ['odds: a scenario that does not load', ['odds', badTable], 2],
    ['check: a right claim', ['check', FAST, '--dice', '2', '--claim', 'not-recalled'], 0],
    ['check: a wrong claim', ['check', FAST, '--dice', '2', '--claim', 'recalled'], 1],
    ['check: no dice', ['check', FAST, '--dice', '', '--claim', 'recalled'], 2],
    ['web: a bad port', ['web', '--port', 'http'], 2],
    ['web --dev with a bad host', ['web', '--dev', '--host', '::bad host'], 2],
  ])(
    '%s',
    async (_, argv, code) => {
      const r = await cli(argv);
      expect(r.code, r.err.join('\n')).toBe(code);
      if (code === 2)
        expect(r.err).toHaveLength(argv[0] === 'validate' && argv.length > 1 ? argv.length - 2 : 1);
      if (code === 0) expect(r.err).toEqual([]);
    },
    120_000, // a backstop: every result here is the command's own answer, never a time
  );

  it('check: a dice list that runs out is refused at once, before the exact analysis', async () => {
    // The message is the dice module's, from the plain replay (the exact analysis words it otherwise).
    const r = await cli(['check', REF, '--dice', '53', '--claim', 'DR']);
    expect(r.err).toEqual([
      'error dice/script-exhausted: the dice script ran out after 1 value: nothing left to roll d6 for column-shift die of the stack at 0606, which stood (19.6)',
    ]);
    expect(r.code).toBe(2);
  });
});

describe('hexcharge web, the real process', () => {
  it('serves the built page until SIGTERM (exit 0), or says the page is not built (exit 2)', async () => {
    if (!existsSync(join(PAGE_DIR, 'index.html'))) {
      const r = await spawnCli(['web', '--port', '0']);
      expect(r.stderr).toMatch(/^error cli\/page-missing: the learning page is not built .*\n$/);
      expect(r.code).toBe(2);
      return;
    }
    // Waits for the address it prints (a refusal if it exits first), never for a time; if anything
    // here fails, its process group is killed when the test ends (test/cli/processes.ts).
    const web = startCli(['web', '--port', '0']);
    const [url] = await web.printed(/http:\/\/127\.0\.0\.1:\d+\//);
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    await page.arrayBuffer();
    const end = await web.stop('SIGTERM');
    expect(end.stderr).toBe('');
    expect(end.code).toBe(0);
  }, 120_000);
});
