// The shipped scenarios, each loaded under the bundled ruleset its "ruleset" member names, and the
// boardgame.io game of each (the adapter of issue 22, item 5).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LoadedScenario, loadBundledRuleset, loadScenarioFromJson } from 'hexcharge';
import { type ChargeGame, type ChargeGameOptions, chargeGame } from 'hexcharge/boardgame.io';

const DIR = join(import.meta.dirname, '../../data/scenarios');

/** The file names of the shipped scenarios, in order. */
export const SCENARIOS = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

/** A shipped scenario under its own bundled ruleset ("../rulesets/flight-pursuit-6e.json" is flight-pursuit-6e). */
export function loaded(file: string): LoadedScenario {
  const text = readFileSync(join(DIR, file), 'utf8');
  const named = (JSON.parse(text) as { ruleset?: string }).ruleset ?? 'la-bataille.json';
  const ruleset = loadBundledRuleset(named.replace(/^.*\//, '').replace(/\.json$/, ''));
  if (!ruleset.ok) throw new Error(ruleset.error.message);
  const l = loadScenarioFromJson(text, { ruleset: ruleset.value, file });
  if (!l.ok) throw new Error(`${l.error.code}: ${l.error.message}`);
  return l.value;
}

/** The boardgame.io game of a shipped scenario. */
export function gameOf(file: string, options: Partial<ChargeGameOptions> = {}): ChargeGame {
  const g = chargeGame({ ...loaded(file), ...options });
  if (!g.ok) throw new Error(`${g.error.code}: ${g.error.message}`);
  return g.value;
}
