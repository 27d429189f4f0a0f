/**
 * Dice of the charge procedure (RULES.md "Dice"): d66, d6 and Nd6 summed; explicit requests answered by
 * a seeded generator, a script, or a person; exact distributions for analysis. Pure: all state is data.
 */
export { DICE_ERROR_CODES, type DiceErrorCode } from './codes.ts';
export { D6_RANGE, d6Add, isD6Face } from './d6.ts';
export {
  D66_RANGE,
  d66Add,
  d66Faces,
  d66FromFaces,
  d66FromIndex,
  d66Index,
  d66Steps,
  d66Values,
  isD66,
} from './d66.ts';
export {
  type DiceKind,
  type DiceShape,
  diceCount,
  diceShape,
  isDiceKind,
  MAX_SUMMED_DICE,
  NAMED_DICE_KINDS,
  nd6,
  parseDiceKind,
} from './kind.ts';
export { type Outcome, outcomes } from './outcomes.ts';
export { parseRoll } from './parse.ts';
export { d6FromState, mulberry32, type PrngStep } from './prng.ts';
export type { DieRange } from './range.ts';
export { type DiceRequest, describeRequest } from './request.ts';
export { d66Digits, d66Reading, diceHint, type Roll, rollOfFaces, rollOfValue } from './roll.ts';
export type { D66Value, Face, HostRoll, RollDice, RollInput, RollShapes, RollText } from './roll-input.ts';
export {
  type DiceSource,
  type Drawn,
  type ManualSource,
  manualSource,
  rollFrom,
  type ScriptSource,
  type SeededSource,
  scriptSource,
  seededSource,
} from './source.ts';
