/**
 * The CLI fed random bytes and random JSON (seeded, a bounded number of inputs) always exits non-zero
 * and never prints a stack trace: `run` with exactly one line on stderr, `error <code>: <message>`;
 * `validate` with one such line for every problem it finds.
 *
 * Every input goes through the CLI's own entry, main(argv, io), in this process (what the command does
 * with its arguments; an error thrown a tick later fails the test run here, where a process would only
 * print it). A few inputs also go through the real command (`node bin/hexcharge.js`) and must give
 * exactly the same exit code and output: what only a process shows (the exit code it sets, its
 * output drained, no stack trace from its own error handlers). Each spawn pays the start-up of Node
 * and tsx (about a second of CPU), hence a few, not all.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { mulberry32 } from '../../src/dice/index.ts';
import { spawnTracked } from '../cli/processes.ts';
import { ROOT, text } from '../support/reliability.ts';

const SEED = 6_0_6;
const INPUTS = 10; // of each kind: random bytes, random JSON

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The CLI run in this process through main(argv, io), its lines written as the terminal would (each ended by a newline). */
async function cli(args: readonly string[]): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    out: (l) => (stdout += `${l}\n`),
    err: (l) => (stderr += `${l}\n`),
    isTTY: false,
    ask: async (p) => {
      stdout += p;
      return null;
    },
  });
  return { code, stdout, stderr };
}

/** The real command in a new process (`node bin/hexcharge.js`, the sources through tsx), as a user runs it. */
function spawned(args: readonly string[]): Promise<Ran> {
  return new Promise((resolve) => {
    // A process group of its own, killed when the test ends if it still runs (test/cli/processes.ts).
    const p = spawnTracked(process.execPath, [join(ROOT, 'bin/hexcharge.js'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    p.stdout?.on('data', (d) => (stdout += d));
    p.stderr?.on('data', (d) => (stderr += d));
    p.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs tasks at most `n` at a time. */
async function limited<T>(tasks: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) out[i] = await tasks[i]!();
  };
  await Promise.all(Array.from({ length: n }, worker));
  return out;
}

function randomBytes(seed: number): Buffer {
  let s = seed >>> 0;
  const draw = () => {
    const r = mulberry32(s);
    s = r.state;
    return r.output;
  };
  const length = 1 + (draw() % 2000);
  return Buffer.from(Array.from({ length }, () => draw() & 0xff));
}

/** Random JSON: any JSON value, and objects that look like a scenario or a ruleset with random members. */
function randomJson(): unknown[] {
  const reference = JSON.parse(text('data/scenarios/01-reference-charge.json')) as Record<string, unknown>;
  const looksLike = fc.oneof(
    fc.jsonValue(),
    fc
      .dictionary(fc.constantFrom(...Object.keys(reference)), fc.jsonValue())
      .map((o) => ({ ...o, kind: 'scenario' })),
    fc
      .record({
        key: fc.constantFrom(...Object.keys(reference).filter((k) => k !== 'kind' && k !== 'dice')),
        v: fc.jsonValue(),
      })
      .map(({ key, v }) => ({
        ...reference,
        [key]: typeof v === 'object' && v !== null ? v : [v],
      })),
    fc.dictionary(fc.string(), fc.jsonValue()).map((o) => ({ ...o, kind: 'ruleset' })),
  );
  return fc.sample(looksLike, { seed: SEED, numRuns: INPUTS });
}

describe('the CLI against random input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexcharge-fuzz-'));
  const files: string[] = [];
  for (let i = 0; i < INPUTS; i++) {
    const f = join(dir, `bytes-${i}.json`);
    writeFileSync(f, randomBytes(SEED + i));
    files.push(f);
  }
  randomJson().forEach((v, i) => {
    const f = join(dir, `random-${i}.json`);
    writeFileSync(f, JSON.stringify(v));
    files.push(f);
  });

  const runs = files.flatMap((f) => (['validate', 'run'] as const).map((cmd) => ({ cmd, f })));

  /** What every run must give: a non-zero exit, one line a problem on stderr (run: exactly one), no stack trace. */
  function expectClean(cmd: string, f: string, r: Ran): void {
    const what = `${cmd} ${f}: exit ${r.code}, stderr ${JSON.stringify(r.stderr)}`;
    expect(r.code, what).not.toBe(0);
    expect(r.code, what).not.toBeNull();
    const lines = r.stderr.split('\n').filter((l) => l !== '');
    if (cmd === 'run') expect(lines, what).toHaveLength(1);
    expect(lines.length, what).toBeGreaterThan(0);
    for (const line of lines) expect(line, what).toMatch(/^error [a-z]+\/[a-z][a-z0-9-]*: /);
    expect(r.stderr, what).not.toMatch(/\n\s+at /);
    expect(r.stdout + r.stderr, what).not.toMatch(/\bat .*\.ts:\d+:\d+/);
  }

  /** A missing file or a directory: one line, non-zero. */
  function expectFileRefusal(r: Ran): void {
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
    expect(r.stderr).toMatch(/^error file\//);
  }

  it('validate and run: a non-zero exit, one line a problem on stderr (run: exactly one), no stack trace', async () => {
    for (const { cmd, f } of runs) expectClean(cmd, f, await cli([cmd, f]));
  }, 600_000);

  const missing = [
    ['validate', join(dir, 'nope.json')],
    ['run', join(dir, 'nope.json')],
    ['run', dir],
    ['validate', dir],
  ];

  it('a missing file and a directory: one line each, non-zero', async () => {
    for (const args of missing) expectFileRefusal(await cli(args));
  }, 60_000);

  it('the real command gives exactly what the entry gives: random bytes and random JSON, validated and run; a directory', async () => {
    // bytes-0 and random-0 (the first of each kind), both commands; then `run <directory>`.
    const fuzzed = [runs[0]!, runs[1]!, runs[2 * INPUTS]!, runs[2 * INPUTS + 1]!];
    const picked = [...fuzzed.map(({ cmd, f }) => [cmd, f]), missing[2]!];
    const results = await limited(
      picked.map((args) => () => Promise.all([spawned(args), cli(args)])),
      3,
    );
    results.forEach(([real, entry], i) => {
      expect(real, picked[i]!.join(' ')).toEqual(entry);
      const fuzz = fuzzed[i];
      if (fuzz) expectClean(fuzz.cmd, fuzz.f, real);
      else expectFileRefusal(real);
    });
  }, 600_000); // 5 processes through tsx: a few seconds on an idle machine, more under load
});
