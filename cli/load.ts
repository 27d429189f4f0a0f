import { closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { validateRuleset, validateScenario } from '../src/data/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { findJsonSyntaxError, lineColumn } from './json-syntax.ts';
import { inPackage } from './paths.ts';

/** The ruleset used when neither the command nor the scenario names one. */
export const DEFAULT_RULESET = inPackage('data/rulesets/la-bataille.json');

/**
 * The largest data file the CLI reads (8 MiB, the data layer's limit for a data file). A bigger
 * file, or a stream with no end (`/dev/zero`), is refused with data/too-large after reading at most
 * one chunk past the limit.
 */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

const CHUNK = 64 * 1024;

/** Reads a file (or a pipe) as UTF-8 text, refusing what is missing, unreadable, too large or not text. */
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
    if (fstatSync(fd).isDirectory()) return fail('file/unreadable', 'cannot read it: it is a folder', file);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buf = Buffer.allocUnsafe(CHUNK);
      const got = readSync(fd, buf, 0, CHUNK, null);
      if (got === 0) break;
      total += got;
      if (total > MAX_FILE_BYTES)
        return fail(
          'data/too-large',
          `the file is larger than ${MAX_FILE_BYTES} bytes (the engine's limit for a data file)`,
          file,
        );
      chunks.push(buf.subarray(0, got));
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, total));
    } catch {
      return fail('file/unreadable', 'cannot read it: it is not UTF-8 text', file);
    }
    return ok(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail('file/unreadable', `cannot read it (${code ?? 'error'})`, file);
  } finally {
    closeSync(fd);
  }
}

/**
 * Parses JSON text; a syntax error says where (line, column) and what is wrong, and quotes nothing
 * of the file (a refusal never echoes file content).
 */
export function parseJsonText(text: string, file: string): Result<unknown> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    const e = findJsonSyntaxError(text);
    if (!e) return fail('data/malformed-json', 'malformed JSON', file);
    const { line, column } = lineColumn(text, e.offset);
    return fail('data/malformed-json', `malformed JSON at line ${line}, column ${column}: ${e.reason}`, file);
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
  return text.ok ? parseJsonText(text.value, file) : text;
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
  const rs = loadRuleset(
    rulesetFile ?? (typeof named === 'string' ? resolve(dirname(locate(file)), named) : DEFAULT_RULESET),
  );
  if (!rs.ok) return rs;
  const sc = validateScenario(json.value, file, rs.value);
  return sc.ok ? { ok: true, value: { scenario: sc.value, ruleset: rs.value } } : sc;
}
