import { ARMS, FORMATIONS_BY_ARM } from './arms.ts';
import { LIMITS } from './bounds.ts';
import { KNOWN_CONDITIONS } from './conditions.ts';
import { d66Values } from './d66.ts';
import { show } from './read.ts';
import {
  bool,
  decimal,
  dictionary,
  either,
  type Keys,
  kind,
  list,
  member,
  name,
  nothing,
  obj,
  oneOf,
  opt,
  pattern,
  prose,
  type Schema,
  type Where,
  whole,
} from './schema-kit.ts';
import { partialSettingsSchema, settingsSchema } from './settings.ts';

/**
 * The structure of every data file, the one source of truth: the loader checks each file against its
 * schema (src/data/schema-kit.ts) before the checks that need more than one value (chart coverage,
 * column order, references between files, adjacency), and `npm run schemas` writes the same schemas as
 * JSON Schema into schemas/ for editors (each shipped file names its schema in "$schema").
 */

const D66 = d66Values();
const D66_HINT = 'a d66 value: 11-16, 21-26, ..., 61-66';

/** The header every table may carry. */
const header = {
  id: opt(name('Identifier of the table.')),
  name: opt(name('Name of the table.')),
  note: opt(prose('Where the numbers come from.')),
  rule: opt(name('The rule number it implements, e.g. "19.6".')),
};

const d66Rolls = either(
  [
    pattern(
      /^\s*[1-6][1-6]\s*(-\s*[1-6][1-6]\s*)?$/,
      'data/bad-range',
      'a range of d66 rolls "from-to" or one roll, e.g. "11-23" or "45" (d66 values are 11-16, 21-26, ..., 61-66)',
    ),
    oneOf(D66, undefined, 'data/bad-range', D66_HINT),
  ],
  'data/bad-range',
  'a range of d66 rolls "from-to" or one roll, e.g. "11-23" or "45" (d66 values are 11-16, 21-26, ..., 61-66)',
  'Inclusive range of d66 rolls: "11-23" covers 11..16, 21, 22, 23.',
);

const d6Rolls = either(
  [
    pattern(
      /^\s*[1-6]\s*(-\s*[1-6]\s*)?$/,
      'data/bad-range',
      'a range of d6 rolls "from-to" or one roll, e.g. "1-3" or "6"',
    ),
    oneOf([1, 2, 3, 4, 5, 6], undefined, 'data/bad-range', 'a d6 value 1-6'),
  ],
  'data/bad-range',
  'a range of d6 rolls "from-to" or one roll, e.g. "1-3" or "6"',
  'Inclusive range of d6 rolls.',
);

const anyRolls = either(
  [
    pattern(
      /^\s*\d{1,2}\s*(-\s*\d{1,2}\s*)?$/,
      'data/bad-range',
      'a range of rolls "from-to" or one roll, e.g. "1-3" or "45"',
    ),
    whole(0, 99),
  ],
  'data/bad-range',
  'a range of rolls "from-to" or one roll, e.g. "1-3" or "45"',
  "Inclusive range of rolls of the chart's die.",
);

/** Melee chart results; "AD" and "DD" without a number take the ruleset's disorderedRetreatHexes. */
export const CRT_RESULT_PATTERN =
  /^\s*(AS|AR|DR|DS|-|NE|AD[1-9]?|DD[1-9]?|(\*\d{1,2}|\d{1,2}\*?)\/\d{1,2}\*?)?\s*$/;

const CRT_RESULT_HINT =
  'AS, AR, AD or AD1-AD9, - (or NE: bounce), DD or DD1-DD9, DR, DS, or losses a/d such as 1/1, 2*/1, *2/1, 1/2*';

const cell = (rolls: Schema, result: Schema): Schema =>
  obj({ rolls, result }, 'a cell { "rolls", "result" }', 'A range of rolls and what they give.');

const condition = oneOf(
  KNOWN_CONDITIONS,
  'The condition under which the modifier applies (src/rules/conditions.ts).',
  'data/unknown-condition',
);

const stepModifier = obj(
  {
    id: name('Identifier, unique in the table.'),
    when: condition,
    steps: whole(-LIMITS.steps, LIMITS.steps, 'Steps added to the roll when the condition holds.'),
    label: name('What the modifier is called in the narration.'),
    rule: name('The rule number.'),
  },
  'a modifier { "id", "when", "steps", "label", "rule" }',
);

const stepModifiers = list(stepModifier, 0, LIMITS.entries, 'Step modifiers, ids unique.');

/** kind "crt": the assault and melee chart. */
export const crtSchema: Schema = obj(
  {
    kind: kind('crt'),
    id: name('Identifier of the chart.'),
    name: name('Name of the chart.'),
    note: opt(prose('Where the numbers come from.')),
    rule: opt(name('The rule number.')),
    columns: list(
      obj(
        {
          odds: pattern(
            /^\s*\d{1,3}\s*:\s*\d{1,3}\s*$/,
            'data/bad-odds',
            'odds attacker:defender with positive whole numbers, e.g. "3:2"',
            'The odds column, attacker:defender.',
          ),
          cells: list(
            cell(
              d66Rolls,
              pattern(
                CRT_RESULT_PATTERN,
                'data/unknown-result',
                CRT_RESULT_HINT,
                'The result of these rolls.',
              ),
            ),
            1,
            36,
            'Cells covering every d66 roll exactly once.',
          ),
        },
        'a column { "odds", "cells" }',
      ),
      1,
      LIMITS.columns,
      'Odds columns, lowest odds first.',
    ),
  },
  'a chart object { "kind": "crt", ... }',
);

/** kind "stand-modifiers": d66 steps of the stand-against-charge check. */
export const standModifiersSchema: Schema = obj(
  { kind: kind('stand-modifiers'), ...header, modifiers: stepModifiers },
  'a modifier table object { "kind": "stand-modifiers", ... }',
);

/** kind "melee-modifiers": factors on the melee values. */
export const meleeModifiersSchema: Schema = obj(
  {
    kind: kind('melee-modifiers'),
    ...header,
    modifiers: list(
      obj(
        {
          id: name('Identifier, unique in the table.'),
          when: condition,
          side: oneOf(['attacker', 'defender'], 'Whose melee value the factor multiplies.'),
          factor: either(
            [
              pattern(
                /^\s*\d{1,3}\s*(\/\s*\d{1,3}\s*)?$/,
                'data/bad-value',
                'a factor such as "2", "1/2" or "3/2"',
              ),
              whole(1, 999),
            ],
            'data/bad-value',
            'a factor such as "2", "1/2" or "3/2"',
            'An exact factor: "2", "1/3", "3/2".',
          ),
          label: name('What the modifier is called in the narration.'),
          rule: name('The rule number.'),
        },
        'a modifier { "id", "when", "side", "factor", "label", "rule" }',
      ),
      0,
      LIMITS.entries,
      'Factor modifiers, ids unique.',
    ),
  },
  'a modifier table object { "kind": "melee-modifiers", ... }',
);

/** kind "column-shift": the d6 of a passed stand check, to columns LEFT. */
export const columnShiftSchema: Schema = obj(
  {
    kind: kind('column-shift'),
    id: opt(name()),
    name: opt(name()),
    note: opt(prose()),
    rule: name('The rule number.'),
    dice: opt(oneOf(['d6'], 'The die: d6.')),
    rows: list(
      cell(d6Rolls, whole(0, LIMITS.columns, 'Columns LEFT.')),
      1,
      6,
      'Rows covering every d6 roll once.',
    ),
  },
  'a column-shift object { "kind": "column-shift", ... }',
);

/** kind "fire": the fire table. */
export const fireSchema: Schema = obj(
  {
    kind: kind('fire'),
    id: name(),
    name: name(),
    note: opt(prose()),
    rule: opt(name()),
    canisterShift: whole(0, LIMITS.columnShift, 'Columns RIGHT for canister at adjacent targets (18.89).'),
    columns: list(
      obj(
        {
          minStrength: whole(0, LIMITS.fireStrength, 'Lowest fire strength of the band.'),
          maxStrength: either(
            [whole(0, LIMITS.fireStrength), nothing()],
            'data/wrong-type',
            'a whole number or null (the open-ended last band)',
            'Highest fire strength of the band; null for the open-ended last band.',
          ),
          cells: list(
            cell(d66Rolls, whole(0, LIMITS.increments, 'Increments the target loses.')),
            1,
            36,
            'Cells covering every d66 roll exactly once.',
          ),
        },
        'a column { "minStrength", "maxStrength", "cells" }',
      ),
      1,
      LIMITS.columns,
      'Strength bands, lowest first, contiguous; the last one open-ended.',
    ),
    modifiers: opt(stepModifiers),
  },
  'a fire table object { "kind": "fire", ... }',
);

/** kind "recall": the recall chart. */
export const recallSchema: Schema = obj(
  {
    kind: kind('recall'),
    id: opt(name()),
    name: opt(name()),
    note: opt(prose()),
    rule: name('The rule number.'),
    dice: oneOf(['d6', 'd66'], 'The die the chart is read with.'),
    modifiers: opt(stepModifiers),
    rows: list(
      cell(anyRolls, oneOf(['recalled', 'not-recalled'], 'What these rolls give.', 'data/unknown-result')),
      1,
      36,
      'Rows covering every roll of the die once.',
    ),
  },
  'a recall chart object { "kind": "recall", ... }',
);

const ALL_FORMATIONS = [...new Set(Object.values(FORMATIONS_BY_ARM).flat())];

/** kind "hexsides": the six hexside classes of each arm and formation. */
export const hexsidesSchema: Schema = obj(
  {
    kind: kind('hexsides'),
    ...header,
    formations: list(
      obj(
        {
          arm: oneOf(ARMS, 'Arm of service.'),
          formation: oneOf(ALL_FORMATIONS, 'Formation (which the arm may take is checked on load).'),
          hexsides: list(
            oneOf(['front', 'flank', 'rear'], 'Class of the hexside.'),
            6,
            6,
            'Six classes clockwise from the facing (index 0 = the facing hexside).',
          ),
          zoc: bool('Whether the formation projects a zone of influence through its front hexsides.'),
        },
        'a formation { "arm", "formation", "hexsides", "zoc" }',
      ),
      1,
      LIMITS.entries,
      'One entry per arm and formation.',
    ),
  },
  'a hexsides object { "kind": "hexsides", ... }',
);

/** kind "terrain": the terrain types. */
export const terrainSchema: Schema = obj(
  {
    kind: kind('terrain'),
    ...header,
    types: list(
      obj(
        {
          id: name('Identifier, unique in the table.'),
          name: name('Name of the terrain.'),
          kind: oneOf(
            ['clear', 'general-order', 'special-structure', 'impassable'],
            'What the terrain means to the charge.',
          ),
          moveCost: opt(
            either(
              [decimal(0, LIMITS.movement, undefined, true), nothing()],
              'data/wrong-type',
              'a number above 0, or null for impassable terrain',
              'Movement points to enter; null or absent for impassable terrain.',
            ),
          ),
          cover: bool('Counts as cover at the end of a retreat (13.2.4).'),
        },
        'a terrain type { "id", "name", "kind", "moveCost", "cover" }',
      ),
      1,
      LIMITS.entries,
      'Terrain types, ids unique.',
    ),
  },
  'a terrain object { "kind": "terrain", ... }',
);

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

const tablePath = (what: string): Schema => name(`Path of the ${what} file, relative to this file.`);
const TABLE_ENTRIES = {
  crt: tablePath('assault and melee chart (kind crt)'),
  standModifiers: tablePath('stand-against-charge modifiers (kind stand-modifiers)'),
  columnShift: tablePath('column shift (kind column-shift)'),
  fire: tablePath('fire table (kind fire)'),
  meleeModifiers: tablePath('cavalry melee modifiers (kind melee-modifiers)'),
  recall: tablePath('recall chart (kind recall)'),
  hexsides: tablePath('hexsides (kind hexsides)'),
  terrain: tablePath('terrain (kind terrain)'),
} satisfies Record<(typeof TABLE_KEYS)[number], Schema>;

const rulesetHeader = {
  kind: kind('ruleset'),
  id: name('Identifier of the ruleset.'),
  name: name('Name of the ruleset.'),
  note: opt(prose()),
  rule: opt(name()),
};

/** kind "ruleset" without "extends": every table and every setting. */
export const baseRulesetSchema: Schema = obj(
  {
    ...rulesetHeader,
    tables: obj(TABLE_ENTRIES, 'an object naming the table files', 'The table files, relative to this file.'),
    settings: settingsSchema,
  },
  'a ruleset object { "kind": "ruleset", ... }',
);

/** kind "ruleset" with "extends": a base ruleset file, and any tables and settings it overrides. */
export const extendingRulesetSchema: Schema = obj(
  {
    ...rulesetHeader,
    extends: name('The base ruleset file, relative to this file.'),
    tables: opt(
      obj(
        Object.fromEntries(Object.entries(TABLE_ENTRIES).map(([k, s]) => [k, opt(s)])),
        'an object naming the table files',
        'Table files this ruleset overrides, relative to this file.',
      ),
    ),
    settings: opt(partialSettingsSchema),
  },
  'a ruleset object { "kind": "ruleset", ... }',
);

const HEX_HINT = 'a hex "CCRR", e.g. "0304" for column 3 row 4, or {"col":3,"row":4}';
const hex = either(
  [
    pattern(/^(\d{4}|\d{6})$/, 'scenario/bad-hex', HEX_HINT),
    obj(
      { col: whole(-LIMITS.boardSide, LIMITS.boardSide), row: whole(-LIMITS.boardSide, LIMITS.boardSide) },
      'a hex { "col", "row" }',
    ),
  ],
  'scenario/bad-hex',
  HEX_HINT,
  'A hex: its printed number "CCRR" (column then row) or {"col","row"}, from 0.',
);

const unitSchema = obj(
  {
    id: name('Identifier, unique among units and leaders.'),
    name: name('Name of the unit.'),
    side: name('Id of the side that owns it.'),
    arm: oneOf(ARMS, 'Arm of service.', 'scenario/unknown-arm'),
    weight: opt(oneOf(['heavy', 'light'], 'Cavalry only: heavy or light.')),
    lancer: opt(bool('Cavalry only: armed with lances.')),
    increments: whole(1, LIMITS.increments, 'Strength steps left.'),
    fullIncrements: opt(whole(1, LIMITS.increments, 'Increments at full strength (default: increments).')),
    melee: whole(0, LIMITS.strength, 'Printed melee value at full strength.'),
    fire: whole(0, LIMITS.strength, 'Printed fire value at full strength.'),
    morale: oneOf(D66, 'Printed morale value, a d66 number.', 'data/bad-value', D66_HINT),
    formation: oneOf(
      ALL_FORMATIONS,
      "Formation; the ruleset's hexsides table says which the arm may take.",
      'scenario/unknown-formation',
    ),
    moraleState: opt(oneOf(['good', 'disordered', 'routed'], 'Morale state (default good).')),
    readiness: opt(oneOf(['fresh', 'tired', 'exhausted'], 'Cavalry only: readiness (default fresh).')),
    supplied: opt(bool('Artillery only: has supply ammunition (default true).')),
    facing: either(
      [
        pattern(
          /^([Nn]|[Nn][Ee]|[Ss][Ee]|[Ss]|[Ss][Ww]|[Nn][Ww])$/,
          'data/bad-value',
          'N, NE, SE, S, SW, NW or 0-5',
        ),
        whole(0, 5),
      ],
      'data/bad-value',
      'a facing N, NE, SE, S, SW, NW or 0-5',
      'Direction of the central front hexside.',
    ),
    at: hex,
    movementLeft: opt(decimal(0, LIMITS.movement, 'Movement points left this phase.')),
    movement: opt(decimal(0, LIMITS.movement, 'Movement characteristic in cm (mass-battle doctrines).')),
    leadership: opt(whole(0, LIMITS.rating, 'Leadership (6th-edition pursuit).')),
    unitStrength: opt(whole(0, LIMITS.strength, 'Unit strength (mass-battle doctrines).')),
    ranks: opt(whole(0, LIMITS.rating, 'Full ranks (8th-edition flight).')),
  },
  'a unit object',
);

const leaderSchema = obj(
  {
    id: name('Identifier, unique among units and leaders.'),
    name: name('Name of the leader.'),
    side: name('Id of the side.'),
    at: hex,
    meleeModifier: whole(-LIMITS.steps, LIMITS.steps, 'd66 steps added to the melee roll of the stack.'),
    moraleModifier: opt(whole(-LIMITS.steps, LIMITS.steps, 'd66 steps added to morale checks of the stack.')),
    leadership: opt(whole(0, LIMITS.rating, 'Leadership lent to hold-back tests.')),
  },
  'a leader object',
);

/** kind "scenario": the board when the charging cavalry reaches its target. */
export const scenarioSchema: Schema = obj(
  {
    kind: kind('scenario'),
    id: name('Identifier of the scenario.'),
    title: name('Title.'),
    description: prose('What happens.'),
    note: opt(prose()),
    ruleset: opt(name('The ruleset file, relative to this file.')),
    board: obj(
      {
        width: whole(1, LIMITS.boardSide, 'Columns of hexes.'),
        height: whole(1, LIMITS.boardSide, 'Rows of hexes.'),
        defaultTerrain: name('Terrain id of every hex not listed.'),
        terrain: opt(
          dictionary(
            pattern(/^(\d{4}|\d{6})$/, 'scenario/bad-hex', HEX_HINT),
            name(),
            LIMITS.boardHexes,
            'Terrain id per hex label.',
          ),
        ),
      },
      'a board object { "width", "height", ... }',
    ),
    sides: list(
      obj(
        {
          id: name('Identifier of the side.'),
          name: name('Name of the side.'),
          homeEdge: oneOf(['north', 'south', 'east', 'west'], 'The map edge behind its lines.'),
        },
        'a side { "id", "name", "homeEdge" }',
      ),
      1,
      LIMITS.sides,
    ),
    units: list(unitSchema, 0, LIMITS.units),
    leaders: opt(list(leaderSchema, 0, LIMITS.leaders)),
    charge: obj(
      {
        attackers: list(name('Id of a charging cavalry unit.'), 1, LIMITS.stacking),
        targets: list(hex, 1, 6),
      },
      'a charge object',
    ),
    dice: opt(
      obj(
        {
          seed: opt(whole(0, LIMITS.seed, 'Seed of the dice.')),
          script: opt(list(whole(1, 66), 0, LIMITS.script, 'Dice values in order.')),
        },
        'a dice object { "seed"?, "script"? }',
      ),
    ),
  },
  'a scenario object { "kind": "scenario", ... }',
);

/** The schema of each kind of data file, by the file's "kind" (a ruleset has two: with and without "extends"). */
export const SCHEMAS = {
  crt: crtSchema,
  'stand-modifiers': standModifiersSchema,
  'melee-modifiers': meleeModifiersSchema,
  'column-shift': columnShiftSchema,
  fire: fireSchema,
  recall: recallSchema,
  hexsides: hexsidesSchema,
  terrain: terrainSchema,
  scenario: scenarioSchema,
} as const;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const item = (doc: unknown, keys: Keys, list: string): unknown =>
  keys[0] === list && typeof keys[1] === 'number' ? member(member(doc, list), keys[1]) : undefined;
const byId =
  (list: string, what: string): Where =>
  (doc, keys) => {
    const id = text(member(item(doc, keys, list), 'id'));
    return id === undefined ? undefined : `${what} ${show(id)}`;
  };

/** Names the part of a file a structural problem is in, by kind (see `Where`). */
export const WHERE: Readonly<Record<string, Where>> = {
  crt: (doc, keys) => {
    const c = item(doc, keys, 'columns');
    if (c === undefined) return undefined;
    const odds = text(member(c, 'odds'));
    const col =
      odds !== undefined && keys[2] !== 'odds'
        ? `column ${odds.trim()}`
        : `column ${(keys[1] as number) + 1}`;
    const cell =
      keys[2] === 'cells' && typeof keys[3] === 'number' ? member(member(c, 'cells'), keys[3]) : undefined;
    const rolls = member(cell, 'rolls');
    return typeof rolls === 'string' || typeof rolls === 'number' ? `${col}, rolls ${rolls}` : col;
  },
  fire: (doc, keys) => {
    const c = item(doc, keys, 'columns');
    if (c === undefined) return byId('modifiers', 'modifier')(doc, keys);
    const lo = member(c, 'minStrength');
    const hi = member(c, 'maxStrength');
    return typeof lo === 'number'
      ? `column ${lo}${hi === null ? '+' : typeof hi === 'number' ? `-${hi}` : ''}`
      : undefined;
  },
  'stand-modifiers': byId('modifiers', 'modifier'),
  'melee-modifiers': byId('modifiers', 'modifier'),
  recall: byId('modifiers', 'modifier'),
  terrain: byId('types', 'terrain'),
  hexsides: (doc, keys) => {
    const f = item(doc, keys, 'formations');
    const arm = text(member(f, 'arm'));
    const formation = text(member(f, 'formation'));
    return arm && formation && keys[2] !== 'arm' && keys[2] !== 'formation'
      ? `${arm} ${formation}`
      : undefined;
  },
  scenario: (doc, keys) => byId('units', 'unit')(doc, keys) ?? byId('leaders', 'leader')(doc, keys),
};
