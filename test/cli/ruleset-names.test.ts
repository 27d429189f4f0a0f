// The CLI names rulesets as the library does (issue 22, item 2): --ruleset and validate take a bundled
// id; a scenario copied out of data/scenarios/ still finds the bundled ruleset its "ruleset" names.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, REF, ROOT } from './helpers.ts';

const S31 = 'data/scenarios/31-flight-6e-pursuit-new-charge.json';
const dir = mkdtempSync(join(tmpdir(), 'hexcharge-rulesets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ruleset names on the command line', () => {
  it('validate checks a bundled ruleset by its id', async () => {
    const r = await cli(['validate', 'flight-pursuit-6e']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^flight-pursuit-6e: ok: bundled ruleset flight-pursuit-6e: \d+ odds columns, every table valid$/,
    );
  });

  it('--ruleset takes a bundled id (validate, odds)', async () => {
    const v = await cli(['validate', REF, '--ruleset', 'la-bataille-nearest-half']);
    expect(v.out).toBe(
      `${REF}: ok: scenario 01-reference-charge: 5 units, valid under ruleset la-bataille-nearest-half`,
    );
    const o = await cli([
      'odds',
      'test/fixtures/analysis-stand-43.json',
      '--ruleset',
      'la-bataille-nearest-half',
      '--json',
    ]);
    expect(o.code).toBe(0);
    expect((JSON.parse(o.out) as { ruleset: string }).ruleset).toBe('la-bataille-nearest-half');
  });

  it('a copied scenario validates wherever it lies, under the bundled ruleset it names', async () => {
    const copy = join(dir, '31.json');
    copyFileSync(join(ROOT, S31), copy);
    const r = await cli(['validate', copy]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ok: scenario .*valid under ruleset flight-pursuit-6e$/);
    // by id in the file, too
    const byId = join(dir, '31-id.json');
    writeFileSync(
      byId,
      JSON.stringify({ ...JSON.parse(readFileSync(copy, 'utf8')), ruleset: 'flight-pursuit-6e' }),
    );
    expect((await cli(['validate', byId])).out).toMatch(/valid under ruleset flight-pursuit-6e$/);
  });

  it('a ruleset file beside the scenario is read first; a name that is neither is file/not-found', async () => {
    const own = join(dir, 'house.json');
    writeFileSync(
      own,
      JSON.stringify({ ...JSON.parse(readFileSync(join(ROOT, S31), 'utf8')), ruleset: 'nowhere.json' }),
    );
    const r = await cli(['validate', own]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('file/not-found');
    expect(r.err.join('\n')).toContain('the ruleset "nowhere.json" cannot be read');
  });
});
