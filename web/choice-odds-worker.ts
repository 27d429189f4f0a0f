/// <reference lib="webworker" />
import { oddsOfEachOptionWithin } from 'hexcharge/analysis';
import { toNumberF } from 'hexcharge/fractions';
import type { ChoiceOddsMessage, ChoiceOddsRequest } from './choice-odds.ts';
import { loadScenarioJson } from './data.ts';
import { DEFAULT_ODDS_SECONDS } from './odds.ts';
import { Timeline } from './timeline.ts';

/**
 * The odds of every option of the choice at the cursor, off the page's thread: rebuilds the charge
 * from the request and weighs each option with the exact analysis (machines/analysis/advise.ts),
 * telling the page which option it is on as it goes, within the request's time budget (the page's
 * default 30 s; analysis/too-large past it). Never throws: anything else is posted as api/internal.
 */
self.onmessage = (m: MessageEvent<ChoiceOddsRequest>) => {
  try {
    answer(m.data);
  } catch (e) {
    postMessage({
      id: m.data.id,
      error: e instanceof Error ? e.message : String(e),
      code: 'api/internal',
    } satisfies ChoiceOddsMessage);
  }
};

function answer(r: ChoiceOddsRequest): void {
  const post = (x: ChoiceOddsMessage) => postMessage(x);
  const loaded = loadScenarioJson(r.scenarioJson, r.scenarioFile, r.rulesetFile);
  if (!loaded.ok) {
    post({ id: r.id, error: loaded.error.message, code: loaded.error.code });
    return;
  }
  const t = new Timeline(loaded.value, r.dice, r.events);
  let option = 0;
  let of = 0;
  const a = oddsOfEachOptionWithin(t.session.persisted(), {
    lang: r.lang,
    ...(r.maxStates ? { maxStates: r.maxStates } : {}),
    maxSeconds: r.maxSeconds ?? DEFAULT_ODDS_SECONDS,
    onOption: (i, n) => {
      option = i;
      of = n;
      post({ id: r.id, progress: { option: i, of: n, states: 0 } });
    },
    progressSeconds: 0.5,
    onProgress: (p) => post({ id: r.id, progress: { option, of, states: p.states } }),
  });
  if (!a.ok) {
    post({ id: r.id, error: a.error.message, code: a.error.code });
    return;
  }
  const rows = (xs: readonly { label: string; p: Parameters<typeof toNumberF>[0] }[]) =>
    xs.map((x) => ({ label: x.label, p: toNumberF(x.p) }));
  post({
    id: r.id,
    result: {
      purpose: a.value.purpose,
      allAlike: a.value.allAlike,
      options: a.value.options.map((o) => ({
        label: o.label,
        isDefault: o.isDefault,
        defenderFate: rows(o.analysis.views.defenderFate),
        attackerFate: rows(o.analysis.views.attackerFate),
        attackerLostMean: toNumberF(o.analysis.views.attackerLostMean),
        defenderLostMean: toNumberF(o.analysis.views.defenderLostMean),
      })),
      states: a.value.states,
      ms: a.value.ms,
    },
  });
}
