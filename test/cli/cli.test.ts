import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, spawnCli } from '../support/cli.ts';

describe('hexcharge run', () => {
  it('narrates the reference charge with rule references and prints the final board', async () => {
    const r = await cli(['run', 'data/scenarios/01-reference-charge.json']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      '[19.6] 52nd Foot + Royal Horse Artillery (Bull) stands: modified roll 54 beats morale 43',
    );
    expect(r.out).toContain('[19.11] The pursuers melee 95th Rifles at half value: column 2:1');
    expect(r.out).toContain('Ending: melee at 2:1, attackers routed, defenders routed, not-recalled');
    expect(r.out).toContain('  1400  52nd Foot (british, infantry, line) 8/8 inc, routed, facing S');
  });

  it('--json gives the log and the final state', async () => {
    const r = await cli(['run', 'data/scenarios/07-lone-unsupplied-artillery.json', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      ending: unknown;
      endingText: string;
      log: { rule: string }[];
      board: { units: { id: string }[] };
    };
    expect(j.ending).toEqual({
      decidedBy: 'unsupplied-artillery',
      attackers: { status: 'on-board', states: ['good'], onBoard: ['fr-hussars'], removed: [], offMap: [] },
      defenders: {
        status: 'eliminated',
        states: [],
        onBoard: [],
        removed: [{ unit: 'au-bty', reason: 'eliminated' }],
        offMap: [],
      },
    });
    expect(j.endingText).toBe('attackers good, defenders eliminated');
    expect(j.log.map((e) => e.rule)).toEqual(['18.10.3', '18.10.4', '19.10', '19.1.1', '19.1.1']);
    expect(j.board.units.map((u) => u.id)).toEqual(['fr-hussars']);
  });

  it('--dice overrides the scenario script; a script that runs out is one clear line and exit 2 (refused input)', async () => {
    const r = await cli(['run', 'data/scenarios/02-stand-failed-disorder.json', '--dice', '33']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      'error dice/script-exhausted: the dice script ran out after 1 value: nothing left to roll d66 for defensive fire of the stack at 0811 (step 3)',
    ]);
  });

  it('--interactive asks for each roll and choice, refuses a bad die and explains each step', async () => {
    const r = await cli(
      ['run', 'data/scenarios/11-recall-trample.json', '--interactive'],
      ['55', '1', '47', '11', '', '55', ...Array(20).fill(''), '6'],
    );
    expect(r.out).toContain('Roll d66 for the stand check of the stack at 0811 against the charge (19.6)');
    expect(r.out).toContain('refused: error dice/out-of-range');
    expect(r.out).toContain('Choose commit Milhaud to the melee roll (step 5):');
  });
});

describe('bad input: one line, non-zero exit, no stack trace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexcharge-cli-'));
  it('names the file, the path and the problem of a broken chart', async () => {
    const file = join(dir, 'crt.json');
    writeFileSync(
      file,
      JSON.stringify({
        kind: 'crt',
        id: 'x',
        name: 'x',
        columns: [
          {
            odds: '1:1',
            cells: [
              { rolls: '11-33', result: 'DR' },
              { rolls: '35-66', result: 'AR' },
            ],
          },
        ],
      }),
    );
    const r = await cli(['validate', file]);
    expect(r.code).toBe(1); // a negative answer: the file is not valid
    expect(r.err.length).toBe(1);
    expect(r.err[0]).toMatch(/^error data\/crt-gap: .*crt\.json.*1:1.*34/);
  });
  it('refuses an unknown command and an unknown flag', async () => {
    expect((await cli(['charge'])).err[0]).toMatch(/^error cli\/unknown-command/);
    expect((await cli(['run', 'x.json', '--sed', '3'])).err[0]).toMatch(/^error cli\/unknown-flag/);
  });
  it('the real binary exits non-zero with one line for a file that is not JSON', async () => {
    const file = join(dir, 'junk.json');
    writeFileSync(file, '{"kind": "scenario", ');
    // Asynchronous, tracked (test/cli/processes.ts): a child that hung would meet the test's timeout
    // and be killed, where spawnSync would block the worker for good.
    const r = await spawnCli(['run', file]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error data\/malformed-json/);
  }, 60_000);
});

describe('hexcharge run --interactive through piped standard input', () => {
  it('reads the dice a player types, refuses a bad one, and plays to the end', async () => {
    const input = ['55', '1', '47', '11', '', '55', ...Array(12).fill(''), '6', '2', ''].join('\n');
    const r = await spawnCli(['run', 'data/scenarios/11-recall-trample.json', '--interactive'], {
      stdin: input,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('== Step 2: stand check (19.6)');
    expect(r.stdout).toContain('refused: error dice/out-of-range');
    expect(r.stdout).toContain('[19.8] 4e Cuirassiers is recalled (roll 6, modified 6)');
    expect(r.stdout).toContain('Recalled cavalry does not trample');
    expect(r.stdout).toContain('Ending: melee at 3:1, attackers disordered, defenders routed, recalled');
  }, 60_000);
});
