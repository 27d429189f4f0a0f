/** Whether a value is a whole number, as a type guard (Number.isInteger is false for any non-number). */
export function isWhole(v: unknown): v is number {
  return Number.isInteger(v);
}
