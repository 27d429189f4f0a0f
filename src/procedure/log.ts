import type { LogEffect } from './log-effect.ts';
import type { LogKey } from './log-keys.ts';

/**
 * One entry of a charge's log: the rule applied, what happened as a message key and its parameters,
 * the arithmetic and the dice. Data only: the words are rendered at the edge, in the session's language
 * (src/narration, `narrate`).
 */
export interface LogEntry {
  /** Sequence number in the charge, from 1. */
  readonly n: number;
  /**
   * The machine step that wrote it: the charge machine's state path (e.g. "standCheck",
   * "pursuit.recall"), stamped by the machine as the step's call returns (in-step.ts).
   */
  readonly step: string;
  /** Rule reference, e.g. "19.6", "10.5", "13.2.4". */
  readonly rule: string;
  /** Which text the rule comes from: "RLB" (seed 003) or a seed id. */
  readonly source: string;
  /** Message key for translation (narration catalogue): one of the keys of the log, LogParams. */
  readonly key: LogKey;
  /** Parameters of the message. */
  readonly params: Readonly<Record<string, string | number>>;
  /** The arithmetic, when there is some: "melee 18 x2 flank = 36 : 12 = 3:1". */
  readonly arithmetic?: string;
  /** The dice read, when a roll was made: e.g. { dice: "d66", roll: 43, modified: 37 }. */
  readonly dice?: { readonly dice: string; readonly roll: number; readonly modified?: number };
  /**
   * What the entry did to the board, as data (log-effect.ts): the units it moved, the increments lost,
   * the states changed, the units removed, and the roll read (a `rolled` effect, as `dice`). Absent
   * when the entry changed nothing and read no die.
   */
  readonly effects?: readonly LogEffect[];
  /**
   * The ids of the units of the stack the entry tells of, when it names one (its `stack` parameter is
   * their names, for the words): the map marks them.
   */
  readonly units?: readonly string[];
}
