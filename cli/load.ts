import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseJson, validateRuleset, validateScenario } from '../src/data/index.ts';
import { fail, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';

/** The ruleset used when neither the command nor the scenario names one. */
export const DEFAULT_RULESET = resolve(import.meta.dirname, '../data/rulesets/la-bataille.json');

/** Reads a JSON file: a refusal names the file when it is missing, unreadable or not JSON. */
export function readJsonFile(file: string): Result<unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? fail('file/not-found', 'no such file', file)
      : fail('file/unreadable', `cannot read it (${code ?? 'error'})`, file);
  }
  return parseJson(text, file);
}

/** Loads, validates and freezes a ruleset file with the tables it names (relative to it). */
export function loadRuleset(file: string): Result<Ruleset> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  return validateRuleset(json.value, file, (path) => readJsonFile(path));
}

/** Loads a scenario under a ruleset: the one given, else the scenario's own, else the default. */
export function loadScenario(
  file: string,
  rulesetFile?: string,
): Result<{ scenario: Scenario; ruleset: Ruleset }> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  const named = (json.value as { ruleset?: unknown } | null)?.ruleset;
  const rs = loadRuleset(
    rulesetFile ?? (typeof named === 'string' ? resolve(dirname(file), named) : DEFAULT_RULESET),
  );
  if (!rs.ok) return rs;
  const sc = validateScenario(json.value, file, rs.value);
  return sc.ok ? { ok: true, value: { scenario: sc.value, ruleset: rs.value } } : sc;
}
