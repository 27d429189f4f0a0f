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

/**
 * Compares counts with exact probabilities. An outcome is flagged when |k - np| - 1/2 exceeds
 * `limit` x sqrt(np(1-p)) (the half-count continuity correction keeps rare outcomes, whose counts are
 * whole numbers near zero, from being flagged by one extra occurrence), or when it has count > 0 and
 * exact probability 0. Rows come in decreasing exact probability, then decreasing count.
 */
export function compareWithExact(
  exact: ReadonlyMap<string, number>,
  counts: ReadonlyMap<string, number>,
  n: number,
  limit = 4,
): McRow[] {
  const keys = new Set([...exact.keys(), ...counts.keys()]);
  const rows: McRow[] = [];
  for (const key of keys) {
    const p = exact.get(key) ?? 0;
    const k = counts.get(key) ?? 0;
    const seExact = Math.sqrt((p * (1 - p)) / n);
    const dev = Math.abs(k - n * p);
    const sdCount = Math.sqrt(n * p * (1 - p));
    const z = sdCount > 0 ? (k / n - p) / seExact : dev <= 1e-9 * n ? 0 : Number.POSITIVE_INFINITY;
    const flagged = sdCount > 0 ? dev - 0.5 > limit * sdCount : dev > 1e-9 * n;
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
