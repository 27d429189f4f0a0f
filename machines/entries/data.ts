/**
 * hexcharge/data: the data files' parser and validators (rulesets, scenarios and each kind of table,
 * pure: no file system), their limits and problem lists, and the text forms of chart values (odds,
 * roll ranges, results). The files themselves are `hexcharge/data/<folder>/<file>.json`.
 * @packageDocumentation
 */
export {
  /** The engine's limits on data files (sizes, depths, counts). */
  LIMITS,
} from '../../src/data/bounds.ts';
export {
  /** Validates a column-shift file (kind "column-shift"). */
  validateColumnShift,
} from '../../src/data/column-shift.ts';
export {
  /** Validates an assault and melee chart file (kind "crt"), with every problem found. */
  validateCrt,
} from '../../src/data/crt.ts';
export {
  /** How the results of the assault and melee chart are written in data files (for messages). */
  CRT_RESULT_FORMS,
  /** A chart result text in its canonical form, or undefined when it is not a chart result. */
  canonicalCrtText,
  /** Prints a chart result in its canonical form. */
  makeCrtResult,
} from '../../src/data/crt-result.ts';
export {
  /** The 36 d66 values in order: 11..16, 21..26, ..., 61..66. */
  d66Values,
  /** Every die value inside a roll range, in order; undefined when an end is not a value of the die. */
  expandRange,
  /** Prints a roll range as a chart writes it: "11-23", or "45". */
  makeRollRange,
  /** Parses "11-23", "45" or "6" into an inclusive roll range, or undefined. */
  parseRollRange,
} from '../../src/data/d66.ts';
export {
  /** Validates a fire table file (kind "fire"). */
  validateFireTable,
} from '../../src/data/fire.ts';
export {
  /** Parses a printed hex number ("0304" is {col:3,row:4}), or undefined. */
  parseHexLabel,
} from '../../src/data/hex-label.ts';
export {
  /** Validates a hexsides file (kind "hexsides"). */
  validateHexsides,
} from '../../src/data/hexsides.ts';
export {
  /** Parses the text of a data file, refusing what is too large, too deep or malformed. */
  parseJson,
} from '../../src/data/json.ts';
export {
  /** Validates a cavalry melee modifier file (kind "melee-modifiers"). */
  validateFactorModifiers,
  /** Validates a stand-against-charge modifier file (kind "stand-modifiers"). */
  validateStepModifiers,
} from '../../src/data/modifiers.ts';
export {
  /** Compares two odds by their ratio (negative, 0 or positive). */
  compareOdds,
  /** Prints odds as a chart heads a column: "3:2". */
  makeOdds,
  /** Parses odds "3:2" into Odds, or undefined. */
  parseOdds,
} from '../../src/data/odds.ts';
export {
  /** Resolves a path written inside a data file against that file's directory. */
  resolveRelative,
} from '../../src/data/paths.ts';
export {
  /** How many problems a refusal found past the ones it lists. */
  moreProblemsOf,
  /** The problems inside a refusal: its list when it has one, else the refusal itself. */
  problemsOf,
} from '../../src/data/read.ts';
export {
  /** Validates a recall chart file (kind "recall"). */
  validateRecall,
} from '../../src/data/recall.ts';
export {
  /** Validates a ruleset file (kind "ruleset") and every table it names, following "extends". */
  validateRuleset,
} from '../../src/data/ruleset.ts';
export {
  /** Validates a scenario file (kind "scenario") against a loaded ruleset. */
  validateScenario,
} from '../../src/data/scenario.ts';
export {
  /** Validates a terrain file (kind "terrain"). */
  validateTerrain,
} from '../../src/data/terrain.ts';
export {
  /** Runs a loader so that nothing escapes it: a throw is an api/internal refusal, a message one bounded line. */
  guarded,
} from '../total.ts';
