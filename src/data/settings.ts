import type { BounceRule, ReformRule, RollRange, RulesetSettings } from '../model/ruleset.ts';
import { isDiceValue } from './d66.ts';
import { at, type JsonObject, type JsonReader } from './read.ts';

type Spec = (
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'int'; readonly min?: number }
  | { readonly type: 'number'; readonly min?: number }
  | { readonly type: 'bool' }
  | { readonly type: 'd66' }
  | { readonly type: 'object'; readonly fields: Readonly<Record<string, Spec>> }
) & {
  /** A setting a complete ruleset may leave out (the doctrine settings have defaults in code). */
  readonly optional?: boolean;
};

const DOCTRINE_DICE = ['d6', '2d6', '5d6', '8d6'];
const PURSUIT_FROM = ['fled-hex', 'pursuer-hex'];
const ARM_CM: Record<string, Spec> = {
  infantry: { type: 'number', min: 0 },
  cavalry: { type: 'number', min: 0 },
  artillery: { type: 'number', min: 0 },
};
/** Optional settings of the flight and pursuit doctrines (seeds 000-002); every field optional. */
const DOCTRINE_SETTINGS: Record<'hexScale' | 'flight6e' | 'pursuit6e' | 'flightPursuit8e', Spec> = {
  hexScale: {
    type: 'object',
    optional: true,
    fields: { cm: { type: 'number', min: 0.001 }, inches: { type: 'number', min: 0.001 } },
  },
  flight6e: {
    type: 'object',
    optional: true,
    fields: {
      slowDice: { type: 'enum', values: DOCTRINE_DICE, optional: true },
      fastDice: { type: 'enum', values: DOCTRINE_DICE, optional: true },
      fastAboveCm: { type: 'number', min: 0, optional: true },
      enemyBufferCm: { type: 'number', min: 0, optional: true },
      defaultMovementCm: { type: 'object', fields: ARM_CM, optional: true },
    },
  },
  pursuit6e: {
    type: 'object',
    optional: true,
    fields: {
      holdBackDice: { type: 'enum', values: DOCTRINE_DICE, optional: true },
      defaultLeadership: { type: 'int', min: 0, optional: true },
      leaderLeadership: { type: 'bool', optional: true },
      leaderRangeHexes: { type: 'int', min: 0, optional: true },
      pursueStandCheckFleers: { type: 'bool', optional: true },
      pursuitCountsFrom: { type: 'enum', values: PURSUIT_FROM, optional: true },
      heldBackAdvance: { type: 'bool', optional: true },
    },
  },
  flightPursuit8e: {
    type: 'object',
    optional: true,
    fields: {
      flightDice: { type: 'enum', values: DOCTRINE_DICE, optional: true },
      pursuitDice: { type: 'enum', values: DOCTRINE_DICE, optional: true },
      defaultRanks: { type: 'int', min: 0, optional: true },
      pursuitCountsFrom: { type: 'enum', values: PURSUIT_FROM, optional: true },
    },
  },
};

const READINESS = ['fresh', 'tired', 'exhausted'] as const;

const BOUNCE: Record<keyof BounceRule, Spec> = {
  hexes: { type: 'int', min: 0 },
  disorder: { type: 'bool' },
};

const REFORM: Record<keyof ReformRule, Spec> = {
  readinessAfterMelee: { type: 'enum', values: READINESS },
  readinessWithoutMelee: { type: 'enum', values: READINESS },
  recoverDisorder: { type: 'bool' },
};

const CLAMP: Record<keyof RollRange, Spec> = { from: { type: 'd66' }, to: { type: 'd66' } };

/** What every ruleset setting must be; the lead's RulesetSettings keys, checked by the compiler. */
const SETTINGS: Record<keyof RulesetSettings, Spec> = {
  oddsRounding: { type: 'enum', values: ['round-down', 'nearest-half-defender'] },
  routHexes: { type: 'int', min: 0 },
  disorderedRetreatHexes: { type: 'int', min: 0 },
  stackingLimit: { type: 'int', min: 1 },
  routedUnitsHaveZoc: { type: 'bool' },
  d66Clamp: { type: 'object', fields: CLAMP },
  stepsPerFireCasualty: { type: 'int' },
  trampleCostPerIncrement: { type: 'number', min: 0 },
  pursuitHexes: { type: 'int', min: 0 },
  bounce: { type: 'object', fields: BOUNCE },
  reform: { type: 'object', fields: REFORM },
  doctrine: {
    type: 'object',
    fields: {
      flight: { type: 'enum', values: ['la-bataille', 'flight-6e', 'flight-pursuit-8e'] },
      pursuit: { type: 'enum', values: ['la-bataille', 'pursuit-6e', 'flight-pursuit-8e'] },
    },
  },
  ...DOCTRINE_SETTINGS,
};

/** Settings of a ruleset layer: complete for a ruleset without "extends", any subset for one with it. */
export type PartialSettings = Readonly<Record<string, unknown>>;

/**
 * Reads the "settings" object of a ruleset file. `partial` (a ruleset that extends another) makes every
 * field optional, nested objects included; otherwise every setting is required.
 */
export function readSettings(r: JsonReader, v: unknown, path: string, partial: boolean): PartialSettings {
  return readFields(r, r.object(v, path, 'a settings object'), path, SETTINGS, partial);
}

/** Merges a layer's settings over its base's, nested objects field by field. */
export function mergeSettings(base: PartialSettings, over: PartialSettings): PartialSettings {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isPlainObject(v) && isPlainObject(b) ? { ...b, ...v } : v;
  }
  return out;
}

/** Checks merged settings (d66Clamp from <= to) and returns them as RulesetSettings. */
export function finishSettings(r: JsonReader, s: PartialSettings, path: string): RulesetSettings {
  const clamp = s.d66Clamp as RollRange;
  if (clamp.from > clamp.to) {
    r.refuse(
      'data/bad-value',
      `d66Clamp "from" ${clamp.from} is above "to" ${clamp.to}`,
      at(path, 'd66Clamp'),
    );
  }
  const doctrine = s.doctrine as RulesetSettings['doctrine'];
  // The doctrines pair up: 6e pursuit compares with a 6e flight roll; the 8e text is one doctrine.
  const bad =
    (doctrine.pursuit === 'pursuit-6e' && doctrine.flight !== 'flight-6e') ||
    (doctrine.flight === 'flight-pursuit-8e') !== (doctrine.pursuit === 'flight-pursuit-8e');
  if (bad) {
    r.refuse(
      'data/bad-value',
      `doctrine flight ${doctrine.flight} with pursuit ${doctrine.pursuit}: pursuit-6e needs flight-6e, and flight-pursuit-8e goes with itself`,
      at(path, 'doctrine'),
    );
  }
  return s as unknown as RulesetSettings;
}

function readFields(
  r: JsonReader,
  o: JsonObject,
  path: string,
  fields: Readonly<Record<string, Spec>>,
  partial: boolean,
): Record<string, unknown> {
  r.onlyKeys(o, path, Object.keys(fields));
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) {
    if ((partial || spec.optional) && o[key] === undefined) continue;
    out[key] = readField(r, o, key, path, spec, partial);
  }
  return out;
}

function readField(
  r: JsonReader,
  o: JsonObject,
  key: string,
  path: string,
  spec: Spec,
  partial: boolean,
): unknown {
  switch (spec.type) {
    case 'enum':
      return r.oneOf(o, key, path, spec.values);
    case 'int':
      return r.number(o, key, path, { integer: true, ...(spec.min === undefined ? {} : { min: spec.min }) });
    case 'number':
      return r.number(o, key, path, spec.min === undefined ? {} : { min: spec.min });
    case 'bool':
      return r.boolean(o, key, path);
    case 'd66': {
      const n = r.number(o, key, path, { integer: true });
      if (!isDiceValue(n, 'd66'))
        r.refuse(
          'data/bad-value',
          `"${key}" must be a d66 value (11-16, ..., 61-66), got ${n}`,
          at(path, key),
        );
      return n;
    }
    case 'object':
      return readFields(
        r,
        r.object(r.required(o, key, path), at(path, key)),
        at(path, key),
        spec.fields,
        partial,
      );
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
