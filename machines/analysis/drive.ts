import { createActor, initialTransition, transition } from 'xstate';
import type { ChargeEvent, ChargeInput } from '../charge.ts';
import { chargeMachine } from '../charge.ts';
import type { ChargeSnapshot } from '../session.ts';

/** The snapshot a charge starts from, by XState's pure initial transition (no actor). */
export function startSnapshot(input: ChargeInput): ChargeSnapshot {
  return initialTransition(chargeMachine, input)[0];
}

/**
 * The snapshot after one event, by XState's pure `transition` (no actor, nothing executed: every action
 * of the charge machine is an assign or a raise, which the transition itself resolves). Throws when the
 * machine does not accept the event, so a driver never silently stands still.
 */
export function step(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const [next] = transition(chargeMachine, snapshot, event);
  if (next.status === 'error')
    throw new Error(`the charge machine failed on ${event.type}: ${String(next.error)}`);
  if (next.context === snapshot.context && next.value === snapshot.value) {
    throw new Error(`the charge machine did not accept ${event.type} at step ${snapshot.context.step}`);
  }
  return next;
}

/** A snapshot from a persisted one (ChargeSession.persisted(), a save document), restored by an actor of the machine. */
export function restoreSnapshot(persisted: unknown): ChargeSnapshot {
  return createActor(chargeMachine, {
    snapshot: persisted as never,
    input: undefined as never,
  }).getSnapshot();
}
