import type { Draft } from 'immer';
import type { LogEntry } from './log.ts';
import type { LogEffect } from './log-effect.ts';
import type { LogKey, LogParams } from './log-keys.ts';
import type { ChargeState } from './state.ts';

/**
 * What a step says in the log: a message key of the catalogues and the parameters that key takes
 * (LogParams: a wrong key, a missing or an unknown parameter does not compile); the words are the
 * edge's (src/narration). `params` may be left out for a key that takes none.
 */
export type Saying<K extends LogKey = LogKey> = K extends LogKey
  ? {
      readonly rule: string;
      readonly key: K;
      readonly arithmetic?: string;
      readonly dice?: LogEntry['dice'];
      readonly source?: string;
      /** What the entry does to the board (a `rolled` effect is added for `dice`). */
      readonly effects?: readonly LogEffect[];
      /** The ids of the stack the entry tells of (the units of its `stack` parameter). */
      readonly units?: readonly string[];
    } & (Record<never, never> extends LogParams[K]
      ? { readonly params?: LogParams[K] }
      : { readonly params: LogParams[K] })
  : never;

/**
 * Appends an entry to the charge's log: the key and parameters of what happened, the rule, its source,
 * the arithmetic, the dice and its effects on the board (the dice read come first among them, as a
 * `rolled` effect). The entry's `step` is left empty for the machine to stamp (stamped,
 * in-step.ts): the procedure does not know which machine step it runs in. A state whose log is quiet
 * (a charge the analysis drives, which reads no log) gets no entry.
 */
export function say(d: Draft<ChargeState>, s: Saying): void {
  if (d.quietLog) return;
  const entry: LogEntry = {
    n: d.log.length + 1,
    step: '',
    rule: s.rule,
    source: s.source ?? 'RLB',
    key: s.key,
    params: (s.params ?? {}) as Readonly<Record<string, string | number>>,
    ...(s.arithmetic !== undefined ? { arithmetic: s.arithmetic } : {}),
    ...(s.dice !== undefined ? { dice: s.dice } : {}),
  };
  const effects: readonly LogEffect[] =
    s.dice !== undefined ? [{ kind: 'rolled', ...s.dice }, ...(s.effects ?? [])] : (s.effects ?? []);
  if (effects.length > 0) (entry as { effects?: readonly LogEffect[] }).effects = effects;
  if (s.units !== undefined) (entry as { units?: readonly string[] }).units = s.units;
  d.log.push(entry as Draft<LogEntry>);
}
