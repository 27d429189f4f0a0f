import { compare, div, type Ratio, ratio } from '../math/ratio.ts';
import type { Odds, OddsRounding } from '../model/ruleset.ts';

/** Rounds a ratio to the nearest multiple of 1/2; exact halves-between go down when `tieDown`. */
function nearestHalf(r: Ratio, tieDown: boolean): Ratio {
  const twice = (2 * r.n) / r.d;
  const lo = Math.floor(twice);
  const frac = 2 * r.n - lo * r.d; // numerator of (twice - lo) over d
  const up = 2 * frac > r.d || (2 * frac === r.d && !tieDown);
  return ratio(up ? lo + 1 : lo, 2);
}

/**
 * The ratio the chart is read at, after the ruleset's rounding (19.9): `round-down` keeps the exact
 * ratio (the column is the highest not above it); `nearest-half-defender` first rounds to the nearest
 * half, ties toward the defender (for odds below 1:1 the defender's side of 1:x is rounded).
 */
export function roundedRatio(attacker: Ratio, defender: Ratio, rounding: OddsRounding): Ratio {
  const r = div(attacker, defender);
  if (rounding === 'round-down') return r;
  if (compare(r, ratio(1)) >= 0) return nearestHalf(r, true);
  const inverse = nearestHalf(div(defender, attacker), false);
  return div(ratio(1), inverse);
}

/** The index of the chart column for a ratio: the highest column whose odds do not exceed it (the lowest if all do). */
export function columnFor(columns: readonly { odds: Odds }[], r: Ratio): number {
  let idx = 0;
  columns.forEach((c, i) => {
    if (compare(ratio(c.odds.attacker, c.odds.defender), r) <= 0) idx = i;
  });
  return idx;
}

/** Writes odds as "3:2". */
export function formatOdds(o: Odds): string {
  return `${o.attacker}:${o.defender}`;
}
