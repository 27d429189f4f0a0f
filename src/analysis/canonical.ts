/**
 * Canonical serialization of plain data: object keys sorted, undefined members dropped, so two states that
 * hold the same data give the same string whatever order their keys were written in. Pure.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/**
 * Context members that do not change what can happen next: the narration log, the dice source (analysis
 * answers every roll itself), and the constants of the charge (ruleset, starting board, scenario id).
 */
export const STATE_KEY_OMITS: readonly string[] = ['log', 'dice', 'ruleset', 'initialBoard', 'scenarioId'];

/** How far branches are merged: `strict` keeps every context member but the omitted ones; `records` also drops dice already spent. */
export type MergeMode = 'strict' | 'records';

/**
 * The key under which two branches of a charge count as the same state: the machine's state value and a
 * canonical serialization of the context without the members in STATE_KEY_OMITS.
 *
 * In `records` mode (the default) it also drops the raw dice of step 5 that the procedure keeps only as a
 * record: `meleeRoll.roll` (src/procedure reads only whether meleeRoll is set and its `modified` value),
 * and, once `meleeResult` is set, `meleeRoll` and `starRolls` altogether (they are read only to find and
 * apply the result). Two melee rolls that give the same modified roll then continue as one branch. The
 * test "records merging equals strict merging" checks that both modes give the same distribution.
 */
export function stateKey(context: object, stateValue: unknown, mode: MergeMode = 'records'): string {
  const c = context as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const k of Object.keys(c)) if (!STATE_KEY_OMITS.includes(k)) kept[k] = c[k];
  if (mode === 'records') {
    if (kept.meleeResult !== undefined) {
      delete kept.meleeRoll;
      delete kept.starRolls;
    } else if (kept.meleeRoll && typeof kept.meleeRoll === 'object') {
      kept.meleeRoll = { modified: (kept.meleeRoll as { modified?: unknown }).modified };
    }
  }
  return `${canonicalJson(stateValue)}|${canonicalJson(kept)}`;
}

/**
 * Compact, exact state keys for the exact analysis: every object is interned by its content, so two
 * objects with the same data get the same small number and a key is a short string of numbers. An
 * object is hashed from its members' numbers, so only what changed since the last state is read again:
 * frozen objects (every object a machine step produces, and the validated scenario and ruleset data)
 * are remembered by reference, and the static data (ruleset, terrain, starting board) costs one walk
 * per analysis, then a lookup. Keys stay exact: equal keys mean equal data, member by member (the
 * interned strings are the canonical form of each object over its members' numbers).
 */
export class StateKeys {
  readonly #byRef = new WeakMap<object, string>();
  readonly #byContent = new Map<string, string>();
  /**
   * Member names as they open a member in a key body: 'n:' for the n-th distinct name. Short names keep
   * the bodies short, and a body is hashed in full when it is interned.
   */
  readonly #quoted = new Map<string, string>();
  /** String values as tokens: '$n' for the n-th distinct string (no number, object token or literal starts with '$'). */
  readonly #strings = new Map<string, string>();

  /** Distinct objects (by content) interned so far. */
  get size(): number {
    return this.#byContent.size;
  }

  /**
   * The token of a value: a number's or a literal's canonical form, "$n" for the n-th distinct string,
   * or "#n" for the n-th distinct object.
   */
  token(value: unknown): string {
    if (value === null || value === undefined) return 'null';
    switch (typeof value) {
      case 'number':
        return String(value);
      case 'string':
        return this.#string(value);
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object':
        return this.#object(value);
      default:
        throw new Error(`a charge state holds a ${typeof value}, which has no key`);
    }
  }

  /** The token of an object made of the given members (undefined members left out), interned by content. */
  compose(members: Readonly<Record<string, unknown>>): string {
    return this.#intern(this.#body(members));
  }

  #string(s: string): string {
    let t = this.#strings.get(s);
    if (t === undefined) {
      t = `$${this.#strings.size}`;
      this.#strings.set(s, t);
    }
    return t;
  }

  #object(o: object): string {
    const known = this.#byRef.get(o);
    if (known !== undefined) return known;
    let body: string;
    if (Array.isArray(o)) {
      body = '[';
      for (let i = 0; i < o.length; i++) body += (i ? ',' : '') + this.token(o[i]);
      body += ']';
    } else body = this.#body(o as Record<string, unknown>);
    const t = this.#intern(body);
    // Only data that cannot change may be remembered by reference.
    if (Object.isFrozen(o)) this.#byRef.set(o, t);
    return t;
  }

  #body(o: Readonly<Record<string, unknown>>): string {
    const keys = Object.keys(o).sort();
    let body = '{';
    for (const k of keys) {
      const v = o[k];
      if (v === undefined) continue;
      let q = this.#quoted.get(k);
      if (q === undefined) {
        q = `${this.#quoted.size}:`;
        this.#quoted.set(k, q);
      }
      body += body.length > 1 ? `,${q}${this.token(v)}` : `${q}${this.token(v)}`;
    }
    return `${body}}`;
  }

  #intern(body: string): string {
    let t = this.#byContent.get(body);
    if (t === undefined) {
      t = `#${this.#byContent.size}`;
      this.#byContent.set(body, t);
    }
    return t;
  }
}

/**
 * Context members that do not change what can happen next when every roll is answered by the driver:
 * the narration log (no rule reads it) and the dice source (a ROLL event never reads it).
 */
export const COMPACT_KEY_OMITS: readonly string[] = ['log', 'dice'];

/**
 * The compact key of a charge state under `keys`: the machine's state value and the context without
 * the members in COMPACT_KEY_OMITS, with the same `records` merging as stateKey. Static data (ruleset,
 * starting board, scenario id) is part of the key, by reference after its first walk, so one analyzer
 * may serve several charges without mixing them up.
 */
export function compactStateKey(
  keys: StateKeys,
  context: object,
  stateValue: unknown,
  mode: MergeMode = 'records',
): string {
  const c = context as Record<string, unknown>;
  const records = mode === 'records';
  // Once the melee result is known, its dice are records only (see stateKey).
  const settled = records && c.meleeResult !== undefined;
  const kept: Record<string, unknown> = {};
  for (const k of Object.keys(c)) {
    if (COMPACT_KEY_OMITS.includes(k) || (settled && (k === 'meleeRoll' || k === 'starRolls'))) continue;
    const v = c[k];
    kept[k] =
      records && k === 'meleeRoll' && v && typeof v === 'object'
        ? { modified: (v as { modified?: unknown }).modified }
        : v;
  }
  return `${keys.token(stateValue)}|${keys.compose(kept)}`;
}
