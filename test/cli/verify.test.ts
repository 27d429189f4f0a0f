// hexcharge verify (issue 25): a record written by run --record holds (exit 0); the same record with
// one die changed is refused naming the event (exit 1); a record that cannot be read is exit 2, one line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, REF } from '../support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'hexcharge-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

describe('hexcharge run --record, hexcharge verify', () => {
  it('a record written by run --record verifies (exit 0)', async () => {
    const run = await cli(['run', REF, '--seed', '7', '--record', at('seed7.txt')]);
    expect(run.code).toBe(0);
    expect(readFileSync(at('seed7.txt'), 'utf8')).toMatch(
      /^\[Record "1"\]\n\[Scenario "01-reference-charge"\]/,
    );
    const r = await cli(['verify', at('seed7.txt')]);
    expect(r).toEqual({
      code: 0,
      out: `${at('seed7.txt')}: holds: 6 events replayed, the charge ends as recorded`,
      err: [],
    });
  });

  it('one die changed: exit 1, one line naming the event, its step, the record and the dice', async () => {
    writeFileSync(
      at('changed.txt'),
      readFileSync(at('seed7.txt'), 'utf8').replace(
        '3. defensiveFire british d66 34',
        '3. defensiveFire british d66 43',
      ),
    );
    const r = await cli(['verify', at('changed.txt')]);
    expect(r).toEqual({
      code: 1,
      out: `${at('changed.txt')}: does not hold: event 3, Step 3: defensive fire (step 3): the record says 43, the dice give 34`,
      err: [],
    });
  });

  it('a scripted record with one die changed: exit 1 naming the event and what it did', async () => {
    expect((await cli(['run', REF, '--dice', '54,3,45,56', '--record', at('script.txt')])).code).toBe(0);
    expect((await cli(['verify', at('script.txt')])).code).toBe(0);
    writeFileSync(at('script2.txt'), readFileSync(at('script.txt'), 'utf8').replace(' d66 45 ', ' d66 46 '));
    const r = await cli(['verify', at('script2.txt')]);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toHaveLength(1);
    expect(r.out).toMatch(
      /does not hold: event 3, Step 3: defensive fire \(step 3\): the record says ".*roll 52/,
    );
  });

  it('a record that cannot be read: exit 2, one line error record/...', async () => {
    const text = readFileSync(at('seed7.txt'), 'utf8');
    writeFileSync(at('cut.txt'), text.slice(0, text.indexOf('\nend ')));
    expect(await cli(['verify', at('cut.txt')])).toEqual({
      code: 2,
      out: '',
      err: [`error record/truncated: ${at('cut.txt')}: the record has no end line: it stops after event 6`],
    });
    writeFileSync(at('garbled.txt'), text.replace('2. columnShiftDie british d6 3', '2. ??'));
    const g = await cli(['verify', at('garbled.txt')]);
    expect(g.code).toBe(2);
    expect(g.err).toEqual([
      `error record/malformed: ${at('garbled.txt')}: line 9: cannot read the event "2. ?? #0730a963631e75b3 { Column-shift die for the stack ...": write N. step side dice value`,
    ]);
    const none = await cli(['verify', at('none.txt')]);
    expect(none.code).toBe(2);
    expect(none.err[0]).toMatch(/^error file\/not-found: /);
    expect((await cli(['verify'])).err[0]).toMatch(
      /^error cli\/missing-argument: verify needs a record file/,
    );
  });

  it('another scenario given with --scenario: exit 2, record/scenario-mismatch', async () => {
    const r = await cli([
      'verify',
      at('seed7.txt'),
      '--scenario',
      'data/scenarios/02-stand-failed-disorder.json',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(
      /^error record\/scenario-mismatch: the record was played on scenario 01-reference-charge/,
    );
  });
});
