/**
 * hexcharge/fractions: exact rationals on BigInt, the chances hexcharge/analysis gives (numerator and
 * denominator in lowest terms), with their arithmetic and printing. Light: it loads nothing of the
 * engine.
 * @packageDocumentation
 */
export {
  /** a + b, exactly. */
  addF,
  /** An exact rational on BigInt, in lowest terms with a positive denominator. */
  type BigFraction,
  /** "n/d" (or "n" when d is 1). */
  formatF,
  /** A decimal with `digits` places, rounded half up, computed exactly. */
  toDecimalF,
  /** The nearest double. */
  toNumberF,
  /** The fraction 0. */
  ZERO,
} from '../../src/math/fraction-big.ts';
