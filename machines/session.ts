import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import { type HostRoll, parseRoll, type RollDice, type RollInput, rollFrom } from '../src/dice/index.ts';
import { fail, type HexchargeError, ok, type Result } from '../src/errors.ts';
import { describePending, type Lang, type NarratedEntry, narrated } from '../src/narration/narrate.ts';
import type { ChargeState, Pending } from '../src/procedure/state.ts';
import { type ChargeEvent, type ChargeInput, chargeMachine, type StepName, type StepTag } from './charge.ts';
import { readEvent } from './events.ts';
import { freezeDeep } from './frozen.ts';
import { describeValue, thrownText } from './plain.ts';
import { bounded } from './total.ts';

/** A snapshot of the charge machine. */
export type ChargeSnapshot = SnapshotFrom<typeof chargeMachine>;

/** Deepest machine step path stepName follows (the charge machine nests two levels). */
const MAX_STEP_DEPTH = 16;

/**
 * The name of a machine step as a dotted path, e.g. "standCheck" or "pursuit.recall". Total: for
 * something that is not a snapshot of the charge machine it gives "".
 */
export function stepName(snapshot: ChargeSnapshot): StepName | '' {
  const walk = (v: unknown, depth: number): string => {
    if (typeof v === 'string') return v;
    if (typeof v !== 'object' || v === null || depth > MAX_STEP_DEPTH) return '';
    const first = Object.entries(v as Record<string, unknown>)[0];
    return first ? `${first[0]}.${walk(first[1], depth + 1)}` : '';
  };
  try {
    return walk((snapshot as { value?: unknown } | null | undefined)?.value, 0) as StepName | '';
  } catch {
    return '';
  }
}

/** Called with every new log entry of a charge, narrated in the session's language. */
export type LogListener = (entry: NarratedEntry) => void;
/** Called when a log listener throws: the refusal (code api/listener-threw) and the entry it was given. */
export type ListenerErrorHandler = (error: HexchargeError, entry: NarratedEntry) => void;

/** How onLog attaches a listener: `replay` the entries already written first; `onError` as onLog's second argument. */
export interface LogListenerOptions {
  readonly replay?: boolean;
  readonly onError?: ListenerErrorHandler;
}

/** A member of a host's options object, read without running a getter that throws into the session. */
function readOption(options: object, key: string): unknown {
  try {
    const d = Object.getOwnPropertyDescriptor(options, key);
    return d && 'value' in d ? d.value : undefined;
  } catch {
    return undefined; // a Proxy whose trap throws: no such option
  }
}

/** Most listener failures a session keeps (the oldest are dropped). */
const MAX_LISTENER_ERRORS = 100;
/** The most events runToEnd sends, whatever it is asked (a charge ends within a few hundred). */
const MAX_RUN_STEPS = 100_000;

const NOT_A_SESSION = (what: string): Result<never> =>
  fail(
    'api/bad-argument',
    `${what} was called on something that is not a charge session (a method taken off its session?)`,
  );

/**
 * A charge in progress, as a host game holds it: read the step and the pending request, send events
 * (a refused event is reported and changes nothing), and follow the log, narrated in the session's
 * language. Made by createCharge, resumeCharge or replay. No method throws: every event is read into a
 * frozen copy on receipt, the state and the event list are frozen, and a log listener that throws is
 * isolated and reported.
 */
export class ChargeSession {
  #actor: Actor<typeof chargeMachine>;
  readonly #input: ChargeInput;
  readonly #language: Lang;
  /** The narrated log so far (entries are only ever appended), frozen. */
  #narrated: readonly NarratedEntry[] = Object.freeze([]);
  readonly #events: ChargeEvent[] = [];
  #eventsView: readonly ChargeEvent[] = Object.freeze([]);
  readonly #listeners = new Map<LogListener, ListenerErrorHandler | undefined>();
  #listenerErrors: readonly HexchargeError[] = Object.freeze([]);
  #seen = 0;
  #notifying = false;
  /** What the machine threw, if it ever did (an engine bug; the session then rebuilds itself). */
  #failure: { readonly error: unknown } | undefined;

  /**
   * Starts a charge from a checked input (the public entry checks it: createCharge, resumeCharge,
   * replay), narrated in `language` (default English). Internal: `snapshot` restores a persisted
   * snapshot of the same machine that this engine produced itself (never one read from a save), and
   * `events` are the events that led to it.
   */
  constructor(
    input: ChargeInput,
    snapshot?: unknown,
    events: readonly ChargeEvent[] = [],
    language: Lang = 'en',
  ) {
    this.#input = input;
    this.#language = language;
    this.#actor = this.#start(snapshot);
    for (const e of events) this.#events.push(freezeDeep(structuredClone(e)));
    this.#eventsView = Object.freeze([...this.#events]);
    this.#seen = this.state.log.length;
  }

  /** Starts a charge from a checked input, or refuses with api/internal if the machine fails to start. */
  static start(input: ChargeInput, language: Lang = 'en'): Result<ChargeSession> {
    try {
      const s = new ChargeSession(input, undefined, [], language);
      if (s.#failure) {
        return fail('api/internal', `the charge could not start: ${thrownText(s.#failure.error)}`);
      }
      return ok(s);
    } catch (e) {
      return fail('api/internal', `the charge could not start: ${thrownText(e)}`);
    }
  }

  /** Whether a value is a session made by this engine. */
  static isSession(value: unknown): value is ChargeSession {
    return typeof value === 'object' && value !== null && #actor in value;
  }

  #start(snapshot?: unknown): Actor<typeof chargeMachine> {
    const actor = createActor(
      chargeMachine,
      snapshot ? { input: this.#input, snapshot: snapshot as never } : { input: this.#input },
    );
    // An error observer keeps XState from rethrowing a failure later, outside any call of the host.
    actor.subscribe({
      error: (error) => {
        this.#failure = { error };
      },
    });
    actor.start();
    freezeDeep(actor.getSnapshot().context);
    return actor;
  }

  /** The charge's state: board, log, dice, pending request (plain data, frozen). */
  get state(): ChargeState {
    return this.#actor.getSnapshot().context;
  }

  /** The machine's current step, e.g. "meleeRoll", "flightAfterMelee" or "pursuit.recall". */
  get step(): StepName {
    return stepName(this.#actor.getSnapshot()) as StepName;
  }

  /** The kinds of the current step, from the machine (its states' tags): `rolls`, `chooses`. */
  get tags(): readonly StepTag[] {
    return Object.freeze([...this.#actor.getSnapshot().tags] as StepTag[]);
  }

  /** The language the session narrates its log in. */
  get language(): Lang {
    return this.#language;
  }

  /** The log so far, each entry with its text in the session's language (frozen). */
  get log(): readonly NarratedEntry[] {
    const log = this.state.log;
    if (this.#narrated.length !== log.length) {
      const known = this.#narrated.length <= log.length ? this.#narrated : [];
      const added = log.slice(known.length).map((e) => freezeDeep(narrated(e, this.#language)));
      this.#narrated = Object.freeze([...known, ...added]);
    }
    return this.#narrated;
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

  /** Every event accepted so far, in order (the replay log of a save): a frozen list of frozen copies. */
  get events(): readonly ChargeEvent[] {
    return this.#eventsView;
  }

  /** Log listeners that threw, most recent last (code api/listener-threw); at most the last 100. */
  get listenerErrors(): readonly HexchargeError[] {
    return this.#listenerErrors;
  }

  /** The machine snapshot to persist (see save documents). */
  persisted(): unknown {
    if (!ChargeSession.isSession(this)) return undefined;
    return this.#actor.getPersistedSnapshot();
  }

  /**
   * Calls `listener` with every log entry written from now on; with `{ replay: true }` first with
   * every entry already written (a session resumed from a save, or a listener attached late), in
   * order. Returns the unsubscribe function. A listener that throws does not stop the charge nor the
   * other listeners: the failure is kept in `listenerErrors` and given to `onError` (the second
   * argument, or the options' `onError`) if there is one. Something that is not a function is
   * ignored (the unsubscribe function then does nothing).
   */
  onLog(listener: LogListener, onErrorOrOptions?: ListenerErrorHandler | LogListenerOptions): () => void {
    if (!ChargeSession.isSession(this) || typeof listener !== 'function') return () => false;
    const options = typeof onErrorOrOptions === 'object' && onErrorOrOptions !== null ? onErrorOrOptions : {};
    const given = typeof onErrorOrOptions === 'function' ? onErrorOrOptions : readOption(options, 'onError');
    const onError = typeof given === 'function' ? (given as ListenerErrorHandler) : undefined;
    if (readOption(options, 'replay') === true) {
      for (const entry of this.log.slice(0, this.#seen)) {
        try {
          listener(entry);
        } catch (e) {
          this.#listenerFailed(e, entry, onError);
        }
      }
    }
    this.#listeners.set(listener, onError);
    return () => this.#listeners.delete(listener);
  }

  /** Sends an event; a refused event changes nothing and comes back as a typed error. Never throws. */
  send(event: ChargeEvent): Result<ChargeState> {
    if (!ChargeSession.isSession(this)) return NOT_A_SESSION('send');
    try {
      return bounded(this.#send(event));
    } catch (e) {
      return this.#internal(e);
    }
  }

  #send(raw: unknown): Result<ChargeState> {
    if (this.done) {
      return fail('event/charge-over', `the charge is over: ${describeEventType(raw)} is not accepted`);
    }
    const read = readEvent(raw);
    if (!read.ok) return read;
    const event = read.value;
    const refusal = this.#check(event);
    if (refusal) return { ok: false, error: refusal };
    this.#actor.send(event);
    if (this.#failure || this.#actor.getSnapshot().status === 'error') return this.#internal(undefined);
    freezeDeep(this.#actor.getSnapshot().context);
    this.#events.push(event);
    this.#eventsView = Object.freeze([...this.#events]);
    this.#notify();
    return ok(this.state);
  }

  /** Tells the listeners about new log entries, one entry to every listener before the next entry. */
  #notify(): void {
    if (this.#notifying) return; // a listener sent an event: the loop below reaches its entries too
    this.#notifying = true;
    try {
      while (this.#seen < this.state.log.length) {
        const entry = this.log[this.#seen++]!;
        for (const [listener, onError] of [...this.#listeners]) {
          try {
            listener(entry);
          } catch (e) {
            this.#listenerFailed(e, entry, onError);
          }
        }
      }
    } finally {
      this.#notifying = false;
    }
  }

  #listenerFailed(e: unknown, entry: NarratedEntry, onError: ListenerErrorHandler | undefined): void {
    const r = fail('api/listener-threw', `a log listener threw on entry ${entry.n}: ${thrownText(e)}`);
    if (r.ok) return;
    this.#listenerErrors = Object.freeze([...this.#listenerErrors, r.error].slice(-MAX_LISTENER_ERRORS));
    if (onError) {
      try {
        onError(r.error, entry);
      } catch {
        // the error handler threw as well: the failure is kept in listenerErrors
      }
    }
  }

  /**
   * The machine threw (an engine bug, never the host's input): the session rebuilds itself from its
   * start and the events it had accepted, so the charge stands where it stood, and refuses the event.
   */
  #internal(e: unknown): Result<ChargeState> {
    const what = thrownText(e ?? this.#failure?.error);
    this.#failure = undefined;
    try {
      const actor = this.#start();
      for (const ev of this.#events) actor.send(ev);
      freezeDeep(actor.getSnapshot().context);
      this.#actor = actor;
    } catch {
      // keep the actor as it was
    }
    return fail('api/internal', `the engine failed on this event and refused it (a bug: ${what})`);
  }

  /**
   * Answers the pending roll with dice read off: a roll of the pending request's dice (RollInput: a
   * d66 as 43 or [4, 3], a d6 face, an Nd6 total or its faces, or the text a person typed, "4 3").
   * Without `D` it takes any number, faces or text (HostRoll: what a host's own die roller holds);
   * `D` names the dice when the host knows them (`roll<'d66'>(43)`), and the compiler then checks the
   * value as RollInput<D>. Whatever is sent at run time is read without trust: a value that does not
   * fit the pending dice is refused (dice/..., event/...) and changes nothing.
   */
  roll<D extends RollDice = never>(
    value: [D] extends [never] ? HostRoll : RollInput<D>,
  ): Result<ChargeState> {
    if (!ChargeSession.isSession(this)) return NOT_A_SESSION('roll');
    return this.send({ type: 'ROLL', value });
  }

  /** Answers the pending roll from the charge's own seeded or scripted dice source. */
  autoRoll(): Result<ChargeState> {
    if (!ChargeSession.isSession(this)) return NOT_A_SESSION('autoRoll');
    return this.send({ type: 'AUTO_ROLL' });
  }

  /** Answers the pending choice with option number `option`. */
  choose(option: number): Result<ChargeState> {
    if (!ChargeSession.isSession(this)) return NOT_A_SESSION('choose');
    return this.send({ type: 'CHOOSE', option });
  }

  /** Answers the pending choice with its documented default. */
  chooseDefault(): Result<ChargeState> {
    if (!ChargeSession.isSession(this)) return NOT_A_SESSION('chooseDefault');
    return this.send({ type: 'CHOOSE_DEFAULT' });
  }

  /**
   * Plays on unattended: rolls from the dice source and takes default choices, until the charge ends
   * or a roll is needed that the source cannot give (manual dice, or a script run out). `maxSteps` is a
   * whole number of events (default 10,000; at most 100,000); anything else is api/bad-argument.
   */
  runToEnd(maxSteps: number = 10_000): Result<ChargeState> {
    if (!ChargeSession.isSession(this)) return NOT_A_SESSION('runToEnd');
    if (typeof maxSteps !== 'number' || Number.isNaN(maxSteps) || maxSteps < 0) {
      return fail(
        'api/bad-argument',
        `runToEnd takes a number of events, 0 or more: got ${describeValue(maxSteps)}`,
      );
    }
    const limit = Math.min(Math.floor(maxSteps), MAX_RUN_STEPS);
    for (let i = 0; i < limit && !this.done; i++) {
      const p = this.pending;
      const r = p?.kind === 'choice' ? this.chooseDefault() : this.autoRoll();
      if (!r.ok) return r;
    }
    return this.done
      ? ok(this.state)
      : fail('charge/too-many-steps', `the charge did not end within ${limit} events`);
  }

  #check(event: ChargeEvent): HexchargeError | undefined {
    const p = this.pending;
    const where = `step ${this.step}`;
    if (event.type === 'ROLL' || event.type === 'AUTO_ROLL') {
      if (p?.kind !== 'roll') {
        return {
          code: 'event/not-allowed',
          message: `${event.type} is not allowed at ${where}: ${p ? 'a choice is pending' : 'nothing is pending'}`,
        };
      }
      const r =
        event.type === 'ROLL'
          ? parseRoll(p.dice, event.value)
          : rollFrom(this.state.dice, { ...p, purpose: describePending(p, 'en') });
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
        message: `option ${String(event.option)} is not one of the ${p.options.length} options of ${p.what}`,
      };
    }
    const snap = this.#actor.getSnapshot();
    if (!snap.can(event)) {
      if (event.type === 'AUTO_ROLL') {
        return {
          code: 'dice/manual-needs-roll',
          message: `the dice source cannot roll for: ${p ? describePending(p, 'en') : 'nothing'} (manual dice, or the script ran out)`,
        };
      }
      return { code: 'event/not-allowed', message: `${event.type} is not allowed at ${where}` };
    }
    return undefined;
  }
}

/** The type of something sent as an event, for a message (never trusting it). */
function describeEventType(raw: unknown): string {
  try {
    const t = (raw as { type?: unknown } | null)?.type;
    return typeof t === 'string' ? describeValue(t).replace(/^"|"$/g, '') : 'an event';
  } catch {
    return 'an event';
  }
}
