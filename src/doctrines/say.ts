import type { Draft } from 'immer';
import type { LogEntry } from '../procedure/log.ts';
import { say } from '../procedure/say.ts';
import type { ChargeState } from '../procedure/state.ts';
import { sourceOf } from './rules.ts';

/** Logs a doctrine entry: its `source` is the seed its rule reference names. */
export function tell(
  d: Draft<ChargeState>,
  rule: string,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
  dice?: LogEntry['dice'],
): void {
  say(d, { rule, key, params, source: sourceOf(rule), ...(dice ? { dice } : {}) });
}
