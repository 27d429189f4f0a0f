import { produce, setAutoFreeze } from 'immer';
import { type AnyActorScope, createActor } from 'xstate';
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
 * the snapshot without its log and with a quiet log (the state's `quietLog`, set once and kept by the
 * steps after), so no entry is written.
 */
export function quietStep(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const lean = withoutLog(snapshot);
  if (lean.context.quietLog) return step(lean, event);
  const quiet = { value: lean.value, context: { ...lean.context, quietLog: true }, status: lean.status };
  return step(chargeMachine.resolveState(quiet as never) as ChargeSnapshot, event);
}

/** How many `unfrozen` calls are running (the outermost sets immer's auto-freeze back). */
let unfrozenDepth = 0;
/** Whether immer froze produced states when the outermost `unfrozen` started (the host's setting). */
let hostFreezes = true;

/** Whether immer freezes what `produce` returns, as it is set now (immer has no getter: a produce tells). */
function immerFreezes(): boolean {
  return Object.isFrozen(
    produce({ frozen: false }, (d) => {
      d.frozen = true;
    }),
  );
}

/**
 * Runs `work` with immer's auto-freeze off, for a driver that keeps the states it steps through to
 * itself (the exact analysis, Monte Carlo): freezing every object a step makes is about a tenth of
 * such a run, and only guards states a host could change. Nested calls run as one; the setting is put
 * back as it was when the outermost returns (a host's own immer setting is left as the host had it).
 * `hostCall` runs a host's callback with the setting as the host had it.
 */
export function unfrozen<T>(work: () => T): T {
  if (unfrozenDepth > 0) return work();
  const was = immerFreezes();
  if (was) setAutoFreeze(false);
  hostFreezes = was;
  unfrozenDepth++;
  try {
    return work();
  } finally {
    unfrozenDepth--;
    if (was) setAutoFreeze(true);
  }
}

/** Runs a host's callback from inside `unfrozen` with immer's auto-freeze as the host had it. */
export function hostCall<T>(callback: () => T): T {
  if (unfrozenDepth === 0) return callback();
  const depth = unfrozenDepth;
  const host = hostFreezes;
  setAutoFreeze(host);
  unfrozenDepth = 0;
  try {
    return callback();
  } finally {
    unfrozenDepth = depth;
    hostFreezes = host;
    setAutoFreeze(false);
  }
}
