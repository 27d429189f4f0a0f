import { isDraft, isModified, original } from 'immer';
import type { Board } from '../model/board.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { TerrainType } from '../model/terrain.ts';
import type { Leader, Unit } from '../model/unit.ts';

// Reading a board inside a step (a `produce` recipe) through the draft makes a draft of every object
// read, to be walked again when the step finishes: these helpers read the data as it stands instead,
// on immer's public API only (`isDraft`, `isModified`, `original`) and the draft's own property
// descriptors, which give a member's value as it stands without drafting it (a member drafted already
// comes back as its draft, read as below: the values are right either way, only the cost differs).
// test/procedure/board-reads.test.ts holds every read to immer's `current` and counts the drafts made.

/** The original of a draft (what the step started from), typed as the draft's data. */
function originalOf<T>(draft: T): T {
  return original(draft as never) as T;
}

/** A member of a draft as it stands (its draft if one was made), read without drafting it. */
function peek(draft: object, key: string | number | symbol): unknown {
  return Reflect.getOwnPropertyDescriptor(draft, key)?.value;
}

/**
 * A value as it stands now, as plain data: what immer's `current` gives, without drafting anything and
 * without copying what nobody changed (`current` copies every object that is not frozen, and the core
 * does not freeze). A draft nobody changed is its original, a changed one a fresh copy whose members
 * nobody changed are the originals; a plain object that holds drafts (a new object put into a draft)
 * is copied the same way, one that holds none comes back as it is.
 */
export function asItStands<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (isDraft(value))
    return isModified(value) ? (membersAsTheyStand(value, originalOf(value)) as T) : originalOf(value);
  if (Object.isFrozen(value)) return value; // frozen data holds no draft
  return (membersAsTheyStand(value, undefined) ?? value) as T;
}

/**
 * A copy of an object (an array too) with its members as they stand: of a changed draft (`base` its
 * original: a member still the original's is untouched, kept as it is), or of a plain object, which
 * is copied only if a member holds a draft (undefined when none does).
 */
function membersAsTheyStand(value: object, base: object | undefined): object | undefined {
  const list = Array.isArray(value);
  const keys: readonly (string | number | symbol)[] = list
    ? Array.from({ length: value.length }, (_, i) => i)
    : base !== undefined
      ? Reflect.ownKeys(value)
      : Object.keys(value);
  const members = new Array<unknown>(keys.length);
  let copy = base !== undefined;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const was = base === undefined ? undefined : (base as Record<string | number | symbol, unknown>)[k];
    // a member read through a draft is drafted only when it is an object still the original's: read
    // those from the descriptor, the others (primitives, objects put in by the step) as they are
    const raw =
      base !== undefined && typeof was === 'object' && was !== null
        ? peek(value, k)
        : (value as Record<string | number | symbol, unknown>)[k];
    const untouched = base !== undefined && raw === was;
    members[i] = untouched ? raw : asItStands(raw);
    if (members[i] !== raw) copy = true;
  }
  if (!copy) return undefined;
  const out = (list ? [] : {}) as Record<string | number | symbol, unknown>;
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = members[i];
  return out;
}

/**
 * The board as it stands, as plain data (for the retreat search, which reads every unit): its fixed
 * data (size, terrain, sides: no step changes them) is the original's, its units and leaders are read
 * as they stand (item by item: a unit nobody changed is the original, a changed one a copy).
 */
export function boardAsItStands(board: Board): Board {
  if (!isDraft(board)) return board;
  const base = originalOf(board);
  if (!isModified(board)) return base;
  const units = peek(board, 'units') as Board['units'];
  const leaders = peek(board, 'leaders') as Board['leaders'];
  return {
    ...base,
    units: units === base.units ? units : listAsItStands(units),
    leaders: leaders === base.leaders ? leaders : listAsItStands(leaders),
  };
}

/** A list as it stands, as plain data: `readable`, each item that is not the original's copied as it stands. */
function listAsItStands<T>(list: readonly T[]): readonly T[] {
  if (!isDraft(list) || !isModified(list)) return asItStands(list);
  const base = originalOf(list);
  return changedItems(list, base).map((x, i) => (x === base[i] ? x : asItStands(x)));
}

/**
 * A list to read a test on, as it stands: a draft nobody has changed yet is the original list itself;
 * a changed one a new list of its items as they stand, one level deep (those nobody changed are the
 * originals; a changed item is its draft, read through). Nothing is drafted. Same items, same order.
 */
function readable<T>(list: readonly T[]): readonly T[] {
  if (!isDraft(list)) return list;
  const base = originalOf(list);
  return isModified(list) ? changedItems(list, base) : base;
}

/** The items of a changed list draft as they stand (see `readable`). */
function changedItems<T>(list: readonly T[], base: readonly T[]): readonly T[] {
  const out = new Array<T>(list.length);
  for (let i = 0; i < out.length; i++) {
    const item = peek(list, i) as T;
    // an item still the original's at its place is untouched; a draft nobody changed is its original
    out[i] = item !== base[i] && isDraft(item) && !isModified(item) ? originalOf(item) : item;
  }
  return out;
}

/**
 * The items of a list (the board's units, its leaders) that match `pick`, in order. On a draft, the
 * test reads the items as they stand and only the items picked are drafted, ready to be changed.
 */
export function itemsWhere<T>(list: readonly T[], pick: (x: T) => boolean): T[] {
  const plain = readable(list);
  if (plain === list) return list.filter(pick);
  const out: T[] = [];
  for (let i = 0; i < plain.length; i++) if (pick(plain[i]!)) out.push(list[i]!);
  return out;
}

/** Whether an item of a list matches `pick` (read as `itemsWhere` reads, drafting nothing). */
export function anyWhere<T>(list: readonly T[], pick: (x: T) => boolean): boolean {
  return readable(list).some(pick);
}

/** Item `i` of a list as it stands, to read only (on a draft nobody has changed yet: not drafted). */
export function itemAt<T>(list: readonly T[], i: number): T | undefined {
  return asItStands(readable(list)[i]);
}

/** The index of the first item of a list that matches `pick`, or -1 (read as `itemsWhere` reads). */
export function indexWhere<T>(list: readonly T[], pick: (x: T) => boolean): number {
  return readable(list).findIndex(pick);
}

/** Where each unit of an original list stands in it, by id (original lists are shared by many states). */
const indexes = new WeakMap<readonly Unit[], ReadonlyMap<string, number>>();

/** The index of the units of an original list, by id (made once per list: original lists are shared by many states). */
function indexOf(base: readonly Unit[]): ReadonlyMap<string, number> {
  let index = indexes.get(base);
  if (index === undefined) {
    index = new Map(base.map((u, i) => [u.id, i]));
    indexes.set(base, index);
  }
  return index;
}

/**
 * Finds units by id in a list of units: on a changed draft, only the slot where the original list has
 * the unit is read, and trusted when it holds that unit still (ids are unique on a board); otherwise (a
 * plain list, a draft nobody changed, or a unit taken off before it in this step) the items are read
 * once as `readable` reads, for every id asked.
 */
function unitFinder(units: readonly Unit[]): (id: string) => number {
  const index = isModified(units) ? indexOf(originalOf(units)) : undefined;
  let plain: readonly Unit[] | undefined;
  return (id) => {
    const i = index?.get(id);
    if (i !== undefined && (peek(units, i) as Unit | undefined)?.id === id) return i;
    plain ??= readable(units);
    return plain.findIndex((u) => u.id === id);
  };
}

/** The unit with this id on the board, if it is still there. */
export function unitById(board: Board, id: string): Unit | undefined {
  const units = board.units;
  const i = unitFinder(units)(id);
  return i < 0 ? undefined : units[i];
}

/** The units with these ids still on the board, in the order given. */
export function unitsByIds(board: Board, ids: readonly string[]): Unit[] {
  const units = board.units;
  const find = unitFinder(units);
  const out: Unit[] = [];
  for (const id of ids) {
    const i = find(id);
    if (i >= 0) out.push(units[i]!);
  }
  return out;
}

/** The stack in a hex: every unit there, in board order (the first listed is the top unit). */
export function unitsAt(board: Board, hex: Coord): Unit[] {
  return itemsWhere(board.units, (u) => sameHex(u.at, hex));
}

/** The leaders riding with the stack in a hex. */
export function leadersAt(board: Board, hex: Coord): Leader[] {
  return itemsWhere(board.leaders, (l) => sameHex(l.at, hex));
}

/** The terrain type of a hex under a ruleset. */
export function terrainAt(board: Board, ruleset: Ruleset, hex: Coord): TerrainType {
  // The terrain map and the ruleset are fixed data (no step changes them): read on the originals, not drafted.
  const fixed = isDraft(board) ? originalOf(board) : board;
  const id = fixed.terrain[`${hex.col},${hex.row}`] ?? fixed.defaultTerrain;
  const t = (isDraft(ruleset) ? originalOf(ruleset) : ruleset).terrain.find((x) => x.id === id);
  if (!t) throw new Error(`terrain ${id} at ${hexLabel(hex)} is not in ruleset ${ruleset.id}`);
  return t;
}
