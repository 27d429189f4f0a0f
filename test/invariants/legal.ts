import type { InspectionEvent, Observer } from 'xstate';
import { boardViolations, type MachinePosition } from '../../src/invariants/index.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { knownDoctrineCase } from './known.ts';

/**
 * Illegal boards met since the last `takeFound()`: kept so that a violation thrown inside code that
 * catches errors (a CLI, a host's never-throw wrapper) still fails the test (see setup.ts).
 */
const found: string[] = [];

/** The illegal boards recorded so far, emptying the record. */
export function takeFound(): string[] {
  return found.splice(0);
}

/** Known doctrine cases met and let pass (see known.ts), as lines; for reports. */
export const knownMet: string[] = [];

/**
 * The violations of a state as lines "code: message", known doctrine cases left out (and kept in
 * knownMet); given where the machine stands (`at`), its request is checked against the step's kind too.
 */
export function violationLines(state: ChargeState, at?: MachinePosition): string[] {
  const out: string[] = [];
  for (const v of boardViolations(state, at)) {
    const line = `${v.code}: ${v.message}`;
    if (knownDoctrineCase(state, v)) {
      if (knownMet.length < 1000) knownMet.push(`${state.scenarioId} (${state.ruleset.id}) ${line}`);
    } else out.push(line);
  }
  return out;
}

/**
 * Fails (throws, and records) when the charge state breaks a board invariant; `where` says which event
 * of which charge, `at` where the machine stands.
 */
export function assertLegal(state: ChargeState, where: string, at?: MachinePosition): void {
  const lines = violationLines(state, at);
  if (lines.length === 0) return;
  const text = `illegal board ${where} (scenario ${state.scenarioId}, ruleset ${state.ruleset.id}, step ${at?.step ?? '?'}):\n  ${lines.join('\n  ')}`;
  found.push(text);
  throw new Error(text);
}

let suspended = 0;

/** Runs `fn` with the automatic check off: for runners that check the invariants themselves and count what they find. */
export function unchecked<T>(fn: () => T): T {
  suspended++;
  try {
    return fn();
  } finally {
    suspended--;
  }
}

/** A charge machine snapshot as the inspector sees it (XState's inspection events type it loosely). */
interface InspectedSnapshot {
  readonly value?: unknown;
  readonly tags?: Iterable<string>;
  readonly status?: string;
  readonly context: ChargeState;
}

/** The dotted step path of a snapshot value, e.g. "pursuit.recall" (as machines/session.ts stepName). */
function stepOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const first = Object.entries(value)[0];
  return first ? `${first[0]}.${stepOf(first[1])}` : '';
}

/**
 * An XState inspection observer (`createActor(chargeMachine, { inspect })`, XState's public inspection
 * API) that checks the board invariants on every snapshot the actor emits: its start (a new or a
 * restored charge, one that ends without any event included) and after every event it processes.
 * It records what it finds and never throws: an inspector runs inside XState's processing of the
 * event, which a throw would leave half done; setup.ts fails the test after it (takeFound()).
 */
export function chargeInspector(): Observer<InspectionEvent> {
  let events = 0;
  return {
    next(e) {
      if (e.type !== '@xstate.snapshot' || e.actorRef.sessionId !== e.rootId || suspended > 0) return;
      const snapshot = e.snapshot as unknown as InspectedSnapshot;
      const where =
        e.event.type === 'xstate.init'
          ? 'at the start'
          : `after event ${++events} ${JSON.stringify(e.event)}`;
      const at = {
        step: stepOf(snapshot.value),
        tags: [...(snapshot.tags ?? [])],
        done: snapshot.status === 'done',
      };
      try {
        assertLegal(snapshot.context, where, at);
      } catch {
        // recorded in `found` by assertLegal; the test fails after it (setup.ts)
      }
    },
  };
}
