// The loading setup of the tests that reach the library through its package entry (the odds, a
// scenario's ruleset): a repository file as text, a result's value, the reference charge loaded.
import { readFileSync } from 'node:fs';
import {
  type ChargeSession,
  createCharge,
  type LoadedScenario,
  loadScenarioFromJson,
  type Result,
} from 'hexcharge';
import { expect } from 'vitest';

/** The repository root, with its trailing slash. */
export const ROOT = new URL('../../', import.meta.url).pathname;
/** The reference charge's scenario, from the root. */
export const REF = 'data/scenarios/01-reference-charge.json';

/** A repository file, by its path from the root, as text. */
export const text = (path: string): string => readFileSync(ROOT + path, 'utf8');

/** The value of an accepted result; a refusal fails the test with its code and message. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The reference charge loaded through the package entry. */
export const reference = (): LoadedScenario => value(loadScenarioFromJson(text(REF), { file: REF }));

/** The reference charge with seed 4 played (default choices) until it asks the recall roll (19.8). */
export function atRecall(): ChargeSession {
  const s = value(createCharge({ ...reference(), dice: { seed: 4 } }));
  for (let i = 0; i < 100 && !(s.pending?.kind === 'roll' && s.pending.what === 'recall'); i++)
    value(s.pending?.kind === 'roll' ? s.autoRoll() : s.chooseDefault());
  expect(s.pending).toMatchObject({ kind: 'roll', dice: 'd6', what: 'recall' });
  return s;
}
