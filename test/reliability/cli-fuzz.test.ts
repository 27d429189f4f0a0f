/**
 * The CLI fed random bytes and random JSON (seeded, a bounded number of inputs) always exits non-zero
 * and never prints a stack trace: `run` with exactly one line on stderr, `error <code>: <message>`;
 * `validate` with one such line for every problem it finds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/dice/index.ts';
import { ROOT, text } from './helpers.ts';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SEED = 6_0_6;
const INPUTS = 10; // of each kind: random bytes, random JSON

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function cli(args: readonly string[]): Promise<Ran> {
  return new Promise((resolve) => {
    const p = spawn(TSX, [join(ROOT, 'cli/main.ts'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
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

  it('validate and run: a non-zero exit, one line a problem on stderr (run: exactly one), no stack trace', async () => {
    const runs = files.flatMap((f) => (['validate', 'run'] as const).map((cmd) => ({ cmd, f })));
    const results = await limited(
      runs.map(
        ({ cmd, f }) =>
          () =>
            cli([cmd, f]),
      ),
      6,
    );
    results.forEach((r, i) => {
      const { cmd, f } = runs[i]!;
      const what = `${cmd} ${f}: exit ${r.code}, stderr ${JSON.stringify(r.stderr)}`;
      expect(r.code, what).not.toBe(0);
      expect(r.code, what).not.toBeNull();
      const lines = r.stderr.split('\n').filter((l) => l !== '');
      if (cmd === 'run') expect(lines, what).toHaveLength(1);
      expect(lines.length, what).toBeGreaterThan(0);
      for (const line of lines) expect(line, what).toMatch(/^error [a-z]+\/[a-z][a-z0-9-]*: /);
      expect(r.stderr, what).not.toMatch(/\n\s+at /);
      expect(r.stdout + r.stderr, what).not.toMatch(/\bat .*\.ts:\d+:\d+/);
    });
  }, 600_000); // 40 processes through tsx: about 40 s on an idle machine, minutes under load

  it('a missing file and a directory: one line each, non-zero', async () => {
    for (const args of [
      ['validate', join(dir, 'nope.json')],
      ['run', join(dir, 'nope.json')],
      ['run', dir],
      ['validate', dir],
    ]) {
      const r = await cli(args);
      expect(r.code).not.toBe(0);
      expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
      expect(r.stderr).toMatch(/^error file\//);
    }
  }, 60_000);
});
