import { type ErrorCode, fail, type HexchargeError, ok, type Result } from '../src/errors.ts';

/**
 * Reading what a host hands in. A host may pass anything: a Proxy whose traps throw, a getter, a cyclic
 * object, a BigInt, a Symbol, a Map, a member nested 100,000 deep, an array whose length is 2^32 - 1.
 * Everything the public entry receives goes through `plainCopy` first: a bounded walk that copies the
 * value into plain data (objects, arrays, strings, numbers, booleans, null) or refuses it in one line.
 * Nothing downstream ever sees the host's own objects, so a host that changes them later changes
 * nothing here, and nothing it passes can throw inside the engine.
 */

/** Limits of one plain copy: nesting depth and the number of values (every object, array and leaf counts). */
export interface PlainLimits {
  readonly depth: number;
  readonly values: number;
}

/** Deeper than any honest input (a save document nests about 8 levels, a scenario 4). */
export const MAX_PLAIN_DEPTH = 64;
/** More values than any honest scenario, ruleset or save of a 250,000-hex board holds. */
export const MAX_PLAIN_VALUES = 4_000_000;

/** The default limits of the public entry. */
export const PLAIN_LIMITS: PlainLimits = Object.freeze({ depth: MAX_PLAIN_DEPTH, values: MAX_PLAIN_VALUES });

/** A short, safe description of any value for a message (never calls the value's own code). */
export function describeValue(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v.length > 40 ? `${JSON.stringify(v.slice(0, 37))}...` : JSON.stringify(v);
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(v);
    case 'bigint':
      return `the BigInt ${v.toString().slice(0, 20)}n`;
    case 'symbol':
      return 'a Symbol';
    case 'function':
      return 'a function';
    default: {
      if (v === null) return 'null';
      try {
        if (Array.isArray(v)) return 'an array';
      } catch {
        return 'a revoked Proxy';
      }
      return 'an object';
    }
  }
}

/** The one-line text of something thrown, read without trusting it (its toString may throw too). */
export function thrownText(e: unknown): string {
  try {
    const text =
      e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : describeValue(e);
    const line = text.split('\n')[0] ?? '';
    return line.length > 200 ? `${line.slice(0, 197)}...` : line;
  } catch {
    return 'an exception that cannot be read';
  }
}

class NotPlain extends Error {
  readonly error: HexchargeError;
  constructor(code: ErrorCode, message: string) {
    super(message);
    const r = fail(code, message);
    this.error = r.ok ? { code, message } : r.error;
  }
}

/** Object kinds that copy as their own enumerable members: plain objects and class instances without a tag. */
function isRecordLike(v: object): boolean {
  return Object.prototype.toString.call(v) === '[object Object]';
}

const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * A plain copy of `value` (what: how the refusal names it, e.g. "the scenario"), or a refusal:
 * api/not-plain-data (a cycle, a BigInt, a Symbol, a function, a Map or Date or other non-plain object,
 * a Proxy or getter that throws when read) or api/too-large (nested deeper than `limits.depth`, more
 * than `limits.values` values). Getters are read once. Numbers are copied as they are (NaN and Infinity
 * included: the validators refuse them where they do not belong). `undefined` members are left out.
 */
export function plainCopy(value: unknown, what: string, limits: PlainLimits = PLAIN_LIMITS): Result<unknown> {
  let count = 0;
  const open = new Set<object>();
  // The path to the value being copied, turned into text only for a refusal.
  const trail: (string | number)[] = [];
  const where = (): string => {
    const path = trail.reduce<string>((p, k) => at(p, k), '');
    return path === '' ? what : `${what} at ${path.length > 60 ? `${path.slice(0, 57)}...` : path}`;
  };
  const copy = (v: unknown, depth: number): unknown => {
    count++;
    if (count > limits.values) {
      throw new NotPlain('api/too-large', `${what} holds more than ${limits.values} values`);
    }
    switch (typeof v) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'undefined':
        return v;
      case 'bigint':
        throw new NotPlain('api/not-plain-data', `${where()} is a BigInt: only JSON data is accepted`);
      case 'symbol':
        throw new NotPlain('api/not-plain-data', `${where()} is a Symbol: only JSON data is accepted`);
      case 'function':
        throw new NotPlain('api/not-plain-data', `${where()} is a function: only JSON data is accepted`);
    }
    if (v === null) return null;
    const o = v as object;
    if (depth >= limits.depth) {
      throw new NotPlain('api/too-large', `${where()} is nested deeper than ${limits.depth} levels`);
    }
    if (open.has(o)) throw new NotPlain('api/not-plain-data', `${where()} refers back to itself (a cycle)`);
    open.add(o);
    try {
      if (Array.isArray(o)) {
        const n = o.length;
        if (!Number.isSafeInteger(n) || n > limits.values - count) {
          throw new NotPlain('api/too-large', `${where()} is an array of ${n} entries`);
        }
        const out: unknown[] = new Array(n);
        for (let i = 0; i < n; i++) {
          trail.push(i);
          const x = copy(o[i], depth + 1);
          trail.pop();
          out[i] = x === undefined ? null : x;
        }
        return out;
      }
      if (!isRecordLike(o)) {
        throw new NotPlain(
          'api/not-plain-data',
          `${where()} is ${Object.prototype.toString.call(o).slice(8, -1)}, not plain data`,
        );
      }
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(o)) {
        trail.push(k);
        const x = copy((o as Record<string, unknown>)[k], depth + 1);
        trail.pop();
        if (x === undefined) continue;
        if (k === '__proto__') {
          // An own member named "__proto__" stays a member (as JSON.parse makes it), never a prototype.
          Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
        } else out[k] = x;
      }
      return out;
    } finally {
      open.delete(o);
    }
  };
  try {
    return ok(copy(value, 0));
  } catch (e) {
    if (e instanceof NotPlain) return { ok: false, error: e.error };
    // A Proxy trap, a getter or an ownKeys that throws, or the stack running out.
    return fail('api/not-plain-data', `${what} cannot be read: ${thrownText(e)}`);
  }
}

/** Whether a value is a plain object (after plainCopy: not an array, not null). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads one member of a host's object without trusting it (a Proxy or getter may throw). */
export function member(o: object, key: string, what: string): Result<unknown> {
  try {
    return ok((o as Record<string, unknown>)[key]);
  } catch (e) {
    return fail('api/not-plain-data', `${what}.${key} cannot be read: ${thrownText(e)}`);
  }
}
