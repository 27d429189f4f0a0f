import { TABLE_KEYS } from '../src/data/index.ts';
import type { Ruleset } from '../src/model/ruleset.ts';

/** Rulesets made by this engine's loaders: validated, deep-frozen, so they cannot have changed since. */
const TRUSTED = new WeakSet<object>();
/** The tables (charts, modifiers, hexsides, terrain) of those rulesets, frozen with them. */
const TRUSTED_TABLES = new WeakSet<object>();

/** The members of a Ruleset that hold its tables (the same names as a ruleset file's "tables"). */
export const RULESET_TABLES = TABLE_KEYS;

/** Records a ruleset the data layer validated (and froze), and its tables; returns it. */
export function trustRuleset(r: Ruleset): Ruleset {
  TRUSTED.add(r);
  for (const key of RULESET_TABLES) {
    const t: unknown = r[key];
    if (typeof t === 'object' && t !== null) TRUSTED_TABLES.add(t);
  }
  return r;
}

/** Whether a value is a ruleset one of the engine's loaders made (never reads the value). */
export function isTrustedRuleset(value: unknown): value is Ruleset {
  return typeof value === 'object' && value !== null && TRUSTED.has(value);
}

/** Whether a value is a table of such a ruleset, the very object (never reads the value). */
export function isTrustedTable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && TRUSTED_TABLES.has(value);
}

/**
 * Scenarios made by this engine's loaders (validated under a ruleset, deep-frozen), with the rulesets
 * they were validated under: the very objects, so one cannot have changed since.
 */
const TRUSTED_SCENARIOS = new WeakMap<object, WeakSet<Ruleset>>();
/** The ruleset each of those scenarios was first validated under (the loader's: what createCharge uses by default). */
const FIRST_RULESET = new WeakMap<object, Ruleset>();

/** Records a scenario the data layer validated (and froze) under `ruleset`; returns it. */
export function trustScenario<S extends object>(scenario: S, ruleset: Ruleset): S {
  if (!Object.isFrozen(scenario)) return scenario;
  let under = TRUSTED_SCENARIOS.get(scenario);
  if (!under) {
    under = new WeakSet();
    TRUSTED_SCENARIOS.set(scenario, under);
    FIRST_RULESET.set(scenario, ruleset);
  }
  under.add(ruleset);
  return scenario;
}

/** Whether a value is a scenario one of the engine's loaders validated under that very ruleset (never reads the value). */
export function isTrustedScenario(value: unknown, ruleset: Ruleset): boolean {
  return typeof value === 'object' && value !== null && TRUSTED_SCENARIOS.get(value)?.has(ruleset) === true;
}

/** The ruleset a scenario of the engine's loaders was loaded under (never reads the value), if it is one. */
export function rulesetLoadedWith(value: unknown): Ruleset | undefined {
  return typeof value === 'object' && value !== null ? FIRST_RULESET.get(value) : undefined;
}
