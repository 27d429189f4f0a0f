import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readSync,
  type Stats,
  statSync,
} from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { bundledRulesetId, loadBundledRuleset, type Ruleset, type Scenario } from 'hexcharge';
import { LIMITS, parseJson, validateRuleset, validateScenario } from 'hexcharge/data';
import { fail, ok, type Result } from 'hexcharge/errors';
import { inPackage } from './paths.ts';

/** The ruleset used when neither the command nor the scenario names one (found from cli/ or dist/cli/). */
export const DEFAULT_RULESET = inPackage('data/rulesets/la-bataille.json');

/** The largest data file the CLI reads: the data layer's limit (LIMITS.fileBytes). */
export const MAX_FILE_BYTES = LIMITS.fileBytes;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** What a path that is not a regular file is, for the refusal ("a FIFO (named pipe)"). */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The refusal of a path that is not a regular file (file/not-regular): nothing is read from it. */
function notRegular(file: string, st: Stats): Result<never> {
  return fail(
    'file/not-regular',
    `cannot read it: it is ${kindOf(st)}; hexcharge reads only regular files`,
    file,
  );
}

/** The refusal of an fs call that failed: file/not-found for a missing file, else file/unreadable. */
function fsRefusal(file: string, e: unknown): Result<never> {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR'
    ? fail('file/not-found', 'no such file', file)
    : fail('file/unreadable', `cannot read it (${code ?? 'error'})`, file);
}

/**
 * Opening for reading without blocking: a FIFO put in the place of the file between the stat and the
 * open is opened at once (and then refused) instead of waiting for a writer. Not on Windows (no FIFOs
 * there to wait on).
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a text file of at most LIMITS.fileBytes bytes. Only a regular file is read: a FIFO, a device
 * (/dev/zero, /dev/stdin on a terminal or a pipe), a directory or a socket is refused at once with
 * file/not-regular, from a stat made before opening it, so that nothing ever waits on a pipe; the
 * open does not block either and is checked again (fstat) so a file swapped in between is caught. A
 * larger file is refused (data/too-large) after reading at most one byte past the limit, never read
 * whole (a file that grows while it is read included). A refusal names the file and never quotes its
 * content. Every file the CLI reads goes through here: a scenario, a ruleset, the ruleset a scenario
 * names, every file of an "extends" chain, every table, a CSV.
 */
export function readTextFile(file: string): Result<string> {
  let st: Stats;
  try {
    st = statSync(file);
  } catch (e) {
    return fsRefusal(file, e);
  }
  if (!st.isFile()) return notRegular(file, st);
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS);
  } catch (e) {
    return fsRefusal(file, e);
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile()) return notRegular(file, opened);
    const tooLarge = fail<string>(
      'data/too-large',
      `the file is larger than ${LIMITS.fileBytes} bytes (the engine's limit for a data file)`,
      file,
    );
    if (opened.size > LIMITS.fileBytes) return tooLarge;
    // Read up to one byte past the limit, whatever the size said (a file may grow, /proc says 0).
    const cap = LIMITS.fileBytes + 1;
    let bytes = Buffer.allocUnsafe(Math.min(cap, Math.max(opened.size + 1, 65536)));
    let total = 0;
    for (;;) {
      if (total === bytes.length) {
        if (total === cap) break;
        const larger = Buffer.allocUnsafe(Math.min(cap, total * 2));
        bytes.copy(larger, 0, 0, total);
        bytes = larger;
      }
      const n = readSync(fd, bytes, total, bytes.length - total, null);
      if (n === 0) break;
      total += n;
    }
    if (total > LIMITS.fileBytes) return tooLarge;
    try {
      return ok(UTF8.decode(bytes.subarray(0, total)));
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

/**
 * Loads, validates and freezes a ruleset file with the tables it names (relative to it). A name that
 * is no file on the disk but names a bundled ruleset (bundledRulesetId, the resolution the library
 * uses: an id such as "flight-pursuit-6e", a bundled path, or a scenario's "../rulesets/x.json"
 * resolved against `from`, the scenario, or the bundled scenarios' folder) is that bundled ruleset.
 */
export function loadRuleset(file: string, from?: string): Result<Ruleset> {
  const path = from === undefined ? file : resolve(dirname(locate(from)), file);
  if (!existsSync(locate(path))) {
    const id = bundledRulesetId(file, from);
    if (id !== undefined) return loadBundledRuleset(id);
  }
  const json = readJsonFile(path);
  if (!json.ok) return json;
  return validateRuleset(json.value, locate(path), (p) => readJsonFile(p));
}

/**
 * Loads a scenario under a ruleset: the one given (a file or a bundled id), else the scenario's own (a
 * file beside it, else the bundled ruleset its name resolves to, so a copied scenario loads wherever it
 * lies), else the default.
 */
export function loadScenario(
  file: string,
  rulesetFile?: string,
): Result<{ scenario: Scenario; ruleset: Ruleset }> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  const named = (json.value as { ruleset?: unknown } | null)?.ruleset;
  const own = rulesetFile === undefined && typeof named === 'string' ? named : undefined;
  const rs =
    rulesetFile !== undefined
      ? loadRuleset(rulesetFile)
      : own !== undefined
        ? loadRuleset(own, file)
        : loadRuleset(DEFAULT_RULESET);
  if (!rs.ok) {
    // the scenario names a ruleset file that is not there: say which field names it
    const path = own === undefined ? undefined : resolve(dirname(locate(file)), own);
    if (own !== undefined && rs.error.file === path && rs.error.code.startsWith('file/')) {
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
