import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import { parseRoll, rollFrom } from '../src/dice/index.ts';
import { fail, type HexchargeError, ok, type Result } from '../src/errors.ts';
import type { LogEntry } from '../src/procedure/log.ts';
import type { ChargeState, Pending } from '../src/procedure/state.ts';
import { type ChargeEvent, type ChargeInput, chargeMachine } from './charge.ts';

/** A snapshot of the charge machine. */
export type ChargeSnapshot = SnapshotFrom<typeof chargeMachine>;

/** The name of a machine step as a dotted path, e.g. "standCheck" or "pursuit.recall". */
export function stepName(snapshot: ChargeSnapshot): string {
  const walk = (v: unknown): string =>
    typeof v === 'string'
      ? v
      : (Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${walk(x)}`)[0] ?? '');
  return walk(snapshot.value);
}

/**
 * A charge in progress, as a host game holds it: read the step and the pending request, send events
 * (a refused event is reported and changes nothing), and follow the log.
 */
export class ChargeSession {
  readonly #actor: Actor<typeof chargeMachine>;
  readonly #events: ChargeEvent[] = [];
  readonly #listeners = new Set<(e: LogEntry) => void>();
  #seen = 0;

  /** Starts a charge (or resumes one from a persisted snapshot of the same machine). */
  constructor(input: ChargeInput, snapshot?: unknown, events: readonly ChargeEvent[] = []) {
    this.#actor = createActor(chargeMachine, snapshot ? { input, snapshot: snapshot as never } : { input });
    this.#actor.start();
    this.#events.push(...events);
    this.#seen = this.state.log.length;
  }

  /** The charge's state: board, log, dice, pending request (plain data). */
  get state(): ChargeState {
    return this.#actor.getSnapshot().context;
  }

  /** The machine's current step, e.g. "meleeRoll" or "pursuit.recall". */
  get step(): string {
    return stepName(this.#actor.getSnapshot());
  }

  /** The rule and title of the current step, from the machine definition (state meta). */
  get stepInfo(): { readonly rule: string; readonly title: string } {
    const metas = Object.values(this.#actor.getSnapshot().getMeta()) as { rule: string; title: string }[];
    return metas[metas.length - 1] ?? { rule: '', title: this.step };
  }

  /** The roll or choice the charge waits for, or null. */
  get pending(): Pending | null {
    return this.state.pending;
  }

  /** Whether the charge has ended. */
  get done(): boolean {
    return this.#actor.getSnapshot().status === 'done';
  }

  /** Every event accepted so far, in order (the replay log of a save). */
  get events(): readonly ChargeEvent[] {
    return this.#events;
  }

  /** The machine snapshot to persist (see save documents). */
  persisted(): unknown {
    return this.#actor.getPersistedSnapshot();
  }

  /** Calls `listener` with every log entry written from now on. Returns the unsubscribe function. */
  onLog(listener: (e: LogEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Sends an event; a refused event changes nothing and comes back as a typed error. */
  send(event: ChargeEvent): Result<ChargeState> {
    const refusal = this.#check(event);
    if (refusal) return { ok: false, error: refusal };
    this.#actor.send(event);
    this.#events.push(event);
    const log = this.state.log;
    for (; this.#seen < log.length; this.#seen++) for (const l of this.#listeners) l(log[this.#seen]!);
    return ok(this.state);
  }

  /** Answers the pending roll with dice a person read off (a number like 43, or "4 3"). */
  roll(value: unknown): Result<ChargeState> {
    return this.send({ type: 'ROLL', value });
  }

  /** Answers the pending roll from the charge's own seeded or scripted dice source. */
  autoRoll(): Result<ChargeState> {
    return this.send({ type: 'AUTO_ROLL' });
  }

  /** Answers the pending choice with option number `option`. */
  choose(option: number): Result<ChargeState> {
    return this.send({ type: 'CHOOSE', option });
  }

  /** Answers the pending choice with its documented default. */
  chooseDefault(): Result<ChargeState> {
    return this.send({ type: 'CHOOSE_DEFAULT' });
  }

  /**
   * Plays on unattended: rolls from the dice source and takes default choices, until the charge ends
   * or a roll is needed that the source cannot give (manual dice, or a script run out).
   */
  runToEnd(maxSteps = 10_000): Result<ChargeState> {
    for (let i = 0; i < maxSteps && !this.done; i++) {
      const p = this.pending;
      const r = p?.kind === 'choice' ? this.chooseDefault() : this.autoRoll();
      if (!r.ok) return r;
    }
    return this.done
      ? ok(this.state)
      : fail('charge/too-many-steps', `the charge did not end within ${maxSteps} events`);
  }

  #check(event: ChargeEvent): HexchargeError | undefined {
    const p = this.pending;
    const where = `step ${this.step}`;
    if (this.done)
      return { code: 'event/charge-over', message: `the charge is over: ${event.type} is not accepted` };
    if (event.type === 'ROLL' || event.type === 'AUTO_ROLL') {
      if (p?.kind !== 'roll') {
        return {
          code: 'event/not-allowed',
          message: `${event.type} is not allowed at ${where}: ${p ? 'a choice is pending' : 'nothing is pending'}`,
        };
      }
      const r = event.type === 'ROLL' ? parseRoll(p.dice, event.value) : rollFrom(this.state.dice, p);
      if (!r.ok) return r.error;
    }
    if ((event.type === 'CHOOSE' || event.type === 'CHOOSE_DEFAULT') && p?.kind !== 'choice') {
      return {
        code: 'event/not-allowed',
        message: `${event.type} is not allowed at ${where}: ${p ? 'a roll is pending' : 'nothing is pending'}`,
      };
    }
    if (
      event.type === 'CHOOSE' &&
      p?.kind === 'choice' &&
      !(Number.isInteger(event.option) && event.option >= 0 && event.option < p.options.length)
    ) {
      return {
        code: 'event/bad-choice',
        message: `option ${String(event.option)} is not one of the ${p.options.length} options of ${p.choice}`,
      };
    }
    const snap = this.#actor.getSnapshot();
    if (!snap.can(event)) {
      if (event.type === 'AUTO_ROLL') {
        return {
          code: 'dice/manual-needs-roll',
          message: `the dice source cannot roll for: ${p?.purpose ?? 'nothing'} (manual dice, or the script ran out)`,
        };
      }
      return { code: 'event/not-allowed', message: `${event.type} is not allowed at ${where}` };
    }
    return undefined;
  }
}
