import { ChargeSession } from '../../machines/session.ts';
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

let installed = false;
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

/** Whether `x` is a session (false for anything else, a Proxy whose traps throw included). */
function isSession(x: unknown): x is ChargeSession {
  try {
    return x instanceof ChargeSession;
  } catch {
    return false;
  }
}

/**
 * Makes every ChargeSession check the board invariants after every accepted event (and before its
 * first one), whichever test drives it: machine tests, doctrines, reliability, CLI, saves.
 */
export function checkEverySession(): void {
  if (installed) return;
  installed = true;
  const send = ChargeSession.prototype.send;
  ChargeSession.prototype.send = function checkedSend(this: ChargeSession, event) {
    // a session's own refusal for a call made off it (the hostile-input tests make such calls)
    if (suspended > 0 || !isSession(this)) return send.call(this, event);
    if (this.events.length === 0) assertLegal(this.state, 'at the start', this);
    const r = send.call(this, event);
    if (r.ok) assertLegal(this.state, `after event ${this.events.length} ${JSON.stringify(event)}`, this);
    return r;
  };
  // a charge may end without any event (every target gone in step 1): check it when it is run out
  const runToEnd = ChargeSession.prototype.runToEnd;
  ChargeSession.prototype.runToEnd = function checkedRunToEnd(this: ChargeSession, maxSteps?: number) {
    if (suspended === 0 && isSession(this) && this.events.length === 0)
      assertLegal(this.state, 'at the start', this);
    return runToEnd.call(this, maxSteps);
  };
}
