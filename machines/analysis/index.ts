/** Analysis by driving the charge machine: exact distributions, "chances from here", Monte Carlo. */
export { restoreSnapshot, startSnapshot, step } from './drive.ts';
export { analyzeCharge, chancesFrom, chancesOfSession, type ExactAnalysis, ExactAnalyzer } from './exact.ts';
export { type McDriver, type MonteCarloRun, monteCarlo, playCharge } from './monte-carlo.ts';
