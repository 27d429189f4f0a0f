import { LIMITS } from '../data/bounds.ts';
import { compareCrtResults } from '../data/crt-order.ts';
import { makeCrtResult } from '../data/crt-result.ts';
import { d66Values, makeRollRange } from '../data/d66.ts';
import { makeOdds } from '../data/odds.ts';
import type { Crt, CrtResult } from '../model/ruleset.ts';

/** How bad a finding is: a result out of place between two neighbours in order, or a plain break. */
export type CrtLintSeverity = 'error' | 'warning';

/** A cell between two neighbours in order that breaks the order with them: a probable typo. */
export interface CrtLintTypo {
  readonly severity: 'error';
  /** Along a column (the rolls of one odds column) or across a row (one roll, the odds columns). */
  readonly key: 'crtLint.columnTypo' | 'crtLint.rowTypo';
  readonly params: {
    /** The odds column of the cell, "3:1". */
    readonly column: string;
    /** The rolls of the cell, "34" or "34-36". */
    readonly rolls: string;
    readonly result: string;
    readonly before: string;
    /** Where the neighbour before is: the roll next to the cell (along a column) or its odds column. */
    readonly beforeAt: string;
    readonly after: string;
    readonly afterAt: string;
  };
}

/** A cell worse for the attacker than the one before it, with no single cell to blame. */
export interface CrtLintBreak {
  readonly severity: 'warning';
  readonly key: 'crtLint.columnOrder' | 'crtLint.rowOrder';
  readonly params: {
    readonly column: string;
    readonly rolls: string;
    readonly result: string;
    readonly before: string;
    readonly beforeAt: string;
  };
}

/** One place where a chart breaks the order of results (src/data/crt-order.ts). */
export type CrtLintFinding = CrtLintTypo | CrtLintBreak;

/** What a lint found: its first findings (at most LIMITS.problems) and how many there are in all. */
export interface CrtLintReport {
  readonly findings: readonly CrtLintFinding[];
  readonly total: number;
}

interface Break {
  readonly kind: 'typo' | 'order';
  readonly index: number;
}

/** The breaks of a sequence that should never get worse for the attacker. */
function breaks(seq: readonly CrtResult[]): Break[] {
  const candidates = new Set<number>();
  for (let i = 1; i + 1 < seq.length; i++) {
    const p = seq[i - 1]!;
    const c = seq[i]!;
    const n = seq[i + 1]!;
    if (compareCrtResults(p, n) <= 0 && (compareCrtResults(c, p) < 0 || compareCrtResults(c, n) > 0))
      candidates.add(i);
  }
  // two neighbours that each look out of place (AR AD1 AR -): either could be the typo, so neither is blamed
  const typo = new Set([...candidates].filter((i) => !candidates.has(i - 1) && !candidates.has(i + 1)));
  const out: Break[] = [...typo].map((index) => ({ kind: 'typo' as const, index }));
  for (let i = 1; i < seq.length; i++)
    if (compareCrtResults(seq[i - 1]!, seq[i]!) > 0 && !typo.has(i - 1) && !typo.has(i))
      out.push({ kind: 'order', index: i });
  return out.sort((a, b) => a.index - b.index);
}

/** The result of column `c` at roll `r`. */
function resultAt(crt: Crt, c: number, r: number): CrtResult | undefined {
  return crt.columns[c]?.cells.find((x) => x.rolls.from <= r && r <= x.rolls.to)?.result;
}

/**
 * Lints a chart against the order of results: along every column (a higher roll never worse for the
 * attacker) and across every row (higher odds never worse). A break across a row at a cell already
 * named along its column is not named again; consecutive rolls of one row finding are one finding.
 */
export function lintCrt(crt: Crt, limit: number = LIMITS.problems): CrtLintReport {
  const found: CrtLintFinding[] = [];
  /** "column index:roll" of every cell a column finding names. */
  const named = new Set<string>();
  crt.columns.forEach((col, c) => {
    const column = makeOdds(col.odds);
    const seq = col.cells.map((x) => x.result);
    for (const b of breaks(seq)) {
      const cell = col.cells[b.index]!;
      const prev = col.cells[b.index - 1]!;
      for (let r = cell.rolls.from; r <= cell.rolls.to; r++) named.add(`${c}:${r}`);
      const common = {
        column,
        rolls: makeRollRange(cell.rolls),
        result: makeCrtResult(cell.result),
        before: makeCrtResult(prev.result),
        beforeAt: String(prev.rolls.to),
      };
      if (b.kind === 'typo') {
        const next = col.cells[b.index + 1]!;
        found.push({
          severity: 'error',
          key: 'crtLint.columnTypo',
          params: { ...common, after: makeCrtResult(next.result), afterAt: String(next.rolls.from) },
        });
      } else found.push({ severity: 'warning', key: 'crtLint.columnOrder', params: common });
    }
  });
  const rows: CrtLintFinding[] = [];
  for (const r of d66Values()) {
    const seq = crt.columns.map((_, c) => resultAt(crt, c, r));
    if (seq.some((x) => x === undefined)) continue;
    for (const b of breaks(seq as CrtResult[])) {
      const c = b.index;
      if (
        named.has(`${c}:${r}`) ||
        named.has(`${c - 1}:${r}`) ||
        (b.kind === 'typo' && named.has(`${c + 1}:${r}`))
      )
        continue;
      const common = {
        column: makeOdds(crt.columns[c]!.odds),
        rolls: String(r),
        result: makeCrtResult(seq[c]!),
        before: makeCrtResult(seq[c - 1]!),
        beforeAt: makeOdds(crt.columns[c - 1]!.odds),
      };
      const f: CrtLintFinding =
        b.kind === 'typo'
          ? {
              severity: 'error',
              key: 'crtLint.rowTypo',
              params: {
                ...common,
                after: makeCrtResult(seq[c + 1]!),
                afterAt: makeOdds(crt.columns[c + 1]!.odds),
              },
            }
          : { severity: 'warning', key: 'crtLint.rowOrder', params: common };
      rows.push(f);
    }
  }
  found.push(...mergeRows(rows));
  return { findings: found.slice(0, Math.max(0, limit)), total: found.length };
}

/** Joins row findings that differ only by consecutive rolls of one column into one finding over a range. */
function mergeRows(rows: readonly CrtLintFinding[]): CrtLintFinding[] {
  const groups = new Map<string, { f: CrtLintFinding; from: number; to: number }[]>();
  const order: string[] = [];
  for (const f of rows) {
    const { rolls, ...rest } = f.params;
    const id = `${f.key}|${JSON.stringify(rest)}`;
    const r = Number(rolls);
    const list = groups.get(id) ?? [];
    if (!groups.has(id)) {
      groups.set(id, list);
      order.push(id);
    }
    const last = list.at(-1);
    if (last && isNextRoll(last.to, r)) last.to = r;
    else list.push({ f, from: r, to: r });
  }
  return order
    .flatMap((id) => groups.get(id)!)
    .map(
      ({ f, from, to }) =>
        ({ ...f, params: { ...f.params, rolls: makeRollRange({ from, to }) } }) as CrtLintFinding,
    );
}

/** Whether `b` is the d66 roll right after `a` (16 then 21). */
function isNextRoll(a: number, b: number): boolean {
  return a % 10 === 6 ? b === a + 5 : b === a + 1;
}
