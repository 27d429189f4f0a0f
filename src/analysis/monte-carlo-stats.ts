/**
 * Monte Carlo statistics against exact probabilities: frequency, standard error, and the 4-SE flag. Pure.
 */

/** One outcome of a Monte Carlo run compared with its exact probability. */
export interface McRow {
  readonly key: string;
  /** Exact probability (0 when the exact analysis never reaches this outcome). */
  readonly exact: number;
  readonly count: number;
  /** count / n. */
  readonly frequency: number;
  /** Standard error of the frequency, sqrt(f(1-f)/n). */
  readonly se: number;
  /** Standard error under the exact probability, sqrt(p(1-p)/n): the yardstick of the flag. */
  readonly seExact: number;
  /** (frequency - exact) in exact standard errors (Infinity for an outcome exact analysis says is impossible). */
  readonly z: number;
  /** Whether the frequency lies outside `limit` standard errors of the exact value. */
  readonly flagged: boolean;
}

/** The standard error of a frequency k/n: sqrt(f(1-f)/n). */
export function standardError(count: number, n: number): number {
  if (n <= 0) return 0;
  const f = count / n;
  return Math.sqrt((f * (1 - f)) / n);
}

/** The upper tail of the standard normal, Q(z) = P(Z > z) (Numerical Recipes' erfc, relative error < 1.2e-7). */
export function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/**
 * The exact binomial tail of a count k out of n at probability p, on the side k lies: P(X >= k) when
 * k is above np, P(X <= k) when below.
 */
export function binomialTail(k: number, n: number, p: number): number {
  // For p above 1/2 count the other outcome: (1 - p)^n would underflow.
  if (p > 0.5) return binomialTail(n - k, n, 1 - p);
  let pmf = (1 - p) ** n;
  let below = 0;
  const ratio = p / (1 - p);
  for (let j = 0; j <= k; j++) {
    if (j === k) return k >= n * p ? Math.max(0, 1 - below) : below + pmf;
    below += pmf;
    pmf *= ((n - j) / (j + 1)) * ratio;
  }
  return 1;
}

/**
 * Compares counts with exact probabilities. An outcome is flagged when its count lies beyond `limit`
 * standard errors of the exact value: by the normal approximation with a half-count continuity
 * correction, |k - np| - 1/2 > limit x sqrt(np(1-p)), when np(1-p) >= 9; and for rarer outcomes, where
 * the normal approximation fails, when the exact binomial tail of k is below the normal tail beyond
 * `limit` (so one occurrence of a 1-in-100,000 outcome in 1,000 charges is not flagged, three are).
 * An outcome with exact probability 0 is flagged as soon as it occurs. Rows come in decreasing exact
 * probability, then decreasing count.
 */
export function compareWithExact(
  exact: ReadonlyMap<string, number>,
  counts: ReadonlyMap<string, number>,
  n: number,
  limit = 4,
): McRow[] {
  const keys = new Set([...exact.keys(), ...counts.keys()]);
  const rows: McRow[] = [];
  const tailLimit = normalTail(limit);
  for (const key of keys) {
    const p = exact.get(key) ?? 0;
    const k = counts.get(key) ?? 0;
    const seExact = Math.sqrt((p * (1 - p)) / n);
    const dev = Math.abs(k - n * p);
    const variance = n * p * (1 - p);
    const sdCount = Math.sqrt(variance);
    const z = sdCount > 0 ? (k / n - p) / seExact : dev <= 1e-9 * n ? 0 : Number.POSITIVE_INFINITY;
    const flagged =
      sdCount === 0
        ? dev > 1e-9 * n
        : variance >= 9
          ? dev - 0.5 > limit * sdCount
          : binomialTail(k, n, p) < tailLimit;
    rows.push({ key, exact: p, count: k, frequency: k / n, se: standardError(k, n), seExact, z, flagged });
  }
  return rows.sort((a, b) => b.exact - a.exact || b.count - a.count || a.key.localeCompare(b.key));
}

/** The seed of the i-th charge of a Monte Carlo run started with seed S (a 32-bit mix of both). */
export function chargeSeed(seed: number, i: number): number {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
