/**
 * hexcharge/record: charge records (docs/records.md), the text notation of a played charge, and dice
 * no one can bend (commit-reveal): record a session, verify a record by replaying it, turn records and
 * saves into each other, commit to a secret, check a reveal, derive the dice from both secrets.
 * @packageDocumentation
 */
export {
  /** Whether a secret is one committed dice take (16 to 200 letters, digits or - _ . ~ + / =). */
  checkSecret,
  /** The commitment to a secret: SHA-256 (hex) of it, exchanged before the secrets are revealed. */
  commitSecret,
  /** The first d6 faces two revealed secrets give, in order: the same on both players' machines. */
  diceFromSecrets,
  /** The d6 faces two revealed secrets give, without end (an HMAC-SHA-256 stream, unbiased). */
  secretFaces,
  /** Whether a revealed secret is the one a commitment was made from. */
  verifyReveal,
} from '../../src/dice/secrets.ts';
export {
  /** A charge record as data: tags, events, end line. */
  type ChargeRecord,
  /** One player's part of committed dice: the commitment, and the secret once revealed. */
  type CommittedSecret,
  /** The text of a charge record, from its data (parseRecord reads it back). */
  makeRecord,
  /** Reads the text of a charge record into data, or refuses with a record/... code. */
  parseRecord,
  /** The version of the record notation this engine writes and reads. */
  RECORD_VERSION,
  /** What an event answered: a roll's dice and value, or a choice's option (from 1). */
  type RecordAnswer,
  /** Where a record's dice came from: seeded, script, manual or committed secrets. */
  type RecordDice,
  /** The end line of a record. */
  type RecordEnd,
  /** One event of a record: number, step, side, answer, digest, comment. */
  type RecordEvent,
} from '../../src/record/index.ts';
export {
  /** Plays a charge with manual dice to its end with dice derived from both revealed secrets. */
  playWithSecrets,
  /** What a record is checked against: the scenario and ruleset it names. */
  type RecordSources,
  /** The answer of verifyRecord: the record holds, or the first event where it goes another way. */
  type RecordVerdict,
  /** Both players' revealed secrets. */
  type RevealedSecrets,
  /** The record (text) of a charge session: every die and choice with its step, and the ending. */
  recordCharge,
  /** The save of the charge a record holds. */
  recordToSave,
  /** The record of a saved charge. */
  saveToRecord,
  /** Replays a record through the machine and names the first event that differs. */
  verifyRecord,
} from '../record.ts';
