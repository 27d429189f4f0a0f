import type { LogKey } from './log-keys.ts';

/** One narrated step of the procedure: the rule applied, its inputs, arithmetic, dice and outcome. */
export interface LogEntry {
  /** Sequence number in the charge, from 1. */
  readonly n: number;
  /** The machine step that wrote it (e.g. "standCheck"). */
  readonly step: string;
  /** Rule reference, e.g. "19.6", "10.5", "13.2.4". */
  readonly rule: string;
  /** Which text the rule comes from: "RLB" (seed 003) or a seed id. */
  readonly source: string;
  /** Message key for translation (narration catalogue): one of the keys of the log, LogParams. */
  readonly key: LogKey;
  /** Parameters of the message. */
  readonly params: Readonly<Record<string, string | number>>;
  /** The English narration. */
  readonly text: string;
  /** The arithmetic, when there is some: "melee 18 x2 flank = 36 : 12 = 3:1". */
  readonly arithmetic?: string;
  /** The dice read, when a roll was made: e.g. { dice: "d66", roll: 43, modified: 37 }. */
  readonly dice?: { readonly dice: string; readonly roll: number; readonly modified?: number };
}
