import type { Result } from '../errors.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { validateColumnShift } from './column-shift.ts';
import { validateCrt } from './crt.ts';
import { validateFireTable } from './fire.ts';
import { deepFreeze } from './freeze.ts';
import { validateHexsides } from './hexsides.ts';
import { validateFactorModifiers, validateStepModifiers } from './modifiers.ts';
import { resolveRelative } from './paths.ts';
import { at, guarded, JsonReader, show, unwrap } from './read.ts';
import { validateRecall } from './recall.ts';
import { finishSettings, mergeSettings, type PartialSettings, readSettings } from './settings.ts';
import { validateTerrain } from './terrain.ts';

/**
 * Reads a data file named by a ruleset. It receives the path already resolved against the naming
 * file's directory, in the same form as that file's own name (ruleset "data/rulesets/a.json" naming
 * "../tables/b.json" asks for "data/tables/b.json"), and returns its parsed JSON or a file/... refusal.
 */
export type ReadJson = (path: string) => Result<unknown>;

/** The table keys of a ruleset file's "tables" object. */
export const TABLE_KEYS = [
  'crt',
  'standModifiers',
  'columnShift',
  'fire',
  'meleeModifiers',
  'recall',
  'hexsides',
  'terrain',
] as const;

/** A table key of a ruleset file. */
export type TableKey = (typeof TABLE_KEYS)[number];

/** Most ruleset files in one "extends" chain. */
export const MAX_EXTENDS_DEPTH = 8;

interface Layer {
  readonly tables: Partial<Record<TableKey, string>>;
  readonly settings: PartialSettings;
}

/**
 * Validates a ruleset file (kind "ruleset") and every table it names, following "extends" (a base
 * ruleset file whose tables and settings this one overrides). Returns the whole Ruleset deep-frozen.
 */
export function validateRuleset(json: unknown, file: string, readJson: ReadJson): Result<Ruleset> {
  return guarded(() => {
    const r = new JsonReader(file);
    const o = r.object(json, '', 'a ruleset object { "kind": "ruleset", ... }');
    const layer = readLayer(json, file, readJson, []);
    const id = r.string(o, 'id', '');
    const name = r.string(o, 'name', '');
    const settings = finishSettings(r, layer.settings, 'settings');
    const path = (key: TableKey): string => layer.tables[key] as string;
    const read = (key: TableKey): unknown => unwrap(readJson(path(key)));
    const ruleset: Ruleset = {
      id,
      name,
      crt: unwrap(validateCrt(read('crt'), path('crt'))),
      standModifiers: unwrap(validateStepModifiers(read('standModifiers'), path('standModifiers'))),
      columnShift: unwrap(validateColumnShift(read('columnShift'), path('columnShift'))),
      fire: unwrap(validateFireTable(read('fire'), path('fire'))),
      meleeModifiers: unwrap(validateFactorModifiers(read('meleeModifiers'), path('meleeModifiers'))),
      recall: unwrap(validateRecall(read('recall'), path('recall'))),
      hexsides: unwrap(validateHexsides(read('hexsides'), path('hexsides'))),
      terrain: unwrap(validateTerrain(read('terrain'), path('terrain'))),
      settings,
    };
    return deepFreeze(ruleset);
  });
}

function readLayer(json: unknown, file: string, readJson: ReadJson, chain: readonly string[]): Layer {
  const r = new JsonReader(file);
  const o = r.object(json, '', 'a ruleset object { "kind": "ruleset", ... }');
  r.kind(o, 'ruleset');
  r.onlyKeys(o, '', ['kind', 'id', 'name', 'note', 'rule', 'extends', 'tables', 'settings']);
  r.string(o, 'id', '');
  r.string(o, 'name', '');
  r.optString(o, 'note', '');
  r.optString(o, 'rule', '');
  const ext = r.optString(o, 'extends', '');
  const partial = ext !== undefined;
  const tables: Partial<Record<TableKey, string>> = {};
  if (o.tables !== undefined || !partial) {
    const t = r.object(r.required(o, 'tables', ''), 'tables', 'an object naming the table files');
    r.onlyKeys(t, 'tables', TABLE_KEYS);
    for (const key of TABLE_KEYS) {
      if (partial && t[key] === undefined) continue;
      tables[key] = resolveRelative(file, r.string(t, key, 'tables'));
    }
  }
  const own =
    o.settings === undefined && partial
      ? {}
      : readSettings(r, r.required(o, 'settings', ''), 'settings', partial);
  if (ext === undefined) return { tables, settings: own };
  const basePath = resolveRelative(file, ext);
  const seen = [...chain, file];
  if (seen.includes(basePath)) {
    r.refuse(
      'data/extends-cycle',
      `"extends" ${show(ext)} leads back to ${basePath} (${seen.join(' -> ')})`,
      'extends',
    );
  }
  if (seen.length >= MAX_EXTENDS_DEPTH) {
    r.refuse(
      'data/extends-cycle',
      `"extends" chain is longer than ${MAX_EXTENDS_DEPTH} files`,
      at('', 'extends'),
    );
  }
  const base = readLayer(unwrap(readJson(basePath)), basePath, readJson, seen);
  return { tables: { ...base.tables, ...tables }, settings: mergeSettings(base.settings, own) };
}
