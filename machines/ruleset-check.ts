import { deepFreeze, resolveRelative, validateRuleset } from '../src/data/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import {
  BUNDLED_FILES,
  BUNDLED_RULESETS,
  bundledRuleset,
  DEFAULT_RULESET_ID,
  readBundled,
} from './bundled.ts';
import { hashOf } from './hash.ts';
import { describeValue, member, plainCopy } from './plain.ts';
import { isTrustedRuleset, isTrustedTable, RULESET_TABLES, trustRuleset } from './trusted.ts';

type TableKey = (typeof RULESET_TABLES)[number];

let bundledTables: Map<string, unknown> | undefined;

/** A table of a bundled ruleset equal to `table` (same canonical JSON), if there is one. */
function bundledTable(key: TableKey, table: unknown): unknown {
  if (!bundledTables) {
    bundledTables = new Map();
    for (const id of Object.keys(BUNDLED_RULESETS)) {
      const r = bundledRuleset(id);
      if (!r.ok) continue;
      for (const k of RULESET_TABLES) bundledTables.set(`${k} ${hashOf(r.value[k])}`, r.value[k]);
    }
  }
  return bundledTables.get(`${key} ${hashOf(table)}`);
}

/**
 * The id, name and settings of a ruleset built by hand, checked by the data layer exactly as those of a
 * ruleset file are: a ruleset file is made of them, naming the default ruleset's table files, and
 * validated (the tables it reads are the bundled ones; only its id, name and settings are kept).
 */
function checkedParts(
  parts: Record<string, unknown>,
  what: string,
): Result<Pick<Ruleset, 'id' | 'name' | 'settings'>> {
  const base = BUNDLED_RULESETS[DEFAULT_RULESET_ID]!;
  const tables = (BUNDLED_FILES[base] as { tables: Record<string, string> }).tables;
  const file = {
    kind: 'ruleset',
    id: parts.id,
    name: parts.name,
    tables: Object.fromEntries(Object.entries(tables).map(([k, path]) => [k, resolveRelative(base, path)])),
    settings: parts.settings,
  };
  const r = validateRuleset(file, what, readBundled);
  return r.ok ? ok({ id: r.value.id, name: r.value.name, settings: r.value.settings }) : r;
}

const NOT_LOADED = (what: string, why: string): Result<never> =>
  fail(
    'api/unknown-ruleset',
    `${what} was not loaded by hexcharge: ${why} (load its JSON with loadRulesetFromJson, or change only the settings of a loaded ruleset)`,
  );

/**
 * The ruleset a host passed, if the engine can trust it. One made by loadRulesetFromJson,
 * loadBundledRuleset or defaultRuleset is used as it is (validated and frozen, so unchanged since). A
 * ruleset built by hand is accepted when every one of its tables is a table of such a ruleset (the very
 * object, as `{ ...ruleset, settings: {...} }` keeps them) or equal to a bundled one, and its id, name
 * and settings pass the data layer's checks of a ruleset file; it is then rebuilt from those checked
 * parts and frozen. Otherwise: api/bad-argument (not an object), api/not-plain-data (cannot be read),
 * api/unknown-ruleset (a table the engine never checked), or the data/... code of a bad setting.
 */
export function checkRuleset(value: unknown, what: string): Result<Ruleset> {
  if (isTrustedRuleset(value)) return ok(value);
  if (typeof value !== 'object' || value === null) {
    return fail(
      'api/bad-argument',
      `${what} must be a ruleset from loadBundledRuleset or loadRulesetFromJson: got ${describeValue(value)}`,
    );
  }
  const tables: Partial<Record<TableKey, unknown>> = {};
  for (const key of RULESET_TABLES) {
    const t = member(value, key, what);
    if (!t.ok) return t;
    if (isTrustedTable(t.value)) {
      tables[key] = t.value;
      continue;
    }
    if (typeof t.value !== 'object' || t.value === null) {
      return NOT_LOADED(what, `its ${key} table is ${describeValue(t.value)}`);
    }
    const copy = plainCopy(t.value, `${what}.${key}`);
    if (!copy.ok) return copy;
    const bundled = bundledTable(key, copy.value);
    if (bundled === undefined) return NOT_LOADED(what, `its ${key} table is not one the engine checked`);
    tables[key] = bundled;
  }
  const rest: Record<string, unknown> = {};
  for (const key of ['id', 'name', 'settings']) {
    const m = member(value, key, what);
    if (!m.ok) return m;
    const copy = plainCopy(m.value, `${what}.${key}`);
    if (!copy.ok) return copy;
    rest[key] = copy.value;
  }
  const checked = checkedParts(rest, what);
  if (!checked.ok) return checked;
  const ruleset = {
    id: checked.value.id,
    name: checked.value.name,
    ...tables,
    settings: checked.value.settings,
  };
  return ok(trustRuleset(deepFreeze(ruleset as Ruleset)));
}
