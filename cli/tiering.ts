import { setFlagsFromString } from 'node:v8';

/**
 * How much bytecode a function runs before V8 considers optimising it with TurboFan (V8's
 * `--interrupt-budget`; Node 20's default is 67,584). A hexcharge command lives a fraction of a second
 * to a few seconds: with the default, V8 compiles the exact analysis's functions with TurboFan on a
 * second thread while the run is nearly over. Measured on the 2-core machine, `hexcharge odds`
 * (CPU / wall, medians of 3): the reference charge 0.49 / 0.34 s with the default, 0.33 / 0.31 s with
 * 500,000; scenario 36 (infantry pursues, 2,883 transitions) 1.50 / 0.98 s against 1.17 / 0.95 s;
 * scenario 31 1.19 / 0.78 s against 0.93 / 0.77 s. The same answers, less CPU, no longer wait.
 */
export const CLI_INTERRUPT_BUDGET = 500_000;

/**
 * Tunes V8 for a short command-line run (the CLI only, never the library: a host's process is the
 * host's). Node warns that flags changed at run time may do nothing; this one is read each time V8
 * sets a function's budget, so it applies to the code the command loads after it. Never throws.
 */
export function tuneForShortRuns(): void {
  try {
    setFlagsFromString(`--interrupt-budget=${CLI_INTERRUPT_BUDGET}`);
  } catch {
    // a runtime without V8 flags: run with its defaults
  }
}
