import {
  type ChargeEvent,
  type ChargeInput,
  type DiceSource,
  hashOf,
  type Ruleset,
  readSave,
  replay,
  type SaveDocument,
  saveCharge,
  scenarioToJson,
} from 'hexcharge';
import { fail, type HexchargeError, ok, type Result } from 'hexcharge/errors';
import { ChargeSession, rememberOrigin } from 'hexcharge/machine';
import {
  type Loaded,
  loadRuleset,
  loadScenarioJson,
  loadShippedScenario,
  shippedRulesets,
  shippedScenarios,
} from './data.ts';
import type { Timeline } from './timeline.ts';

/** The `format` of the page's save file: the engine's save document and the time-travel cursor. */
export const PAGE_SAVE_FORMAT = 'hexcharge-page-save';
/** The page save version this page writes and reads. */
export const PAGE_SAVE_VERSION = 1;

/**
 * What "Save charge" downloads: the engine's save document (machines/save.ts, `saveCharge`) of the
 * whole timeline, every event taken including those after the cursor, and the cursor, which the
 * engine's document has no place for. Only the cursor is outside the engine's checksum.
 */
export interface PageSave {
  readonly format: typeof PAGE_SAVE_FORMAT;
  readonly version: typeof PAGE_SAVE_VERSION;
  /** How many of `charge.events` the page was showing (0 = the start of the charge). */
  readonly cursor: number;
  /** The seed of the generator that rolls once the scenario's script has run out (absent without a script). */
  readonly seed?: number;
  /** The engine's save document of the charge after every event of the timeline. */
  readonly charge: SaveDocument;
}

/** The page save of a timeline. */
export function savePage(t: Timeline): PageSave {
  const input: ChargeInput = { scenario: t.loaded.scenario, ruleset: t.loaded.ruleset, dice: t.dice() };
  const session = new ChargeSession(input);
  rememberOrigin(session, input);
  // The timeline took every one of these events from the same start, so each is accepted again.
  for (const e of t.events) if (!session.send(structuredClone(e)).ok) break;
  return {
    format: PAGE_SAVE_FORMAT,
    version: PAGE_SAVE_VERSION,
    cursor: t.cursor,
    ...(t.scripted && t.seed !== undefined ? { seed: t.seed } : {}),
    charge: saveCharge(session),
  };
}

/** A save read back: what the page needs to rebuild the timeline. */
export interface OpenedSave {
  readonly loaded: Loaded;
  /** Whether the scenario is one of the shipped files (picked in the scenario menu). */
  readonly shipped: boolean;
  readonly dice: DiceSource;
  readonly events: readonly ChargeEvent[];
  readonly cursor: number;
  /** The seed of the generator after the script, when the page save names one. */
  readonly seed?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shipped ruleset file whose ruleset has the hash a save names. */
function shippedRulesetWithHash(hash: string): { file: string; ruleset: Ruleset } | undefined {
  for (const { file } of shippedRulesets()) {
    const r = loadRuleset(file);
    if (r.ok && hashOf(r.value) === hash) return { file, ruleset: r.value };
  }
  return undefined;
}

/** The shipped scenario a save embeds, if it is one (same id, same content under the save's ruleset). */
function shippedScenarioOf(doc: SaveDocument, rulesetFile: string): Loaded | undefined {
  const id = doc.scenario.id;
  for (const s of shippedScenarios().filter((x) => x.id === id)) {
    const l = loadShippedScenario(s.file, rulesetFile);
    if (l.ok && hashOf(scenarioToJson(l.value.scenario)) === doc.scenarioHash) return l.value;
  }
  return undefined;
}

/**
 * Reads the text of a save file: a page save (the engine document and the cursor), or a bare engine
 * save document (from `saveCharge` in a host or the CLI; the cursor is then at its last event). The
 * engine document is checked by `replay` of machines/save.ts: the save/... codes of docs/errors.md
 * (save/truncated, save/malformed, save/wrong-version, save/tampered, save/ruleset-mismatch,
 * save/replay-diverged). A page save with another format version is save/wrong-version, one without
 * a whole-number cursor or an engine document save/malformed.
 */
export function openSave(text: string, file: string): Result<OpenedSave> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Let the engine say whether the text was cut short or is not JSON at all.
    const r = readSave(text);
    return r.ok ? fail('save/malformed', 'the save is not JSON', file) : withFile(r.error, file);
  }
  let charge: unknown = json;
  let cursor: number | undefined;
  let seed: number | undefined;
  if (isObject(json) && json.format === PAGE_SAVE_FORMAT) {
    if (json.version !== PAGE_SAVE_VERSION) {
      return fail(
        'save/wrong-version',
        `page save version ${JSON.stringify(json.version)} cannot be read: this page reads version ${PAGE_SAVE_VERSION}`,
        file,
      );
    }
    if (typeof json.cursor !== 'number' || !Number.isInteger(json.cursor) || json.cursor < 0) {
      return fail('save/malformed', 'the page save\'s "cursor" must be a whole number', file);
    }
    if (json.charge === undefined) return fail('save/malformed', 'the page save has no "charge"', file);
    if (json.seed !== undefined && !(Number.isInteger(json.seed) && (json.seed as number) >= 0))
      return fail('save/malformed', 'the page save\'s "seed" must be a whole number', file);
    charge = json.charge;
    cursor = json.cursor;
    seed = json.seed as number | undefined;
  }
  const doc = readSave(charge);
  if (!doc.ok) return withFile(doc.error, file);
  const rs = shippedRulesetWithHash(doc.value.ruleset.hash);
  // Without a shipped ruleset of that hash, replay looks among the engine's bundled ones and refuses.
  const replayed = replay(doc.value, rs ? { ruleset: rs.ruleset } : {});
  if (!replayed.ok) return withFile(replayed.error, file);
  if (!rs) {
    return fail(
      'save/ruleset-mismatch',
      `the save's ruleset ${doc.value.ruleset.id} is not one of the page's rulesets`,
      file,
    );
  }
  const shipped = shippedScenarioOf(doc.value, rs.file);
  const loaded = shipped
    ? ok(shipped)
    : loadScenarioJson(doc.value.scenario, `${String(doc.value.scenario.id)}.json`, rs.file);
  if (!loaded.ok) return withFile(loaded.error, file);
  const events = doc.value.events;
  return ok({
    loaded: loaded.value,
    shipped: shipped !== undefined,
    dice: doc.value.dice,
    events,
    cursor: Math.min(cursor ?? events.length, events.length),
    ...(seed === undefined ? {} : { seed }),
  });
}

/** A refusal with the save file's name in front of its message, as the page shows it. */
function withFile<T>(e: HexchargeError, file: string): Result<T> {
  return { ok: false, error: e.file === undefined ? { ...e, file, message: `${file}: ${e.message}` } : e };
}
