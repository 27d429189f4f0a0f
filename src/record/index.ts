/**
 * Charge records (docs/records.md): the text notation of a played charge, read by parseRecord and
 * written by makeRecord (a parse/make pair: parseRecord(makeRecord(r)) gives r back).
 */
export { makeEvent, makeRecord } from './make.ts';
export { parseRecord } from './parse.ts';
export {
  type ChargeRecord,
  type CommittedSecret,
  MAX_RECORD_CHARS,
  MAX_RECORD_EVENTS,
  RECORD_VERSION,
  type RecordAnswer,
  type RecordDice,
  type RecordEnd,
  type RecordEvent,
} from './record.ts';
