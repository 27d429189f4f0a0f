import type { ErrorCode, HexchargeError, Result } from '../errors.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { LIMITS } from './bounds.ts';
import { validateColumnShift } from './column-shift.ts';
import { validateCrt } from './crt.ts';
import { validateFireTable } from './fire.ts';
import { deepFreeze } from './freeze.ts';
import { validateHexsides } from './hexsides.ts';
import { validateFactorModifiers, validateStepModifiers } from './modifiers.ts';
import { resolveRelative } from './paths.ts';
import { at, DataRefusal, guarded, Problems, problem, show } from './read.ts';
import { validateRecall } from './recall.ts';
import { checkShape } from './schema-kit.ts';
import { baseRulesetSchema, extendingRulesetSchema, TABLE_KEYS } from './schemas.ts';
import { finishSettings, mergeSettings, type PartialSettings } from './settings.ts';
import { validateTerrain } from './terrain.ts';

export { TABLE_KEYS } from './schemas.ts';

/**
 * Reads a data file named by a ruleset. It receives the path already resolved against the naming
 * file's directory, in the same form as that file's own name (ruleset "data/rulesets/a.json" naming
 * "../tables/b.json" asks for "data/tables/b.json"), and returns its parsed JSON or a file/... refusal.
 */
export type ReadJson = (path: string) => Result<unknown>;

/** A table key of a ruleset file. */
export type TableKey = (typeof TABLE_KEYS)[number];

/** Most ruleset files in one "extends" chain. */
export const MAX_EXTENDS_DEPTH = LIMITS.extendsChain;

interface Layer {
  readonly id: string;
  readonly name: string;
  /** Each table's path as written and as resolved, and the file that names it. */
  readonly tables: Partial<
    Record<TableKey, { readonly written: string; readonly path: string; readonly by: string }>
  >;
  readonly settings: PartialSettings;
}

interface RulesetFile {
  readonly id: string;
  readonly name: string;
  readonly extends?: string;
  readonly tables?: Partial<Record<TableKey, string>>;
  readonly settings?: PartialSettings;
}

/**
 * Validates a ruleset file (kind "ruleset") and every table it names, following "extends" (a base
 * ruleset file whose tables and settings this one overrides). Returns the whole Ruleset deep-frozen;
 * refuses with every problem found in the ruleset and in each of its tables.
 */
export function validateRuleset(json: unknown, file: string, readJson: ReadJson): Result<Ruleset> {
  return guarded(() => {
    const layer = readLayer(json, file, readJson, []);
    const p = new Problems(file);
    const settings = finishSettings(p, layer.settings, 'settings');
    const tables: Partial<Record<TableKey, unknown>> = {};
    const validators: Record<TableKey, (j: unknown, f: string) => Result<unknown>> = {
      crt: (j, f) => validateCrt(j, f, { plainRetreatHexes: settings.disorderedRetreatHexes }),
      standModifiers: validateStepModifiers,
      columnShift: validateColumnShift,
      fire: validateFireTable,
      meleeModifiers: validateFactorModifiers,
      recall: validateRecall,
      hexsides: validateHexsides,
      terrain: validateTerrain,
    };
    for (const key of TABLE_KEYS) {
      const named = layer.tables[key] as NonNullable<Layer['tables'][TableKey]>;
      const json = readNamed(readJson, named.path, named.by, at('tables', key), named.written);
      if (!json.ok) {
        p.addRefusal(json.error);
        continue;
      }
      const r = validators[key](json.value, named.path);
      if (r.ok) tables[key] = r.value;
      else p.addRefusal(r.error);
    }
    p.stopIfAny();
    const ruleset = { id: layer.id, name: layer.name, ...tables, settings } as Ruleset;
    return deepFreeze(ruleset);
  });
}

function readLayer(json: unknown, file: string, readJson: ReadJson, chain: readonly string[]): Layer {
  const extending =
    typeof json === 'object' &&
    json !== null &&
    Object.hasOwn(json, 'extends') &&
    (json as { extends?: unknown }).extends !== undefined;
  const doc = checkShape<RulesetFile>(extending ? extendingRulesetSchema : baseRulesetSchema, json, file);
  const tables: Record<string, Layer['tables'][TableKey]> = {};
  for (const key of TABLE_KEYS) {
    const written = doc.tables?.[key];
    if (written !== undefined) tables[key] = { written, path: resolveRelative(file, written), by: file };
  }
  const own = doc.settings ?? {};
  if (doc.extends === undefined) return { id: doc.id, name: doc.name, tables, settings: own };
  const basePath = resolveRelative(file, doc.extends);
  const seen = [...chain, file];
  const fail = (code: ErrorCode, message: string): never => {
    throw new DataRefusal([problem(code, message, file, 'extends')]);
  };
  if (seen.includes(basePath)) {
    fail(
      'data/extends-cycle',
      `"extends" ${show(doc.extends)} leads back to ${basePath} (${seen.join(' -> ')})`,
    );
  }
  if (seen.length >= MAX_EXTENDS_DEPTH) {
    fail('data/extends-cycle', `"extends" chain is longer than ${MAX_EXTENDS_DEPTH} files`);
  }
  const baseJson = readNamed(readJson, basePath, file, 'extends', doc.extends);
  if (!baseJson.ok) throw DataRefusal.of(baseJson.error);
  const base = readLayer(baseJson.value, basePath, readJson, seen);
  return {
    id: doc.id,
    name: doc.name,
    tables: { ...base.tables, ...tables },
    settings: mergeSettings(base.settings, own),
  };
}

/**
 * Reads a file named inside another; a file that cannot be found or read is refused naming the file
 * and the field that names it ("data/rulesets/a.json at tables.fire: the file "../tables/x.json" ...").
 */
function readNamed(
  readJson: ReadJson,
  path: string,
  by: string,
  field: string,
  written: string,
): Result<unknown> {
  const r = readJson(path);
  if (r.ok || !r.error.code.startsWith('file/')) return r;
  const error: HexchargeError = problem(
    r.error.code,
    `the file ${show(written)} cannot be read: ${r.error.message}`,
    by,
    field,
  );
  return { ok: false, error };
}
