import type { ChargeEvent, ChargeInput } from '../charge.ts';
import type { ChargeSnapshot } from '../session.ts';
import { initialSnapshotOf, resolvedSnapshot, restoredSnapshot, transitionOf } from './xstate-adapter.ts';

/** The snapshot a charge starts from: the initial snapshot of an actor of the machine, never started. */
export function startSnapshot(input: ChargeInput): ChargeSnapshot {
  return initialSnapshotOf(input);
}

/**
 * The snapshot after one event, by the machine's pure transition (nothing executed). Throws when the
 * machine does not accept the event, so a driver never silently stands still.
 */
export function step(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const next = transitionOf(snapshot, event);
  if (next.status === 'error')
    throw new Error(`the charge machine failed on ${event.type}: ${String(next.error)}`);
  if (next.context === snapshot.context && next.value === snapshot.value) {
    throw new Error(`the charge machine did not accept ${event.type} at ${JSON.stringify(snapshot.value)}`);
  }
  return next;
}

/**
 * The same snapshot with an empty log. The procedure only appends to the log (and numbers the entries
 * by its length): no rule reads it, so a driver that does not read the narration (the exact analysis,
 * Monte Carlo) steps from lean snapshots and does not copy a growing log at every step.
 */
export function withoutLog(snapshot: ChargeSnapshot): ChargeSnapshot {
  if (snapshot.context.log.length === 0) return snapshot;
  return resolvedSnapshot(snapshot.value, { ...snapshot.context, log: [] }, snapshot.status);
}

/** A snapshot from a persisted one (ChargeSession.persisted(), a save document), restored by an actor of the machine. */
export function restoreSnapshot(persisted: unknown): ChargeSnapshot {
  return restoredSnapshot(persisted);
}

/**
 * The snapshot after one event for a driver that reads no log (the exact analysis, Monte Carlo): from
 * the snapshot without its log and with a quiet log (the state's `quietLog`, set once and kept by the
 * steps after), so no entry is written.
 */
export function quietStep(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const lean = withoutLog(snapshot);
  if (lean.context.quietLog) return step(lean, event);
  return step(resolvedSnapshot(lean.value, { ...lean.context, quietLog: true }, lean.status), event);
}
