/** Analysis by driving the charge machine: exact distributions, "chances from here", Monte Carlo. */
export { restoreSnapshot, startSnapshot, step, withoutLog } from './drive.ts';
export {
  type AnalysisBudget,
  type AnalysisOptions,
  type AnalysisProgress,
  AnalysisTooLarge,
  analyzeCharge,
  analyzeChargeWithin,
  chancesFrom,
  chancesOfSession,
  DEFAULT_BUDGET,
  type ExactAnalysis,
  ExactAnalyzer,
} from './exact.ts';
export { type McDriver, type MonteCarloRun, monteCarlo, playCharge } from './monte-carlo.ts';
