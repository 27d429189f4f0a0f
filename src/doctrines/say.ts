import type { Draft } from 'immer';
import type { LogEntry } from '../procedure/log.ts';
import type { LogEffect } from '../procedure/log-effect.ts';
import type { LogKey, LogParams } from '../procedure/log-keys.ts';
import { type Saying, say } from '../procedure/say.ts';
import type { ChargeState } from '../procedure/state.ts';
import { sourceOf } from './rules.ts';

/**
 * Logs a doctrine entry (a key of the log with its parameters, the dice read and what it did to the
 * board, its effects): its `source` is the seed its rule reference names.
 */
export function tell<K extends LogKey>(
  d: Draft<ChargeState>,
  rule: string,
  key: K,
  params: LogParams[K],
  dice?: LogEntry['dice'],
  effects?: readonly LogEffect[],
): void {
  // `params` is LogParams[K]: the Saying of this very key
  say(d, {
    rule,
    key,
    params,
    source: sourceOf(rule),
    ...(dice ? { dice } : {}),
    ...(effects ? { effects } : {}),
  } as Saying<K>);
}
