/** The data layer: parse, validate and freeze charts, rulesets and scenarios (pure: no file system). */
export { ARMS, FORMATIONS_BY_ARM, isArm } from './arms.ts';
export { LIMITS } from './bounds.ts';
export { type CoverageCodes, type ReadResult, readCells } from './chart.ts';
export { validateColumnShift } from './column-shift.ts';
export { isKnownCondition, KNOWN_CONDITIONS, type KnownCondition } from './conditions.ts';
export { type CrtOptions, validateCrt } from './crt.ts';
export { CRT_RESULT_FORMS, canonicalCrtText, makeCrtResult, parseCrtResult } from './crt-result.ts';
export {
  type ChartDice,
  d6Values,
  d66Values,
  diceValues,
  expandRange,
  isDiceValue,
  makeRollRange,
  parseRollRange,
} from './d66.ts';
export { validateFireTable } from './fire.ts';
export { deepFreeze } from './freeze.ts';
export { parseHexLabel } from './hex-label.ts';
export { validateHexsides } from './hexsides.ts';
export { parseJson } from './json.ts';
export { makeFactor, parseFactor, validateFactorModifiers, validateStepModifiers } from './modifiers.ts';
export { compareOdds, makeOdds, parseOdds } from './odds.ts';
export { normalizePath, resolveRelative } from './paths.ts';
export { moreProblemsOf, problemsOf } from './read.ts';
export { validateRecall } from './recall.ts';
export { MAX_EXTENDS_DEPTH, type ReadJson, TABLE_KEYS, type TableKey, validateRuleset } from './ruleset.ts';
export { MAX_BOARD_HEXES, validateScenario } from './scenario.ts';
export { validateTerrain } from './terrain.ts';
