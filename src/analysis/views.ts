import { addF, type BigFraction, bigFraction, compareF, mulF, ZERO } from '../math/fraction-big.ts';
import { boardLine, type ChargeOutcome, FATES } from './outcome.ts';

/** One outcome with its exact probability. */
export interface OutcomeChance {
  readonly key: string;
  readonly outcome: ChargeOutcome;
  readonly p: BigFraction;
}

/** One line of a grouped view: a label (e.g. "routed") and its exact probability. */
export interface ViewRow {
  readonly label: string;
  readonly p: BigFraction;
}

/** The grouped views of a distribution of outcomes. */
export interface Views {
  readonly defenderFate: readonly ViewRow[];
  readonly attackerFate: readonly ViewRow[];
  readonly attackerLost: readonly ViewRow[];
  readonly defenderLost: readonly ViewRow[];
  readonly attackerLostMean: BigFraction;
  readonly defenderLostMean: BigFraction;
  readonly melee: readonly ViewRow[];
  readonly recall: readonly ViewRow[];
  readonly pursuit: readonly ViewRow[];
  readonly board: readonly ViewRow[];
}

/** Sums probabilities by label; rows in `order` first (when given), then by decreasing probability. */
export function groupBy<T extends { p: BigFraction }>(
  entries: readonly T[],
  label: (e: T) => string,
  order?: readonly string[],
): ViewRow[] {
  const m = new Map<string, BigFraction>();
  for (const e of entries) {
    const k = label(e);
    m.set(k, addF(m.get(k) ?? ZERO, e.p));
  }
  const rows = [...m].map(([l, p]) => ({ label: l, p }));
  if (order) {
    const idx = (l: string) => {
      const i = order.indexOf(l);
      return i < 0 ? order.length : i;
    };
    return rows.sort((a, b) => idx(a.label) - idx(b.label) || a.label.localeCompare(b.label));
  }
  return rows.sort((a, b) => compareF(b.p, a.p) || a.label.localeCompare(b.label));
}

/** The expected value of a whole-number quantity of the outcomes. */
export function meanOf<T extends { p: BigFraction }>(
  entries: readonly T[],
  value: (e: T) => number,
): BigFraction {
  let acc = ZERO;
  for (const e of entries) acc = addF(acc, mulF(e.p, bigFraction(value(e))));
  return acc;
}

function numericOrder(rows: ViewRow[]): ViewRow[] {
  return rows.sort((a, b) => Number(a.label) - Number(b.label));
}

/** Every grouped view of the issue: fates, increments lost (distribution and mean), melee, recall, pursuit, board. */
export function viewsOf(entries: readonly OutcomeChance[]): Views {
  return {
    defenderFate: groupBy(entries, (e) => e.outcome.defenderFate, FATES),
    attackerFate: groupBy(entries, (e) => e.outcome.attackerFate, FATES),
    attackerLost: numericOrder(groupBy(entries, (e) => String(e.outcome.attackerLost))),
    defenderLost: numericOrder(groupBy(entries, (e) => String(e.outcome.defenderLost))),
    attackerLostMean: meanOf(entries, (e) => e.outcome.attackerLost),
    defenderLostMean: meanOf(entries, (e) => e.outcome.defenderLost),
    melee: groupBy(entries, (e) => e.outcome.melee),
    recall: groupBy(entries, (e) => e.outcome.recall),
    pursuit: groupBy(entries, (e) => e.outcome.pursuit),
    board: groupBy(entries, (e) => boardLine(e.outcome)),
  };
}

/** The names of the grouped views, and how each labels an outcome (for Monte Carlo comparison). */
export const VIEW_LABELS: Readonly<Record<string, (o: ChargeOutcome) => string>> = {
  'defender fate': (o) => o.defenderFate,
  'attacker fate': (o) => o.attackerFate,
  'attacker increments lost': (o) => String(o.attackerLost),
  'defender increments lost': (o) => String(o.defenderLost),
  'melee result': (o) => o.melee,
  recall: (o) => o.recall,
  pursuit: (o) => o.pursuit,
};
