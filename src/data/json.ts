import { fail, ok, type Result } from '../errors.ts';

/** Parses the text of a data file; malformed JSON gives data/malformed-json naming the file. */
export function parseJson(text: string, file: string): Result<unknown> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return fail('data/malformed-json', `malformed JSON: ${why}`, file);
  }
}
