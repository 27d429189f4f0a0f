import { type AnyActorScope, createActor } from 'xstate';
import { unnarrated } from '../../src/procedure/say.ts';
import type { ChargeEvent, ChargeInput } from '../charge.ts';
import { chargeMachine } from '../charge.ts';
import type { ChargeSnapshot } from '../session.ts';

/**
 * The one actor scope every pure transition of the charge machine runs in. XState's `transition()`
 * builds a throwaway actor for each call, whose constructor evaluates the context factory without an
 * input (a TypeError thrown and caught every time); the machine's own `transition(snapshot, event,
 * scope)` with this scope resolves the same macrostep (every action of the charge machine is an
 * assign or a raise, resolved inside the step) without it. Nothing is executed through the scope.
 */
let scope: AnyActorScope | undefined;

function inertScope(self: AnyActorScope['self']): AnyActorScope {
  return {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  } as AnyActorScope;
}

function scopeFor(snapshot: ChargeSnapshot): AnyActorScope {
  // An actor restored from a real snapshot, never started: it is only the scope's `self`.
  scope ??= inertScope(
    createActor(chargeMachine, { snapshot: snapshot as never, input: undefined as never }) as never,
  );
  return scope;
}

/** The snapshot a charge starts from: the initial snapshot of an actor of the machine, never started. */
export function startSnapshot(input: ChargeInput): ChargeSnapshot {
  const actor = createActor(chargeMachine, { input });
  scope ??= inertScope(actor as never);
  return actor.getSnapshot();
}

/**
 * The snapshot after one event, by the machine's pure transition (nothing executed). Throws when the
 * machine does not accept the event, so a driver never silently stands still.
 */
export function step(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const next = chargeMachine.transition(snapshot, event, scopeFor(snapshot)) as ChargeSnapshot;
  if (next.status === 'error')
    throw new Error(`the charge machine failed on ${event.type}: ${String(next.error)}`);
  if (next.context === snapshot.context && next.value === snapshot.value) {
    throw new Error(`the charge machine did not accept ${event.type} at step ${snapshot.context.step}`);
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
  return chargeMachine.resolveState({
    value: snapshot.value,
    context: { ...snapshot.context, log: [] },
    status: snapshot.status,
  } as never) as ChargeSnapshot;
}

/** A snapshot from a persisted one (ChargeSession.persisted(), a save document), restored by an actor of the machine. */
export function restoreSnapshot(persisted: unknown): ChargeSnapshot {
  return createActor(chargeMachine, {
    snapshot: persisted as never,
    input: undefined as never,
  }).getSnapshot();
}

/**
 * The snapshot after one event for a driver that reads no log (the exact analysis, Monte Carlo): from
 * the snapshot without its log, with the log silenced, so no entry is written, let alone rendered.
 */
export function quietStep(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const lean = withoutLog(snapshot);
  return unnarrated(() => step(lean, event));
}
