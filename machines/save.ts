import pkg from '../package.json' with { type: 'json' };
import { validateScenario } from '../src/data/index.ts';
import type { DiceSource } from '../src/dice/index.ts';
import { fail, type HexchargeError, ok, type Result } from '../src/errors.ts';
import type { Board } from '../src/model/board.ts';
import { type Coord, hexLabel } from '../src/model/coord.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import type { ChargeState } from '../src/procedure/state.ts';
import { BUNDLED_RULESETS, bundledRuleset } from './bundled.ts';
import type { ChargeEvent, ChargeInput } from './charge.ts';
import { ChargeSession } from './session.ts';

/** The `format` member of every save document. */
export const SAVE_FORMAT = 'hexcharge-save';
/** The save document version this engine writes and reads. */
export const SAVE_VERSION = 1;
/** The engine (package) version written into saves; a save from another engine version is refused. */
export const ENGINE_VERSION: string = pkg.version;

/** A scenario in its file form (kind "scenario"), as validateScenario reads it. */
export type ScenarioJson = Readonly<Record<string, unknown>>;

/**
 * A saved charge: everything needed to resume it, in this process or another, to the identical
 * result, and to replay it from the start. Plain JSON. The ruleset is named by id and hash, not
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
  /** The machine step at the save, for people reading the file. */
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
}

// ---------------------------------------------------------------------------------------------------
// Canonical JSON and hashing

/**
 * Canonical JSON of a value: object keys sorted, undefined members left out, non-finite numbers written
 * as the strings "#Infinity", "#-Infinity", "#NaN" (a ruleset's impassable move cost is Infinity).
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : JSON.stringify(`#${value}`);
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value))
        return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
      const o = value as Record<string, unknown>;
      const keys = Object.keys(o)
        .filter((k) => o[k] !== undefined && typeof o[k] !== 'function')
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
    }
    default:
      return 'null';
  }
}

/** FNV-1a 64-bit of a string's UTF-16 code units, as 16 hex digits (a checksum, not a cryptographic hash). */
export function fnv1a64(text: string): string {
  // 64-bit arithmetic on four 16-bit limbs: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < text.length; i++) {
    h0 ^= text.charCodeAt(i);
    // multiply by 2^40 + 0x1b3: low part times 0x1b3, plus the value shifted left 40 bits (limb 2 gets h0 << 8).
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    h0 = t0 & 0xffff;
    const c1 = t1 + (t0 >>> 16);
    h1 = c1 & 0xffff;
    const c2 = t2 + (c1 >>> 16);
    h2 = c2 & 0xffff;
    h3 = (t3 + (c2 >>> 16)) & 0xffff;
  }
  return [h3, h2, h1, h0].map((x) => x.toString(16).padStart(4, '0')).join('');
}

/** The hash of a value: FNV-1a 64 of its canonical JSON. */
export function hashOf(value: unknown): string {
  return fnv1a64(canonicalJson(value));
}

// ---------------------------------------------------------------------------------------------------
// Scenario file form

function label(c: Coord, wide: boolean): string {
  return wide ? `${String(c.col).padStart(3, '0')}${String(c.row).padStart(3, '0')}` : hexLabel(c);
}

/** A validated scenario written back in its file form (kind "scenario"), which validateScenario reads again. */
export function scenarioToJson(s: Scenario): ScenarioJson {
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

/** Saves a charge in progress (or ended) as a versioned, checksummed document; JSON.stringify it to store. */
export function saveCharge(session: ChargeSession): SaveDocument {
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
  return { ...body, checksum: hashOf(body) };
}

// ---------------------------------------------------------------------------------------------------
// Read

/** Whether a JSON text stops before its value is complete (an open string, array or object at the end). */
function endsEarly(text: string): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      started = true;
    } else if (ch === '{' || ch === '[') {
      depth++;
      started = true;
    } else if (ch === '}' || ch === ']') depth--;
    else if (!/\s/.test(ch)) started = true;
  }
  return inString || depth > 0 || !started;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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

/**
 * Reads a save document from its JSON text or parsed value and checks it: refuses save/truncated (the
 * text stops early), save/malformed (not JSON, not a hexcharge save, a member missing or of the wrong
 * shape), save/wrong-version (another save version or engine version), save/tampered (the checksum
 * does not match the content).
 */
export function readSave(input: unknown): Result<SaveDocument> {
  let doc: unknown = input;
  if (typeof input === 'string') {
    if (endsEarly(input))
      return fail('save/truncated', `the save ends early (${input.length} characters): it was cut short`);
    try {
      doc = JSON.parse(input);
    } catch (e) {
      return fail('save/malformed', `the save is not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (!isObject(doc) || doc.format !== SAVE_FORMAT) {
    return fail('save/malformed', `not a hexcharge save: "format" must be "${SAVE_FORMAT}"`);
  }
  if (doc.version !== SAVE_VERSION) {
    return fail(
      'save/wrong-version',
      `save version ${JSON.stringify(doc.version)} cannot be read: this engine reads version ${SAVE_VERSION}`,
    );
  }
  const missing = MEMBERS.filter((k) => doc[k] === undefined);
  if (missing.length > 0) {
    return fail('save/malformed', `the save has no ${missing.map((k) => `"${k}"`).join(', ')}`);
  }
  if (doc.engine !== ENGINE_VERSION) {
    return fail(
      'save/wrong-version',
      `the save was written by hexcharge ${String(doc.engine)}; this is ${ENGINE_VERSION}, which may resolve it differently`,
    );
  }
  const { checksum, ...body } = doc;
  if (typeof checksum !== 'string' || hashOf(body) !== checksum) {
    return fail(
      'save/tampered',
      `the save's checksum ${JSON.stringify(checksum)} does not match its content: it was changed after saving`,
    );
  }
  const shapes: [boolean, string][] = [
    [isObject(doc.scenario), 'scenario must be an object'],
    [
      isObject(doc.ruleset) && typeof doc.ruleset.hash === 'string' && typeof doc.ruleset.id === 'string',
      'ruleset must be { id, hash }',
    ],
    [
      isObject(doc.dice) && ['seeded', 'script', 'manual'].includes(String(doc.dice.kind)),
      'dice must be a dice source',
    ],
    [
      Array.isArray(doc.events) && doc.events.every((e) => isObject(e) && typeof e.type === 'string'),
      'events must be a list of events',
    ],
    [
      isObject(doc.snapshot) && isObject(doc.snapshot.context),
      'snapshot must be a persisted machine snapshot',
    ],
    [hashOf(doc.scenario) === doc.scenarioHash, 'scenarioHash does not match the scenario'],
  ];
  const bad = shapes.find(([good]) => !good);
  if (bad) return fail('save/malformed', `the save's ${bad[1]}`);
  return ok(doc as unknown as SaveDocument);
}

/** The ruleset a save runs under: the one given (its hash must match) or the bundled one with that hash. */
function rulesetFor(doc: SaveDocument, options: ResumeOptions): Result<Ruleset> {
  if (options.ruleset) {
    const hash = hashOf(options.ruleset);
    if (hash !== doc.ruleset.hash) {
      return fail(
        'save/ruleset-mismatch',
        `the save was made under ruleset ${doc.ruleset.id} (hash ${doc.ruleset.hash}); the ruleset given, ${options.ruleset.id}, has hash ${hash}`,
      );
    }
    return ok(options.ruleset);
  }
  for (const id of Object.keys(BUNDLED_RULESETS)) {
    const r = bundledRuleset(id);
    if (r.ok && hashOf(r.value) === doc.ruleset.hash) return r;
  }
  return fail(
    'save/ruleset-mismatch',
    `the save was made under ruleset ${doc.ruleset.id} (hash ${doc.ruleset.hash}), which is not bundled: pass that ruleset to resume it`,
  );
}

interface Opened {
  readonly doc: SaveDocument;
  readonly input: ChargeInput;
}

function open(input: unknown, options: ResumeOptions): Result<Opened> {
  const doc = readSave(input);
  if (!doc.ok) return doc;
  const ruleset = rulesetFor(doc.value, options);
  if (!ruleset.ok) return ruleset;
  const scenario = validateScenario(structuredClone(doc.value.scenario), 'save scenario', ruleset.value);
  if (!scenario.ok) return scenario;
  const context = (doc.value.snapshot as { context: Partial<ChargeState> }).context;
  if (context.scenarioId !== scenario.value.id) {
    return fail(
      'save/malformed',
      `the save's snapshot is of scenario ${String(context.scenarioId)}, not ${scenario.value.id}`,
    );
  }
  return ok({
    doc: doc.value,
    input: { scenario: scenario.value, ruleset: ruleset.value, dice: structuredClone(doc.value.dice) },
  });
}

/**
 * Resumes a saved charge (from its JSON text or parsed document) where it was saved: the same step, the
 * same pending request, the same log and dice; played on, it reaches the same end as the original
 * would have. Refuses with the save/... codes of readSave, save/ruleset-mismatch, or a scenario/...
 * code if the embedded scenario does not fit the ruleset.
 */
export function resumeCharge(input: unknown, options: ResumeOptions = {}): Result<ChargeSession> {
  const opened = open(input, options);
  if (!opened.ok) return opened;
  const { doc, input: start } = opened.value;
  const snap = structuredClone(doc.snapshot) as { context: Record<string, unknown> };
  snap.context.ruleset = start.ruleset;
  let session: ChargeSession;
  try {
    session = new ChargeSession(start, snap, structuredClone(doc.events) as ChargeEvent[]);
  } catch (e) {
    return fail(
      'save/malformed',
      `the save's snapshot cannot be restored: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  rememberOrigin(session, start);
  return ok(session);
}

/**
 * Replays a save from the start: a new charge from the saved scenario and initial dice, fed every saved
 * event in order. The result must reproduce the saved snapshot exactly (log, board, dice, step);
 * otherwise it refuses with save/replay-diverged, naming the first event refused or the difference.
 */
export function replay(input: unknown, options: ResumeOptions = {}): Result<ChargeSession> {
  const opened = open(input, options);
  if (!opened.ok) return opened;
  const { doc, input: start } = opened.value;
  const session = new ChargeSession(start);
  rememberOrigin(session, start);
  for (const [i, event] of doc.events.entries()) {
    const r = session.send(structuredClone(event) as ChargeEvent);
    if (!r.ok) {
      return fail(
        'save/replay-diverged',
        `event ${i + 1} of ${doc.events.length} (${event.type}) was refused on replay: ${describe(r.error)}`,
      );
    }
  }
  const again = canonicalJson(storedSnapshot(session));
  const saved = canonicalJson(doc.snapshot);
  if (again !== saved) {
    const replayedLog = session.state.log.length;
    const savedLog = ((doc.snapshot as { context: { log?: unknown[] } }).context.log ?? []).length;
    return fail(
      'save/replay-diverged',
      `replaying the ${doc.events.length} events does not reproduce the saved state (log: ${replayedLog} entries replayed, ${savedLog} saved; step ${session.step}, saved ${doc.step})`,
    );
  }
  return ok(session);
}

function describe(e: HexchargeError): string {
  return `${e.code}: ${e.message}`;
}
