import type { Draft } from 'immer';
import type { LogEntry } from './log.ts';
import type { ChargeState } from './state.ts';

/** What a step says in the log: a message key and its parameters; the words are the edge's (src/narration). */
export interface Saying {
  readonly rule: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly arithmetic?: string;
  readonly dice?: LogEntry['dice'];
  readonly source?: string;
}

/**
 * Appends an entry to the charge's log: the key and parameters of what happened, the rule, its source,
 * the arithmetic and the dice. The entry's `step` is left empty for the machine to stamp (stamped,
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
    params: s.params ?? {},
    ...(s.arithmetic !== undefined ? { arithmetic: s.arithmetic } : {}),
    ...(s.dice !== undefined ? { dice: s.dice } : {}),
  };
  d.log.push(entry as Draft<LogEntry>);
}
