/**
 * Hostile files given to the CLI (issue 20, CLI part): files that are not regular files (a FIFO, a
 * device, a directory, a socket), named on the command line or inside another file (a scenario's
 * "ruleset", a ruleset's "extends", a table), are refused at once in one line with exit 2 and never
 * waited on. The cases that used to hang run outside the test worker, with a kill timer as a backstop
 * only: a regression fails the test instead of hanging the suite. They go through the CLI's entry,
 * `main(argv, io)`, one after another in one child process (test/cli/main-batch.ts: a Node process
 * with tsx costs about a second and a half of CPU); one of them also through the real command. The
 * figures are in the "Hostile input" table of docs/errors.md and checked here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EntryRun, runChild, runMainBatch, stopChildren } from '../cli/child.ts';
import { cli, REF, ROOT } from '../support/cli.ts';
import { documentedFigures, Figures } from '../support/hostile.ts';

/** A JSON document being edited into a hostile one. */
// biome-ignore lint/suspicious/noExplicitAny: a parsed document, edited freely
type Doc = Record<string, any>;

const figures = new Figures();
const dir = mkdtempSync(join(tmpdir(), 'hexcharge-hostile-cli-files-'));
const at = (name: string): string => join(dir, name);
const write = (name: string, content: string | Buffer): string => {
  writeFileSync(at(name), content);
  return at(name);
};
const json = (name: string, doc: unknown): string => write(name, JSON.stringify(doc, null, 2));
const shipped = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

/** A FIFO nobody ever writes to: opening it for reading the usual way blocks forever. */
const FIFO = at('pipe.json');
execFileSync('mkfifo', [FIFO]);
const fifoLink = at('link-to-pipe.json');
symlinkSync(FIFO, fifoLink);

/** The reference scenario naming the FIFO as its ruleset. */
const scenarioNamingFifo = json('scenario-ruleset-fifo.json', { ...shipped(REF), ruleset: 'pipe.json' });
/** A ruleset extending the FIFO. */
const rulesetExtendingFifo = json('ruleset-extends-fifo.json', {
  kind: 'ruleset',
  id: 'extends-a-fifo',
  name: 'extends a FIFO',
  extends: 'pipe.json',
});
/** The shipped ruleset with its fire table replaced by the FIFO (the other tables by absolute path). */
const rulesetTableFifo = (() => {
  const rs = shipped('data/rulesets/la-bataille.json');
  const tables = Object.fromEntries(
    Object.entries(rs.tables as Record<string, string>).map(([k, v]) => [
      k,
      k === 'fire' ? 'pipe.json' : join(ROOT, 'data/rulesets', v),
    ]),
  );
  const { $schema: _, ...rest } = rs;
  return json('ruleset-table-fifo.json', { ...rest, tables });
})();
/** A scenario whose ruleset extends the FIFO: two files deep. */
const scenarioDeep = json('scenario-deep.json', { ...shipped(REF), ruleset: 'ruleset-extends-fifo.json' });

const notRegular = (file: string, what: string) =>
  `error file/not-regular: ${file}: cannot read it: it is ${what}; hexcharge reads only regular files`;
/** The refusal of a file named inside another, at the field that names it. */
const namedIn = (by: string, field: string, written: string, what: string) =>
  `error file/not-regular: ${by} at ${field}: the ${field === 'ruleset' ? 'ruleset' : 'file'} "${written}" cannot be read: ${notRegular(FIFO, what).slice('error file/not-regular: '.length)}`;

const FIFO_KIND = 'a FIFO (named pipe)';

/** The cases that used to block forever: the real command, one line on stderr, exit 2, at once. */
const FIFO_CASES: readonly { name: string; argv: readonly string[]; line: string }[] = [
  { name: 'validate a FIFO', argv: ['validate', FIFO], line: notRegular(FIFO, FIFO_KIND) },
  { name: 'run a FIFO', argv: ['run', FIFO], line: notRegular(FIFO, FIFO_KIND) },
  { name: 'odds a FIFO', argv: ['odds', FIFO], line: notRegular(FIFO, FIFO_KIND) },
  {
    name: 'a symbolic link to a FIFO',
    argv: ['validate', fifoLink],
    line: notRegular(fifoLink, FIFO_KIND),
  },
  {
    name: 'validate a scenario whose "ruleset" is a FIFO',
    argv: ['validate', scenarioNamingFifo],
    line: namedIn(scenarioNamingFifo, 'ruleset', 'pipe.json', FIFO_KIND),
  },
  {
    name: 'run a scenario whose "ruleset" is a FIFO',
    argv: ['run', scenarioNamingFifo],
    line: namedIn(scenarioNamingFifo, 'ruleset', 'pipe.json', FIFO_KIND),
  },
  {
    name: 'validate a ruleset whose "extends" is a FIFO',
    argv: ['validate', rulesetExtendingFifo],
    line: namedIn(rulesetExtendingFifo, 'extends', 'pipe.json', FIFO_KIND),
  },
  {
    name: 'run --ruleset a ruleset whose "extends" is a FIFO',
    argv: ['run', REF, '--ruleset', rulesetExtendingFifo],
    line: namedIn(rulesetExtendingFifo, 'extends', 'pipe.json', FIFO_KIND),
  },
  {
    name: 'run a scenario whose ruleset extends a FIFO',
    argv: ['run', scenarioDeep],
    line: `error file/not-regular: ${scenarioDeep} at ruleset: the ruleset "ruleset-extends-fifo.json" cannot be read: ${namedIn(rulesetExtendingFifo, 'extends', 'pipe.json', FIFO_KIND).slice('error file/not-regular: '.length)}`,
  },
  {
    name: 'validate a ruleset whose fire table is a FIFO',
    argv: ['validate', rulesetTableFifo],
    line: namedIn(rulesetTableFifo, 'tables.fire', 'pipe.json', FIFO_KIND),
  },
  { name: 'run --ruleset a FIFO', argv: ['run', REF, '--ruleset', FIFO], line: notRegular(FIFO, FIFO_KIND) },
  { name: 'crt import a FIFO', argv: ['crt', 'import', FIFO], line: notRegular(FIFO, FIFO_KIND) },
  { name: 'crt diff a FIFO', argv: ['crt', 'diff', FIFO, REF], line: notRegular(FIFO, FIFO_KIND) },
];

let socketServer: Server | undefined;
const SOCKET = at('socket.json');

/** `validate /dev/stdin` when the command was not asked to read standard input (in the batch child: /dev/null). */
const DEV_STDIN = ['validate', '/dev/stdin'];

/** The FIFO cases and /dev/stdin through the CLI's entry in one child process (undefined: it never finished). */
let batch: { runs: (EntryRun | undefined)[]; killed: boolean } = { runs: [], killed: false };

beforeAll(async () => {
  socketServer = createServer();
  await new Promise<void>((done) => socketServer!.listen(SOCKET, done));
  batch = await runMainBatch([...FIFO_CASES.map((c) => c.argv), DEV_STDIN], { killAfterMs: 120_000 });
}, 180_000);

/** The batch's run of one case: there, and not cut off by the kill timer (the command hung on it). */
function ran(argv: readonly string[]): EntryRun {
  const i = [...FIFO_CASES.map((c) => c.argv), DEV_STDIN].indexOf(argv);
  const r = batch.runs[i];
  expect(
    r,
    `the kill timer fired (${batch.killed}) before this case ended: the command hung on it`,
  ).toBeDefined();
  return r!;
}

afterEach(() => stopChildren());

afterAll(async () => {
  await new Promise<void>((done) => (socketServer ? socketServer.close(() => done()) : done()));
  rmSync(dir, { recursive: true, force: true });
});

describe('a file that is not a regular file is refused at once, never waited on (file/not-regular)', () => {
  it.each(FIFO_CASES.map((c) => [c.name, c] as const))('%s: one line, exit 2, no hang', (_, c) => {
    const r = ran(c.argv);
    expect(r.err).toEqual([c.line]);
    expect(r.out).toBe('');
    expect(r.code).toBe(2);
    figures.refuse();
  });

  it('validate a FIFO, the real command: one line on stderr, exit 2, no hang', async () => {
    const c = FIFO_CASES[0]!;
    const r = await runChild(c.argv, { killAfterMs: 60_000 });
    expect(r.killed, 'the kill timer fired: the command hung on the FIFO').toBe(false);
    expect(r.stderr).toBe(`${c.line}\n`);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  }, 90_000);

  const devices: readonly [string, readonly string[], string][] = [
    [
      'validate /dev/zero (a device)',
      ['validate', '/dev/zero'],
      notRegular('/dev/zero', 'a character device'),
    ],
    [
      'run /dev/null (a device: not an empty file)',
      ['run', '/dev/null'],
      notRegular('/dev/null', 'a character device'),
    ],
    ['validate a directory', ['validate', dir], notRegular(dir, 'a directory')],
    ['run --ruleset a directory', ['run', REF, '--ruleset', dir], notRegular(dir, 'a directory')],
    ['crt import a socket', ['crt', 'import', SOCKET], notRegular(SOCKET, 'a socket')],
  ];
  it.each(devices)('%s: one line, exit 2', async (_, argv, line) => {
    const r = await cli(argv);
    expect(r.err).toEqual([line]);
    expect(r.out).toBe('');
    expect(r.code).toBe(2);
    figures.refuse();
  });

  it('/dev/stdin, when the command was not asked to read standard input: refused unread', () => {
    // The batch child's standard input is /dev/null (under a terminal or a pipe: not a regular file either).
    const r = ran(DEV_STDIN);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(
      /^error file\/not-regular: \/dev\/stdin: cannot read it: it is a (character device|FIFO \(named pipe\)); hexcharge reads only regular files$/,
    );
    expect(r.out).toBe('');
    expect(r.code).toBe(2);
    figures.refuse();
  });
});

/** Three cuirassier regiments against six target stacks: its exact analysis explodes. */
const SIX = 'test/fixtures/analysis-six-stacks.json';

describe('a charge built to explode is refused over its time budget (analysis/too-large, exit 1; the default of 30 s: test/cli/analysis-budget.test.ts)', () => {
  it('odds of 3 cuirassier regiments against 6 target stacks, --max-seconds 0.5', async () => {
    const r = await cli(['odds', SIX, '--max-seconds', '0.5']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    const refusals = r.err.filter((l) => !/^odds: /.test(l));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      /^error analysis\/too-large: the exact analysis stopped after exploring [\d,]+ states \([\d,]+ transitions, [\d.]+ s, \d+ MiB of heap\): over its budget of 0\.5 s; raise the time budget with --max-seconds S \(default 30\), or estimate with --mc N$/,
    );
    figures.refuse();
  }, 120_000);

  it('advise over its time budget says how to raise it (no --mc there)', async () => {
    const r = await cli([
      'advise',
      'data/scenarios/01-reference-charge.json',
      '--dice',
      '53,2,11',
      '--max-seconds',
      '0.000001',
    ]);
    expect(r.code).toBe(1);
    const refusals = r.err.filter((l) => !/^advise: /.test(l));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      /^error analysis\/too-large: the exact analysis stopped after exploring [\d,]+ states .*: over its budget of 0\.000001 s; raise the time budget with --max-seconds S \(default 30\)$/,
    );
    figures.refuse();
  }, 120_000);
});

/** A scenario of the reference charge on a board of 80 x 70 hexes with `n` hexes of an unknown terrain. */
function unknownTerrains(n: number): Record<string, unknown> {
  const sc = shipped(REF);
  const terrain: Record<string, string> = {};
  for (let k = 0; k < n; k++)
    terrain[`${String(k % 80).padStart(2, '0')}${String(1 + Math.floor(k / 80)).padStart(2, '0')}`] = 'lava';
  return {
    ...sc,
    ruleset: join(ROOT, 'data/rulesets/la-bataille.json'),
    board: { ...(sc.board as object), width: 80, height: 70, terrain },
  };
}

/** The lines of a bounded report: 100 problem lines, then the one line for the rest. */
function expectBounded(lines: readonly string[], last: string): void {
  expect(lines).toHaveLength(101);
  for (const l of lines.slice(0, 100)) expect(l).toMatch(/^error [a-z]+\/[a-z][a-z0-9-]*: /);
  expect(lines[100]).toBe(last);
}

describe('every report that lists problems is bounded: 100 lines, then "and N more problems"', () => {
  it('crt import of a 7.8 MB CSV of 1.3 million bad rows under a 256 MiB heap: exit 2, 101 lines, no trace', async () => {
    // 2.0-3.6 GB, 28-36 s and 2.6 million lines on stderr before; under a 1 GiB heap, V8's trace and exit 134
    const csv = at('bad-rows.csv');
    writeFileSync(csv, `d66,1:1\n${'zz,QQ\n'.repeat(1_300_000)}`);
    const r = await runChild(['crt', 'import', csv], {
      nodeArgs: ['--max-old-space-size=256'],
      killAfterMs: 240_000,
    });
    expect(r.killed).toBe(false);
    expect(r.signal).toBeNull();
    expect(r.stderr).not.toMatch(/heap|v8::|FATAL|\n\s+at /i);
    expect(r.stderrLines).toBe(101);
    const lines = r.stderr.trimEnd().split('\n');
    expectBounded(lines, 'and 2,599,900 more problems');
    expect(lines[0]).toBe(
      `error data/bad-range: ${csv}:2:1: bad roll range "zz" (write "from-to" or one roll, d66 values 11-16, 21-26, ..., 61-66)`,
    );
    expect(lines[1]).toMatch(
      new RegExp(`^error data/unknown-result: ${csv}:2:4: column 1:1, rolls zz: unknown result "QQ"`),
    );
    expect(lines[99]).toMatch(new RegExp(`^error data/unknown-result: ${csv}:51:4: `));
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
    figures.refuse();
  }, 300_000);

  it('validate of a scenario with 900,000 bad dice values under a 256 MiB heap: the check stops at 10,000, exit 1', async () => {
    // 1.1 GB and 900,002 lines before
    const file = json('script-zeros.json', {
      ...shipped(REF),
      ruleset: join(ROOT, 'data/rulesets/la-bataille.json'),
      dice: { script: new Array(900_000).fill(0) },
    });
    const r = await runChild(['validate', file], {
      nodeArgs: ['--max-old-space-size=256'],
      killAfterMs: 240_000,
    });
    expect(r.killed).toBe(false);
    expect(r.stderr).not.toMatch(/heap|v8::|FATAL|\n\s+at /i);
    const lines = r.stderr.trimEnd().split('\n');
    expectBounded(lines, 'and at least 9,900 more problems (the check stopped after 10,000)');
    expect(lines[0]).toBe(`error data/bad-value: ${file} at dice.script[0]: must be 1 or more, got 0`);
    expect(lines[99]).toBe(`error data/bad-value: ${file} at dice.script[99]: must be 1 or more, got 0`);
    expect(r.code).toBe(1);
    figures.refuse();
  }, 300_000);

  it('validate of a scenario with 5,000 hexes of an unknown terrain: 100 lines, then "and 4,900 more problems"', async () => {
    const file = json('lava.json', unknownTerrains(5000));
    const r = await cli(['validate', file]);
    expectBounded(r.err, 'and 4,900 more problems');
    expect(r.err[0]).toBe(
      `error scenario/unknown-terrain: ${file} at board.terrain.1001: unknown terrain "lava" (this ruleset has: clear, woods, town, chateau, marsh, river)`,
    );
    expect(r.code).toBe(1);
    figures.refuse();
  });

  it('validate of a chart with 3,600 bad cells: 100 lines, then "and 3,500 more problems"', async () => {
    const crt = shipped('data/tables/assault-melee.json');
    const columns = (crt.columns as { cells: unknown[] }[]).map((c) => ({
      ...c,
      cells: [...c.cells, ...new Array(400).fill({ rolls: '11', result: 'ZZ' })],
    }));
    const file = json('bad-cells.json', { ...crt, columns });
    const r = await cli(['validate', file]);
    expectBounded(r.err, 'and 3,500 more problems');
    expect(r.err[0]).toMatch(
      new RegExp(`^error data/unknown-result: ${file} at columns\\[0\\]\\.cells\\[7\\]\\.result: `),
    );
    expect(r.code).toBe(1);
    figures.refuse();
  });

  it('the library keeps the first 100 problems and counts the rest (validateScenario, importCsv)', async () => {
    const { validateScenario } = await import('../../src/data/scenario.ts');
    const { loadRuleset } = await import('../../cli/load.ts');
    const { importCsv } = await import('../../cli/commands/crt-import.ts');
    const rs = loadRuleset(join(ROOT, 'data/rulesets/la-bataille.json'));
    if (!rs.ok) throw new Error(rs.error.message);
    const r = validateScenario(unknownTerrains(5000), 'lava.json', rs.value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toHaveLength(100);
    expect(r.error.moreProblems).toBe(4900);
    expect(r.error.problemsStopped).toBeUndefined();
    expect(r.error.message).toMatch(/ \(and 4,999 more problems: hexcharge validate lists the first 100\)$/);
    const csv = importCsv(`d66,1:1\n${'zz,QQ\n'.repeat(1000)}`, 'bad.csv');
    expect(csv.ok).toBe(false);
    if (csv.ok) return;
    expect(csv.error.problems).toHaveLength(100);
    expect(csv.error.moreProblems).toBe(1900);
    expect(csv.error.message).toMatch(/ \(and 1,999 more problems\)$/);
    figures.refuse();
  });

  it('validate ... 2>&1 | head -n 1: the command ends when its reader goes away (it wrote to a closed stderr forever)', async () => {
    const file = json('lava-head.json', unknownTerrains(5000));
    const r = await runChild(['validate', file], { pipeInto: 'head -n 1', killAfterMs: 60_000 });
    expect(r.killed, 'the kill timer fired: the command kept writing to a closed pipe').toBe(false);
    expect(r.stdout).toMatch(/^error scenario\/unknown-terrain: .*\n$/);
    expect(r.code).toBe(1);
    figures.refuse();
  }, 90_000);
});

/** Every control character, line break and bidi control the CLI must never write raw. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const RAW = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

/** The same, but for the line breaks between lines (a whole output). */
const RAW_BUT_NEWLINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

/** The payload of the issue: a line break, a carriage return, "hide the rest", a bell, a line separator, a bidi override. */
const PAYLOAD = '\n\r\u001b[8m\u0007\u2028\u202e';
/** What a validated name may hold of it (C0 controls are refused there): U+2028, U+202E, NEL, a zero-width space, an isolate. */
const NAME_PAYLOAD = '\u2028\u202e\u0085\u200b\u2066';

/** Asserts every line written is one line of visible text (stdout as lines, stderr as lines). */
function expectEscaped(r: { out: string; err: readonly string[] }, what: string): void {
  for (const l of [...r.out.split('\n'), ...r.err])
    expect(l, `${what}: ${JSON.stringify(l)}`).not.toMatch(RAW);
}

/** The reference scenario with `payload` in its title, side, unit and leader names and the charging unit's id. */
function hostileNames(payload: string, rulesetFile = join(ROOT, 'data/rulesets/la-bataille.json')) {
  const sc = shipped(REF) as Doc;
  const id = `fr-1-cuirassiers${payload}`;
  return {
    ...sc,
    ruleset: rulesetFile,
    title: `Charge${payload}`,
    sides: sc.sides.map((x: Record<string, unknown>) => ({ ...x, name: `${x.name}${payload}` })),
    units: sc.units.map((u: Record<string, unknown>) => ({
      ...u,
      ...(u.id === 'fr-1-cuirassiers' ? { id } : {}),
      name: `${u.name}${payload}`,
    })),
    leaders: sc.leaders.map((l: Record<string, unknown>) => ({ ...l, name: `${l.name}${payload}` })),
    charge: {
      ...sc.charge,
      attackers: sc.charge.attackers.map((a: string) => (a === 'fr-1-cuirassiers' ? id : a)),
    },
  };
}

const FORGED_CELL = 'AS\nThe two charts agree on every column and every roll.\n\u001b[8m';

describe('control characters and line breaks from data are escaped in every CLI output', () => {
  const chart = shipped('data/tables/assault-melee.json') as Doc;
  const withCell = (result: string, odds = '1:2') => ({
    ...chart,
    name: `forged${PAYLOAD}`,
    columns: chart.columns.map((c: Doc, i: number) =>
      i === 0
        ? { ...c, cells: c.cells.map((x: object, j: number) => (j === 0 ? { ...x, result } : x)) }
        : i === 1
          ? { ...c, odds }
          : i === 2
            ? { ...c, cells: [...c.cells, { rolls: `x${PAYLOAD}y`, result: `Q${PAYLOAD}` }] }
            : c,
    ),
  });

  it('crt diff: a cell holding a line break and \\e[8m forges no "charts agree" line and hides nothing', async () => {
    const forged = json('forged-chart.json', withCell(FORGED_CELL, `1:2${PAYLOAD}`));
    const plain = json('plain-chart.json', withCell('ZZZ', '1:2ZZZ'));
    const r = await cli(['crt', 'diff', forged, 'data/tables/assault-melee.json']);
    const same = await cli(['crt', 'diff', plain, 'data/tables/assault-melee.json']);
    expectEscaped(r, 'crt diff');
    const lines = r.out.split('\n');
    expect(lines).toHaveLength(same.out.split('\n').length);
    expect(lines).not.toContain('The two charts agree on every column and every roll.');
    expect(lines).toContain(
      'column 1:3 roll 11: A gives ?AS\\nThe two charts agree on every column and every roll.\\n\\u001b[8m, B gives AS',
    );
    expect(lines.at(-1)).toMatch(/^\d+ differences\.$/);
    expect(r.code).toBe(1);
    // --json keeps the data: the escapes read back as the same strings
    const j = await cli(['crt', 'diff', forged, 'data/tables/assault-melee.json', '--json']);
    expectEscaped(j, 'crt diff --json');
    const doc = JSON.parse(j.out) as { differences: { a: string }[] };
    expect(doc.differences[0]!.a).toBe(`?${FORGED_CELL}`);
    figures.refuse();
  });

  it('crt diff, the real command: no raw control byte on stdout, and the same number of lines', async () => {
    const forged = json('forged-chart-2.json', withCell(FORGED_CELL, `1:2${PAYLOAD}`));
    const r = await runChild(['crt', 'diff', forged, 'data/tables/assault-melee.json'], {
      killAfterMs: 60_000,
    });
    expect(r.killed).toBe(false);
    expect(r.stdout).not.toMatch(RAW_BUT_NEWLINE);
    const inProcess = await cli(['crt', 'diff', forged, 'data/tables/assault-melee.json']);
    expect(r.stdout).toBe(`${inProcess.out}\n`);
    expect(r.code).toBe(1);
    figures.refuse();
  }, 90_000);

  /** A ruleset whose name and chart name hold what a validated name may hold. */
  const hostileRuleset = (() => {
    const crt = json('named-chart.json', { ...chart, name: `Chart${NAME_PAYLOAD}` });
    const rs = shipped('data/rulesets/la-bataille.json') as Doc;
    const tables = Object.fromEntries(
      Object.entries(rs.tables as Record<string, string>).map(([k, v]) => [
        k,
        k === 'crt' ? crt : join(ROOT, 'data/rulesets', v),
      ]),
    );
    const { $schema: _, ...rest } = rs;
    return json('named-ruleset.json', { ...rest, name: `Ruleset${NAME_PAYLOAD}`, tables });
  })();
  const named = json('named-scenario.json', hostileNames(NAME_PAYLOAD, hostileRuleset));
  const clean = json('clean-scenario.json', hostileNames('', join(ROOT, 'data/rulesets/la-bataille.json')));

  /** Each command, and whether its output shows the names (validate's says only "ok"). */
  const commands: readonly [string, (f: string) => readonly string[], boolean][] = [
    ['run (narration, final board)', (f) => ['run', f], true],
    ['run --lang ru', (f) => ['run', f, '--lang', 'ru'], true],
    ['run --json', (f) => ['run', f, '--json'], true],
    ['odds', (f) => ['odds', f, '--top', '50'], true],
    ['advise', (f) => ['advise', f, '--dice', '53,2,11'], true],
    [
      'check (a wrong claim: the log where it differs)',
      (f) => ['check', f, '--dice', '53,2,11,64,1,33', '--claim', 'DR'],
      true,
    ],
    ['validate', (f) => ['validate', f], false],
  ];
  it.each(commands)(
    '%s: names holding U+2028, U+202E, NEL, zero-width: escaped, and no extra line',
    async (_, argv, shows) => {
      const r = await cli(argv(named));
      const base = await cli(argv(clean));
      expectEscaped(r, argv(named).join(' '));
      expect(r.code).toBe(base.code);
      expect(r.out.split('\n')).toHaveLength(base.out.split('\n').length);
      // the analysis's progress lines come every 2 s of a run: how many depends on the machine's load
      const told = (err: readonly string[]) => err.filter((l) => !/^odds: [\d,]+ states, /.test(l));
      expect(told(r.err)).toHaveLength(told(base.err).length);
      if (shows) expect(`${r.out}\n${r.err.join('\n')}`).toMatch(/\\u2028\\u202e\\u0085\\u200b\\u2066/);
      if (argv(named).includes('--json')) {
        const doc = JSON.parse(r.out) as { board: { units: { name: string }[] } };
        expect(doc.board.units[0]!.name).toMatch(new RegExp(`${NAME_PAYLOAD}$`));
      }
      figures.refuse();
    },
    120_000,
  );

  it('run --interactive: the choices and their options (unit names) are escaped', async () => {
    const sc = shipped('data/scenarios/11-recall-trample.json') as Doc;
    const file = json('trample-named.json', {
      ...sc,
      ruleset: join(ROOT, 'data/rulesets/la-bataille.json'),
      units: sc.units.map((u: Record<string, unknown>) => ({ ...u, name: `${u.name}${NAME_PAYLOAD}` })),
    });
    const r = await cli(['run', file, '--interactive'], ['55', '1', '11', ...Array(30).fill('')]);
    expectEscaped(r, 'run --interactive');
    expect(r.out).toMatch(/\\u2028\\u202e/);
    figures.refuse();
  });

  it('crt sheet (text and CSV) and crt lookup under a ruleset whose names hold them', async () => {
    for (const argv of [
      ['crt', 'sheet', '--ruleset', hostileRuleset],
      ['crt', 'sheet', '--csv', '--ruleset', hostileRuleset],
      ['crt', 'sheet', '--json', '--ruleset', hostileRuleset],
      ['crt', '--odds', '3:1', '--roll', '43', '--ruleset', hostileRuleset],
    ]) {
      const r = await cli(argv);
      expectEscaped(r, argv.join(' '));
      expect(r.code, argv.join(' ')).toBe(0);
    }
    const sheet = await cli(['crt', 'sheet', '--ruleset', hostileRuleset]);
    expect(sheet.out.split('\n')[0]).toMatch(
      /^Chart\\u2028\\u202e\\u0085\\u200b\\u2066: chance of each result/,
    );
    figures.refuse();
  });

  it('validate and run of a scenario holding \\n, \\r, \\e[8m, \\u0007: refused, each problem one escaped line', async () => {
    const file = json('names-c0.json', hostileNames(PAYLOAD));
    const v = await cli(['validate', file]);
    expectEscaped(v, 'validate');
    expect(v.err[0]).toBe(
      `error data/bad-value: ${file} at title: must be one line of text, not blank, without control characters, got "Charge\\n\\r\\u001b[8m\\u0007\\u2028\\u202e"`,
    );
    expect(v.code).toBe(1);
    const r = await cli(['run', file]);
    expectEscaped(r, 'run');
    expect(r.err).toHaveLength(1);
    expect(r.code).toBe(2);
    figures.refuse();
  });

  it('errors: an argument, a file name and a CSV cell holding them are escaped in the one line', async () => {
    const lang = await cli(['run', REF, '--lang', `x${PAYLOAD}`]);
    expect(lang.err).toEqual([
      'error cli/bad-lang: --lang must be one of en, es, ru: got "x\\n\\r\\u001b[8m\\u0007\\u2028\\u202e"',
    ]);
    const weird = json(`ok${PAYLOAD}.json`, shipped('data/tables/fire.json'));
    const ok = await cli(['validate', weird]);
    expectEscaped(ok, 'validate ok line');
    expect(ok.out).toBe(`${dir}/ok\\n\\u000d\\u001b[8m\\u0007\\u2028\\u202e.json: ok: fire table: valid`);
    const csv = write('cells.csv', `d66,1:1\n11-66,"Q${PAYLOAD}"\n`);
    const imp = await cli(['crt', 'import', csv]);
    expectEscaped(imp, 'crt import');
    expect(imp.err).toHaveLength(1);
    expect(imp.code).toBe(2);
    figures.refuse();
  });
});

describe('the figures in docs/errors.md', () => {
  it('say how many hostile files were tried on the CLI and how many were refused cleanly', () => {
    const doc = documentedFigures('CLI files: not regular files, big bad files, control characters');
    expect(doc).toEqual({ tried: figures.tried, refused: figures.refused, accepted: figures.accepted });
  });
});
