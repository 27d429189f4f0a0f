/**
 * hexcharge, the embedding API: what a host game imports to resolve a La Bataille cavalry charge.
 *
 * Load a scenario (and a ruleset, or use the bundled one) from JSON without a file system, create a
 * charge, read its step and pending request, answer it with rolls and choices, follow the log
 * narrated in the charge's language (English, Spanish or Russian), and apply the consequences to the
 * host's own board. Save, resume and replay are in the same
 * entry, and the odds of a charge (chargeOdds: exact; monteCarloOdds: seeded), from its start or from
 * the step a session waits in. Every refusal is a `HexchargeError` with a stable code (docs/errors.md).
 *
 * @example
 * ```ts
 * import { createCharge, loadScenarioFromJson, consequences } from 'hexcharge';
 * const loaded = loadScenarioFromJson(text);            // Result<{ scenario, ruleset }>
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const charge = createCharge({ ...loaded.value, dice: { seed: 7 } });
 * if (!charge.ok) throw new Error(charge.error.message);
 * const session = charge.value;
 * session.onLog((entry) => console.log(entry.text));
 * while (!session.done) {
 *   const p = session.pending!;
 *   p.kind === 'roll' ? session.autoRoll() : session.chooseDefault();
 * }
 * const c = consequences(session.state);                 // moved, removed, changed, obligations
 * ```
 * @packageDocumentation
 */
import {
  type ConsequenceSource,
  type Consequences,
  consequences as consequencesOf,
  diffBoards as diffBoardsOf,
  type RemovalRecord,
} from '../src/consequences.ts';
import { parseJson, validateRuleset, validateScenario } from '../src/data/index.ts';
import type { ReadJson } from '../src/data/ruleset.ts';
import type { DiceKind } from '../src/dice/index.ts';
import {
  type DiceRequest,
  type DiceSource,
  describeRequest as describeRequestOf,
  parseRoll as parseRollOf,
  type Roll,
} from '../src/dice/index.ts';
import type { Obligation } from '../src/doctrines/obligations.ts';
import {
  fail,
  formatError as formatErrorOf,
  type HexchargeError,
  isErrorCode,
  ok,
  type Result,
} from '../src/errors.ts';
import {
  type BoardViolation,
  boardViolations as boardViolationsOf,
  type InvariantSource,
  type MachinePosition,
} from '../src/invariants/index.ts';
import type { Board } from '../src/model/board.ts';
import { type Coord, coordKey as coordKeyOf, hexLabel as hexLabelOf } from '../src/model/coord.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { type Lang, renderWords } from '../src/narration/narrate.ts';
import type { RollRequest } from '../src/procedure/state.ts';
import { BUNDLED_RULESETS, bundledRuleset, DEFAULT_RULESET_ID, readBundled } from './bundled.ts';
import { type DiceChoice, readDiceChoice } from './dice-choice.ts';
import { rollValue } from './events.ts';
import { readLanguage } from './language.ts';
import { describeValue, isRecord, member, plainCopy, thrownText } from './plain.ts';
import { checkRuleset } from './ruleset-check.ts';
import { bundledRulesetIdOf } from './ruleset-name.ts';
import { rememberOrigin } from './save.ts';
import { checkedScenario, rulesetOf } from './scenario-check.ts';
import { ChargeSession } from './session.ts';
import { guarded, guardedValue } from './total.ts';
import { trustRuleset, trustScenario } from './trusted.ts';

export type { ChargeOutcome, Fate, UnitEnd } from '../src/analysis/outcome.ts';
export type {
  ConsequenceSource,
  Consequences,
  FieldChange,
  LeaderMoved,
  LeaderRemoved,
  Obligation,
  RemovalReason,
  RemovalRecord,
  UnitChanged,
  UnitLeftMap,
  UnitMoved,
  UnitRemoved,
} from '../src/consequences.ts';
export type { ReadJson } from '../src/data/ruleset.ts';
export type {
  D66Value,
  DiceKind,
  DiceRequest,
  DiceSource,
  Face,
  HostRoll,
  ManualSource,
  Roll,
  RollDice,
  RollInput,
  RollShapes,
  RollText,
  ScriptSource,
  SeededSource,
} from '../src/dice/index.ts';
export type { DoctrineProgress, FlightRecord, PursuerRecord } from '../src/doctrines/progress.ts';
export { ERROR_CODES, type ErrorCode, type HexchargeError, type Result } from '../src/errors.ts';
export {
  type BoardViolation,
  type InvariantSource,
  type MachinePosition,
  VIOLATION_CODES,
  type ViolationCode,
} from '../src/invariants/index.ts';
export type { Board, Edge, Side } from '../src/model/board.ts';
export type { Coord } from '../src/model/coord.ts';
export type { Direction } from '../src/model/direction.ts';
export type {
  BounceRule,
  ChartCell,
  ColumnShiftTable,
  Crt,
  CrtColumn,
  CrtResult,
  DoctrineDice,
  FactorModifier,
  FireColumn,
  FireTable,
  Flight6eSettings,
  FlightDoctrineId,
  FlightPursuit8eSettings,
  FormationHexsides,
  HexScale,
  HexsideClass,
  Odds,
  OddsRounding,
  Pursuit6eSettings,
  PursuitDoctrineId,
  RecallChart,
  RecallResult,
  ReformRule,
  RollRange,
  Ruleset,
  RulesetSettings,
  StepModifier,
} from '../src/model/ruleset.ts';
export type { ChargeDeclaration, Scenario, ScenarioDice } from '../src/model/scenario.ts';
export type { TerrainKind, TerrainType } from '../src/model/terrain.ts';
export type { Arm, Formation, Leader, MoraleState, Readiness, Unit, Weight } from '../src/model/unit.ts';
export type { Lang, NarratedEntry } from '../src/narration/narrate.ts';
export type {
  DecidedBy,
  Ending,
  EndingParams,
  SideEnding,
  SideStatus,
} from '../src/procedure/ending.ts';
export type { LogEntry } from '../src/procedure/log.ts';
export type { LogEffect, MoveWhy } from '../src/procedure/log-effect.ts';
export type { LogKey, LogParams } from '../src/procedure/log-keys.ts';
export type {
  ChargeState,
  ChoiceOption,
  ChoiceRequest,
  ChoiceWhat,
  OddsWorking,
  Pending,
  PendingMove,
  Procedure,
  Removal,
  RollRequest,
  RollWhat,
  Subject,
  TargetStack,
  Words,
} from '../src/procedure/state.ts';
export { type AdviceOptions, adviseChoice } from './advice.ts';
export type {
  ChoiceAdvice,
  OptionAdvice,
  PlainChance,
  PlainRow,
  PlainViews,
} from './analysis/advice-plain.ts';
export type { AnalysisProgress } from './analysis/exact.ts';
export {
  type BestChoice,
  bestChoice,
  CHOICE_OBJECTIVES,
  type ChoiceObjective,
  type OptionValue,
} from './best-choice.ts';
export { BUNDLED_RULESETS, DEFAULT_RULESET_ID } from './bundled.ts';
export {
  type ChargeEvent,
  type ChargeInput,
  type ChargeMachine,
  chargeMachine,
  type StepName,
  type StepTag,
} from './charge.ts';
export type { DiceChoice } from './dice-choice.ts';
export {
  type ChargeOdds,
  chargeOdds,
  MAX_MONTE_CARLO_CHARGES,
  type MonteCarloChance,
  type MonteCarloMean,
  type MonteCarloOdds,
  type MonteCarloOptions,
  type MonteCarloOutcome,
  type MonteCarloRow,
  monteCarloOdds,
  type OddsFrom,
  type OddsOptions,
  type OddsSource,
  type OutcomeOdds,
} from './odds.ts';
export {
  canonicalJson,
  ENGINE_VERSION,
  hashOf,
  MAX_SAVE_CHARS,
  MAX_SAVE_EVENTS,
  type ResumeOptions,
  readSave,
  replay,
  resumeCharge,
  SAVE_FORMAT,
  SAVE_VERSION,
  type SaveDocument,
  type ScenarioJson,
  saveCharge,
  scenarioToJson,
} from './save.ts';
export {
  type ChargeSession,
  type ChargeSnapshot,
  type ListenerErrorHandler,
  type LogListener,
  type LogListenerOptions,
  stepName,
} from './session.ts';

/** A scenario validated under a ruleset, ready for createCharge. */
export interface LoadedScenario {
  readonly scenario: Scenario;
  readonly ruleset: Ruleset;
}

/** What a charge is created from. */
export interface CreateChargeOptions {
  readonly scenario: Scenario;
  /**
   * The ruleset; by default the one the scenario was loaded under (loadScenarioFromJson: the ruleset
   * the scenario names), else the bundled La Bataille ruleset.
   */
  readonly ruleset?: Ruleset;
  /** The dice; by default the scenario's own dice (seed or script), else seed 1. */
  readonly dice?: DiceChoice;
  /** The language the session narrates its log in: one of LANGS (src/narration/languages.ts), English by default. */
  readonly language?: Lang;
}

/**
 * A bundled ruleset by id (default "la-bataille"), validated and cached; no file system needed.
 * Refuses an id that is not bundled (or not a string) with file/not-found.
 */
export function loadBundledRuleset(id: string = DEFAULT_RULESET_ID): Result<Ruleset> {
  return guarded('loadBundledRuleset', () => bundledRuleset(id));
}

/**
 * The bundled default ruleset (La Bataille, odds rounded down). It takes no input; the bundled data it
 * reads is validated by the test suite (a broken package would throw here, nothing a host passes).
 */
export function defaultRuleset(): Ruleset {
  const r = bundledRuleset(DEFAULT_RULESET_ID);
  if (!r.ok) throw new Error(`the bundled ruleset is broken: ${r.error.message}`);
  return r.value;
}

/** JSON given as text (parsed) or as a value (copied into plain data), for the loaders. */
function jsonOf(input: unknown, file: string): Result<unknown> {
  if (typeof input === 'string') {
    const parsed = parseJson(input, file);
    if (!parsed.ok) return parsed;
    return plainCopy(parsed.value, file);
  }
  return plainCopy(input, file);
}

/** A file name argument: a string, or the default when none is given. */
function fileName(file: unknown, fallback: string, what: string): Result<string> {
  if (file === undefined) return ok(fallback);
  if (typeof file !== 'string') {
    return fail('api/bad-argument', `${what} must be a file name (a string): got ${describeValue(file)}`);
  }
  return ok(file);
}

/** A host's ReadJson function, called without trusting it: what it throws or returns is checked. */
function hostReader(read: ReadJson): ReadJson {
  return (path) => {
    let answer: unknown;
    try {
      answer = read(path);
    } catch (e) {
      return fail('file/unreadable', `the host's file reader threw: ${thrownText(e)}`, path);
    }
    const copy = plainCopy(answer, `the file reader's answer for ${path}`);
    if (!copy.ok) return copy;
    const a = copy.value;
    if (isRecord(a) && a.ok === true) return ok(a.value);
    if (isRecord(a) && a.ok === false && isRecord(a.error) && typeof a.error.code === 'string') {
      const message = typeof a.error.message === 'string' ? a.error.message : 'cannot read';
      // a code of docs/errors.md is kept (file/not-found...); another is file/unreadable, naming it
      if (isErrorCode(a.error.code)) return { ok: false, error: { code: a.error.code, message } };
      return fail(
        'file/unreadable',
        `the host's file reader refused with ${describeValue(a.error.code)}: ${message}`,
        path,
      );
    }
    return fail(
      'api/bad-argument',
      `the file reader must return { ok: true, value } or { ok: false, error: { code, message } } for ${path}: got ${describeValue(a)}`,
    );
  };
}

/**
 * Validates a ruleset from its JSON (text or parsed) and its tables, without a file system. `files`
 * gives the JSON of every file the ruleset names, keyed by path resolved against `file` (ruleset
 * "rulesets/my.json" naming "../tables/crt.json" looks up "tables/crt.json"), or is a ReadJson
 * function. Files it does not have fall back to the bundled data files (so a ruleset placed at
 * "data/rulesets/x.json" may extend "la-bataille.json" and reuse the shipped tables). Only own members
 * of `files` are looked up. Never throws.
 */
export function loadRulesetFromJson(
  json: unknown,
  files: Readonly<Record<string, unknown>> | ReadJson = {},
  file = 'ruleset.json',
): Result<Ruleset> {
  return guarded('loadRulesetFromJson', () => {
    const name = fileName(file, 'ruleset.json', 'the ruleset file name');
    if (!name.ok) return name;
    const root = jsonOf(json, name.value);
    if (!root.ok) return root;
    let read: ReadJson;
    if (typeof files === 'function') read = hostReader(files);
    else {
      const map = plainCopy(files ?? {}, 'the files');
      if (!map.ok) return map;
      if (!isRecord(map.value)) {
        return fail(
          'api/bad-argument',
          `the files must be an object { path: JSON } or a function: got ${describeValue(map.value)}`,
        );
      }
      const given = map.value;
      read = (path) => (Object.hasOwn(given, path) ? jsonOf(given[path], path) : readBundled(path));
    }
    const r = validateRuleset(root.value, name.value, read);
    return r.ok ? ok(trustRuleset(r.value)) : r;
  });
}

/**
 * Validates a scenario from its JSON (text or parsed) under a ruleset: the one the host passes, else
 * the bundled ruleset the scenario's own "ruleset" names (by id, "flight-pursuit-6e", or by path,
 * "../rulesets/flight-pursuit-6e.json", resolved as bundledRulesetId does), else, when it names none,
 * the bundled La Bataille ruleset. The LoadedScenario carries that ruleset (createCharge and chargeOdds
 * use it). Refuses scenario/unknown-ruleset for a "ruleset" that names no bundled ruleset when the host
 * passes none, data/... and scenario/... codes for the scenario, data/malformed-json for bad text,
 * api/... for input that is not JSON data or options that are not options. Never throws.
 */
export function loadScenarioFromJson(
  json: unknown,
  options: { readonly ruleset?: Ruleset; readonly file?: string } = {},
): Result<LoadedScenario> {
  return guarded('loadScenarioFromJson', () => {
    const opts = options ?? {};
    if (typeof opts !== 'object') {
      return fail(
        'api/bad-argument',
        `the options must be an object { ruleset?, file? }: got ${describeValue(opts)}`,
      );
    }
    const fileMember = member(opts, 'file', 'the options');
    if (!fileMember.ok) return fileMember;
    const file = fileName(fileMember.value, 'scenario.json', 'the options.file');
    if (!file.ok) return file;
    const rulesetMember = member(opts, 'ruleset', 'the options');
    if (!rulesetMember.ok) return rulesetMember;
    const given =
      rulesetMember.value === undefined
        ? undefined
        : checkRuleset(rulesetMember.value, 'the options.ruleset');
    if (given && !given.ok) return given;
    const root = jsonOf(json, file.value);
    if (!root.ok) return root;
    const ruleset = given ?? scenarioRuleset(root.value, file.value);
    if (!ruleset.ok) return ruleset;
    const scenario = validateScenario(root.value, file.value, ruleset.value);
    return scenario.ok
      ? ok({ scenario: trustScenario(scenario.value, ruleset.value), ruleset: ruleset.value })
      : scenario;
  });
}

/**
 * The bundled ruleset a scenario's JSON names in its "ruleset" (bundledRulesetIdOf), the default one
 * when it names none (or the member is not a string: the scenario's validation refuses that), or
 * scenario/unknown-ruleset.
 */
function scenarioRuleset(root: unknown, file: string): Result<Ruleset> {
  const named = isRecord(root) && Object.hasOwn(root, 'ruleset') ? root.ruleset : undefined;
  if (typeof named !== 'string') return bundledRuleset(DEFAULT_RULESET_ID);
  const id = bundledRulesetIdOf(named, file);
  if (id !== undefined) return bundledRuleset(id);
  return fail(
    'scenario/unknown-ruleset',
    `the scenario's ruleset ${describeValue(named)} is not a bundled ruleset (${Object.keys(BUNDLED_RULESETS).join(', ')}): load it with loadRulesetFromJson and pass it as { ruleset }`,
    file,
    'ruleset',
  );
}

/**
 * The id of the bundled ruleset a name stands for (a scenario's "ruleset", a command line's --ruleset):
 * a bundled id ("flight-pursuit-6e"), a bundled path ("data/rulesets/flight-pursuit-6e.json"), or a
 * path written in a scenario ("../rulesets/flight-pursuit-6e.json") resolved against the scenario's
 * file `from` and against the bundled scenarios' folder, so a copied scenario resolves wherever it
 * lies. Undefined for any other name. Total: undefined for what is not a string.
 */
export function bundledRulesetId(name: string, from?: string): string | undefined {
  return guardedValue(
    () => bundledRulesetIdOf(name, typeof from === 'string' ? from : undefined),
    () => undefined,
  );
}

/**
 * Reads a dice choice into a dice source; refuses bad seeds (dice/bad-seed) and anything else that is
 * not a dice choice, "auto" or a bad script included (dice/bad-source). Never throws.
 */
export function diceSourceOf(choice: DiceChoice | undefined, scenario?: Scenario): Result<DiceSource> {
  return guarded('diceSourceOf', () => {
    let own: unknown;
    if (typeof scenario === 'object' && scenario !== null) {
      const d = member(scenario, 'dice', 'the scenario');
      if (!d.ok) return d;
      const copy = plainCopy(d.value, 'the scenario dice');
      if (!copy.ok) return copy;
      own = copy.value;
    }
    return readDiceChoice(choice, isRecord(own) ? ownDice(own) : undefined);
  });
}

/** A scenario's own dice, as far as they are well formed (a validated scenario's always are). */
function ownDice(d: Record<string, unknown>) {
  const script =
    Array.isArray(d.script) && d.script.every((v) => typeof v === 'number' && Number.isInteger(v))
      ? (d.script as number[])
      : undefined;
  const seed = typeof d.seed === 'number' ? d.seed : undefined;
  return { ...(script ? { script } : {}), ...(seed === undefined ? {} : { seed }) };
}

/**
 * Creates a charge: the charging cavalry has reached its target and the melee procedure begins. The
 * scenario is checked against the ruleset (terrain, formations, stacking: the scenario/... codes), so
 * a scenario loaded under another ruleset is refused rather than failing later. Without a ruleset it
 * plays under the one the scenario was loaded under (else La Bataille's). The ruleset must be
 * one the engine loaded (api/unknown-ruleset otherwise), the dice a dice choice (dice/...), the
 * language one of LANGS (api/unknown-language), the options an object (api/bad-argument). Never
 * throws.
 */
export function createCharge(options: CreateChargeOptions): Result<ChargeSession> {
  return guarded('createCharge', () => {
    if (typeof options !== 'object' || options === null) {
      return fail(
        'api/bad-argument',
        `createCharge takes { scenario, ruleset?, dice?, language? }: got ${describeValue(options)}`,
      );
    }
    const read = (key: string) => member(options, key, 'the options');
    const rulesetMember = read('ruleset');
    if (!rulesetMember.ok) return rulesetMember;
    const scenarioMember = read('scenario');
    if (!scenarioMember.ok) return scenarioMember;
    const ruleset = rulesetOf(rulesetMember.value, scenarioMember.value);
    if (!ruleset.ok) return ruleset;
    if (typeof scenarioMember.value !== 'object' || scenarioMember.value === null) {
      return fail(
        'api/bad-argument',
        `createCharge needs a scenario (from loadScenarioFromJson): got ${describeValue(scenarioMember.value)}`,
      );
    }
    const checked = checkedScenario(scenarioMember.value, ruleset.value);
    if (!checked.ok) return checked;
    const diceMember = read('dice');
    if (!diceMember.ok) return diceMember;
    const dice = readDiceChoice(diceMember.value, checked.value.dice);
    if (!dice.ok) return dice;
    const languageMember = read('language');
    if (!languageMember.ok) return languageMember;
    const language = readLanguage(languageMember.value);
    if (!language.ok) return language;
    const input = { scenario: checked.value, ruleset: ruleset.value, dice: dice.value };
    const session = ChargeSession.start(input, language.value);
    if (session.ok) rememberOrigin(session.value, input);
    return session;
  });
}

/** The ids of the bundled rulesets. */
export function bundledRulesetIds(): readonly string[] {
  return Object.keys(BUNDLED_RULESETS);
}

/** Whether a value is a charge session made by this engine (createCharge, resumeCharge, replay). */
export function isChargeSession(value: unknown): value is ChargeSession {
  return ChargeSession.isSession(value);
}

// ---------------------------------------------------------------------------------------------------
// Helpers of the host, made total: they keep their plain return values and never throw.

const NO_CONSEQUENCES: Consequences = Object.freeze({
  moved: [],
  removed: [],
  leftMap: [],
  changed: [],
  leadersMoved: [],
  leadersRemoved: [],
  incrementsLost: {},
  obligations: [],
});

/** Plain copies of a consequence source's members (never the host's own objects). */
function plainMembers(o: unknown, keys: readonly string[]): Record<string, unknown> | undefined {
  if (typeof o !== 'object' || o === null) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const m = member(o, k, 'the state');
    if (!m.ok) return undefined;
    const c = plainCopy(m.value, k);
    if (!c.ok) return undefined;
    out[k] = c.value;
  }
  return out;
}

/**
 * What the host must do on its own board after a charge (moved, with the hexes each unit walked,
 * removed, changed, leaders, increments lost, obligations), from a charge state (`session.state`). Total: for something that is not a charge
 * state it gives no consequences (every list empty).
 */
export function consequences(state: ConsequenceSource): Consequences {
  return guardedValue(
    () => {
      const s = plainMembers(state, ['initialBoard', 'board', 'removed', 'obligations', 'log']);
      return s ? consequencesOf(s as unknown as ConsequenceSource) : NO_CONSEQUENCES;
    },
    () => NO_CONSEQUENCES,
  );
}

/**
 * The consequences of a charge as a diff of two boards (see consequences). Total: for boards that
 * cannot be read it gives no consequences.
 */
export function diffBoards(
  before: Board,
  after: Board,
  removals: readonly RemovalRecord[] = [],
  obligations: readonly Obligation[] = [],
): Consequences {
  return guardedValue(
    () => {
      const s = plainMembers({ before, after, removals, obligations }, [
        'before',
        'after',
        'removals',
        'obligations',
      ]);
      if (!s) return NO_CONSEQUENCES;
      return diffBoardsOf(
        s.before as Board,
        s.after as Board,
        (s.removals ?? []) as RemovalRecord[],
        (s.obligations ?? []) as Obligation[],
      );
    },
    () => NO_CONSEQUENCES,
  );
}

/**
 * Reads a roll a person typed or a script gave, for the dice a request asks for (see the dice codes
 * in docs/errors.md). Never throws: a list that cannot be read is api/not-plain-data; anything else
 * that is not a number, a string or a list of them is dice/not-a-number.
 */
export function parseRoll(dice: DiceKind, input: unknown): Result<Roll> {
  return guarded('parseRoll', () => {
    const value = rollValue(input);
    if (!value.ok) return value;
    return parseRollOf(typeof dice === 'string' ? dice : (describeValue(dice) as DiceKind), value.value);
  });
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The English words of a pending roll's `say` ({ key, params }), or "" when it has none that can be read. */
function sayOf(req: object): string {
  const w = member(req, 'say', 'the request');
  if (!w.ok || typeof w.value !== 'object' || w.value === null) return '';
  const key = member(w.value, 'key', 'the words');
  const params = member(w.value, 'params', 'the words');
  if (!key.ok || typeof key.value !== 'string' || !params.ok) return '';
  const plain: Record<string, string | number> = {};
  if (typeof params.value === 'object' && params.value !== null)
    for (const k of Object.keys(params.value)) {
      const v = member(params.value, k, 'the parameters');
      if (v.ok && (typeof v.value === 'string' || typeof v.value === 'number')) plain[k] = v.value;
    }
  return renderWords({ key: key.value, params: plain }, 'en');
}

/**
 * The one line a player is asked: "Roll d66 for the stand check ... (19.6)", for a pending roll of a
 * charge (its words, `say`, in English) or a dice request with its `purpose`. Total: "" for what is
 * not a request.
 */
export function describeRequest(req: DiceRequest | RollRequest): string {
  return guardedValue(
    () => {
      if (typeof req !== 'object' || req === null) return '';
      const get = (k: string) => {
        const m = member(req, k, 'the request');
        return m.ok ? text(m.value) : '';
      };
      return describeRequestOf({
        id: get('id'),
        dice: get('dice') as DiceKind,
        purpose: get('purpose') || sayOf(req),
        rule: get('rule'),
      });
    },
    () => '',
  );
}

/** The one line a CLI prints for a refusal: "error <code>: <message>". Total for anything it is given. */
export function formatError(e: HexchargeError): string {
  return guardedValue(
    () => {
      if (typeof e !== 'object' || e === null)
        return `error api/bad-argument: not an error: ${describeValue(e)}`;
      const code = member(e, 'code', 'the error');
      const message = member(e, 'message', 'the error');
      return formatErrorOf({
        code: code.ok && typeof code.value === 'string' ? code.value : 'unknown',
        message:
          message.ok && typeof message.value === 'string'
            ? message.value
            : describeValue(message.ok ? message.value : undefined),
      });
    },
    () => 'error unknown: an error that cannot be read',
  );
}

function coordOf(c: unknown): Coord | undefined {
  if (typeof c !== 'object' || c === null) return undefined;
  const col = member(c, 'col', 'the hex');
  const row = member(c, 'row', 'the hex');
  return col.ok && row.ok && typeof col.value === 'number' && typeof row.value === 'number'
    ? { col: col.value, row: row.value }
    : undefined;
}

/** A stable string key for a hex, "col,row". Total: "?,?" for what is not a hex. */
export function coordKey(c: Coord): string {
  return guardedValue(
    () => {
      const h = coordOf(c);
      return h ? coordKeyOf(h) : '?,?';
    },
    () => '?,?',
  );
}

/** The printed hex number of the series, "CCRR" ({col:3,row:4} is "0304"). Total: "????" for what is not a hex. */
export function hexLabel(c: Coord): string {
  return guardedValue(
    () => {
      const h = coordOf(c);
      return h ? hexLabelOf(h) : '????';
    },
    () => '????',
  );
}

/**
 * Every broken invariant of a charge state (stacking limit, enemies or an enemy leader in one hex,
 * units off the board or in impassable terrain, increments out of range, pieces on and off the map at
 * once...): empty for a legal board. Given where the machine stands (`at`: the session itself, whose
 * step, tags and done say it), the pending request is also checked against the kind of the step.
 * Total: a state that cannot be read at all is one `state/unreadable` violation.
 */
export function boardViolations(state: InvariantSource, at?: MachinePosition): readonly BoardViolation[] {
  return guardedValue(
    () => boardViolationsOf(state, at === undefined ? undefined : positionOf(at)),
    () => [
      {
        code: 'state/unreadable',
        message: `not a charge state that can be checked: ${describeValue(state)}`,
        pieces: [],
      },
    ],
  );
}

/** A plain copy of where the machine stands (a session's step, tags and done, read without trusting them). */
function positionOf(at: MachinePosition): MachinePosition | undefined {
  const step = member(at, 'step', 'the position');
  const tags = member(at, 'tags', 'the position');
  const done = member(at, 'done', 'the position');
  if (!step.ok || !tags.ok || !done.ok) return undefined;
  if (typeof step.value !== 'string' || typeof done.value !== 'boolean' || !Array.isArray(tags.value))
    return undefined;
  return { step: step.value, done: done.value, tags: tags.value.filter((t) => typeof t === 'string') };
}
