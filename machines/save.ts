import { validateScenario } from '../src/data/index.ts';
import type { DiceSource } from '../src/dice/index.ts';
import { fail, type HexchargeError, ok, type Result } from '../src/errors.ts';
import type { Board } from '../src/model/board.ts';
import { type Coord, hexLabel } from '../src/model/coord.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import type { Lang } from '../src/narration/narrate.ts';
import { bundledRulesetWithHash } from './bundled.ts';
import type { ChargeEvent, ChargeInput } from './charge.ts';
import { readDiceSource } from './dice-choice.ts';
import { readEvent } from './events.ts';
import { canonicalJson, hashOf } from './hash.ts';
import { readLanguage } from './language.ts';
import { describeValue, isRecord, MAX_PLAIN_VALUES, member, plainCopy } from './plain.ts';
import { checkRuleset } from './ruleset-check.ts';
import { withEndingOfReplay } from './save-ending.ts';
import { comparable, currentStep, pendingPosition } from './save-upgrade.ts';
import { ChargeSession } from './session.ts';
import { guarded, guardedValue } from './total.ts';
import { ENGINE_VERSION } from './version.ts';

export { canonicalJson, fnv1a64, hashOf } from './hash.ts';

/** The `format` member of every save document. */
export const SAVE_FORMAT = 'hexcharge-save';
/** The save document version this engine writes and reads. */
export const SAVE_VERSION = 1;
export { ENGINE_VERSION };
/** Longest save text read (characters): a save of the largest board the data layer allows fits well within. */
export const MAX_SAVE_CHARS = 32 * 1024 * 1024;
/** Most events a save may hold: a charge ends within a few hundred (runToEnd gives up at 10,000). */
export const MAX_SAVE_EVENTS = 10_000;

/** Limits of a save's plain copy: a save nests about 8 levels deep. */
const SAVE_LIMITS = { depth: 32, values: MAX_PLAIN_VALUES } as const;
/** The `step` of a document saveCharge wrote for something that is not a charge. */
const NOT_A_CHARGE = '#not-a-charge';

/** A scenario in its file form (kind "scenario"), as validateScenario reads it. */
export type ScenarioJson = Readonly<Record<string, unknown>>;

/**
 * A saved charge: everything needed to resume it, in this process or another, to the identical
 * result. Plain JSON. A save resumes by replaying its events from its scenario and dice under its
 * ruleset; the snapshot is only checked against that replay. The ruleset is named by id and hash, not
 * embedded: the host (or the bundled rulesets) supplies it on resume.
 */
export interface SaveDocument {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  /** The hexcharge version that wrote it. */
  readonly engine: string;
  /** The scenario in file form, with its hash. */
  readonly scenario: ScenarioJson;
  readonly scenarioHash: string;
  /** The ruleset the charge runs under. */
  readonly ruleset: { readonly id: string; readonly hash: string };
  /** The dice source the charge started from (seeded, scripted or manual). */
  readonly dice: DiceSource;
  /** Every accepted event since the start, in order (the replay log). */
  readonly events: readonly ChargeEvent[];
  /** The machine step at the save, checked against the replay. */
  readonly step: string;
  readonly done: boolean;
  /** The machine's persisted snapshot; its context's ruleset is replaced by { $ruleset: hash }. */
  readonly snapshot: unknown;
  /** FNV-1a 64 (hex) of the canonical JSON of every other member. */
  readonly checksum: string;
}

/** Options for resuming or replaying a save. */
export interface ResumeOptions {
  /** The ruleset to run under; by default the bundled ruleset whose hash the save names. */
  readonly ruleset?: Ruleset;
  /** The language the resumed session narrates its log in: one of LANGS (src/narration/languages.ts), English by default. */
  readonly language?: Lang;
}

// ---------------------------------------------------------------------------------------------------
// Scenario file form

function label(c: Coord, wide: boolean): string {
  return wide ? `${String(c.col).padStart(3, '0')}${String(c.row).padStart(3, '0')}` : hexLabel(c);
}

/**
 * A validated scenario written back in its file form (kind "scenario"), which validateScenario reads
 * again. Total: for something that is not a scenario it gives an empty object (which every loader
 * refuses).
 */
export function scenarioToJson(s: Scenario): ScenarioJson {
  return guardedValue(
    () => {
      const copy = plainCopy(s, 'the scenario');
      if (!copy.ok) return {};
      return toJson(copy.value as Scenario);
    },
    () => ({}),
  );
}

function toJson(s: Scenario): ScenarioJson {
  const b: Board = s.board;
  const wide = b.width > 100 || b.height > 100;
  const terrain: Record<string, string> = {};
  for (const [key, id] of Object.entries(b.terrain)) {
    const [col, row] = key.split(',').map(Number) as [number, number];
    terrain[label({ col, row }, wide)] = id;
  }
  const hex = (c: Coord) => ({ col: c.col, row: c.row });
  return JSON.parse(
    JSON.stringify({
      kind: 'scenario',
      id: s.id,
      title: s.title,
      description: s.description,
      ...(s.ruleset === undefined ? {} : { ruleset: s.ruleset }),
      board: { width: b.width, height: b.height, defaultTerrain: b.defaultTerrain, terrain },
      sides: b.sides,
      units: b.units.map((u) => ({ ...u, at: hex(u.at) })),
      leaders: b.leaders.map((l) => ({ ...l, at: hex(l.at) })),
      charge: { attackers: s.charge.attackers, targets: s.charge.targets.map(hex) },
      ...(s.dice === undefined ? {} : { dice: s.dice }),
    }),
  ) as ScenarioJson;
}

// ---------------------------------------------------------------------------------------------------
// What a session started from

/** The inputs of sessions created through the public entry (createCharge, resumeCharge, replay). */
const ORIGINS = new WeakMap<ChargeSession, ChargeInput>();

/** Records what a session started from, so that its saves carry the full scenario and initial dice. */
export function rememberOrigin(session: ChargeSession, input: ChargeInput): void {
  ORIGINS.set(session, input);
}

/** The dice source a charge started from, read back from its current source. */
function initialDice(d: DiceSource): DiceSource {
  if (d.kind === 'seeded') return { kind: 'seeded', seed: d.seed, state: d.seed };
  if (d.kind === 'script') return { kind: 'script', values: [...d.values], next: 0 };
  return { kind: 'manual' };
}

/**
 * What a session started from: as recorded by createCharge, else rebuilt from its state (the initial
 * board, the charge, the dice source rewound; the title and description are then lost).
 */
function originOf(session: ChargeSession): ChargeInput {
  const known = ORIGINS.get(session);
  if (known) return known;
  const s = session.state;
  const scenario: Scenario = {
    id: s.scenarioId,
    title: s.scenarioId,
    description: `charge of scenario ${s.scenarioId}, rebuilt from its state`,
    board: s.initialBoard,
    charge: { attackers: s.attackers, targets: s.targets.map((t) => t.hex) },
  };
  return { scenario, ruleset: s.ruleset, dice: initialDice(s.dice) };
}

// ---------------------------------------------------------------------------------------------------
// Save

type Body = Omit<SaveDocument, 'checksum'>;

function stripRuleset(snapshot: unknown, hash: string): unknown {
  const snap = snapshot as { context?: Record<string, unknown> };
  if (!snap || typeof snap !== 'object' || !snap.context) return snapshot;
  return { ...snap, context: { ...snap.context, ruleset: { $ruleset: hash } } };
}

/** The persisted snapshot of a session as a save stores it: plain JSON, ruleset replaced by its hash. */
export function storedSnapshot(session: ChargeSession): unknown {
  const hash = hashOf(session.state.ruleset);
  return JSON.parse(JSON.stringify(stripRuleset(session.persisted(), hash)));
}

function signed(body: Body): SaveDocument {
  return { ...body, checksum: hashOf(body) };
}

/** The document saveCharge gives for something that is not a charge: every reader refuses it (save/not-a-charge). */
function notACharge(why: string): SaveDocument {
  const scenario = {};
  return signed({
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    engine: ENGINE_VERSION,
    scenario,
    scenarioHash: hashOf(scenario),
    ruleset: { id: '', hash: '' },
    dice: { kind: 'manual' },
    events: [],
    step: NOT_A_CHARGE,
    done: false,
    snapshot: { notACharge: why },
  });
}

/**
 * Saves a charge in progress (or ended) as a versioned, checksummed document; JSON.stringify it to
 * store. Total: given something that is not a charge session it returns a document that says so,
 * which readSave, resumeCharge and replay refuse with save/not-a-charge.
 */
export function saveCharge(session: ChargeSession): SaveDocument {
  if (!ChargeSession.isSession(session)) {
    return notACharge(`saveCharge was given ${describeValue(session)}, not a charge session`);
  }
  return guardedValue(
    () => {
      const origin = originOf(session);
      const scenario = scenarioToJson(origin.scenario);
      const rulesetHash = hashOf(origin.ruleset);
      const body: Body = JSON.parse(
        JSON.stringify({
          format: SAVE_FORMAT,
          version: SAVE_VERSION,
          engine: ENGINE_VERSION,
          scenario,
          scenarioHash: hashOf(scenario),
          ruleset: { id: origin.ruleset.id, hash: rulesetHash },
          dice: origin.dice,
          events: session.events,
          step: session.step,
          done: session.done,
          snapshot: stripRuleset(session.persisted(), rulesetHash),
        } satisfies Body),
      ) as Body;
      return signed(body);
    },
    () => notACharge('the charge session could not be written (an engine bug)'),
  );
}

// ---------------------------------------------------------------------------------------------------
// Read

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether a JSON text stops before its value is complete (an open string, array or object at the end). */
function endsEarly(text: string): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === BACKSLASH) escaped = true;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    if (ch === QUOTE) {
      inString = true;
      started = true;
    } else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      depth++;
      started = true;
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) depth--;
    else if (ch !== 0x20 && ch !== 0x09 && ch !== 0x0a && ch !== 0x0d) started = true;
  }
  return inString || depth > 0 || !started;
}

const MEMBERS: readonly (keyof SaveDocument)[] = [
  'engine',
  'scenario',
  'scenarioHash',
  'ruleset',
  'dice',
  'events',
  'step',
  'done',
  'snapshot',
  'checksum',
];

const EVENT_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  ROLL: ['type', 'value'],
  AUTO_ROLL: ['type'],
  CHOOSE: ['type', 'option'],
  CHOOSE_DEFAULT: ['type'],
};

/** The events of a save read one by one, exactly as a session reads what a host sends. */
function readEvents(list: unknown): Result<readonly ChargeEvent[]> {
  if (!Array.isArray(list)) return fail('save/malformed', `the save's events must be a list of events`);
  if (list.length > MAX_SAVE_EVENTS) {
    return fail(
      'save/too-large',
      `the save holds ${list.length} events; a charge ends within a few hundred (at most ${MAX_SAVE_EVENTS} are read)`,
    );
  }
  const events: ChargeEvent[] = [];
  for (const [i, raw] of list.entries()) {
    const e = readEvent(raw);
    if (!e.ok)
      return fail('save/malformed', `the save's event ${i + 1}: ${e.error.code}: ${e.error.message}`);
    const extra = Object.keys(raw as object).find((k) => !EVENT_MEMBERS[e.value.type]!.includes(k));
    if (extra !== undefined) {
      return fail(
        'save/malformed',
        `the save's event ${i + 1} (${e.value.type}) has a member ${describeValue(extra)}`,
      );
    }
    events.push(e.value);
  }
  return ok(Object.freeze(events));
}

/** The save's parsed JSON, copied into plain data, or a refusal. */
function parsedSave(input: unknown): Result<unknown> {
  let doc: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_CHARS) {
      return fail(
        'save/too-large',
        `the save is ${input.length} characters long; at most ${MAX_SAVE_CHARS} are read`,
      );
    }
    if (endsEarly(input))
      return fail('save/truncated', `the save ends early (${input.length} characters): it was cut short`);
    try {
      doc = JSON.parse(input);
    } catch (e) {
      const why = e instanceof Error ? e.message.split('\n')[0] : 'not JSON';
      return fail('save/malformed', `the save is not JSON: ${why}`);
    }
  }
  const copy = plainCopy(doc, 'the save', SAVE_LIMITS);
  if (!copy.ok) {
    return fail(
      copy.error.code === 'api/too-large' ? 'save/too-large' : 'save/malformed',
      copy.error.message,
    );
  }
  return copy;
}

/**
 * Reads a save document from its JSON text or parsed value and checks its form: refuses save/truncated
 * (the text stops early), save/too-large (a text, a list or a nesting beyond the limits), save/malformed
 * (not JSON, not a hexcharge save, a member missing or of the wrong shape, an event that is not one),
 * save/wrong-version (another save format version; a save of another hexcharge version is read, and
 * resumed by replaying its events), save/tampered (the checksum does not
 * match the content), save/not-a-charge (written by saveCharge for something that was not a charge).
 * It does not play the events: resumeCharge and replay do. Never throws.
 */
export function readSave(input: unknown): Result<SaveDocument> {
  return guarded('readSave', () => readSaveDocument(input));
}

function readSaveDocument(input: unknown): Result<SaveDocument> {
  const parsed = parsedSave(input);
  if (!parsed.ok) return parsed;
  const doc = parsed.value;
  if (!isRecord(doc) || doc.format !== SAVE_FORMAT) {
    return fail('save/malformed', `not a hexcharge save: "format" must be "${SAVE_FORMAT}"`);
  }
  if (doc.version !== SAVE_VERSION) {
    return fail(
      'save/wrong-version',
      `save version ${describeValue(doc.version)} cannot be read: this engine reads version ${SAVE_VERSION}`,
    );
  }
  const missing = MEMBERS.filter((k) => doc[k] === undefined);
  if (missing.length > 0) {
    return fail('save/malformed', `the save has no ${missing.map((k) => `"${k}"`).join(', ')}`);
  }
  // A save of another hexcharge version is read like any: resume and replay play its events again
  // and compare the result with the save (save/snapshot-mismatch, save/replay-diverged when this
  // engine resolves them another way). Only the save format (`version`) decides what can be read.
  if (typeof doc.engine !== 'string' || doc.engine.length === 0 || doc.engine.length > 64) {
    return fail(
      'save/malformed',
      `the save's engine must be the hexcharge version that wrote it: got ${describeValue(doc.engine)}`,
    );
  }
  const { checksum, ...body } = doc;
  if (typeof checksum !== 'string' || hashOf(body) !== checksum) {
    return fail(
      'save/tampered',
      `the save's checksum ${describeValue(checksum)} does not match its content: it was changed after saving`,
    );
  }
  if (doc.step === NOT_A_CHARGE) {
    const why = isRecord(doc.snapshot) ? doc.snapshot.notACharge : undefined;
    return fail(
      'save/not-a-charge',
      `the save holds no charge: ${typeof why === 'string' ? why : 'it was written for nothing'}`,
    );
  }
  const shapes: [boolean, string][] = [
    [isRecord(doc.scenario), 'scenario must be an object'],
    [typeof doc.scenarioHash === 'string', 'scenarioHash must be a string'],
    [
      isRecord(doc.ruleset) && typeof doc.ruleset.hash === 'string' && typeof doc.ruleset.id === 'string',
      'ruleset must be { id, hash }',
    ],
    [typeof doc.step === 'string', 'step must be a string'],
    [typeof doc.done === 'boolean', 'done must be true or false'],
    [
      isRecord(doc.snapshot) && isRecord(doc.snapshot.context),
      'snapshot must be a persisted machine snapshot',
    ],
  ];
  const bad = shapes.find(([good]) => !good);
  if (bad) return fail('save/malformed', `the save's ${bad[1]}`);
  if (hashOf(doc.scenario) !== doc.scenarioHash) {
    return fail('save/malformed', `the save's scenarioHash does not match its scenario`);
  }
  const dice = readDiceSource(doc.dice);
  if (!dice.ok) return fail('save/malformed', `the save's dice: ${dice.error.code}: ${dice.error.message}`);
  const events = readEvents(doc.events);
  if (!events.ok) return events;
  return ok({ ...(doc as unknown as SaveDocument), dice: dice.value, events: events.value });
}

// ---------------------------------------------------------------------------------------------------
// Resume by replay

/** The ruleset a save runs under: the one given (its hash must match) or the bundled one with that hash. */
function rulesetFor(doc: SaveDocument, given: Ruleset | undefined): Result<Ruleset> {
  if (given) {
    const hash = hashOf(given);
    if (hash !== doc.ruleset.hash) {
      return fail(
        'save/ruleset-mismatch',
        `the save was made under ruleset ${describeValue(doc.ruleset.id)} (hash ${describeValue(doc.ruleset.hash)}); the ruleset given, ${given.id}, has hash ${hash}`,
      );
    }
    return ok(given);
  }
  const bundled = bundledRulesetWithHash(doc.ruleset.hash);
  if (bundled) return ok(bundled);
  return fail(
    'save/ruleset-mismatch',
    `the save was made under ruleset ${describeValue(doc.ruleset.id)} (hash ${describeValue(doc.ruleset.hash)}), which is not bundled: pass that ruleset to resume it`,
  );
}

/** The options of resumeCharge and replay, read without trusting them. */
function readOptions(options: unknown): Result<{ ruleset: Ruleset | undefined; language: Lang }> {
  if (options === undefined) return ok({ ruleset: undefined, language: 'en' });
  if (typeof options !== 'object' || options === null) {
    return fail(
      'api/bad-argument',
      `the options must be an object { ruleset?, language? }: got ${describeValue(options)}`,
    );
  }
  const r = member(options, 'ruleset', 'the options');
  if (!r.ok) return r;
  const ruleset = r.value === undefined ? ok(undefined) : checkRuleset(r.value, 'the options.ruleset');
  if (!ruleset.ok) return ruleset;
  const l = member(options, 'language', 'the options');
  if (!l.ok) return l;
  const language = readLanguage(l.value);
  if (!language.ok) return language;
  return ok({ ruleset: ruleset.value, language: language.value });
}

/** Members of the snapshot's context that make the position of a charge: where it stands, not how it is told. */
const POSITION = ['scenarioId', 'procedure', 'pending', 'dice', 'board', 'removed'] as const;

/** A member of the position of a charge, as resumeCharge compares it (the pending request: its position only). */
function positionOf(context: Record<string, unknown>, m: (typeof POSITION)[number]): string {
  return canonicalJson(m === 'pending' ? pendingPosition(context[m]) : context[m]);
}

/**
 * Where the saved snapshot and the replayed one disagree, or undefined. `whole` compares every member
 * (the narration included); otherwise the position only: the machine step and status, and the
 * context's pending request (its position, not its words: pendingPosition), dice, board and removals.
 */
function disagreement(
  saved: Record<string, unknown>,
  replayed: Record<string, unknown>,
  whole: boolean,
): string | undefined {
  if (whole) {
    const b = replayed.context as Record<string, unknown>;
    // a save written before the ending was data holds its words: the same words are the same ending
    const a = withEndingOfReplay(saved.context as Record<string, unknown>, b);
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (canonicalJson(a[k]) !== canonicalJson(b[k])) return `snapshot.context.${k}`;
    }
    for (const k of new Set([...Object.keys(saved), ...Object.keys(replayed)])) {
      if (k !== 'context' && canonicalJson(saved[k]) !== canonicalJson(replayed[k])) return `snapshot.${k}`;
    }
    return undefined;
  }
  if (canonicalJson(saved.value) !== canonicalJson(replayed.value))
    return 'snapshot.value (the machine step)';
  if (canonicalJson(saved.status) !== canonicalJson(replayed.status)) return 'snapshot.status';
  const a = saved.context as Record<string, unknown>;
  const b = replayed.context as Record<string, unknown>;
  const k = POSITION.find((m) => positionOf(a, m) !== positionOf(b, m));
  return k === undefined ? undefined : `snapshot.context.${k}`;
}

function replayed(input: unknown, options: unknown, whole: boolean): Result<ChargeSession> {
  const given = readOptions(options);
  if (!given.ok) return given;
  const read = readSaveDocument(input);
  if (!read.ok) return read;
  const doc = read.value;
  const ruleset = rulesetFor(doc, given.value.ruleset);
  if (!ruleset.ok) return ruleset;
  if (ruleset.value.id !== doc.ruleset.id) {
    return fail(
      'save/ruleset-mismatch',
      `the save names ruleset ${describeValue(doc.ruleset.id)}, but the ruleset with its hash is ${ruleset.value.id}`,
    );
  }
  // The scenario is validated exactly as a scenario file is at load (its bounds included).
  const scenario = validateScenario(doc.scenario, 'save scenario', ruleset.value);
  if (!scenario.ok) return scenario;
  const start: ChargeInput = { scenario: scenario.value, ruleset: ruleset.value, dice: doc.dice };
  const created = ChargeSession.start(start, given.value.language);
  if (!created.ok) return created;
  const session = created.value;
  rememberOrigin(session, start);
  for (const [i, event] of doc.events.entries()) {
    const r = session.send(event);
    if (!r.ok) {
      if (r.error.code === 'api/internal') return r as Result<never>;
      return fail(
        'save/replay-diverged',
        `event ${i + 1} of ${doc.events.length} (${event.type}) was refused on replay: ${describe(r.error)}`,
      );
    }
  }
  // A save written before issue 21 is compared in today's form (save-upgrade.ts).
  const both = comparable(
    doc.snapshot as Record<string, unknown>,
    storedSnapshot(session) as Record<string, unknown>,
  );
  const step = currentStep(doc.step, doc.snapshot as Record<string, unknown>);
  const where =
    disagreement(both.saved, both.replayed, whole) ??
    (step !== session.step ? '"step"' : doc.done !== session.done ? '"done"' : undefined);
  if (where !== undefined) {
    return fail(
      'save/snapshot-mismatch',
      `the save's ${doc.events.length} events, replayed, give the charge at step ${session.step}${session.done ? ' (ended)' : ''}; the save differs from that in ${where}`,
    );
  }
  return ok(session);
}

/**
 * Resumes a saved charge (from its JSON text or parsed document) where it was saved, by replaying its
 * events from its scenario and initial dice under its ruleset: the same step, pending request, log and
 * dice; played on, it reaches the same end as the original would have. Nothing of the save is restored
 * as it is: the snapshot is only checked against the replay, on the position (step, status, pending
 * request, dice, board, removals). Refuses with the codes of readSave, save/ruleset-mismatch, a
 * data/... or scenario/... code if the scenario does not load under the ruleset, save/replay-diverged
 * (an event the charge does not accept at that point), save/snapshot-mismatch (the replay does not
 * stand where the save says), api/... for bad options. Never throws.
 */
export function resumeCharge(input: unknown, options: ResumeOptions = {}): Result<ChargeSession> {
  return guarded('resumeCharge', () => replayed(input, options, false));
}

/**
 * Replays a save from the start, like resumeCharge, and checks the whole snapshot: the replay must
 * reproduce every member of it (log, board, dice, step) exactly, or it refuses with
 * save/snapshot-mismatch naming the first member that differs. The tool to check that a save was
 * written by exactly this engine. Never throws.
 */
export function replay(input: unknown, options: ResumeOptions = {}): Result<ChargeSession> {
  return guarded('replay', () => replayed(input, options, true));
}

function describe(e: HexchargeError): string {
  return `${e.code}: ${e.message}`;
}
