/**
 * Exact non-negative-or-negative rationals on BigInt, always in lowest terms with a positive denominator.
 * Pure: used for exact probabilities of whole charges, where denominators grow as 36^n.
 */
export interface BigFraction {
  readonly n: bigint;
  readonly d: bigint;
}

function absBig(a: bigint): bigint {
  return a < 0n ? -a : a;
}

/** Greatest common divisor of two BigInts (gcd(0, 0) = 1, so it can always divide). */
export function gcdBig(a: bigint, b: bigint): bigint {
  let x = absBig(a);
  let y = absBig(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** Least common multiple of two positive BigInts. */
export function lcmBig(a: bigint, b: bigint): bigint {
  return (a / gcdBig(a, b)) * b;
}

/** n/d in lowest terms; throws RangeError on a zero denominator. */
export function bigFraction(n: bigint | number, d: bigint | number = 1n): BigFraction {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('fraction with zero denominator');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcdBig(nn, dd);
  return { n: nn / g, d: dd / g };
}

export const ZERO: BigFraction = Object.freeze({ n: 0n, d: 1n });
export const ONE: BigFraction = Object.freeze({ n: 1n, d: 1n });

/** a + b. */
export function addF(a: BigFraction, b: BigFraction): BigFraction {
  return bigFraction(a.n * b.d + b.n * a.d, a.d * b.d);
}

/** a - b. */
export function subF(a: BigFraction, b: BigFraction): BigFraction {
  return bigFraction(a.n * b.d - b.n * a.d, a.d * b.d);
}

/** a x b. */
export function mulF(a: BigFraction, b: BigFraction): BigFraction {
  return bigFraction(a.n * b.n, a.d * b.d);
}

/** a / b (b not zero). */
export function divF(a: BigFraction, b: BigFraction): BigFraction {
  if (b.n === 0n) throw new RangeError('division by a zero fraction');
  return bigFraction(a.n * b.d, a.d * b.n);
}

/** The sum of many fractions (0 for none). */
export function sumF(xs: Iterable<BigFraction>): BigFraction {
  let acc = ZERO;
  for (const x of xs) acc = addF(acc, x);
  return acc;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareF(a: BigFraction, b: BigFraction): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Whether a equals b. */
export function equalsF(a: BigFraction, b: BigFraction): boolean {
  return a.n === b.n && a.d === b.d;
}

/** The nearest double (exact to about 15 significant digits even for huge numerators and denominators). */
export function toNumberF(a: BigFraction): number {
  if (a.n === 0n) return 0;
  const sign = a.n < 0n ? -1 : 1;
  const n = absBig(a.n);
  // Scale so that the integer quotient keeps ~60 significant bits, then divide as doubles.
  const shift = BigInt(Math.max(0, a.d.toString(2).length - n.toString(2).length + 64));
  const q = (n << shift) / a.d;
  return (sign * Number(q)) / 2 ** Number(shift);
}

/** "n/d" (or "n" when d is 1). */
export function formatF(a: BigFraction): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}

/** A decimal with `digits` places, rounded half up, computed exactly: 1/3 -> "0.333333". */
export function toDecimalF(a: BigFraction, digits = 6): string {
  const sign = a.n < 0n ? '-' : '';
  const n = absBig(a.n);
  const scale = 10n ** BigInt(digits);
  const scaled = (n * scale * 2n + a.d) / (2n * a.d);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(digits, '0');
  return `${sign}${whole}${digits > 0 ? `.${frac}` : ''}`;
}

/** Parses "n/d" or "n" into a fraction; undefined when it is not one. */
export function parseF(text: string): BigFraction | undefined {
  const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  if (!m || m[2] === '0') return undefined;
  return bigFraction(BigInt(m[1]!), BigInt(m[2] ?? '1'));
}
