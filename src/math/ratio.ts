/** An exact non-negative rational number: melee values and odds are compared without rounding error. */
export interface Ratio {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** The ratio n/d in lowest terms. */
export function ratio(n: number, d = 1): Ratio {
  if (d === 0) throw new RangeError('ratio with zero denominator');
  const s = d < 0 ? -1 : 1;
  const g = gcd(n, d);
  return { n: (s * n) / g, d: (s * d) / g };
}

/** a x b. */
export function mul(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.n, a.d * b.d);
}

/** a + b. */
export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.d + b.n * a.d, a.d * b.d);
}

/** a / b (b not zero). */
export function div(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.d, a.d * b.n);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Ratio, b: Ratio): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Largest integer not above a. */
export function floor(a: Ratio): number {
  return Math.floor(a.n / a.d);
}

/** Writes a ratio for narration: "12", "27/2" or "6 2/3" style kept short as a decimal-free fraction. */
export function formatRatio(a: Ratio): string {
  if (a.d === 1) return String(a.n);
  const whole = Math.floor(a.n / a.d);
  const rest = a.n - whole * a.d;
  return whole > 0 ? `${whole} ${rest}/${a.d}` : `${rest}/${a.d}`;
}
