import { validateScenario } from '../src/data/index.ts';
import { ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { bundledRuleset, DEFAULT_RULESET_ID } from './bundled.ts';
import { isRecord, plainCopy } from './plain.ts';
import { checkRuleset } from './ruleset-check.ts';
import { scenarioToJson } from './save.ts';
import { isTrustedScenario, rulesetLoadedWith, trustScenario } from './trusted.ts';

/**
 * The ruleset a call of the entry uses: the one the host passed (checked: api/unknown-ruleset, data/...),
 * else the one its scenario was loaded under (loadScenarioFromJson: the scenario's own ruleset), else the
 * bundled default.
 */
export function rulesetOf(given: unknown, scenario: unknown): Result<Ruleset> {
  if (given !== undefined) return checkRuleset(given, 'the ruleset');
  const loaded = rulesetLoadedWith(scenario);
  return loaded ? ok(loaded) : bundledRuleset(DEFAULT_RULESET_ID);
}

/**
 * The scenario a host passed, validated under `ruleset`: one a loader of this engine validated under that
 * very ruleset (deep-frozen, so unchanged since) as it is, anything else copied into plain data and
 * validated (the scenario/... and data/... codes).
 */
export function checkedScenario(value: object, ruleset: Ruleset): Result<Scenario> {
  if (isTrustedScenario(value, ruleset)) return ok(value as Scenario);
  const scenario = plainCopy(value, 'the scenario');
  if (!scenario.ok) return scenario;
  const id =
    isRecord(scenario.value) && typeof scenario.value.id === 'string' ? scenario.value.id : 'scenario';
  const checked = validateScenario(scenarioToJson(scenario.value as unknown as Scenario), id, ruleset);
  return checked.ok ? ok(trustScenario(checked.value, ruleset)) : checked;
}
