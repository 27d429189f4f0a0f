/**
 * Canonical JSON and the FNV-1a 64 hash of saves, scenarios and rulesets. Both are total: whatever they
 * are given (a cycle, a Proxy that throws, a BigInt, a value nested 100,000 deep) they return a string
 * and never throw; what is not JSON is written as a marker string ("#cycle", "#unreadable",
 * "#too-deep", "#too-large") that no JSON document of the engine contains.
 */

/** Deeper than anything the engine hashes (a save nests about 8 levels). */
const MAX_CANONICAL_DEPTH = 256;
/** More values than anything the engine hashes (a save of a 250,000-hex board holds about 2 million). */
const MAX_CANONICAL_VALUES = 20_000_000;

class TooLarge {}

/**
 * Canonical JSON of a value: object keys sorted, undefined members left out, non-finite numbers written
 * as the strings "#Infinity", "#-Infinity", "#NaN" (a ruleset's impassable move cost is Infinity).
 */
export function canonicalJson(value: unknown): string {
  const open = new Set<object>();
  let budget = MAX_CANONICAL_VALUES;
  const write = (v: unknown, depth: number): string => {
    if (--budget < 0) throw new TooLarge();
    if (v === null) return 'null';
    switch (typeof v) {
      case 'number':
        return Number.isFinite(v) ? JSON.stringify(v) : JSON.stringify(`#${v}`);
      case 'string':
      case 'boolean':
        return JSON.stringify(v);
      case 'object':
        break;
      default:
        return 'null';
    }
    const o = v as object;
    if (depth > MAX_CANONICAL_DEPTH) return '"#too-deep"';
    if (open.has(o)) return '"#cycle"';
    open.add(o);
    try {
      if (Array.isArray(o)) {
        if (o.length > budget) throw new TooLarge();
        const parts: string[] = [];
        for (let i = 0; i < o.length; i++) parts.push(o[i] === undefined ? 'null' : write(o[i], depth + 1));
        return `[${parts.join(',')}]`;
      }
      const r = o as Record<string, unknown>;
      const members: string[] = [];
      for (const k of Object.keys(r).sort()) {
        const x = r[k];
        if (x === undefined || typeof x === 'function') continue;
        members.push(`${JSON.stringify(k)}:${write(x, depth + 1)}`);
      }
      return `{${members.join(',')}}`;
    } catch (e) {
      if (e instanceof TooLarge) throw e;
      return '"#unreadable"';
    } finally {
      open.delete(o);
    }
  };
  try {
    return write(value, 0);
  } catch {
    return '"#too-large"';
  }
}

/** FNV-1a 64-bit of a string's UTF-16 code units, as 16 hex digits (a checksum, not a cryptographic hash). */
export function fnv1a64(text: string): string {
  const s = typeof text === 'string' ? text : canonicalJson(text);
  // 64-bit arithmetic on four 16-bit limbs: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < s.length; i++) {
    h0 ^= s.charCodeAt(i);
    // multiply by 2^40 + 0x1b3: low part times 0x1b3, plus the value shifted left 40 bits (limb 2 gets h0 << 8).
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    h0 = t0 & 0xffff;
    const c1 = t1 + (t0 >>> 16);
    h1 = c1 & 0xffff;
    const c2 = t2 + (c1 >>> 16);
    h2 = c2 & 0xffff;
    h3 = (t3 + (c2 >>> 16)) & 0xffff;
  }
  return [h3, h2, h1, h0].map((x) => x.toString(16).padStart(4, '0')).join('');
}

/** The hash of a value: FNV-1a 64 of its canonical JSON. */
export function hashOf(value: unknown): string {
  return fnv1a64(canonicalJson(value));
}
