import { type Draft, isDraft, original } from 'immer';
import type { Ruleset } from '../model/ruleset.ts';
import type { ChargeState } from './state.ts';

/**
 * The ruleset of a charge state, read past an immer draft: the ruleset is static, frozen data that the
 * state refers to and no step changes, so a step reads it as it is instead of drafting it (a proxy for
 * every table it touches, walked again when the step is finished).
 */
export function rulesetOf(s: ChargeState | Draft<ChargeState>): Ruleset {
  return isDraft(s) ? (original(s as never) as ChargeState).ruleset : (s as ChargeState).ruleset;
}
