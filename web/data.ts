import type { Ruleset, Scenario } from 'hexcharge';
import { guarded, parseJson, resolveRelative, validateRuleset, validateScenario } from 'hexcharge/data';
import { fail, type Result } from 'hexcharge/errors';

/**
 * The data files shipped in data/, bundled into the page at build time (no fetch: the page works
 * offline and from file://). Keys are paths from the project root: "data/rulesets/la-bataille.json".
 */
const BUNDLED: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(import.meta.glob('../data/**/*.json', { eager: true, import: 'default' })).map(([k, v]) => [
    k.replace(/^\.\.\//, ''),
    v,
  ]),
);

/** The default ruleset, used when a scenario names none (as the CLI does). */
export const DEFAULT_RULESET_FILE = 'data/rulesets/la-bataille.json';

/** Reads a bundled data file by project path, as src/data's ReadJson wants it. */
export function readBundled(path: string): Result<unknown> {
  return path in BUNDLED
    ? { ok: true, value: BUNDLED[path] }
    : fail('file/not-found', 'not among the bundled data files', path);
}

/** A bundled file's kind field ("ruleset", "scenario", ...). */
function kindOf(path: string): string | undefined {
  const v = BUNDLED[path] as { kind?: unknown } | undefined;
  return typeof v?.kind === 'string' ? v.kind : undefined;
}

/** A shipped scenario or ruleset for the menus. */
export interface Shipped {
  readonly file: string;
  readonly id: string;
  readonly title: string;
}

function listed(kind: string, titleKey: 'title' | 'name'): Shipped[] {
  return Object.keys(BUNDLED)
    .filter((f) => kindOf(f) === kind)
    .sort()
    .map((file) => {
      const o = BUNDLED[file] as Record<string, unknown>;
      return { file, id: String(o.id ?? file), title: String(o[titleKey] ?? file) };
    });
}

/** The shipped scenarios (data/scenarios). */
export function shippedScenarios(): Shipped[] {
  return listed('scenario', 'title');
}

/** The shipped rulesets (data/rulesets). */
export function shippedRulesets(): Shipped[] {
  return listed('ruleset', 'name');
}

/** Loads and validates a bundled ruleset file with the tables it names. */
export function loadRuleset(file: string): Result<Ruleset> {
  const json = readBundled(file);
  if (!json.ok) return json;
  return validateRuleset(json.value, file, readBundled);
}

/** A scenario ready to play: the validated scenario, its ruleset, and where they came from. */
export interface Loaded {
  readonly scenario: Scenario;
  readonly ruleset: Ruleset;
  readonly scenarioFile: string;
  readonly rulesetFile: string;
  /** The scenario's JSON, kept so that a save of a scenario loaded from disk can be loaded again. */
  readonly json: unknown;
}

/**
 * Validates a scenario's JSON (bundled, read from disk under `file`, or from a link) with src/data's
 * validateScenario, the validator of the CLI's loadScenario and of the package's loadScenarioFromJson,
 * under the ruleset given, else the scenario's own (resolved against data/scenarios/), else the
 * default. Never throws (guarded as the package's entry points are): a refusal is one bounded line.
 */
export function loadScenarioJson(json: unknown, file: string, rulesetFile?: string): Result<Loaded> {
  return guarded('loadScenarioJson', () => validated(json, file, rulesetFile));
}

function validated(json: unknown, file: string, rulesetFile?: string): Result<Loaded> {
  const named = (json as { ruleset?: unknown } | null)?.ruleset;
  const asIfShipped = file.includes('/') ? file : `data/scenarios/${file}`;
  const rsFile =
    rulesetFile ?? (typeof named === 'string' ? resolveRelative(asIfShipped, named) : DEFAULT_RULESET_FILE);
  const rs = loadRuleset(rsFile);
  if (!rs.ok) {
    // The scenario names a ruleset the page does not have: say which field names it, as the CLI does.
    if (rulesetFile === undefined && typeof named === 'string' && rs.error.code.startsWith('file/'))
      return fail(
        rs.error.code,
        `the ruleset ${JSON.stringify(named)} cannot be read: ${rs.error.message}`,
        file,
        'ruleset',
      );
    return rs;
  }
  const sc = validateScenario(json, file, rs.value);
  if (!sc.ok) return sc;
  return {
    ok: true,
    value: { scenario: sc.value, ruleset: rs.value, scenarioFile: file, rulesetFile: rsFile, json },
  };
}

/** Loads a shipped scenario by file. */
export function loadShippedScenario(file: string, rulesetFile?: string): Result<Loaded> {
  const json = readBundled(file);
  if (!json.ok) return json;
  return loadScenarioJson(json.value, file, rulesetFile);
}

/** Loads a scenario from the text of a file a person picked from disk. */
export function loadScenarioText(text: string, fileName: string, rulesetFile?: string): Result<Loaded> {
  const json = parseJson(text, fileName);
  if (!json.ok) return json;
  return loadScenarioJson(json.value, fileName, rulesetFile);
}
