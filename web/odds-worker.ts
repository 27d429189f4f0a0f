/// <reference lib="webworker" />
import { AnalysisTooLarge, chancesOfSession } from 'hexcharge/analysis';
import { toNumberF } from 'hexcharge/fractions';
import { loadScenarioJson } from './data.ts';
import { DEFAULT_ODDS_SECONDS, type OddsRequest, type OddsResult } from './odds.ts';
import { Timeline } from './timeline.ts';

/** The odds of the charge a request describes, or why there are none (never throws). */
function oddsOf(r: OddsRequest): OddsResult {
  const loaded = loadScenarioJson(r.scenarioJson, r.scenarioFile, r.rulesetFile);
  if (!loaded.ok) return { id: r.id, error: loaded.error.message, code: loaded.error.code };
  try {
    const t = new Timeline(loaded.value, r.dice, r.events);
    const a = chancesOfSession(t.session, { maxSeconds: r.maxSeconds ?? DEFAULT_ODDS_SECONDS });
    const rows = (xs: readonly { label: string; p: Parameters<typeof toNumberF>[0] }[]) =>
      xs.map((x) => ({ label: x.label, p: toNumberF(x.p) }));
    return {
      id: r.id,
      views: {
        defenderFate: rows(a.views.defenderFate),
        attackerFate: rows(a.views.attackerFate),
        melee: rows(a.views.melee),
      },
      states: a.states,
      ms: a.ms,
    };
  } catch (e) {
    if (e instanceof AnalysisTooLarge) return { id: r.id, error: e.message, code: e.code, limit: e.limit };
    return { id: r.id, error: e instanceof Error ? e.message : String(e), code: 'api/internal' };
  }
}

/**
 * Computes "chances from here" off the page's thread: rebuilds the charge from the request (scenario,
 * ruleset, dice, events up to the cursor) and runs the exact analysis of machines/analysis within the
 * request's time budget (the page's default 30 s), refused with analysis/too-large past it.
 */
self.onmessage = (m: MessageEvent<OddsRequest>) => {
  postMessage(oddsOf(m.data) satisfies OddsResult);
};
