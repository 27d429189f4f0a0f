/**
 * A charge record: a small, human-readable text of a played charge (docs/records.md has the grammar):
 * the scenario and ruleset by id and content hash, where the dice came from, every die and choice in
 * order with the step it answered and a digest of what it did, and the ending. This is its data form;
 * parse.ts reads the text into it and make.ts writes it back.
 */

/** The version of the notation this engine writes and reads (the `Record` tag). */
export const RECORD_VERSION = '1';

/** The longest record text read (1 MiB); longer is record/too-large. */
export const MAX_RECORD_CHARS = 1024 * 1024;

/** The most events a record holds (a charge needs a few dozen); more is record/too-large. */
export const MAX_RECORD_EVENTS = 10_000;

/** One player's part of committed dice: the commitment sent first, the secret revealed after. */
export interface CommittedSecret {
  readonly commitment: string;
  /** Absent until revealed (a record written before the reveal cannot be verified yet). */
  readonly secret?: string;
}

/** Where a record's dice came from (the `Dice` tag). */
export type RecordDice =
  | { readonly kind: 'seeded'; readonly seed: number }
  | { readonly kind: 'script' }
  | { readonly kind: 'manual' }
  | {
      readonly kind: 'secrets';
      readonly attacker: CommittedSecret;
      readonly defender: CommittedSecret;
    };

/** What an event answered and with what: a roll of some dice and its value, or a choice's option (from 1). */
export type RecordAnswer =
  | { readonly kind: 'roll'; readonly dice: string; readonly value: number }
  | { readonly kind: 'choice'; readonly option: number };

/** One event of a record: its number (from 1), the step and side it answered, the answer, what it did. */
export interface RecordEvent {
  readonly n: number;
  /** The machine step that asked ("meleeRoll", "pursuit.recall"). */
  readonly step: string;
  /** The side that rolled or chose ("attacker", "defender"). */
  readonly side: string;
  readonly answer: RecordAnswer;
  /** A digest of the log entries the event wrote (16 hex digits), when the record carries one. */
  readonly digest?: string;
  /** Free words for a reader (the narration of what the event did); never checked. */
  readonly comment?: string;
}

/** The end of a record: whether the charge was over, a digest of its ending, words for a reader. */
export interface RecordEnd {
  readonly done: boolean;
  readonly digest?: string;
  readonly comment?: string;
}

/** A charge record as data. */
export interface ChargeRecord {
  readonly version: typeof RECORD_VERSION;
  readonly scenario: { readonly id: string; readonly hash: string };
  readonly ruleset: { readonly id: string; readonly hash: string };
  readonly dice: RecordDice;
  readonly events: readonly RecordEvent[];
  readonly end: RecordEnd;
}
