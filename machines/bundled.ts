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
import { hashOf } from './hash.ts';
import { describeValue } from './plain.ts';
import { trustRuleset } from './trusted.ts';

/**
 * The data files shipped in data/, bundled by import so that a host needs no file system. Keys are the
 * files' paths from the package root, the form the ruleset validator resolves table paths to
 * ("data/rulesets/la-bataille.json" naming "../tables/fire.json" reads "data/tables/fire.json").
 * Frozen: a host cannot change what the engine reads.
 */
export const BUNDLED_FILES: Readonly<Record<string, unknown>> = Object.freeze({
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
});

/** The ids of the bundled rulesets and their files (frozen). */
export const BUNDLED_RULESETS: Readonly<Record<string, string>> = Object.freeze({
  'la-bataille': 'data/rulesets/la-bataille.json',
  'la-bataille-nearest-half': 'data/rulesets/la-bataille-nearest-half.json',
  'flight-pursuit-6e': 'data/rulesets/flight-pursuit-6e.json',
  'flight-pursuit-8e': 'data/rulesets/flight-pursuit-8e.json',
});

/** The id of the ruleset used when a host names none. */
export const DEFAULT_RULESET_ID = 'la-bataille';

/**
 * Reads a bundled file by its package path (a fresh copy: validators never see shared objects). Only
 * the bundled files' own names are looked up: "constructor" or "__proto__" is file/not-found.
 */
export function readBundled(path: string): Result<unknown> {
  if (typeof path !== 'string' || !Object.hasOwn(BUNDLED_FILES, path)) {
    return fail(
      'file/not-found',
      'no such bundled file',
      typeof path === 'string' ? path : describeValue(path),
    );
  }
  return ok(structuredClone(BUNDLED_FILES[path]));
}

const cache = new Map<string, Ruleset>();

/**
 * A bundled ruleset by id, validated once and cached (frozen); refuses unknown ids (and anything that
 * is not a string) with file/not-found.
 */
export function bundledRuleset(id: string = DEFAULT_RULESET_ID): Result<Ruleset> {
  if (typeof id === 'string') {
    const hit = cache.get(id);
    if (hit) return ok(hit);
  }
  if (typeof id !== 'string' || !Object.hasOwn(BUNDLED_RULESETS, id)) {
    return fail(
      'file/not-found',
      `no bundled ruleset ${describeValue(id)} (bundled: ${Object.keys(BUNDLED_RULESETS).join(', ')})`,
    );
  }
  const file = BUNDLED_RULESETS[id]!;
  const json = readBundled(file);
  if (!json.ok) return json;
  const r = validateRuleset(json.value, file, readBundled);
  if (r.ok) cache.set(id, trustRuleset(r.value));
  return r;
}

let hashes: Map<string, string> | undefined;

/** The bundled ruleset whose hash is `hash`, if there is one. */
export function bundledRulesetWithHash(hash: string): Ruleset | undefined {
  if (!hashes) {
    hashes = new Map();
    for (const id of Object.keys(BUNDLED_RULESETS)) {
      const r = bundledRuleset(id);
      if (r.ok) hashes.set(hashOf(r.value), id);
    }
  }
  const id = hashes.get(hash);
  const r = id === undefined ? undefined : bundledRuleset(id);
  return r?.ok ? r.value : undefined;
}
