import type { ChargeEvent, DiceRequest, DiceSource, RollInput } from 'hexcharge';
import { fail, ok, type Result } from 'hexcharge/errors';
import { ChargeSession, manualSource, rollFrom, scriptSource, seededSource } from 'hexcharge/machine';
import type { Loaded } from './data.ts';

function seededOrManual(seed: number): DiceSource {
  const s = seededSource(seed);
  return s.ok ? s.value : manualSource();
}

/** The die the page rolls next for the pending request: the scenario's script's, else the seeded generator's. */
export interface NextDie {
  readonly from: 'script' | 'seeded';
  /** The value as a player reads it off (a d66 as 43): known ahead for a script only. */
  readonly value?: number;
}

/**
 * The charge as a list of accepted events and a cursor into it: the session at any point is rebuilt by
 * replaying the first `cursor` events into a fresh ChargeSession (the same inputs and dice always give
 * the same charge). Sending an event while looking back drops the events after the cursor.
 */
export class Timeline {
  readonly loaded: Loaded;
  /**
   * The dice source the charge starts from: the scenario's own script when it has one (a lesson plays
   * its own dice, as `hexcharge run` does), else the seeded generator. Typed dice are always accepted too.
   */
  readonly source: DiceSource;
  /** The seed of the generator that answers the requests once the script has run out (none without a script). */
  readonly #fallbackSeed: number | undefined;
  /** The fallback generator as it stands at the cursor: advanced by every request answered after the script. */
  #fallback: DiceSource | undefined;
  #events: ChargeEvent[] = [];
  #cursor = 0;
  /** Log length after 0, 1, 2... events up to the cursor (what each event added to the narration). */
  #logLengths: number[] = [];
  #session: ChargeSession;

  /**
   * A charge of `loaded` from `dice`: a seed (the scenario's script first, then the generator of that
   * seed), or a dice source as a save holds it (a script then goes on with `afterScript`, else the
   * scenario's own seed, else 1).
   */
  constructor(
    loaded: Loaded,
    dice: number | DiceSource,
    events: readonly ChargeEvent[] = [],
    cursor = events.length,
    afterScript?: number,
  ) {
    this.loaded = loaded;
    const script = loaded.scenario.dice?.script;
    if (typeof dice === 'number') {
      this.source = script ? scriptSource(script) : seededOrManual(dice);
      this.#fallbackSeed = script ? dice : undefined;
    } else {
      this.source = structuredClone(dice);
      this.#fallbackSeed =
        dice.kind === 'script' ? (afterScript ?? loaded.scenario.dice?.seed ?? 1) : undefined;
    }
    this.#events = [...events];
    this.#session = this.#replay(Math.max(0, Math.min(cursor, events.length)));
  }

  /** The seed of the seeded generator: the one the charge starts from, or the one after the script. */
  get seed(): number | undefined {
    return this.source.kind === 'seeded' ? this.source.seed : this.#fallbackSeed;
  }

  /** Whether the charge starts from the scenario's own script of dice. */
  get scripted(): boolean {
    return this.source.kind === 'script';
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
    this.#fallback = this.#fallbackSeed === undefined ? undefined : seededOrManual(this.#fallbackSeed);
    for (const e of this.#events.slice(0, n)) {
      const asked = this.#afterScript(session);
      const r = session.send(e);
      if (!r.ok) {
        // An event that no longer fits: stop here and drop the rest.
        this.#events = this.#events.slice(0, session.events.length);
        break;
      }
      this.#advanceFallback(asked, e);
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

  /** The roll request pending at `session` when the script has run out and the generator answers it. */
  #afterScript(session: ChargeSession): DiceRequest | undefined {
    const p = session.pending;
    if (p?.kind !== 'roll' || !this.#fallback) return undefined;
    const d = session.state.dice;
    return d.kind === 'script' && d.next >= d.values.length ? p : undefined;
  }

  /** The generator after the script answers the requests in order: a typed roll takes the place of its draw. */
  #advanceFallback(asked: DiceRequest | undefined, e: ChargeEvent): void {
    if (!asked || !this.#fallback || (e.type !== 'ROLL' && e.type !== 'AUTO_ROLL')) return;
    const drawn = rollFrom(this.#fallback, asked);
    if (drawn.ok) this.#fallback = drawn.value.source;
  }

  /** Where the die of the pending roll comes from when the page rolls it, and the scripted value. */
  nextDie(): NextDie | undefined {
    const s = this.#session;
    if (s.pending?.kind !== 'roll') return undefined;
    const d = s.state.dice;
    if (d.kind === 'script' && d.next < d.values.length) return { from: 'script', value: d.values[d.next]! };
    return d.kind === 'seeded' || this.#fallback ? { from: 'seeded' } : undefined;
  }

  /** Rolls the pending request's die: the scenario's script while it lasts, then the seeded generator. */
  roll(): Result<unknown> {
    const s = this.#session;
    const asked = this.#afterScript(s);
    if (!asked || !this.#fallback) return this.send({ type: 'AUTO_ROLL' });
    const drawn = rollFrom(this.#fallback, asked);
    if (!drawn.ok) return drawn;
    return this.send({ type: 'ROLL', value: drawn.value.roll.value as RollInput });
  }

  /** One event forward: the event taken before, or else the next die (script, then seed) / the default choice. */
  next(): Result<unknown> {
    if (this.#cursor < this.#events.length) {
      this.goTo(this.#cursor + 1);
      return ok(null);
    }
    const s = this.#session;
    if (s.done) return fail('event/charge-over', 'the charge is over');
    return s.pending?.kind === 'choice' ? this.send({ type: 'CHOOSE_DEFAULT' }) : this.roll();
  }

  /** Sends an event at the cursor; accepted, it drops any events after the cursor. */
  send(event: ChargeEvent): Result<unknown> {
    const asked = this.#afterScript(this.#session);
    const r = this.#session.send(event);
    if (!r.ok) return r;
    this.#advanceFallback(asked, event);
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
