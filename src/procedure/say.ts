import type { Draft } from 'immer';
import type { LogEntry } from './log.ts';
import type { LogKey, LogParams } from './log-keys.ts';
import type { ChargeState } from './state.ts';

/**
 * What a step says in the log: a message key of the catalogues and the parameters that key takes
 * (LogParams: a wrong key, a missing or an unknown parameter does not compile); the text is the
 * narrator's. `params` may be left out for a key that takes none.
 */
export type Saying<K extends LogKey = LogKey> = K extends LogKey
  ? {
      readonly rule: string;
      readonly key: K;
      readonly arithmetic?: string;
      readonly dice?: LogEntry['dice'];
      readonly source?: string;
    } & (Record<never, never> extends LogParams[K]
      ? { readonly params?: LogParams[K] }
      : { readonly params: LogParams[K] })
  : never;

/** Writes the English text of a log entry from its key and parameters (throws on an unknown key). */
export type Narrator = (key: string, params: Readonly<Record<string, string | number>>) => string;

// The narrator is plugged in from above (the machine plugs in src/narration's English): the procedure
// records what happened as a key and parameters and knows nothing of the catalogues.
let narrator: Narrator | undefined;
// Drivers that read no log (the exact analysis, Monte Carlo) step in silence: no entry is written.
let silent = false;

/** Plugs in the narrator that writes the text of every log entry from now on. */
export function useNarrator(n: Narrator): void {
  narrator = n;
}

/**
 * Runs `f` with the log silenced: steps record no entry (nothing reads the log of a branch of the exact
 * analysis or of a Monte Carlo charge, and no rule reads the log). What `f` returns is otherwise the same.
 */
export function unnarrated<T>(f: () => T): T {
  const was = silent;
  silent = true;
  try {
    return f();
  } finally {
    silent = was;
  }
}

/** Appends a narrated entry to the charge's log (unless the log is silenced). */
export function say(d: Draft<ChargeState>, s: Saying): void {
  if (silent) return;
  if (!narrator) throw new Error('no narrator plugged in (useNarrator): the log cannot be written');
  const params: Readonly<Record<string, string | number>> = s.params ?? {};
  const entry: LogEntry = {
    n: d.log.length + 1,
    step: d.step,
    rule: s.rule,
    source: s.source ?? 'RLB',
    key: s.key,
    params,
    text: narrator(s.key, params),
    ...(s.arithmetic !== undefined ? { arithmetic: s.arithmetic } : {}),
    ...(s.dice !== undefined ? { dice: s.dice } : {}),
  };
  d.log.push(entry as Draft<LogEntry>);
}
