/**
 * hexcharge/analysis: the exact odds of a charge, "chances from here", the odds of each option of a
 * choice, Monte Carlo runs checked against the exact values, and claims checked against the dice.
 * Exact chances are BigFractions (hexcharge/fractions).
 * @packageDocumentation
 */
export {
  /** The forms a claim may take, for messages. */
  CLAIM_FORMS,
  /** Reads a claim ("defender:routed", "recalled", ...); undefined when it is none of the forms. */
  parseClaim,
} from '../../src/analysis/claim.ts';
export {
  /** Monte Carlo counts compared with the exact probabilities of the outcomes. */
  compareRun,
} from '../../src/analysis/compare.ts';
export {
  /** How far a Monte Carlo run is: charges done, rate, time left. */
  type McProgress,
  /** Plays charges until a most, or until every 95 % interval is within a target error; injected clock. */
  runMeasurement,
  /** Whether every outcome's 95 % Wilson half-width is within a target. */
  withinTarget,
} from '../../src/analysis/monte-carlo-runner.ts';
export type {
  /** One outcome of a Monte Carlo run compared with its exact probability. */
  McRow,
} from '../../src/analysis/monte-carlo-stats.ts';
export {
  /** The final board of an outcome as one line. */
  boardLine,
  /** A final outcome of a charge, as the analysis and Monte Carlo count it. */
  type ChargeOutcome,
  /** The fates of a side in display order (best first). */
  FATES,
} from '../../src/analysis/outcome.ts';
export {
  /** One line of a side-by-side view: a label and its probability under each option. */
  type SideBySideRow,
  /** The rows of several options' views side by side, in display order. */
  sideBySide,
} from '../../src/analysis/side-by-side.ts';
export type {
  /** One line of a grouped view: a label (e.g. "routed") and its exact probability. */
  ViewRow,
} from '../../src/analysis/views.ts';
export {
  /** A confidence interval of a probability. */
  type Interval,
  /** The Wilson score interval of a frequency (95 % by default). */
  wilsonInterval,
  /** The two-sided 95 % normal quantile. */
  Z95,
} from '../../src/analysis/wilson.ts';
export {
  /** The advice of a pending choice as plain data: fractions as "n/d" strings with their decimals. */
  plainAdvice,
} from '../analysis/advice-plain.ts';
export {
  /** The odds of every option of a pending choice, side by side. */
  type ChoiceOdds,
  /** The refusal of an advice asked when no choice is pending (code advise/no-choice). */
  NoChoicePending,
  /** The odds of every option of a pending choice; throws NoChoicePending or AnalysisTooLarge. */
  oddsOfEachOption,
  /** The odds of every option of a pending choice, or a refusal (advise/no-choice, analysis/too-large). */
  oddsOfEachOptionWithin,
} from '../analysis/advise.ts';
export {
  /** The options of an analysis: its budget (states, seconds, memory) and progress callback. */
  type AnalysisOptions,
  /** The refusal of an analysis over its budget (code analysis/too-large), with the work done. */
  AnalysisTooLarge,
  /** The exact analysis of a whole charge from its start; throws AnalysisTooLarge over its budget. */
  analyzeCharge,
  /** "Chances from here" for a charge in progress in a session. */
  chancesOfSession,
  /** The exact distribution of a charge's final outcomes, its grouped views and the work it took. */
  type ExactAnalysis,
} from '../analysis/exact.ts';
export {
  /** N seeded charges through the machine (charge i from seed chargeSeed(seed, i)). */
  monteCarlo,
} from '../analysis/monte-carlo.ts';
export {
  /** Two charges played from the same dice, event by event, and where they part. */
  type PartedCharges,
  /** One event of both charges compared, and whether they did the same. */
  type PartedEvent,
  /** Plays a charge under two rulesets (or doctrines, or settings) with the same dice and finds where they part. */
  partedCharges,
} from '../analysis/parted.ts';
export {
  /** Whether a claimed result is what the procedure gives with these dice, and where it would differ. */
  checkClaim,
} from '../analysis/replay.ts';
export {
  /** One roll of a played charge weighed: its move of the ending and each value's chance of that ending. */
  type DieWeight,
  /** The rolls of a played charge weighed, and the one that mattered most. */
  type WhichDie,
  /** Weighs every roll of a charge played with scripted dice by the exact analysis. */
  whichDieMattered,
} from '../analysis/which-die.ts';
