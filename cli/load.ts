import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { LIMITS, parseJson, validateRuleset, validateScenario } from '../src/data/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { inPackage } from './paths.ts';

/** The ruleset used when neither the command nor the scenario names one (found from cli/ or dist/cli/). */
export const DEFAULT_RULESET = inPackage('data/rulesets/la-bataille.json');

/** The largest data file the CLI reads: the data layer's limit (LIMITS.fileBytes). */
export const MAX_FILE_BYTES = LIMITS.fileBytes;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a text file of at most LIMITS.fileBytes bytes: a larger file (or an endless one such as
 * /dev/zero) is refused after reading one byte past the limit, never read whole. A refusal names the
 * file and never quotes its content.
 */
export function readTextFile(file: string): Result<string> {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? fail('file/not-found', 'no such file', file)
      : fail('file/unreadable', `cannot read it (${code ?? 'error'})`, file);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return fail('file/unreadable', 'cannot read it: it is a directory', file);
    const tooLarge = fail<string>(
      'data/too-large',
      `the file is larger than ${LIMITS.fileBytes} bytes (the engine's limit for a data file)`,
      file,
    );
    if (st.isFile() && st.size > LIMITS.fileBytes) return tooLarge;
    let bytes: Buffer;
    if (st.isFile()) bytes = readFileSync(fd);
    else {
      const chunks: Buffer[] = [];
      let total = 0;
      for (;;) {
        const chunk = Buffer.allocUnsafe(Math.min(65536, LIMITS.fileBytes + 1 - total));
        const n = readSync(fd, chunk, 0, chunk.length, null);
        if (n === 0) break;
        chunks.push(chunk.subarray(0, n));
        total += n;
        if (total > LIMITS.fileBytes) return tooLarge;
      }
      bytes = Buffer.concat(chunks);
    }
    if (bytes.length > LIMITS.fileBytes) return tooLarge;
    try {
      return ok(UTF8.decode(bytes));
    } catch {
      return fail('file/unreadable', 'cannot read it: it is not UTF-8 text', file);
    }
  } catch (e) {
    return fail('file/unreadable', `cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'})`, file);
  } finally {
    closeSync(fd);
  }
}

/**
 * Where a file argument is: as given, or, for a relative `data/...` path that names no file here, the
 * package's own bundled file (so `hexcharge run data/scenarios/01-reference-charge.json` works from
 * an install as in a clone).
 */
export function locate(file: string): string {
  if (isAbsolute(file) || !/^data[\\/]/.test(file) || existsSync(file)) return file;
  const bundled = inPackage(file);
  return existsSync(bundled) ? bundled : file;
}

/** Reads a JSON file: a refusal names the file when it is missing, unreadable, too large or not JSON. */
export function readJsonFile(file: string): Result<unknown> {
  const text = readTextFile(locate(file));
  return text.ok ? parseJson(text.value, file) : text;
}

/** Loads, validates and freezes a ruleset file with the tables it names (relative to it). */
export function loadRuleset(file: string): Result<Ruleset> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  return validateRuleset(json.value, locate(file), (path) => readJsonFile(path));
}

/** Loads a scenario under a ruleset: the one given, else the scenario's own, else the default. */
export function loadScenario(
  file: string,
  rulesetFile?: string,
): Result<{ scenario: Scenario; ruleset: Ruleset }> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  const named = (json.value as { ruleset?: unknown } | null)?.ruleset;
  const path =
    rulesetFile ?? (typeof named === 'string' ? resolve(dirname(locate(file)), named) : DEFAULT_RULESET);
  const rs = loadRuleset(path);
  if (!rs.ok) {
    // the scenario names a ruleset file that is not there: say which field names it
    if (
      rulesetFile === undefined &&
      typeof named === 'string' &&
      rs.error.file === path &&
      rs.error.code.startsWith('file/')
    ) {
      return fail(
        rs.error.code,
        `the ruleset ${JSON.stringify(named)} cannot be read: ${rs.error.message}`,
        file,
        'ruleset',
      );
    }
    return rs;
  }
  const sc = validateScenario(json.value, file, rs.value);
  return sc.ok ? { ok: true, value: { scenario: sc.value, ruleset: rs.value } } : sc;
}
