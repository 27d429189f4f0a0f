/** odds --mc as a measurement: seeded counts with Wilson intervals, the stop at a target error, progress on stderr through a pipe. */
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { wilsonInterval } from '../../src/analysis/wilson.ts';
import { cli, spawnCli } from '../support/cli.ts';

const FAST = 'data/scenarios/10-against-routed.json';
const loaded = loadScenario(FAST);
if (!loaded.ok) throw new Error(loaded.error.message);
const { scenario, ruleset } = loaded.value;

/** A scripted clock: 1 ms a call. */
function ticking(): () => number {
  let t = 0;
  return () => t++;
}

describe('odds --mc: a measurement', { timeout: 120_000 }, () => {
  it('counts a seeded run and gives each count its Wilson interval', () => {
    const run = monteCarlo(scenario, ruleset, 200, 3, { clock: ticking() });
    const counts = [...run.counts.values()].sort((a, b) => b - a);
    expect([run.n, run.stopped, counts.reduce((a, b) => a + b, 0)]).toEqual([200, 'max', 200]);
    const w = wilsonInterval(counts[0]!, 200);
    expect(w.low).toBeCloseTo(LOW, 9);
    expect(w.high).toBeCloseTo(HIGH, 9);
    expect(counts).toEqual(EXPECTED_COUNTS);
  });
  it('stops at the target error after an exact number of charges', () => {
    const run = monteCarlo(scenario, ruleset, 100_000, 3, { targetError: 0.05, batch: 50, clock: ticking() });
    expect([run.n, run.stopped]).toEqual([EXPECTED_STOP, 'target']);
  });
  it('reports progress by the injected clock', () => {
    const seen: number[] = [];
    monteCarlo(scenario, ruleset, 10, 3, {
      clock: ticking(),
      progressMs: 3,
      onProgress: (d) => seen.push(d),
    });
    expect(seen).toEqual([3, 6, 9]);
  });
  it('prints progress on stderr when stdout is a pipe (--progress-seconds 0)', async () => {
    const r = await spawnCli(['odds', FAST, '--mc', '5', '--seed', '3', '--progress-seconds', '0']);
    expect(r.code).toBe(0);
    const lines = r.stderr.trim().split('\n');
    expect(lines.map((l) => l.replace(/, \d+ charges\/s.*$/, ''))).toEqual(
      [1, 2, 3, 4].map((d) => `Monte Carlo: ${d}/5 charges`),
    );
    expect(r.stdout).toMatch(/95% \[/);
  });
  it('refuses --mc-error without --mc, and a bad one', async () => {
    expect((await cli(['odds', FAST, '--mc-error', '0.01'])).code).toBe(2);
    const bad = await cli(['odds', FAST, '--mc', '10', '--mc-error', '0']);
    expect([bad.code, bad.err[0]?.startsWith('error cli/bad-number: ')]).toEqual([2, true]);
  });
});
const EXPECTED_COUNTS = [135, 65];
const EXPECTED_STOP = 350;
// the Wilson 95 % interval of 135 out of 200 (by hand: centre (k + z²/2) / (n + z²))
const LOW = 0.6073198511602996;
const HIGH = 0.7360842846076571;
