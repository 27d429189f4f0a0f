import { type BigFraction, bigFraction, gcdBig, lcmBig } from '../math/fraction-big.ts';

/**
 * A probability distribution over outcome keys as exact integer weights over one common denominator:
 * P(key) = nums.get(key) / den. Combining branches scales numerators instead of reducing fractions per
 * outcome, so each merge costs one lcm per branch. Pure: functions return new distributions.
 */
export interface WeightedDist {
  readonly den: bigint;
  readonly nums: ReadonlyMap<string, bigint>;
}

/** Certainty of one outcome. */
export function certain(key: string): WeightedDist {
  return { den: 1n, nums: new Map([[key, 1n]]) };
}

/** One branch of a chance node: the branch is taken `weight` times out of `total`. */
export interface Branch {
  readonly weight: number;
  readonly total: number;
  readonly dist: WeightedDist;
}

/** The distribution of a chance node: sum over branches of weight/total x the branch's distribution. */
export function mix(branches: readonly Branch[]): WeightedDist {
  let den = 1n;
  for (const b of branches) den = lcmBig(den, b.dist.den * BigInt(b.total));
  const nums = new Map<string, bigint>();
  for (const b of branches) {
    const factor = (den / (b.dist.den * BigInt(b.total))) * BigInt(b.weight);
    for (const [k, v] of b.dist.nums) nums.set(k, (nums.get(k) ?? 0n) + v * factor);
  }
  // Reduce the common denominator by the gcd of all numerators, keeping the numbers small.
  let g = den;
  for (const v of nums.values()) {
    g = gcdBig(g, v);
    if (g === 1n) break;
  }
  if (g > 1n) for (const [k, v] of nums) nums.set(k, v / g);
  return { den: den / g, nums };
}

/** The exact probability of each outcome key, in lowest terms. */
export function toFractions(d: WeightedDist): Map<string, BigFraction> {
  const out = new Map<string, BigFraction>();
  for (const [k, v] of d.nums) out.set(k, bigFraction(v, d.den));
  return out;
}
