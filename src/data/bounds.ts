/**
 * The engine's limits on data files: generous for real games (a shipped scenario uses a tenth of each
 * at most), small enough that no file can make the engine allocate without bound, loop for hours or
 * lose precision. A number past a limit is refused with data/over-limit, a file past its size with
 * data/too-large, nesting past its depth with data/too-deep (docs/data-formats.md, "Bounds").
 */
export const LIMITS = {
  /** Bytes of one data file, read before it is parsed (a 250,000-hex board with every hex listed fits). */
  fileBytes: 8 * 1024 * 1024,
  /** Nesting of objects and lists in one file (the shipped files nest 6 deep). */
  depth: 64,
  /** JSON values (objects, lists, strings, numbers...) in one parsed document handed over by a host. */
  values: 1_000_000,
  /** Characters of an id, a name, a label or a path inside a file. */
  name: 200,
  /** Characters of a free text: a note, a description. */
  text: 20_000,
  /** Hexes of any distance: rout, retreat, pursuit, bounce, a leader's range (public fact: rout 10). */
  hexes: 100,
  /** Movement points or centimetres of movement of a unit, a terrain move cost, a trampling cost. */
  movement: 1000,
  /** Increments of a unit (infantry 100 men, cavalry 50 each: a 3,000-man brigade is 30). */
  increments: 100,
  /** A printed melee or fire value, a unit strength. */
  strength: 999,
  /** d66 steps of a modifier or a leader (36 steps cross the whole d66 scale). */
  steps: 36,
  /** Leadership, ranks and similar small ratings of the mass-battle doctrines. */
  rating: 100,
  /** Centimetres or inches in the doctrines' distances and hex scale. */
  centimetres: 1000,
  /** Units in one hex (public fact: 3). */
  stacking: 20,
  /** Columns of a chart (odds or fire strength) and the attacker or defender number of odds. */
  columns: 64,
  /** Either number of an odds column "A:D". */
  oddsNumber: 999,
  /** Fire strength at a column boundary. */
  fireStrength: 9999,
  /** Columns a canister shift moves. */
  columnShift: 20,
  /** Modifiers in one table, terrain types, hexside formations. */
  entries: 200,
  /** Width or height of a board, in hexes. */
  boardSide: 1000,
  /** Hexes of a board (width x height). */
  boardHexes: 250_000,
  /** Units in one scenario. */
  units: 2000,
  /** Leaders in one scenario. */
  leaders: 500,
  /** Sides of one scenario. */
  sides: 8,
  /** Values of a scenario's dice script. */
  script: 10_000,
  /** Largest dice seed (the seeded dice are 32-bit). */
  seed: 4_294_967_295,
  /** Files in one ruleset "extends" chain. */
  extendsChain: 8,
  /** Problems one refusal lists (its `problems`); the rest are only counted (`moreProblems`). */
  problems: 100,
  /** Problems of a file's structure the check collects before it stops (`problemsStopped`). */
  issues: 10_000,
} as const;
