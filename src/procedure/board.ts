import { current, isDraft } from 'immer';
import type { Board } from '../model/board.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { TerrainType } from '../model/terrain.ts';
import type { Leader, Unit } from '../model/unit.ts';

// immer keeps a draft's state under this key (its DRAFT_STATE): the base, the copy once the draft is
// changed, and whether it is. Reading it is how a step reads its data as it stands without drafting
// what it reads (a read through a draft's proxy drafts every object it returns, to be walked again
// when the step finishes). test/procedure/board-reads.test.ts holds it to immer's own `current`.
// Stryker disable next-line StringLiteral: without a draft state found, every read falls back to asItStands and immer's current, which give the same values and draft nothing either (current reads with the draft marked finalized); only the cost differs
const DRAFT_STATE = Symbol.for('immer-state');

interface DraftState {
  readonly base_: unknown;
  readonly copy_: unknown;
  readonly modified_: boolean;
}

/**
 * A value as it stands now, as plain data: what immer's `current` gives, without drafting anything
 * (`current` reads through the proxies, which costs more than the retreat search it feeds). What
 * nobody changed comes back as it is (the frozen original), what was changed as a fresh copy.
 */
export function asItStands<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const state = draftState(value);
  let source: object;
  if (state === undefined) {
    // an immer whose drafts keep another state: its own, slower, reading
    if (isDraft(value)) return current(value as never) as T;
    if (Object.isFrozen(value)) return value;
    source = value;
  } else if (!state.modified_) {
    return state.base_ as T;
  } else source = state.copy_ as object;
  if (Array.isArray(source)) return source.map((x) => asItStands(x)) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(source)) out[k] = asItStands((source as Record<string, unknown>)[k]);
  return out as T;
}

/** The draft state immer keeps in a value, if it is a draft whose state reads as this file expects. */
// Stryker disable next-line BlockStatement: without a draft state found, every read falls back to asItStands and immer's current, which give the same values and draft nothing either (current reads with the draft marked finalized); only the cost differs
function draftState(value: unknown): DraftState | undefined {
  // Stryker disable next-line EqualityOperator,StringLiteral: an object read as no draft falls back as above; a primitive looked up finds no state either
  if (value === null || typeof value !== 'object') return undefined;
  const state = (value as { [DRAFT_STATE]?: DraftState })[DRAFT_STATE];
  // Stryker disable next-line StringLiteral: without a draft state found, every read falls back to asItStands and immer's current, which give the same values and draft nothing either (current reads with the draft marked finalized); only the cost differs
  return state !== undefined && typeof state.modified_ === 'boolean' && 'copy_' in state ? state : undefined;
}

/** An item as it stands, one level deep: a draft's base or copy (members may still be drafts, read through). */
function latest<T>(item: T): T {
  const state = draftState(item);
  return state === undefined ? item : ((state.modified_ ? state.copy_ : state.base_) as T);
}

/**
 * A list to read a test on, as it stands (reading through a draft makes a draft of every item read):
 * a draft's items nobody has changed are the originals, those changed the draft's own copies, to read
 * only. Same items, same order.
 */
function readable<T>(list: readonly T[]): readonly T[] {
  if (!isDraft(list)) return list;
  const state = draftState(list);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: asItStands of the list reads the same items and drafts nothing, only slower; and immer gives every draft a state, so a draft's is never undefined
  if (state === undefined) return asItStands(list);
  if (!state.modified_) return state.base_ as readonly T[];
  return (state.copy_ as readonly T[]).map((x) => latest(x));
}

/**
 * The items of a list (the board's units, its leaders) that match `pick`, in order. On a draft, the
 * test reads the items as they stand and only the items picked are drafted, ready to be changed.
 */
export function itemsWhere<T>(list: readonly T[], pick: (x: T) => boolean): T[] {
  const plain = readable(list);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: either way gives the same items in the same order (drafted or not: a draft of an item nobody changes finalizes to the item); only the cost differs
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

/** The unit with this id on the board, if it is still there. */
export function unitById(board: Board, id: string): Unit | undefined {
  const i = indexWhere(board.units, (u) => u.id === id);
  return i < 0 ? undefined : board.units[i];
}

/** The units with these ids still on the board, in the order given. */
export function unitsByIds(board: Board, ids: readonly string[]): Unit[] {
  const plain = readable(board.units);
  const out: Unit[] = [];
  for (const id of ids) {
    const i = plain.findIndex((u) => u.id === id);
    if (i >= 0) out.push(board.units[i]!);
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
  const id = board.terrain[`${hex.col},${hex.row}`] ?? board.defaultTerrain;
  const t = ruleset.terrain.find((x) => x.id === id);
  if (!t) throw new Error(`terrain ${id} at ${hexLabel(hex)} is not in ruleset ${ruleset.id}`);
  return t;
}
