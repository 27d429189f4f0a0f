import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parseJson } from '../../src/data/json.ts';
import type { ReadJson } from '../../src/data/ruleset.ts';
import { validateRuleset } from '../../src/data/ruleset.ts';
import { fail, type HexchargeError, type Result } from '../../src/errors.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';

/** The repository root: file names in tests are relative to it ("data/tables/fire.json"). */
export const ROOT = new URL('../../', import.meta.url).pathname;

/** Reads and parses a data file named relative to the repository root. */
export const readJson: ReadJson = (path: string): Result<unknown> => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return fail('file/not-found', 'no such file', path);
  return parseJson(readFileSync(full, 'utf8'), path);
};

/** The parsed JSON of a shipped data file, as a fresh mutable copy. */
export function load(path: string): Record<string, unknown> {
  const r = readJson(path);
  if (!r.ok) throw new Error(r.error.message);
  return structuredClone(r.value) as Record<string, unknown>;
}

/** The JSON files under a data folder, as root-relative names. */
export function jsonFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${folder}/${f}`);
}

/** The value of an ok Result (the test fails with the refusal otherwise). */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`unexpected refusal ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The refusal of a failed Result, checked to carry `code` and to mention every fragment. */
export function refusal<T>(r: Result<T>, code: string, ...fragments: string[]): HexchargeError {
  if (r.ok) throw new Error(`expected refusal ${code}, got a value`);
  expect(r.error.code, r.error.message).toBe(code);
  for (const f of fragments) expect(r.error.message).toContain(f);
  return r.error;
}

/** The shipped la-bataille ruleset, loaded. */
export function shippedRuleset(): Ruleset {
  const file = 'data/rulesets/la-bataille.json';
  return value(validateRuleset(value(readJson(file)), file, readJson));
}
