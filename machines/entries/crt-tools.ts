/**
 * hexcharge/crt-tools: tools over an assault and melee chart: its probability sheet, a cell-by-cell
 * diff of two charts, and an explained lookup. Pure.
 * @packageDocumentation
 */
export {
  /** A cell worse for the attacker than the one before it, with no single cell to blame. */
  type CrtLintBreak,
  /** A place where a chart breaks the order of results: a typo (error) or a break (warning), as `{ key, params }`. */
  type CrtLintFinding,
  /** What crt lint found: its first findings and how many in all. */
  type CrtLintReport,
  /** How bad a finding is. */
  type CrtLintSeverity,
  /** A cell out of place between two neighbours in order: a probable typo. */
  type CrtLintTypo,
  /** The sheet of a chart: per odds column, how many of the 36 d66 rolls give each result, under each modifier. */
  crtSheet,
  /** The melee-roll modifiers a sheet shows by default (fire casualties, leaders). */
  DEFAULT_SHEET_MODIFIERS,
  /** Compares two charts cell by cell: every column of either, every d66 roll. */
  diffCrts,
  /** Explains a lookup on the assault and melee chart, step by step. */
  explainLookup,
  /** A difference of two charts as one line. */
  formatDifference,
  /** A chart read leniently, cell by cell (holes, overlaps and unknown results kept), for a diff. */
  type LooseCrt,
  /** Lints a chart against the order of results, along its columns and across its rows. */
  lintCrt,
  /** Reads a chart's JSON leniently. */
  readLooseCrt,
} from '../../src/crt-tools/index.ts';
