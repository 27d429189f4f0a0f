/**
 * The seeded generator: mulberry32 (Tommy Ettinger's 32-bit generator, period 2^32) written as a pure
 * step over a 32-bit unsigned state. The state is a plain number, so a dice source serializes as JSON.
 */
export interface PrngStep {
  /** A 32-bit unsigned output, 0..4294967295. */
  readonly output: number;
  /** The state to draw the next output from. */
  readonly state: number;
}

/** One mulberry32 step: the output drawn from `state` and the advanced state (state + 0x6D2B79F5 mod 2^32). */
export function mulberry32(state: number): PrngStep {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { output: (t ^ (t >>> 14)) >>> 0, state: next };
}

/** Outputs at or above this are redrawn so each face is exactly equally likely (6 x 715827882). */
const FAIR_LIMIT = 4294967292;

/** One fair die face 1..6 from the generator: 1 + (output mod 6), redrawing outputs >= 4294967292. */
export function d6FromState(state: number): { readonly face: number; readonly state: number } {
  let s = state;
  for (;;) {
    const step = mulberry32(s);
    s = step.state;
    if (step.output < FAIR_LIMIT) return { face: (step.output % 6) + 1, state: s };
  }
}
