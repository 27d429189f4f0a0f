import { addF, type BigFraction, toNumberF, ZERO } from '../math/fraction-big.ts';
import { compareWithExact, type McRow } from './monte-carlo-stats.ts';
import type { ChargeOutcome } from './outcome.ts';
import { type OutcomeChance, VIEW_LABELS } from './views.ts';

/** A Monte Carlo run compared with the exact analysis: per outcome, and per label of every grouped view. */
export interface McComparison {
  readonly outcomes: readonly McRow[];
  readonly views: Readonly<Record<string, readonly McRow[]>>;
  /** How many rows (outcomes and view labels) lie outside the limit. */
  readonly flagged: number;
}

/** Compares Monte Carlo counts (by outcome key) with exact outcome probabilities. Pure. */
export function compareRun(
  exact: readonly OutcomeChance[],
  counts: ReadonlyMap<string, number>,
  mcOutcomes: ReadonlyMap<string, ChargeOutcome>,
  n: number,
  limit = 4,
): McComparison {
  const exactP = new Map(exact.map((e) => [e.key, toNumberF(e.p)]));
  const outcomes = compareWithExact(exactP, counts, n, limit);
  const views: Record<string, McRow[]> = {};
  let flagged = outcomes.filter((r) => r.flagged).length;
  for (const [name, label] of Object.entries(VIEW_LABELS)) {
    const sums = new Map<string, BigFraction>();
    for (const e of exact) sums.set(label(e.outcome), addF(sums.get(label(e.outcome)) ?? ZERO, e.p));
    const ep = new Map([...sums].map(([k, p]) => [k, toNumberF(p)] as const));
    const c = new Map<string, number>();
    for (const [k, v] of counts) {
      const o = mcOutcomes.get(k);
      if (o) c.set(label(o), (c.get(label(o)) ?? 0) + v);
    }
    views[name] = compareWithExact(ep, c, n, limit);
    flagged += views[name]!.filter((r) => r.flagged).length;
  }
  return { outcomes, views, flagged };
}
