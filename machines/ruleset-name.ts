import { resolveRelative } from '../src/data/paths.ts';
import { BUNDLED_RULESETS } from './bundled.ts';

/** Where the bundled scenarios lie: a scenario's ruleset path is also read as if the scenario lay there. */
export const BUNDLED_SCENARIO_DIR = 'data/scenarios/';

/** The bundled ruleset id whose bundled path is `path` ("data/rulesets/la-bataille.json"), if any. */
function idOfPath(path: string): string | undefined {
  return Object.keys(BUNDLED_RULESETS).find((id) => BUNDLED_RULESETS[id] === path);
}

/**
 * The id of the bundled ruleset a name stands for, the one resolution the library and the CLI share:
 * a bundled id ("flight-pursuit-6e"), a bundled path ("data/rulesets/flight-pursuit-6e.json"), or a
 * path written in a scenario ("../rulesets/flight-pursuit-6e.json") resolved against the scenario's
 * file `from` and against the bundled scenarios' folder (data/scenarios/), so a copy of a shipped
 * scenario names its ruleset wherever it lies. Undefined for any other name (or a name that is not a
 * string): the host passes that ruleset itself.
 */
export function bundledRulesetIdOf(name: unknown, from?: string): string | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  if (Object.hasOwn(BUNDLED_RULESETS, name)) return name;
  const bases = [`${BUNDLED_SCENARIO_DIR}scenario.json`, 'package.json'];
  if (typeof from === 'string' && from !== '') bases.unshift(from);
  for (const base of bases) {
    const id = idOfPath(resolveRelative(base, name));
    if (id !== undefined) return id;
  }
  return undefined;
}
