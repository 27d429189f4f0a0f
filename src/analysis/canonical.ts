/**
 * Canonical serialization of plain data: object keys sorted, undefined members dropped, so two states that
 * hold the same data give the same string whatever order their keys were written in. Pure.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let out = '{';
  for (const k of keys) {
    const v = o[k];
    if (v === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${quotedName(k)}:${canonicalJson(v)}`;
  }
  return `${out}}`;
}

/** Member names as JSON strings, remembered (a state has a few dozen names, met again and again). */
const QUOTED = new Map<string, string>();

function quotedName(k: string): string {
  let q = QUOTED.get(k);
  // Stryker disable next-line ConditionalExpression: quoting a name again gives the same text
  if (q === undefined) {
    q = JSON.stringify(k);
    // names of plain data are few; a flood of distinct names is not remembered past this
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a bound on memory only: a name not remembered is quoted again, the same
    if (QUOTED.size < 10_000) QUOTED.set(k, q);
  }
  return q;
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
 * What the record of an object (not an array) starts with. No id is negative, so the record of an
 * array (its items' ids, nothing else) never reads like an object's.
 */
const OBJECT = -1;

/** One interned object: the ids it is made of (an array's items, or OBJECT then name, value pairs) and its id. */
interface Interned {
  readonly parts: readonly number[];
  readonly id: number;
}

/** A 32-bit hash of a record of ids (multiplicative mixing, as in FNV-1a over whole numbers). */
export function recordHash(parts: readonly number[]): number {
  let h = 0x811c9dc5;
  // Stryker disable next-line EqualityOperator: one step past the end mixes in 0 for every record alike: another hash, as exact
  for (let i = 0; i < parts.length; i++) h = Math.imul(h ^ parts[i]!, 0x01000193);
  return h;
}

function sameParts(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  // Stryker disable next-line EqualityOperator: one step past the end compares undefined with undefined
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Compact, exact state keys for the exact analysis: every value is interned by its content as a whole
 * number, so two values with the same data get the same number and a key is "#n". An object is
 * interned as the record of its members' numbers (its member names numbered too), hashed and then
 * compared number by number, so equal numbers mean equal data, member by member. Only what changed
 * since the last state is read again: frozen objects (every object a machine step produces, and the
 * validated scenario and ruleset data) are remembered by reference, and so is every object while a
 * caller says nothing changes them (`trusting`), so the static data (ruleset, terrain, starting
 * board) costs one walk per analysis, then a lookup.
 */
export class StateKeys {
  readonly #hash: (parts: readonly number[]) => number;
  readonly #byRef = new WeakMap<object, number>();
  /** Objects remembered by reference only while trusted (`trusting`): forgotten after. */
  #trusted: WeakMap<object, number> | undefined;
  readonly #numbers = new Map<number, number>();
  readonly #strings = new Map<string, number>();
  /** Member names, numbered apart from values (a name only ever stands in a name's place). */
  readonly #names = new Map<string, number>();
  readonly #records = new Map<number, Interned | Interned[]>();
  /** Ids 0, 1 and 2 are null (and undefined), true and false. */
  #next = 3;
  #size = 0;
  #collisions = 0;

  /** `hash`: how records are hashed (recordHash; a test may give one that collides). */
  constructor(hash: (parts: readonly number[]) => number = recordHash) {
    this.#hash = hash;
  }

  /** Distinct objects (by content) interned so far. */
  get size(): number {
    return this.#size;
  }

  /** Objects interned so far whose record hashed to the same number as an earlier, different one. */
  get collisions(): number {
    return this.#collisions;
  }

  /**
   * Runs `work` with every object remembered by reference, frozen or not: for a caller that changes
   * no object while it runs (the exact analysis: immer never changes an object it has produced, and
   * the analysis runs its steps without freezing their results). What is remembered this way is
   * forgotten when `work` returns, so objects changed afterwards are read again.
   */
  trusting<T>(work: () => T): T {
    if (this.#trusted) return work();
    this.#trusted = new WeakMap();
    try {
      return work();
    } finally {
      this.#trusted = undefined;
    }
  }

  /** The token of a value: "#n", the same for the same data and different for different data. */
  token(value: unknown): string {
    return `#${this.#id(value)}`;
  }

  /** The token of an object made of the given members (undefined members left out), interned by content. */
  compose(members: Readonly<Record<string, unknown>>): string {
    return `#${this.#intern(this.#objectParts(members))}`;
  }

  #id(value: unknown): number {
    if (value === null || value === undefined) return 0;
    switch (typeof value) {
      // Stryker disable next-line ConditionalExpression: a number falling through to the strings' map still gets an id of its own (a Map tells 1 from "1")
      case 'number':
        return this.#primitiveId(this.#numbers, value);
      case 'string':
        return this.#primitiveId(this.#strings, value);
      case 'boolean':
        return value ? 1 : 2;
      case 'object':
        return this.#objectId(value);
      default:
        throw new Error(`a charge state holds a ${typeof value}, which has no key`);
    }
  }

  /** The id of a number or a string: the one it was given when first met, from the shared counter. */
  #primitiveId<K>(known: Map<K, number>, v: K): number {
    let id = known.get(v);
    if (id === undefined) {
      id = this.#next++;
      known.set(v, id);
    }
    return id;
  }

  #nameId(s: string): number {
    let id = this.#names.get(s);
    if (id === undefined) {
      id = this.#names.size;
      this.#names.set(s, id);
    }
    return id;
  }

  #objectId(o: object): number {
    const known = this.#byRef.get(o) ?? this.#trusted?.get(o);
    if (known !== undefined) return known;
    let parts: number[];
    if (Array.isArray(o)) {
      // Stryker disable next-line ArrayDeclaration: the same first item added to every array's record: still one record for each array
      parts = [];
      // Stryker disable next-line EqualityOperator: one more id 0 (undefined) at the end of every array's record: still one record for each array
      for (let i = 0; i < o.length; i++) parts.push(this.#id(o[i]));
    } else parts = this.#objectParts(o as Record<string, unknown>);
    const id = this.#intern(parts);
    // Only data that cannot change may be remembered by reference.
    // Stryker disable next-line ConditionalExpression: a frozen object not remembered is read again, to the same id (only slower)
    if (Object.isFrozen(o)) this.#byRef.set(o, id);
    else this.#trusted?.set(o, id);
    return id;
  }

  /** OBJECT, then each defined member's name and value ids, by name number (one order per instance). */
  #objectParts(o: Readonly<Record<string, unknown>>): number[] {
    const pairs: number[] = [OBJECT];
    for (const k of Object.keys(o)) {
      const v = o[k];
      if (v === undefined) continue;
      const name = this.#nameId(k);
      const value = this.#id(v);
      // insertion into place: objects have a few dozen members at most
      let i = pairs.length;
      pairs.push(name, value);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: below index 2 there is no name to pass (pairs[-1] is undefined, never greater); names of one object are all different, so >= is >; and largest first is one order for all objects as well
      while (i > 1 && pairs[i - 2]! > name) {
        pairs[i] = pairs[i - 2]!;
        pairs[i + 1] = pairs[i - 1]!;
        i -= 2;
      }
      pairs[i] = name;
      pairs[i + 1] = value;
    }
    return pairs;
  }

  #intern(parts: readonly number[]): number {
    const h = this.#hash(parts);
    const slot = this.#records.get(h);
    if (slot === undefined) {
      const id = this.#next++;
      this.#size++;
      this.#records.set(h, { parts, id });
      return id;
    }
    const list = Array.isArray(slot) ? slot : [slot];
    for (const e of list) if (sameParts(e.parts, parts)) return e.id;
    const id = this.#next++;
    this.#size++;
    this.#collisions++;
    const entry = { parts, id };
    if (Array.isArray(slot)) slot.push(entry);
    else this.#records.set(h, [slot, entry]);
    return id;
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
