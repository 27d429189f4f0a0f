import { wilsonInterval } from './wilson.ts';

/** How a Monte Carlo measurement runs: its most charges, its batches, its stop, its clock and progress. */
export interface McRunnerOptions {
  /** The most charges to play. */
  readonly max: number;
  /** Stop once every outcome's 95 % Wilson half-width is at most this (checked after each batch). */
  readonly targetError?: number;
  /** Charges between two checks of the target error (default 1000). */
  readonly batch?: number;
  /** Milliseconds now, injected: the CLI passes the real clock, tests a scripted one. */
  readonly clock: () => number;
  /** Milliseconds between two progress reports (0: after every charge). */
  readonly progressMs?: number;
  /** Called with the progress at most every progressMs milliseconds of the clock. */
  readonly onProgress?: (p: McProgress) => void;
}

/** How far a Monte Carlo run is: charges done, their rate and the time left at that rate. */
export interface McProgress {
  readonly done: number;
  readonly max: number;
  /** Charges a second so far (0 before the clock has moved). */
  readonly rate: number;
  /** Seconds left to reach `max` at that rate (undefined before the clock has moved). */
  readonly secondsLeft: number | undefined;
}

/** What a run counted, and why it stopped. */
export interface McMeasurement {
  readonly n: number;
  readonly counts: ReadonlyMap<string, number>;
  /** "target": every interval was within the target error; "max": it played its most charges. */
  readonly stopped: 'target' | 'max';
  readonly ms: number;
}

/** Whether every outcome's 95 % Wilson half-width is at most `target`. */
export function withinTarget(counts: ReadonlyMap<string, number>, n: number, target: number): boolean {
  for (const k of counts.values()) if (wilsonInterval(k, n).halfWidth > target) return false;
  return n > 0;
}

/**
 * Plays charge 0, 1, ... (`play(i)` gives its outcome key) until `max`, or, with a target error, until
 * every outcome's interval is that narrow at the end of a batch. Pure but for `play` and `clock`.
 */
export function runMeasurement(play: (i: number) => string, opts: McRunnerOptions): McMeasurement {
  const batch = Math.max(1, opts.batch ?? 1000);
  const every = Math.max(0, opts.progressMs ?? 2000);
  const t0 = opts.clock();
  let last = t0;
  const counts = new Map<string, number>();
  let n = 0;
  let stopped: 'target' | 'max' = 'max';
  while (n < opts.max) {
    const k = play(n);
    counts.set(k, (counts.get(k) ?? 0) + 1);
    n++;
    if (opts.onProgress) {
      const now = opts.clock();
      if (now - last >= every && n < opts.max) {
        last = now;
        const rate = now > t0 ? (n / (now - t0)) * 1000 : 0;
        opts.onProgress({
          done: n,
          max: opts.max,
          rate,
          secondsLeft: rate > 0 ? (opts.max - n) / rate : undefined,
        });
      }
    }
    if (opts.targetError !== undefined && n % batch === 0 && withinTarget(counts, n, opts.targetError)) {
      stopped = 'target';
      break;
    }
  }
  return { n, counts, stopped, ms: opts.clock() - t0 };
}
