/** The Wilson score interval of a frequency (docs/analysis.md, "Monte Carlo"). Pure. */

/** The two-sided 95 % normal quantile, z such that P(|Z| <= z) = 0.95. */
export const Z95 = 1.959963984540054;

/** A confidence interval of a probability: its bounds and half its width. */
export interface Interval {
  readonly low: number;
  readonly high: number;
  readonly halfWidth: number;
}

/**
 * The Wilson score interval of `count` successes out of `n` at quantile `z` (95 % by default):
 * centre (k + z²/2) / (n + z²), half-width z / (n + z²) x sqrt(k(n - k)/n + z²/4). Unlike the normal
 * interval it stays inside [0, 1] and is not zero wide at k = 0 or k = n.
 */
export function wilsonInterval(count: number, n: number, z: number = Z95): Interval {
  if (n <= 0) return { low: 0, high: 1, halfWidth: 0.5 };
  const z2 = z * z;
  const centre = (count + z2 / 2) / (n + z2);
  const halfWidth = (z / (n + z2)) * Math.sqrt((count * (n - count)) / n + z2 / 4);
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth), halfWidth };
}
