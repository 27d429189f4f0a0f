/**
 * Hostile and careless input to the CLI (issue "Hostile input", CLI part): each case is refused with
 * exactly one line on stderr, `error <code>: <message>`, with its exact code and exit code (2: refused
 * input), or accepted because it is legal, with the result it should give. Nothing is lost: output
 * drains into a slow reader, a reader that goes away is not an error, `< /dev/zero` ends cleanly.
 * The figures (tried / refused cleanly / accepted legally) are in docs/errors.md and checked here.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../cli/load.ts';
import { MAX_INPUT_LINE } from '../../cli/main.ts';
import { cli, REF, ROOT, SMALL, spawnCli } from '../support/cli.ts';

/** A scenario whose exact analysis is quick (one die). */
const FAST = 'data/scenarios/10-against-routed.json';
const dir = mkdtempSync(join(tmpdir(), 'hexcharge-hostile-cli-'));
const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const SECRET = 'SECRET-TOKEN-8d1f root:x:0:0:root:/root:/bin/bash';
const secretFile = file('passwd', `${SECRET}\nsecond line ${SECRET}\n`);
const pretty = file('pretty.json', '{\n  "kind": "scenario",\n  "id": "x",\n  "units": [1, 2,, 3]\n}\n');
const latin1 = file('latin1.json', Buffer.from([0xff, 0xfe, 0x7b, 0x7d]));
const folder = join(dir, 'a-folder');
mkdirSync(folder);
const newline = join(dir, 'no\nsuch\rfile.json');
const bigValue = file(
  'big-value.json',
  JSON.stringify({ kind: 'crt', id: 'x', name: 'x', columns: [{ odds: 'x'.repeat(1_000_000), cells: [] }] }),
);
const linkOut = join(dir, 'link.json');
symlinkSync('/nonexistent/hexcharge/target.json', linkOut);

/** A refusal: exact code and exit code; `not` is text the line must not contain (file content). */
interface Refusal {
  readonly name: string;
  readonly argv: readonly string[];
  readonly code: string;
  readonly exit: number;
  readonly not?: string;
  /** How many lines (validate gives one per problem of a file); 1 when absent. */
  readonly lines?: number;
}

const REFUSED: readonly Refusal[] = [
  // the flag cases of the issue
  { name: "--seed '' (played seed 0)", argv: ['run', REF, '--seed', ''], code: 'cli/bad-dice', exit: 2 },
  {
    name: '--top abc (printed an empty list, exit 0)',
    argv: ['odds', SMALL, '--top', 'abc'],
    code: 'cli/bad-number',
    exit: 2,
  },
  { name: '--dice 0x35 (read 53)', argv: ['run', REF, '--dice', '0x35'], code: 'cli/bad-dice', exit: 2 },
  {
    name: '--toString x (accepted as a flag)',
    argv: ['run', REF, '--toString', 'x'],
    code: 'cli/unknown-flag',
    exit: 2,
  },
  {
    name: '--mc 1e300 (ran until killed)',
    argv: ['odds', REF, '--mc', '1e300'],
    code: 'cli/bad-number',
    exit: 2,
  },
  // inherited names
  { name: '--__proto__ x', argv: ['run', REF, '--__proto__', 'x'], code: 'cli/unknown-flag', exit: 2 },
  {
    name: '--constructor (a switch?)',
    argv: ['odds', REF, '--constructor'],
    code: 'cli/unknown-flag',
    exit: 2,
  },
  { name: 'command __proto__', argv: ['__proto__'], code: 'cli/unknown-command', exit: 2 },
  { name: 'command constructor', argv: ['constructor', REF], code: 'cli/unknown-command', exit: 2 },
  { name: '--lang __proto__', argv: ['run', REF, '--lang', '__proto__'], code: 'cli/bad-lang', exit: 2 },
  { name: 'help hasOwnProperty', argv: ['help', 'hasOwnProperty'], code: 'cli/unknown-command', exit: 2 },
  // numbers Number() would take
  { name: '--seed -1', argv: ['run', REF, '--seed', '-1'], code: 'cli/bad-dice', exit: 2 },
  { name: '--seed 4294967296', argv: ['run', REF, '--seed', '4294967296'], code: 'cli/bad-dice', exit: 2 },
  { name: '--seed 1.5', argv: ['run', REF, '--seed', '1.5'], code: 'cli/bad-dice', exit: 2 },
  { name: "--seed ' 7'", argv: ['run', REF, '--seed', ' 7'], code: 'cli/bad-dice', exit: 2 },
  { name: '--seed 0b1', argv: ['odds', REF, '--mc', '10', '--seed', '0b1'], code: 'cli/bad-dice', exit: 2 },
  { name: '--dice 43,,5', argv: ['run', REF, '--dice', '43,,5'], code: 'cli/bad-dice', exit: 2 },
  {
    name: '--dice 1e1',
    argv: ['check', REF, '--dice', '1e1', '--claim', 'DR'],
    code: 'cli/bad-dice',
    exit: 2,
  },
  { name: '--dice -5', argv: ['run', REF, '--dice', '-5'], code: 'cli/bad-dice', exit: 2 },
  {
    name: '--dice and --seed',
    argv: ['run', REF, '--dice', '43', '--seed', '1'],
    code: 'cli/bad-dice',
    exit: 2,
  },
  { name: '--mc 0', argv: ['odds', REF, '--mc', '0'], code: 'cli/bad-number', exit: 2 },
  { name: '--mc -5', argv: ['odds', REF, '--mc', '-5'], code: 'cli/bad-number', exit: 2 },
  {
    name: '--mc 1000001 (above the cap)',
    argv: ['odds', REF, '--mc', '1000001'],
    code: 'cli/bad-number',
    exit: 2,
  },
  { name: '--top -1', argv: ['odds', SMALL, '--top', '-1'], code: 'cli/bad-number', exit: 2 },
  { name: '--roll 0x2B', argv: ['crt', '--odds', '3:1', '--roll', '0x2B'], code: 'cli/bad-number', exit: 2 },
  {
    name: '--shift Infinity',
    argv: ['crt', '--odds', '3:1', '--roll', '43', '--shift', 'Infinity'],
    code: 'cli/bad-number',
    exit: 2,
  },
  { name: '--odds 1e3:1', argv: ['crt', '--odds', '1e3:1', '--roll', '43'], code: 'cli/bad-odds', exit: 2 },
  {
    name: '--odds 99999999999999999999:1',
    argv: ['crt', '--odds', '99999999999999999999:1', '--roll', '43'],
    code: 'cli/bad-odds',
    exit: 2,
  },
  {
    name: '--roll 17 (not a d66 value)',
    argv: ['crt', '--odds', '3:1', '--roll', '17'],
    code: 'dice/out-of-range',
    exit: 2,
  },
  { name: '--modifiers 1,x', argv: ['crt', 'sheet', '--modifiers', '1,x'], code: 'cli/bad-number', exit: 2 },
  { name: '--port 65536', argv: ['web', '--port', '65536'], code: 'cli/bad-port', exit: 2 },
  { name: '--port 0x50', argv: ['web', '--port', '0x50'], code: 'cli/bad-port', exit: 2 },
  { name: "--host 'a b'", argv: ['web', '--host', 'evil host'], code: 'cli/bad-host', exit: 2 },
  // usage
  {
    name: '--json=false (a switch with a value)',
    argv: ['run', REF, '--json=false'],
    code: 'cli/unexpected-value',
    exit: 2,
  },
  {
    name: '--seed twice',
    argv: ['run', REF, '--seed', '1', '--seed', '2'],
    code: 'cli/repeated-flag',
    exit: 2,
  },
  {
    name: '--seed followed by a flag',
    argv: ['run', REF, '--seed', '--json'],
    code: 'cli/missing-value',
    exit: 2,
  },
  { name: 'two scenario files', argv: ['run', REF, REF], code: 'cli/unexpected-argument', exit: 2 },
  { name: 'a short flag', argv: ['run', REF, '-x'], code: 'cli/unknown-flag', exit: 2 },
  { name: 'no command', argv: [], code: 'cli/missing-argument', exit: 2 },
  {
    name: '--interactive with --seed',
    argv: ['run', REF, '--interactive', '--seed', '1'],
    code: 'cli/conflicting-flags',
    exit: 2,
  },
  {
    name: 'odds --seed without --mc',
    argv: ['odds', REF, '--seed', '5'],
    code: 'cli/conflicting-flags',
    exit: 2,
  },
  { name: '--lang xx', argv: ['run', REF, '--lang', 'xx'], code: 'cli/bad-lang', exit: 2 },
  {
    name: 'check --claim banana',
    argv: ['check', REF, '--dice', '54', '--claim', 'banana'],
    code: 'cli/bad-claim',
    exit: 2,
  },
  // dice that do not fit the charge
  { name: '--dice 77', argv: ['run', REF, '--dice', '77'], code: 'dice/out-of-range', exit: 2 },
  {
    name: 'a dice script too short',
    argv: ['run', REF, '--dice', '54'],
    code: 'dice/script-exhausted',
    exit: 2,
  },
  {
    name: 'check with a dice list too short (refused before the exact analysis)',
    argv: ['check', REF, '--dice', '54', '--claim', 'DR'],
    code: 'dice/script-exhausted',
    exit: 2,
  },
  // files
  {
    name: 'a file that is not JSON is not quoted',
    argv: ['run', secretFile],
    code: 'data/malformed-json',
    exit: 2,
    not: 'SECRET',
  },
  {
    name: 'not JSON, as --ruleset',
    argv: ['run', REF, '--ruleset', secretFile],
    code: 'data/malformed-json',
    exit: 2,
    not: 'SECRET',
  },
  {
    name: 'not JSON, validated (a negative answer)',
    argv: ['validate', secretFile],
    code: 'data/malformed-json',
    exit: 1,
    not: 'SECRET',
  },
  {
    name: 'a syntax error in a pretty-printed file',
    argv: ['validate', pretty],
    code: 'data/malformed-json',
    exit: 1,
  },
  {
    name: 'validate /dev/zero (a device: refused unread)',
    argv: ['validate', '/dev/zero'],
    code: 'file/not-regular',
    exit: 2,
  },
  { name: 'run /dev/zero', argv: ['run', '/dev/zero'], code: 'file/not-regular', exit: 2 },
  { name: 'not UTF-8', argv: ['run', latin1], code: 'file/unreadable', exit: 2 },
  { name: 'a folder', argv: ['run', folder], code: 'file/not-regular', exit: 2 },
  { name: 'a dangling symbolic link', argv: ['run', linkOut], code: 'file/not-found', exit: 2 },
  { name: 'a file name with line breaks', argv: ['run', newline], code: 'file/not-found', exit: 2 },
  {
    name: 'a 1 MB value in a refusal (validate: one line per problem, each cut)',
    argv: ['validate', bigValue],
    code: 'data/over-limit',
    exit: 1,
    lines: 2,
  },
];

/** Legal input that must be accepted, with what it must give. */
interface Legal {
  readonly name: string;
  readonly argv: readonly string[];
  readonly exit: number;
  readonly out: RegExp;
}

const ACCEPTED: readonly Legal[] = [
  { name: '--seed 0 plays seed 0', argv: ['run', REF, '--seed', '0'], exit: 0, out: /^Ending: melee at/m },
  {
    name: '--seed=4294967295 (inline, the largest)',
    argv: ['run', REF, '--seed=4294967295'],
    exit: 0,
    out: /^Ending: /m,
  },
  {
    name: '--dice with spaces (the scenario script)',
    argv: ['run', REF, '--dice', ' 53 2 11 64 1 33 '],
    exit: 0,
    out: /^Ending: melee at 2:1, attackers routed, defenders routed, not-recalled$/m,
  },
  {
    name: '--top 0 lists no outcome, knowingly',
    argv: ['odds', FAST, '--top', '0'],
    exit: 0,
    out: /^Final outcomes, most likely first \(0 of \d+; --top N for more\):$/m,
  },
  {
    name: '--shift +1 --modifier -6',
    argv: ['crt', '--odds', '3:1', '--roll', '43', '--shift', '+1', '--modifier', '-6'],
    exit: 0,
    out: /^Column/m,
  },
  { name: 'a file named after --', argv: ['validate', '--', REF], exit: 0, out: /: ok: scenario/ },
  {
    name: 'check with more dice than needed (noted)',
    argv: ['check', FAST, '--dice', '2,5', '--claim', 'not-recalled'],
    exit: 0,
    out: /^Note: the last dice value was not needed\.$/m,
  },
];

/** The cases tried outside the two tables (in the `it`s below), refused and accepted. */
const MORE_REFUSED = [
  'a file one byte over the limit',
  'a file exactly at the limit (read, then refused for its content)',
  '--interactive < /dev/zero',
  '--interactive: a line over the cap',
  '--interactive: input that ends',
  'the real binary: --dice 0x35',
];
const MORE_ACCEPTED = [
  '--interactive: a choice that is not a number, asked again',
  'a slow reader',
  'a reader that goes away',
];

describe('hostile CLI input: refused in one line with its code', () => {
  it.each(REFUSED.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const r = await cli(c.argv);
    expect(r.err, r.err.join('\n')).toHaveLength(c.lines ?? 1);
    const line = r.err[0]!;
    expect(line.startsWith(`error ${c.code}: `), line).toBe(true);
    expect(r.code, line).toBe(c.exit);
    for (const l of r.err) {
      expect(l).toMatch(/^error [a-z]+\/[a-z][a-z0-9-]*: /);
      expect(l.length).toBeLessThanOrEqual(500);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a refusal holds no control character
      expect(l).not.toMatch(/[\u0000-\u001f]/);
    }
    if (c.not) {
      expect(line).not.toContain(c.not);
      expect(r.out).not.toContain(c.not);
    }
  });

  it('a JSON syntax error says where, not what the file holds', async () => {
    const [line] = (await cli(['validate', pretty])).err;
    expect(line).toMatch(/^error data\/malformed-json: .*pretty\.json.*line 4, column 18/);
    const [secret] = (await cli(['run', secretFile])).err;
    expect(secret).toMatch(/^error data\/malformed-json: .*passwd.*line 1, column 1/);
    expect(secret).not.toMatch(/SECRET|root|bash/);
  });

  it('a file name with line breaks stays on one line (escaped)', async () => {
    expect((await cli(['run', newline])).err).toEqual([
      `error file/not-found: ${dir}/no\\nsuch\\u000dfile.json: no such file`,
    ]);
  });

  it(`the file limit is ${MAX_FILE_BYTES} bytes`, async () => {
    const big = file('big.json', Buffer.alloc(MAX_FILE_BYTES + 1, 0x20));
    expect((await cli(['validate', big])).err[0]).toMatch(/^error data\/too-large: /);
    const fits = file(
      'fits.json',
      Buffer.concat([Buffer.from('"x"'), Buffer.alloc(MAX_FILE_BYTES - 3, 0x20)]),
    );
    expect((await cli(['validate', fits])).err[0]).toMatch(/^error data\/unknown-kind: /);
  });
});

describe('hostile-looking but legal CLI input: accepted', () => {
  it.each(ACCEPTED.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const r = await cli(c.argv);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(c.exit);
    expect(r.out).toMatch(c.out);
  });

  it('--seed 0 and --seed 1 play different charges (seed 0 is a seed, not a missing one)', async () => {
    const a = await cli(['run', REF, '--seed', '0', '--json']);
    const b = await cli(['run', REF, '--seed', '1', '--json']);
    expect((JSON.parse(a.out) as { dice: unknown }).dice).toMatchObject({ kind: 'seeded', seed: 0 });
    expect(a.out).not.toBe(b.out);
  });

  it('--interactive: a choice that is not a number is refused in one line and asked again', async () => {
    const r = await cli(
      ['run', 'data/scenarios/11-recall-trample.json', '--interactive'],
      ['55', '1', '11', 'abc', ...Array(30).fill('')],
    );
    expect(r.out).toContain(
      'refused: error cli/bad-choice: type the number of an option (1-2), or nothing for the default: got "abc"',
    );
  });
});

describe('nothing lost: the real command', () => {
  const mods = Array.from({ length: 199 }, (_, i) => i - 99).join(',');

  it('output drains into a slow reader: every byte of a 240 kB answer arrives, exit 0', async () => {
    const inProcess = await cli(['crt', 'sheet', '--json', '--modifiers', mods]);
    const expected = `${inProcess.out}\n`;
    expect(expected.length).toBeGreaterThan(200_000); // the pipe holds 64 kB
    // Under a Node parent sharing the pipe (npx, npm run), writes are asynchronous: process.exit()
    // there lost everything after the first 64 kB.
    const r = await spawnCli(['crt', 'sheet', '--json', '--modifiers', mods], {
      readAfterMs: 1500,
      underNode: true,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBe(expected.length);
    expect(r.stdout).toBe(expected);
  }, 120_000);

  it('a reader that goes away (| head -c 100) ends the command quietly', async () => {
    const r = await new Promise<{ code: number | null; stderr: string }>((done) => {
      import('../cli/processes.ts').then(({ spawnTracked }) => {
        const p = spawnTracked(
          'sh',
          [
            '-c',
            `"${process.execPath}" bin/hexcharge.js crt sheet --json --modifiers ${mods} | head -c 100 >/dev/null`,
          ],
          { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        let stderr = '';
        p.stderr?.on('data', (d) => (stderr += d));
        p.on('close', (code) => done({ code, stderr }));
      });
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 120_000);

  it('--interactive < /dev/zero: one line, cli/line-too-long, exit 2, bounded memory', async () => {
    const r = await spawnCli(['run', REF, '--interactive'], { stdin: { file: '/dev/zero' } });
    expect(r.stderr).toBe(
      `error cli/line-too-long: an input line is longer than ${MAX_INPUT_LINE} characters\n`,
    );
    expect(r.code).toBe(2);
  }, 120_000);

  it('--interactive: a line over the cap is refused; input that ends is refused', async () => {
    const long = await spawnCli(['run', REF, '--interactive'], {
      stdin: `${'4'.repeat(MAX_INPUT_LINE + 1)}\n`,
    });
    expect(long.stderr).toBe(
      `error cli/line-too-long: an input line is longer than ${MAX_INPUT_LINE} characters\n`,
    );
    expect(long.code).toBe(2);
    const ended = await spawnCli(['run', REF, '--interactive'], { stdin: '53\n' });
    expect(ended.stderr).toMatch(/^error cli\/input-ended: input ended while waiting for: [^\n]+\n$/);
    expect(ended.code).toBe(2);
  }, 120_000);

  it('a refusal from the real binary is one line on stderr with exit 2, and nothing on stdout', async () => {
    const r = await spawnCli(['run', REF, '--dice', '0x35']);
    expect(r.stderr).toBe(
      'error cli/bad-dice: --dice needs die values in decimal digits separated by commas, e.g. 43,5,61: got "0x35"\n',
    );
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  }, 120_000);
});

describe('the figures in docs/errors.md', () => {
  it('say how many CLI cases were tried, refused cleanly and accepted legally', () => {
    const refused = REFUSED.length + MORE_REFUSED.length;
    const accepted = ACCEPTED.length + MORE_ACCEPTED.length;
    const doc = readFileSync(join(ROOT, 'docs/errors.md'), 'utf8');
    expect(doc).toContain(
      `CLI (test/hostile/cli.test.ts): ${refused + accepted} inputs tried, ${refused} refused cleanly, ${accepted} accepted legally`,
    );
  });
});
