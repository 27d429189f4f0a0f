import { createActor } from 'xstate';
import { type McProgress, runMeasurement } from '../../src/analysis/monte-carlo-runner.ts';
import { chargeSeed } from '../../src/analysis/monte-carlo-stats.ts';
import { type ChargeOutcome, outcomeKey, summariseOutcome } from '../../src/analysis/outcome.ts';
import { seededSource } from '../../src/dice/index.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Scenario } from '../../src/model/scenario.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { chargeMachine } from '../charge.ts';
import type { ChargeSnapshot } from '../session.ts';
import { quietStep, startSnapshot, step } from './drive.ts';

/**
 * How Monte Carlo drives the machine: the machine's pure transition (drive.ts, through the XState adapter
 * xstate-adapter.ts), or a started actor per charge.
 */
export type McDriver = 'transition' | 'actor';

/** The counts of a Monte Carlo run. */
export interface MonteCarloRun {
  readonly n: number;
  readonly seed: number;
  readonly counts: ReadonlyMap<string, number>;
  readonly outcomes: ReadonlyMap<string, ChargeOutcome>;
  readonly ms: number;
  /** "target": stopped at the target error; "max": played all N. */
  readonly stopped: 'target' | 'max';
}

/** Plays one charge to its end through the machine with seeded dice (AUTO_ROLL) and default choices. */
export function playCharge(
  scenario: Scenario,
  ruleset: Ruleset,
  seed: number,
  driver: McDriver = 'transition',
): ChargeState {
  const src = seededSource(seed);
  if (!src.ok) throw new Error(src.error.message);
  const input = { scenario, ruleset, dice: src.value };
  if (driver === 'actor') {
    const actor = createActor(chargeMachine, { input });
    actor.start();
    for (let i = 0; i < 10_000 && actor.getSnapshot().status === 'active'; i++) {
      const p = actor.getSnapshot().context.pending;
      actor.send(p?.kind === 'choice' ? { type: 'CHOOSE_DEFAULT' } : { type: 'AUTO_ROLL' });
    }
    const end = actor.getSnapshot();
    actor.stop();
    if (end.status !== 'done') throw new Error(`charge with seed ${seed} did not end (status ${end.status})`);
    return end.context;
  }
  return playOut(startSnapshot(input), seed, false);
}

/** Plays a snapshot to the end with AUTO_ROLL and default choices; `lean`: without keeping the log. */
function playOut(start: ChargeSnapshot, seed: number, lean: boolean): ChargeState {
  let snap = start;
  for (let i = 0; i < 10_000 && snap.status === 'active'; i++) {
    const p = snap.context.pending;
    const event =
      p?.kind === 'choice' ? ({ type: 'CHOOSE_DEFAULT' } as const) : ({ type: 'AUTO_ROLL' } as const);
    snap = lean ? quietStep(snap, event) : step(snap, event);
  }
  if (snap.status !== 'done') throw new Error(`charge with seed ${seed} did not end (status ${snap.status})`);
  return snap.context;
}

/** One seeded charge played to the end for its outcome only: the log is not kept (nobody reads it). */
function playForOutcome(scenario: Scenario, ruleset: Ruleset, seed: number, driver: McDriver): ChargeState {
  if (driver === 'actor') return playCharge(scenario, ruleset, seed, driver);
  const src = seededSource(seed);
  if (!src.ok) throw new Error(src.error.message);
  // The states it steps through stay here: made without freezing (the core's own immer).
  return playOut(startSnapshot({ scenario, ruleset, dice: src.value }), seed, true);
}

/**
 * Up to N seeded charges through the machine: charge i uses the seed chargeSeed(seed, i). With
 * `targetError` it stops once every outcome's 95 % Wilson half-width is within it (checked every
 * `batch` charges); `onProgress` is called with the done count (and rate and time left by `clock`, the
 * real clock unless one is injected) at most every `progressMs` milliseconds.
 */
export function monteCarlo(
  scenario: Scenario,
  ruleset: Ruleset,
  n: number,
  seed: number,
  opts: {
    driver?: McDriver;
    onProgress?: (done: number, progress: McProgress) => void;
    targetError?: number;
    batch?: number;
    clock?: () => number;
    progressMs?: number;
  } = {},
): MonteCarloRun {
  const outcomes = new Map<string, ChargeOutcome>();
  const onProgress = opts.onProgress;
  const run = runMeasurement(
    (i) => {
      const o = summariseOutcome(
        playForOutcome(scenario, ruleset, chargeSeed(seed, i), opts.driver ?? 'transition'),
      );
      const k = outcomeKey(o);
      if (!outcomes.has(k)) outcomes.set(k, o);
      return k;
    },
    {
      max: n,
      clock: opts.clock ?? (() => performance.now()),
      progressMs: opts.progressMs ?? 2000,
      ...(opts.targetError === undefined ? {} : { targetError: opts.targetError }),
      ...(opts.batch === undefined ? {} : { batch: opts.batch }),
      ...(onProgress ? { onProgress: (p: McProgress) => onProgress(p.done, p) } : {}),
    },
  );
  return { n: run.n, seed, counts: run.counts, outcomes, ms: run.ms, stopped: run.stopped };
}
