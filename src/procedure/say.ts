import type { Draft } from 'immer';
import { EN } from '../narration/en.ts';
import { render } from '../narration/render.ts';
import type { LogEntry } from './log.ts';
import type { ChargeState } from './state.ts';

/** What a step says in the log; the English text is rendered from the catalogue. */
export interface Saying {
  readonly rule: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly arithmetic?: string;
  readonly dice?: LogEntry['dice'];
  readonly source?: string;
}

/** Appends a narrated entry to the charge's log. */
export function say(d: Draft<ChargeState>, s: Saying): void {
  const params = s.params ?? {};
  const template = EN[s.key];
  if (template === undefined) throw new Error(`narration key ${s.key} has no English text`);
  const entry: LogEntry = {
    n: d.log.length + 1,
    step: d.step,
    rule: s.rule,
    source: s.source ?? 'RLB',
    key: s.key,
    params,
    text: render(template, params),
    ...(s.arithmetic !== undefined ? { arithmetic: s.arithmetic } : {}),
    ...(s.dice !== undefined ? { dice: s.dice } : {}),
  };
  d.log.push(entry as Draft<LogEntry>);
}
