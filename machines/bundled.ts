import flightPursuit6e from '../data/rulesets/flight-pursuit-6e.json' with { type: 'json' };
import flightPursuit8e from '../data/rulesets/flight-pursuit-8e.json' with { type: 'json' };
import laBataille from '../data/rulesets/la-bataille.json' with { type: 'json' };
import laBatailleNearestHalf from '../data/rulesets/la-bataille-nearest-half.json' with { type: 'json' };
import assaultMelee from '../data/tables/assault-melee.json' with { type: 'json' };
import cavalryMeleeModifiers from '../data/tables/cavalry-melee-modifiers.json' with { type: 'json' };
import columnShift from '../data/tables/column-shift.json' with { type: 'json' };
import fire from '../data/tables/fire.json' with { type: 'json' };
import hexsides from '../data/tables/hexsides.json' with { type: 'json' };
import recall from '../data/tables/recall.json' with { type: 'json' };
import standModifiers from '../data/tables/stand-modifiers.json' with { type: 'json' };
import terrain from '../data/tables/terrain.json' with { type: 'json' };
import { validateRuleset } from '../src/data/index.ts';
import { fail, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';

/**
 * The data files shipped in data/, bundled by import so that a host needs no file system. Keys are the
 * files' paths from the package root, the form the ruleset validator resolves table paths to
 * ("data/rulesets/la-bataille.json" naming "../tables/fire.json" reads "data/tables/fire.json").
 */
export const BUNDLED_FILES: Readonly<Record<string, unknown>> = {
  'data/rulesets/la-bataille.json': laBataille,
  'data/rulesets/la-bataille-nearest-half.json': laBatailleNearestHalf,
  'data/rulesets/flight-pursuit-6e.json': flightPursuit6e,
  'data/rulesets/flight-pursuit-8e.json': flightPursuit8e,
  'data/tables/assault-melee.json': assaultMelee,
  'data/tables/cavalry-melee-modifiers.json': cavalryMeleeModifiers,
  'data/tables/column-shift.json': columnShift,
  'data/tables/fire.json': fire,
  'data/tables/hexsides.json': hexsides,
  'data/tables/recall.json': recall,
  'data/tables/stand-modifiers.json': standModifiers,
  'data/tables/terrain.json': terrain,
};

/** The ids of the bundled rulesets and their files. */
export const BUNDLED_RULESETS: Readonly<Record<string, string>> = {
  'la-bataille': 'data/rulesets/la-bataille.json',
  'la-bataille-nearest-half': 'data/rulesets/la-bataille-nearest-half.json',
  'flight-pursuit-6e': 'data/rulesets/flight-pursuit-6e.json',
  'flight-pursuit-8e': 'data/rulesets/flight-pursuit-8e.json',
};

/** The id of the ruleset used when a host names none. */
export const DEFAULT_RULESET_ID = 'la-bataille';

/** Reads a bundled file by its package path (a fresh copy: validators never see shared objects). */
export function readBundled(path: string): Result<unknown> {
  const json = Object.hasOwn(BUNDLED_FILES, path) ? BUNDLED_FILES[path] : undefined;
  return json === undefined
    ? fail('file/not-found', 'no such bundled file', path)
    : ok(structuredClone(json));
}

const cache = new Map<string, Ruleset>();

/** A bundled ruleset by id, validated once and cached (frozen); refuses unknown ids with file/not-found. */
export function bundledRuleset(id: string = DEFAULT_RULESET_ID): Result<Ruleset> {
  const hit = cache.get(id);
  if (hit) return ok(hit);
  const file = Object.hasOwn(BUNDLED_RULESETS, id) ? BUNDLED_RULESETS[id] : undefined;
  if (file === undefined) {
    return fail(
      'file/not-found',
      `no bundled ruleset "${id}" (bundled: ${Object.keys(BUNDLED_RULESETS).join(', ')})`,
    );
  }
  const json = readBundled(file);
  if (!json.ok) return json;
  const r = validateRuleset(json.value, file, readBundled);
  if (r.ok) cache.set(id, r.value);
  return r;
}
