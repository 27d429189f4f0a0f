/** Tools over the assault and melee chart: probability sheet, cell-by-cell diff, explained lookup. Pure. */
export { type CrtDifference, diffCrts, formatDifference, type LooseCrt, readLooseCrt } from './diff.ts';
export {
  type CrtLintBreak,
  type CrtLintFinding,
  type CrtLintReport,
  type CrtLintSeverity,
  type CrtLintTypo,
  lintCrt,
} from './lint.ts';
export { explainLookup, type LookupExplanation, type LookupQuery } from './lookup.ts';
export { resultMeaning } from './meaning.ts';
export { crtSheet, DEFAULT_SHEET_MODIFIERS, type SheetColumn, type SheetRow } from './sheet.ts';
