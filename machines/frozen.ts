/** Objects known to be frozen all the way down (so a walk stops at them). */
const DEEP = new WeakSet<object>();

/**
 * Freezes a value and everything reachable from it, and returns it. Unlike a walk that stops at the
 * first frozen object, it also descends into objects frozen only at their top; objects it has walked
 * once are remembered, so freezing a new charge state walks only what the last event made.
 */
export function freezeDeep<T>(value: T): T {
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || DEEP.has(v)) return;
    DEEP.add(v);
    Object.freeze(v);
    for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k]);
  };
  walk(value);
  return value;
}
