import { type ChargeOutcome, summariseOutcome } from '../../src/analysis/outcome.ts';
import { fail, ok, type Result } from '../../src/errors.ts';
import type { Ending } from '../../src/procedure/ending.ts';
import type { LogEntry } from '../../src/procedure/log.ts';
import type { Pending } from '../../src/procedure/state.ts';
import type { ChargeInput } from '../charge.ts';
import { type ChargeSnapshot, stepName } from '../session.ts';
import { guarded } from '../total.ts';
import { startSnapshot, step } from './drive.ts';
import { ScriptRefused } from './script-refused.ts';

/** One event of a charge as the comparison reads it: the step, what it waited for, what it wrote. */
export interface EventTrace {
  readonly step: string;
  readonly pending: Pending;
  readonly log: readonly LogEntry[];
}

/** The n-th event of both charges, and whether the two did the same (same step, same entries by key and parameters). */
export interface PartedEvent {
  readonly index: number;
  /** Undefined once that charge is over. */
  readonly a: EventTrace | undefined;
  readonly b: EventTrace | undefined;
  readonly same: boolean;
}

/** One charge's end in the comparison. */
export interface PartedEnd {
  readonly ending: Ending | undefined;
  readonly outcome: ChargeOutcome;
}

/** Two charges played from the same dice, event by event, and where they part. */
export interface PartedCharges {
  readonly events: readonly PartedEvent[];
  /** The position in `events` of the first event the two did differently; undefined when they never part. */
  readonly parting: number | undefined;
  readonly a: PartedEnd;
  readonly b: PartedEnd;
}

/** The most events one charge may take before the comparison gives up on it. */
const MAX_EVENTS = 10_000;

/** Plays a charge to its end: every roll from its own dice source, the given options, then the defaults. */
function traceOf(
  input: ChargeInput,
  choices: readonly number[],
): { trace: EventTrace[]; end: ChargeSnapshot } {
  let snap = startSnapshot(input);
  const trace: EventTrace[] = [];
  let chosen = 0;
  for (let guard = 0; snap.status === 'active' && guard < MAX_EVENTS; guard++) {
    const p = snap.context.pending;
    if (!p) throw new Error(`the charge waits for nothing at step ${stepName(snap)}`);
    const option = p.kind === 'choice' ? choices[chosen++] : undefined;
    const fits = option !== undefined && p.kind === 'choice' && option >= 0 && option < p.options.length;
    const before = snap.context.log.length;
    const at = stepName(snap);
    snap =
      p.kind === 'roll'
        ? ScriptRefused.rolled(snap)
        : step(snap, fits ? { type: 'CHOOSE', option } : { type: 'CHOOSE_DEFAULT' });
    trace.push({ step: at, pending: p, log: snap.context.log.slice(before) });
  }
  if (snap.status !== 'done') throw new Error('the charge did not end');
  return { trace, end: snap };
}

/** What two events are compared on: the step and each entry's key and parameters (rule numbers aside: editions number them differently). */
const said = (t: EventTrace): string => JSON.stringify([t.step, t.log.map((e) => [e.key, e.params ?? null])]);

/**
 * Plays the same charge twice, under two inputs that differ in their ruleset (an edition, a doctrine, a
 * setting) or scenario but share their dice (the same seed, or the same script), and lines the two up
 * event by event: where the second charge parts from the first, and how each ends. Choices take the
 * given options (from 0) where a charge has them, then their defaults. Refused (never thrown) when a
 * script runs out (dice/script-exhausted) or holds a value a roll cannot take (dice/out-of-range).
 */
export function partedCharges(
  a: ChargeInput,
  b: ChargeInput,
  choices: readonly number[] = [],
): Result<PartedCharges> {
  return guarded('partedCharges', () => {
    try {
      return ok(part(a, b, choices));
    } catch (e) {
      if (e instanceof ScriptRefused) return fail(e.code, e.message);
      throw e;
    }
  });
}

function part(a: ChargeInput, b: ChargeInput, choices: readonly number[]): PartedCharges {
  const ta = traceOf(a, choices);
  const tb = traceOf(b, choices);
  const events: PartedEvent[] = [];
  let parting: number | undefined;
  for (let i = 0; i < Math.max(ta.trace.length, tb.trace.length); i++) {
    const ea = ta.trace[i];
    const eb = tb.trace[i];
    const same = ea !== undefined && eb !== undefined && said(ea) === said(eb);
    if (!same && parting === undefined) parting = i;
    events.push({ index: i + 1, a: ea, b: eb, same });
  }
  const end = (s: ChargeSnapshot): PartedEnd => ({
    ending: s.context.ending,
    outcome: summariseOutcome(s.context),
  });
  return { events, parting, a: end(ta.end), b: end(tb.end) };
}
