import type { ChargeEvent } from '../machines/charge.ts';
import { ChargeSession } from '../machines/session.ts';
import { type DiceSource, seededSource } from '../src/dice/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Loaded } from './data.ts';

/**
 * The charge as a list of accepted events and a cursor into it: the session at any point is rebuilt by
 * replaying the first `cursor` events into a fresh ChargeSession (the same inputs and dice always give
 * the same charge). Sending an event while looking back drops the events after the cursor.
 */
export class Timeline {
  readonly loaded: Loaded;
  readonly seed: number;
  #events: ChargeEvent[] = [];
  #cursor = 0;
  /** Log length after 0, 1, 2... events up to the cursor (what each event added to the narration). */
  #logLengths: number[] = [];
  #session: ChargeSession;

  constructor(loaded: Loaded, seed: number, events: readonly ChargeEvent[] = [], cursor = events.length) {
    this.loaded = loaded;
    this.seed = seed;
    this.#events = [...events];
    this.#session = this.#replay(Math.max(0, Math.min(cursor, events.length)));
  }

  /** The dice source a fresh charge starts with: the seeded generator (typed dice are always accepted too). */
  dice(): DiceSource {
    const s = seededSource(this.seed);
    return s.ok ? s.value : { kind: 'manual' };
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
        // An event that no longer fits (a hand-edited save): stop here and drop the rest.
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

/** A saved charge in progress: the scenario, the ruleset, the seed, the events and the machine's persisted snapshot. */
export interface SaveDocument {
  readonly kind: 'hexcharge-save';
  readonly version: 1;
  readonly scenarioId: string;
  readonly scenarioFile: string;
  readonly rulesetFile: string;
  /** The scenario's JSON when it was loaded from disk (not one of the shipped files). */
  readonly scenario?: unknown;
  readonly seed: number;
  readonly events: readonly ChargeEvent[];
  readonly cursor: number;
  readonly snapshot: unknown;
}

/** The save document of a timeline. */
export function saveDocument(t: Timeline, shipped: boolean): SaveDocument {
  return {
    kind: 'hexcharge-save',
    version: 1,
    scenarioId: t.loaded.scenario.id,
    scenarioFile: t.loaded.scenarioFile,
    rulesetFile: t.loaded.rulesetFile,
    ...(shipped ? {} : { scenario: t.loaded.json }),
    seed: t.seed,
    events: t.events,
    cursor: t.cursor,
    snapshot: t.session.persisted(),
  };
}

const EVENT_TYPES = new Set(['ROLL', 'AUTO_ROLL', 'CHOOSE', 'CHOOSE_DEFAULT']);

/** Checks the shape of a save document read from disk. */
export function readSaveDocument(json: unknown, file: string): Result<SaveDocument> {
  const o = json as Partial<SaveDocument> | null;
  if (typeof o !== 'object' || o === null || o.kind !== 'hexcharge-save') {
    return fail('save/not-a-save', 'not a hexcharge save (kind "hexcharge-save")', file);
  }
  if (o.version !== 1) return fail('save/version', `unknown save version ${String(o.version)}`, file);
  if (
    typeof o.scenarioFile !== 'string' ||
    typeof o.rulesetFile !== 'string' ||
    typeof o.scenarioId !== 'string'
  ) {
    return fail('save/bad-field', 'scenarioId, scenarioFile and rulesetFile must be strings', file);
  }
  if (typeof o.seed !== 'number' || !Number.isInteger(o.seed))
    return fail('save/bad-field', 'seed must be a whole number', file);
  if (
    !Array.isArray(o.events) ||
    o.events.some((e) => !EVENT_TYPES.has((e as { type?: string })?.type ?? ''))
  ) {
    return fail(
      'save/bad-field',
      'events must be a list of ROLL, AUTO_ROLL, CHOOSE, CHOOSE_DEFAULT events',
      file,
    );
  }
  if (typeof o.cursor !== 'number') return fail('save/bad-field', 'cursor must be a number', file);
  return ok(o as SaveDocument);
}

/**
 * Whether the timeline rebuilt from a save's events agrees with the save's persisted snapshot (same
 * machine state and the same log): a save whose snapshot disagrees was made by a different engine.
 */
export function agreesWithSnapshot(t: Timeline, snapshot: unknown): boolean {
  const a = t.session.persisted() as { value?: unknown; context?: { log?: unknown } };
  const b = snapshot as { value?: unknown; context?: { log?: unknown } } | null;
  return JSON.stringify([a.value, a.context?.log]) === JSON.stringify([b?.value, b?.context?.log]);
}
