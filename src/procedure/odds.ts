import { compare, div, type Ratio, ratio } from '../math/ratio.ts';
import type { Odds, OddsRounding } from '../model/ruleset.ts';

/** Which way a ratio is rounded to a multiple of 1/2: down, up, or to the nearest (ties down). */
type HalfRounding = 'down' | 'up' | 'nearest-tie-down' | 'nearest-tie-up';

/** Rounds a ratio to a multiple of 1/2. */
function toHalf(r: Ratio, how: HalfRounding): Ratio {
  const lo = Math.floor((2 * r.n) / r.d);
  const rest = 2 * r.n - lo * r.d; // numerator of (2r - lo) over d: 0 <= rest < d
  const up =
    rest > 0 &&
    (how === 'up' || (how !== 'down' && (2 * rest > r.d || (2 * rest === r.d && how === 'nearest-tie-up'))));
  return ratio(up ? lo + 1 : lo, 2);
}

/**
 * The ratio the chart is read at, after the ruleset's rounding (19.9, ruling R5). `round-down` keeps
 * the exact ratio (the column is the highest not above it). `nearest-half-defender` rounds to a half
 * in the defender's favour: x:1 down to a half, the defender's side of 1:x up to a half (7:5 = 1.4
 * reads 1:1). `nearest-half` rounds to the nearest half either way, ties toward the defender (7:5
 * reads 3:2). For odds below 1:1 the defender's side of 1:x is the number rounded.
 */
export function roundedRatio(attacker: Ratio, defender: Ratio, rounding: OddsRounding): Ratio {
  const r = div(attacker, defender);
  if (rounding === 'round-down') return r;
  const defenderFavour = rounding === 'nearest-half-defender';
  if (compare(r, ratio(1)) >= 0) return toHalf(r, defenderFavour ? 'down' : 'nearest-tie-down');
  const inverse = toHalf(div(defender, attacker), defenderFavour ? 'up' : 'nearest-tie-up');
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
