import type { ErrorCode } from './error-codes.ts';
import { oneLine } from './text/one-line.ts';

export { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes.ts';

/**
 * A refusal at the edge of the engine (a file, a scenario, a command, a die): a stable code from
 * docs/errors.md, one line of explanation, and where it was found.
 */
export interface HexchargeError {
  /** Stable code, "area/what" (e.g. "data/crt-gap", "dice/out-of-range"): one of ERROR_CODES. */
  readonly code: ErrorCode;
  /** One line saying what is wrong, naming the file and the path inside it when there is one. */
  readonly message: string;
  /** The file the problem was found in, if any. */
  readonly file?: string;
  /** The JSON path inside the file (e.g. "columns[2].cells[4]"), if any. */
  readonly path?: string;
  /**
   * Every problem found when a data file has several (this error is the first of them, its message
   * ending with how many more there are): `hexcharge validate` prints them one line each.
   */
  readonly problems?: readonly HexchargeError[];
  /**
   * How many more problems were found than `problems` lists: a list keeps the first LIMITS.problems
   * (100) of them and only counts the rest, so a file with a million bad values cannot fill memory.
   */
  readonly moreProblems?: number;
  /**
   * Set when the check stopped before the end of the file, after LIMITS.issues problems of its
   * structure (a file of a million bad values): there may be more problems than it counted.
   */
  readonly problemsStopped?: true;
}

/** Either a value or a typed refusal. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: HexchargeError };

/** A successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refusal with a code and a message; the file and path, when given, are prefixed to the message. */
export function fail<T = never>(code: ErrorCode, message: string, file?: string, path?: string): Result<T> {
  const where = [file, path].filter((s) => s !== undefined && s !== '').join(' at ');
  const error: HexchargeError = {
    code,
    message: where ? `${where}: ${message}` : message,
    ...(file !== undefined ? { file } : {}),
    ...(path !== undefined ? { path } : {}),
  };
  return { ok: false, error };
}

/**
 * The one line a CLI prints for a refusal: "error <code>: <message>", with line breaks and other
 * control characters of either escaped (a message may quote data). The code is read as a string: a
 * refusal read back from outside (a forged one included) is printed as it is.
 */
export function formatError(e: { readonly code: string; readonly message: string }): string {
  return oneLine(`error ${e.code}: ${e.message}`);
}
