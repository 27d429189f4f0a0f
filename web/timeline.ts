import type { ChargeEvent, DiceSource } from 'hexcharge';
import { fail, ok, type Result } from 'hexcharge/errors';
import { ChargeSession, manualSource, seededSource } from 'hexcharge/machine';
import type { Loaded } from './data.ts';

function seededOrManual(seed: number): DiceSource {
  const s = seededSource(seed);
  return s.ok ? s.value : manualSource();
}

/**
 * The charge as a list of accepted events and a cursor into it: the session at any point is rebuilt by
 * replaying the first `cursor` events into a fresh ChargeSession (the same inputs and dice always give
 * the same charge). Sending an event while looking back drops the events after the cursor.
 */
export class Timeline {
  readonly loaded: Loaded;
  /** The dice source the charge starts from (a seed is the seeded generator; typed dice are always accepted too). */
  readonly source: DiceSource;
  #events: ChargeEvent[] = [];
  #cursor = 0;
  /** Log length after 0, 1, 2... events up to the cursor (what each event added to the narration). */
  #logLengths: number[] = [];
  #session: ChargeSession;

  constructor(
    loaded: Loaded,
    dice: number | DiceSource,
    events: readonly ChargeEvent[] = [],
    cursor = events.length,
  ) {
    this.loaded = loaded;
    this.source = typeof dice === 'number' ? seededOrManual(dice) : structuredClone(dice);
    this.#events = [...events];
    this.#session = this.#replay(Math.max(0, Math.min(cursor, events.length)));
  }

  /** The seed of the seeded generator the charge starts from, if it starts from one. */
  get seed(): number | undefined {
    return this.source.kind === 'seeded' ? this.source.seed : undefined;
  }

  /** The dice source a fresh charge starts with (a copy). */
  dice(): DiceSource {
    return structuredClone(this.source);
  }

  #replay(n: number): ChargeSession {
    const session = new ChargeSession({
      scenario: this.loaded.scenario,
      ruleset: this.loaded.ruleset,
      dice: this.dice(),
    });
    this.#logLengths = [session.state.log.length];
    for (const e of this.#events.slice(0, n)) {
      const r = session.send(e);
      if (!r.ok) {
        // An event that no longer fits: stop here and drop the rest.
        this.#events = this.#events.slice(0, session.events.length);
        break;
      }
      this.#logLengths.push(session.state.log.length);
    }
    this.#cursor = session.events.length;
    return session;
  }

  /** The session at the cursor. */
  get session(): ChargeSession {
    return this.#session;
  }

  /** Every event accepted, including those after the cursor (kept for Next until a new event is sent). */
  get events(): readonly ChargeEvent[] {
    return this.#events;
  }

  /** How many events the session at the cursor has taken. */
  get cursor(): number {
    return this.#cursor;
  }

  /** The log entries numbered above this were written by the last event taken (all of them at the start). */
  get latestFrom(): number {
    return this.#cursor === 0 ? 0 : (this.#logLengths[this.#cursor - 1] ?? 0);
  }

  /** Moves the cursor to `n` (0 = the start of the charge). */
  goTo(n: number): void {
    const to = Math.max(0, Math.min(n, this.#events.length));
    if (to === this.#cursor) return;
    this.#session = this.#replay(to);
  }

  /** One event back. */
  back(): boolean {
    if (this.#cursor === 0) return false;
    this.goTo(this.#cursor - 1);
    return true;
  }

  /** One event forward: the event taken before, or else the seeded die / the default choice. */
  next(): Result<unknown> {
    if (this.#cursor < this.#events.length) {
      this.goTo(this.#cursor + 1);
      return ok(null);
    }
    const s = this.#session;
    if (s.done) return fail('event/charge-over', 'the charge is over');
    return this.send(s.pending?.kind === 'choice' ? { type: 'CHOOSE_DEFAULT' } : { type: 'AUTO_ROLL' });
  }

  /** Sends an event at the cursor; accepted, it drops any events after the cursor. */
  send(event: ChargeEvent): Result<unknown> {
    const r = this.#session.send(event);
    if (!r.ok) return r;
    this.#events = [...this.#events.slice(0, this.#cursor), event];
    this.#cursor = this.#events.length;
    this.#logLengths = [...this.#logLengths.slice(0, this.#cursor), this.#session.state.log.length];
    return ok(null);
  }

  /** Back to the start of the charge, forgetting every event. */
  restart(): void {
    this.#events = [];
    this.#session = this.#replay(0);
  }
}
