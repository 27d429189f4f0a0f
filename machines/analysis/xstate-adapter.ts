import { type ActorLogic, type ActorRefFrom, createActor, type Snapshot } from 'xstate';
import type { ChargeEvent, ChargeInput } from '../charge.ts';
import { chargeMachine } from '../charge.ts';
import type { ChargeSnapshot } from '../session.ts';

// The one file that drives XState for the analysis (the exact analysis, Monte Carlo, advice, replays),
// on its public API only: `createActor`, a custom `ActorLogic` and the machine's own `transition`,
// `resolveState` and `getSnapshot`. test/analysis/xstate-adapter.test.ts pins the XState version and
// checks every snapshot it gives against a started actor's.
//
// Why not XState's `transition(machine, snapshot, event)`: it builds a throwaway actor of the machine
// for each call, whose constructor evaluates the context factory without an input (a TypeError thrown
// and caught every time): about 40 µs a step, a fifth of an exact analysis. Here one actor of a small
// logic of ours (a stepper) runs for the whole process; XState hands that actor's scope to the
// stepper's `transition`, which passes it to the machine's pure `transition` (every action of the
// charge machine is an assign, a raise or an enqueue of those, resolved inside the step; nothing is
// sent, spawned or delayed, so the scope's actor is never written to).

/** The XState version this adapter is written and checked against (package.json pins the same). */
export const XSTATE_VERSION = '5.33.3';

/** One step asked of the stepper: the machine's transition from `snapshot` by `event`, answered in `reply`. */
interface StepAsked {
  readonly type: 'step';
  readonly snapshot: ChargeSnapshot;
  readonly event: ChargeEvent;
  readonly reply: { next?: ChargeSnapshot; thrown?: unknown; answered: boolean };
}

type StepperSnapshot = Snapshot<undefined>;

/** The stepper's logic: keeps no state of its own; each event is answered in its own `reply`. */
const stepperLogic: ActorLogic<StepperSnapshot, StepAsked> = {
  transition(state, asked, scope) {
    try {
      asked.reply.next = chargeMachine.transition(
        asked.snapshot,
        asked.event,
        scope as never,
      ) as ChargeSnapshot;
    } catch (error) {
      asked.reply.thrown = error;
    }
    asked.reply.answered = true;
    return state;
  },
  getInitialSnapshot: () => ({ status: 'active', output: undefined, error: undefined }),
  getPersistedSnapshot: (state) => state,
};

/** Started stepper actors not stepping now (one, unless a step is asked while another runs). */
const idle: ActorRefFrom<typeof stepperLogic>[] = [];

/**
 * The snapshot of the charge machine after `event` from `snapshot`, by the machine's pure transition
 * (nothing executed): what a started actor of the machine restored from `snapshot` would hold after
 * receiving `event`. Throws what the transition throws.
 */
export function transitionOf(snapshot: ChargeSnapshot, event: ChargeEvent): ChargeSnapshot {
  const stepper = idle.pop() ?? createActor(stepperLogic).start();
  const reply: StepAsked['reply'] = { answered: false };
  try {
    stepper.send({ type: 'step', snapshot, event, reply });
  } finally {
    idle.push(stepper);
  }
  if (!reply.answered)
    throw new Error('the XState stepper did not answer (machines/analysis/xstate-adapter.ts)');
  if (reply.thrown !== undefined) throw reply.thrown;
  return reply.next!;
}

/** The snapshot a charge starts from: the initial snapshot of an actor of the machine, never started. */
export function initialSnapshotOf(input: ChargeInput): ChargeSnapshot {
  return createActor(chargeMachine, { input }).getSnapshot();
}

/** A snapshot of the machine from its parts (its state value, context and status), as the machine resolves it. */
export function resolvedSnapshot(
  value: ChargeSnapshot['value'],
  context: ChargeSnapshot['context'],
  status: ChargeSnapshot['status'],
): ChargeSnapshot {
  return chargeMachine.resolveState({ value, context, status } as never) as ChargeSnapshot;
}

/** A snapshot from a persisted one (ChargeSession.persisted(), a save document), restored by an actor of the machine. */
export function restoredSnapshot(persisted: unknown): ChargeSnapshot {
  return createActor(chargeMachine, {
    snapshot: persisted as never,
    input: undefined as never,
  }).getSnapshot();
}
