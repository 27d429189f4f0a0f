import { fail, type Result } from '../src/errors.ts';
import { thrownText } from './plain.ts';

/**
 * Runs one call of the public entry so that nothing escapes to the host: an exception (always an
 * engine bug once the input has been read into plain data) becomes an api/internal refusal naming the
 * function, in one line.
 */
export function guarded<T>(name: string, run: () => Result<T>): Result<T> {
  try {
    return bounded(run());
  } catch (e) {
    return fail('api/internal', `${name} failed inside hexcharge, a bug to report: ${thrownText(e)}`);
  }
}

/** Longest message a refusal of the public entry carries (a typed roll of a megabyte is not echoed back). */
export const MAX_MESSAGE = 400;

/** A result whose refusal message is one line of at most MAX_MESSAGE characters. */
export function bounded<T>(r: Result<T>): Result<T> {
  if (r.ok) return r;
  const line = r.error.message.split('\n')[0] ?? '';
  if (line === r.error.message && line.length <= MAX_MESSAGE) return r;
  const message = line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 3)}...` : line;
  return { ok: false, error: { ...r.error, message } };
}

/** The same for the few entry functions that return a plain value: `fallback` when anything throws. */
export function guardedValue<T>(run: () => T, fallback: () => T): T {
  try {
    return run();
  } catch {
    return fallback();
  }
}
