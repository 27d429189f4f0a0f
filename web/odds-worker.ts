/// <reference lib="webworker" />
import { chancesOfSession } from '../machines/analysis/index.ts';
import { toNumberF } from '../src/math/fraction-big.ts';
import { loadScenarioJson } from './data.ts';
import type { OddsRequest, OddsResult } from './odds.ts';
import { Timeline } from './timeline.ts';

/**
 * Computes "chances from here" off the page's thread: rebuilds the charge from the request (scenario,
 * ruleset, dice, events up to the cursor) and runs the exact analysis of machines/analysis.
 */
self.onmessage = (m: MessageEvent<OddsRequest>) => {
  const r = m.data;
  const loaded = loadScenarioJson(r.scenarioJson, r.scenarioFile, r.rulesetFile);
  if (!loaded.ok) {
    postMessage({ id: r.id, error: loaded.error.message } satisfies OddsResult);
    return;
  }
  const t = new Timeline(loaded.value, r.dice, r.events);
  const a = chancesOfSession(t.session);
  const rows = (xs: readonly { label: string; p: Parameters<typeof toNumberF>[0] }[]) =>
    xs.map((x) => ({ label: x.label, p: toNumberF(x.p) }));
  postMessage({
    id: r.id,
    views: {
      defenderFate: rows(a.views.defenderFate),
      attackerFate: rows(a.views.attackerFate),
      melee: rows(a.views.melee),
    },
    states: a.states,
    ms: a.ms,
  } satisfies OddsResult);
};
