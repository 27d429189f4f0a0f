import * as v from 'valibot';
import type { RollRange, RulesetSettings } from '../model/ruleset.ts';
import { LIMITS } from './bounds.ts';
import { d66Values } from './d66.ts';
import { at, type Problems } from './read.ts';
import { bool, decimal, obj, oneOf, opt, type Schema, whole } from './schema-kit.ts';

const DOCTRINE_DICE = ['d6', '2d6', '5d6', '8d6'];
const READINESS = ['fresh', 'tired', 'exhausted'];
const D66 = d66Values();

/** A distance in hexes: a whole number 0..LIMITS.hexes. */
const hexes = (description: string): Schema => whole(0, LIMITS.hexes, description);
/** A d66 value. */
const d66 = (description: string): Schema =>
  oneOf(D66, description, 'data/bad-value', 'a d66 value: 11-16, 21-26, ..., 61-66');
const cm = (description: string): Schema => decimal(0, LIMITS.centimetres, description);
const dice = (description: string): Schema => opt(oneOf(DOCTRINE_DICE, description));
/** Where a doctrine pursuit roll counts from (ruling R47). */
const countsFrom: Schema = opt(
  oneOf(
    ['fled-hex', 'pursuer-hex'],
    "Where a pursuit roll counts from: the hex the fleeing unit left, or the pursuer's own (ruling R47).",
  ),
);

/**
 * Every ruleset setting, one line of schema each (src/model/ruleset.ts says what each means). A
 * ruleset without "extends" gives every setting not wrapped in `opt`; a ruleset that extends another
 * may give any of them, nested objects field by field (`partialSettings`). The compiler checks that
 * the keys are those of RulesetSettings.
 */
export const SETTINGS = {
  oddsRounding: oneOf(
    ['round-down', 'nearest-half-defender', 'nearest-half'],
    'How odds are rounded to a column (ruling R5).',
  ),
  routHexes: hexes('Hexes of a rout move (public fact: 10).'),
  disorderedRetreatHexes: hexes(
    'Hexes of a disordered retreat when a chart gives none, and of a chart result AD or DD written without a number (public fact: 3).',
  ),
  stackingLimit: whole(1, LIMITS.stacking, 'Most units in one hex (public fact: 3).'),
  routedUnitsHaveZoc: bool('Whether routed units project a zone of influence.'),
  d66Clamp: obj(
    { from: d66('Lowest modified d66 result.'), to: d66('Highest modified d66 result.') },
    'an object { "from", "to" }',
    'Lowest and highest modified d66 result before clamping (11 and 66).',
  ),
  stepsPerFireCasualty: whole(
    -LIMITS.steps,
    LIMITS.steps,
    'Melee roll steps per casualty of defensive fire (-6).',
  ),
  trampleCostPerIncrement: decimal(
    0,
    LIMITS.movement,
    'Movement points per increment of a routed unit eliminated by trampling (2).',
  ),
  pursuitHexes: hexes(
    'Hexes a not-recalled cavalry unit follows its routed target when no movement is recorded.',
  ),
  bounce: obj(
    {
      hexes: hexes('Hexes the charging stack falls back, straight away from the target.'),
      disorder: bool('Whether the bounced stack becomes disordered.'),
    },
    'an object { "hexes", "disorder" }',
    'What the cavalry does when it bounces (blank result, 19.9.3).',
  ),
  reform: obj(
    {
      readinessAfterMelee: oneOf(READINESS, 'Readiness of charging cavalry that meleed.'),
      readinessWithoutMelee: oneOf(READINESS, 'Readiness of charging cavalry that did not melee.'),
      recoverDisorder: bool('Whether cavalry that advanced disordered recovers good order on reform.'),
    },
    'an object { "readinessAfterMelee", "readinessWithoutMelee", "recoverDisorder" }',
    'What reform (19.1.1 step 5) does to the charging cavalry.',
  ),
  doctrine: obj(
    {
      flight: oneOf(
        ['la-bataille', 'flight-6e', 'flight-pursuit-8e'],
        'Which doctrine resolves a rout or flight.',
      ),
      pursuit: oneOf(['la-bataille', 'pursuit-6e', 'flight-pursuit-8e'], 'Which doctrine resolves pursuit.'),
    },
    'an object { "flight", "pursuit" }',
    'Which doctrine resolves flight and pursuit.',
  ),
  // The readings of seed 003 that players disagree on (rulings R27-R31).
  pursuitOf: oneOf(['routed', 'retreating'], 'Which units in retreat step 7 pursues (R27).'),
  firstZoneLeft: oneOf(
    ['costs-only-against-routed', 'always-costs'],
    'Whether the zones a move starts in cost an increment outside the procedure against routed units (R29).',
  ),
  suppliedArtilleryCover: oneOf(
    ['any-formation', 'unlimbered-only'],
    'Which supplied artillery covers unsupplied unlimbered guns in step 1 (R30).',
  ),
  columnShiftCombine: oneOf(
    ['highest', 'sum-capped'],
    'How the column-shift dice of several defending stacks combine (R31).',
  ),
  leaderMoraleModifier: oneOf(
    ['scenario', 'table'],
    "Where a leader's stand-check modifier comes from (R28).",
  ),
  // Optional settings of the flight and pursuit doctrines (seeds 000-002); defaults in src/doctrines/settings.ts.
  hexScale: opt(
    obj(
      {
        cm: decimal(0, LIMITS.centimetres, 'Centimetres one hex stands for.', true),
        inches: decimal(0, LIMITS.centimetres, 'Inches one hex stands for.', true),
      },
      'an object { "cm", "inches" }',
      'What one hex stands for in the mass-battle doctrines (default 5 cm = 2 inches).',
    ),
  ),
  flight6e: opt(
    obj(
      {
        slowDice: dice('Dice of units with Movement up to fastAboveCm (5d6).'),
        fastDice: dice('Dice of units with Movement above fastAboveCm (8d6).'),
        fastAboveCm: opt(cm('Movement in cm above which a unit rolls the fast dice (15).')),
        enemyBufferCm: opt(cm('Distance in cm a fleeing unit keeps from enemy units (10).')),
        defaultMovementCm: opt(
          obj(
            {
              infantry: opt(cm('Movement in cm of infantry whose scenario gives none.')),
              cavalry: opt(cm('Movement in cm of cavalry whose scenario gives none.')),
              artillery: opt(cm('Movement in cm of artillery whose scenario gives none.')),
            },
            'an object { "infantry", "cavalry", "artillery" }',
          ),
        ),
      },
      'an object of flight-6e settings',
      'Dice and switches of the 6th-edition flight doctrine (seed 002).',
    ),
  ),
  pursuit6e: opt(
    obj(
      {
        holdBackDice: dice('Dice of the hold-back Leadership test (2d6).'),
        defaultLeadership: opt(whole(0, LIMITS.rating, 'Leadership of units whose scenario gives none.')),
        leaderLeadership: opt(
          bool('House rule: a leader in range lends his Leadership to the hold-back test.'),
        ),
        leaderRangeHexes: opt(hexes('Hexes within which a leader lends his Leadership.')),
        pursueStandCheckFleers: opt(bool('House rule: units routed by the stand check may be pursued.')),
        pursuitCountsFrom: countsFrom,
        heldBackAdvance: opt(
          bool('Whether a unit that held back still makes the advance after the charge (ruling R44: no).'),
        ),
      },
      'an object of pursuit-6e settings',
      'Dice and house-rule switches of the 6th-edition pursuit doctrine (seed 000).',
    ),
  ),
  flightPursuit8e: opt(
    obj(
      {
        flightDice: dice('Dice of the flight roll (2d6).'),
        pursuitDice: dice('Dice of the pursuit roll (2d6).'),
        defaultRanks: opt(whole(0, LIMITS.rating, 'Full ranks of units whose scenario gives none.')),
        pursuitCountsFrom: countsFrom,
      },
      'an object of flight-pursuit-8e settings',
      'Dice of the 8th-edition flight and pursuit doctrine (seed 001).',
    ),
  ),
} satisfies Record<keyof RulesetSettings, Schema>;

/** The settings object of a ruleset without "extends": every setting not marked optional is required. */
export const settingsSchema: Schema = obj(
  SETTINGS,
  'a settings object',
  'Every number and switch of the procedure that is not a chart.',
);

/** The settings object of a ruleset that extends another: any subset, nested objects field by field. */
export const partialSettingsSchema: Schema = deepPartial(settingsSchema);

/** Settings of a ruleset layer: complete for a ruleset without "extends", any subset for one with it. */
export type PartialSettings = Readonly<Record<string, unknown>>;

/** Merges a layer's settings over its base's, nested objects field by field. */
export function mergeSettings(base: PartialSettings, over: PartialSettings): PartialSettings {
  const out: Record<string, unknown> = { ...base };
  for (const [k, val] of Object.entries(over)) {
    const b = Object.hasOwn(out, k) ? out[k] : undefined;
    out[k] = isPlainObject(val) && isPlainObject(b) ? { ...b, ...val } : val;
  }
  return out;
}

/** Checks merged settings (d66Clamp from <= to, doctrines that go together) and returns them as RulesetSettings. */
export function finishSettings(p: Problems, s: PartialSettings, path: string): RulesetSettings {
  const clamp = s.d66Clamp as RollRange;
  if (clamp.from > clamp.to) {
    p.add('data/bad-value', `d66Clamp "from" ${clamp.from} is above "to" ${clamp.to}`, at(path, 'd66Clamp'));
  }
  const doctrine = s.doctrine as RulesetSettings['doctrine'];
  // The doctrines pair up: 6e pursuit compares with a 6e flight roll; the 8e text is one doctrine.
  const bad =
    (doctrine.pursuit === 'pursuit-6e' && doctrine.flight !== 'flight-6e') ||
    (doctrine.flight === 'flight-pursuit-8e') !== (doctrine.pursuit === 'flight-pursuit-8e');
  if (bad) {
    p.add(
      'data/bad-value',
      `doctrine flight ${doctrine.flight} with pursuit ${doctrine.pursuit}: pursuit-6e needs flight-6e, and flight-pursuit-8e goes with itself`,
      at(path, 'doctrine'),
    );
  }
  return s as unknown as RulesetSettings;
}

/** The same object schema with every field optional, nested object fields too (same messages). */
function deepPartial(s: Schema): Schema {
  const x = s as Schema & {
    readonly entries?: v.ObjectEntries;
    readonly wrapped?: Schema;
    readonly pipe?: readonly unknown[];
    readonly message?: v.ErrorMessage<v.StrictObjectIssue>;
  };
  if (x.type === 'optional' && x.wrapped) return v.optional(deepPartial(x.wrapped));
  if (x.type !== 'strict_object' || !x.entries) return s;
  const entries: v.ObjectEntries = {};
  for (const [k, e] of Object.entries(x.entries)) {
    const inner = e as Schema & { readonly wrapped?: Schema };
    entries[k] = v.optional(deepPartial(inner.type === 'optional' && inner.wrapped ? inner.wrapped : inner));
  }
  const partial = v.strictObject(entries, x.message);
  const actions = (x.pipe ?? []).slice(1) as v.PipeItem<
    v.InferOutput<typeof partial>,
    v.InferOutput<typeof partial>,
    v.BaseIssue<unknown>
  >[];
  return actions.length > 0 ? (v.pipe(partial, ...actions) as Schema) : partial;
}

function isPlainObject(val: unknown): val is Record<string, unknown> {
  return typeof val === 'object' && val !== null && !Array.isArray(val);
}
