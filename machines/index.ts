/**
 * hexcharge, the embedding API: what a host game imports to resolve a La Bataille cavalry charge.
 *
 * Load a scenario (and a ruleset, or use the bundled one) from JSON without a file system, create a
 * charge, read its step and pending request, answer it with rolls and choices, follow the narrated
 * log, and apply the consequences to the host's own board. Save, resume and replay are in the same
 * entry. Every refusal is a `HexchargeError` with a stable code (docs/errors.md).
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
import { parseJson, validateRuleset, validateScenario } from '../src/data/index.ts';
import type { ReadJson } from '../src/data/ruleset.ts';
import { type DiceSource, manualSource, scriptSource, seededSource } from '../src/dice/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { BUNDLED_RULESETS, bundledRuleset, DEFAULT_RULESET_ID, readBundled } from './bundled.ts';
import { rememberOrigin, scenarioToJson } from './save.ts';
import { ChargeSession } from './session.ts';

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
export { consequences, diffBoards } from '../src/consequences.ts';
export type { ReadJson } from '../src/data/ruleset.ts';
export {
  type DiceKind,
  type DiceRequest,
  type DiceSource,
  describeRequest,
  type ManualSource,
  parseRoll,
  type Roll,
  type ScriptSource,
  type SeededSource,
} from '../src/dice/index.ts';
export type { DoctrineProgress, FlightRecord, PursuerRecord } from '../src/doctrines/progress.ts';
export { formatError, type HexchargeError, type Result } from '../src/errors.ts';
export type { Board, Edge, Side } from '../src/model/board.ts';
export { type Coord, coordKey, hexLabel } from '../src/model/coord.ts';
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
  FlightDoctrine,
  FlightPursuit8eSettings,
  FormationHexsides,
  HexScale,
  HexsideClass,
  Odds,
  OddsRounding,
  Pursuit6eSettings,
  PursuitDoctrine,
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
export type { LogEntry } from '../src/procedure/log.ts';
export type {
  ChargeState,
  ChoiceOption,
  ChoiceRequest,
  OddsWorking,
  Pending,
  PendingMove,
  Procedure,
  Removal,
  RollRequest,
  TargetStack,
} from '../src/procedure/state.ts';
export { BUNDLED_RULESETS, DEFAULT_RULESET_ID } from './bundled.ts';
export { type ChargeEvent, type ChargeInput, type ChargeMachine, chargeMachine } from './charge.ts';
export {
  canonicalJson,
  ENGINE_VERSION,
  hashOf,
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
export { ChargeSession, type ChargeSnapshot, stepName } from './session.ts';

/** A scenario validated under a ruleset, ready for createCharge. */
export interface LoadedScenario {
  readonly scenario: Scenario;
  readonly ruleset: Ruleset;
}

/** How the dice of a charge are answered: a dice source, a seed, a script of values, or "manual". */
export type DiceChoice =
  | DiceSource
  | { readonly seed: number }
  | { readonly script: readonly number[] }
  | 'manual';

/** What a charge is created from. */
export interface CreateChargeOptions {
  readonly scenario: Scenario;
  /** The ruleset; by default the bundled La Bataille ruleset. */
  readonly ruleset?: Ruleset;
  /** The dice; by default the scenario's own dice (seed or script), else seed 1. */
  readonly dice?: DiceChoice;
}

/** A bundled ruleset by id (default "la-bataille"), validated and cached; no file system needed. */
export function loadBundledRuleset(id: string = DEFAULT_RULESET_ID): Result<Ruleset> {
  return bundledRuleset(id);
}

/** The bundled default ruleset (La Bataille, odds rounded down). Throws only if the package data is broken. */
export function defaultRuleset(): Ruleset {
  const r = bundledRuleset(DEFAULT_RULESET_ID);
  if (!r.ok) throw new Error(`the bundled ruleset is broken: ${r.error.message}`);
  return r.value;
}

function parsed(input: unknown, file: string): Result<unknown> {
  return typeof input === 'string' ? parseJson(input, file) : ok(input);
}

/**
 * Validates a ruleset from its JSON (text or parsed) and its tables, without a file system. `files`
 * gives the JSON of every file the ruleset names, keyed by path resolved against `file` (ruleset
 * "rulesets/my.json" naming "../tables/crt.json" looks up "tables/crt.json"), or is a ReadJson
 * function. Files it does not have fall back to the bundled data files (so a ruleset placed at
 * "data/rulesets/x.json" may extend "la-bataille.json" and reuse the shipped tables).
 */
export function loadRulesetFromJson(
  json: unknown,
  files: Readonly<Record<string, unknown>> | ReadJson = {},
  file = 'ruleset.json',
): Result<Ruleset> {
  const root = parsed(json, file);
  if (!root.ok) return root;
  const read: ReadJson = (path) => {
    if (typeof files === 'function') return files(path);
    const v = Object.hasOwn(files, path) ? files[path] : undefined;
    if (v === undefined) return readBundled(path);
    return parsed(structuredClone(v), path);
  };
  return validateRuleset(root.value, file, read);
}

/**
 * Validates a scenario from its JSON (text or parsed) under a ruleset (default: the bundled one; the
 * scenario's own "ruleset" member names a file and is not read here: pass the ruleset you want).
 * Refuses with data/... and scenario/... codes, data/malformed-json for bad text.
 */
export function loadScenarioFromJson(
  json: unknown,
  options: { readonly ruleset?: Ruleset; readonly file?: string } = {},
): Result<LoadedScenario> {
  const file = options.file ?? 'scenario.json';
  const root = parsed(json, file);
  if (!root.ok) return root;
  let ruleset = options.ruleset;
  if (ruleset === undefined) {
    const r = bundledRuleset(DEFAULT_RULESET_ID);
    if (!r.ok) return r;
    ruleset = r.value;
  }
  const scenario = validateScenario(root.value, file, ruleset);
  return scenario.ok ? ok({ scenario: scenario.value, ruleset }) : scenario;
}

/** Reads a dice choice into a dice source; refuses bad seeds (dice/bad-seed) and bad scripts (dice/bad-source). */
export function diceSourceOf(choice: DiceChoice | undefined, scenario?: Scenario): Result<DiceSource> {
  if (choice === undefined) {
    if (scenario?.dice?.script) return ok(scriptSource(scenario.dice.script));
    return seededSource(scenario?.dice?.seed ?? 1);
  }
  if (choice === 'manual') return ok(manualSource());
  if ('kind' in choice) {
    if (choice.kind === 'seeded') {
      const s = seededSource(choice.seed);
      if (!s.ok) return s;
      const st = seededSource(choice.state);
      return st.ok
        ? ok({ kind: 'seeded', seed: choice.seed, state: choice.state })
        : fail('dice/bad-source', st.error.message);
    }
    if (choice.kind === 'manual') return ok(manualSource());
    if (choice.kind === 'script') return diceSourceOf({ script: choice.values });
    return fail(
      'dice/bad-source',
      `unknown dice source ${JSON.stringify((choice as { kind: unknown }).kind)}`,
    );
  }
  if ('seed' in choice) return seededSource(choice.seed);
  if (
    !Array.isArray(choice.script) ||
    choice.script.some((v) => typeof v !== 'number' || !Number.isInteger(v))
  ) {
    return fail('dice/bad-source', 'a dice script must be a list of whole numbers');
  }
  return ok(scriptSource(choice.script));
}

/**
 * Creates a charge: the charging cavalry has reached its target and the melee procedure begins. The
 * scenario is checked against the ruleset (terrain, formations, stacking: the scenario/... codes), so
 * a scenario loaded under another ruleset is refused rather than failing later.
 */
export function createCharge(options: CreateChargeOptions): Result<ChargeSession> {
  const ruleset = options.ruleset ?? defaultRuleset();
  const checked = validateScenario(scenarioToJson(options.scenario), options.scenario.id, ruleset);
  if (!checked.ok) return checked;
  const dice = diceSourceOf(options.dice, checked.value);
  if (!dice.ok) return dice;
  const input = { scenario: checked.value, ruleset, dice: dice.value };
  const session = new ChargeSession(input);
  rememberOrigin(session, input);
  return ok(session);
}

/** The ids of the bundled rulesets. */
export function bundledRulesetIds(): readonly string[] {
  return Object.keys(BUNDLED_RULESETS);
}
