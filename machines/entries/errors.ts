/**
 * hexcharge/errors: typed results and refusals (a stable code from docs/errors.md and one line of
 * explanation), the line a CLI prints for a refusal, and the one-line escape of any text shown to a
 * person. Light: it loads nothing of the engine.
 * @packageDocumentation
 */
export {
  /** Every stable code of a refusal, as docs/errors.md lists them. */
  ERROR_CODES,
  /** One stable code of a refusal (docs/errors.md), a literal union. */
  type ErrorCode,
  /** A refusal with a stable code and a message (the file and path, when given, prefixed to it). */
  fail,
  /** The line a CLI prints for a refusal: "error <code>: <message>", control characters escaped. */
  formatError,
  /** A refusal: a stable code, one line of explanation, where it was found. */
  type HexchargeError,
  /** Whether a value is one of the documented refusal codes. */
  isErrorCode,
  /** A successful result. */
  ok,
  /** Either a value or a typed refusal. */
  type Result,
} from '../../src/errors.ts';
export {
  /** A text as one line of visible text: control, bidi and invisible characters escaped. */
  oneLine,
} from '../../src/text/one-line.ts';
