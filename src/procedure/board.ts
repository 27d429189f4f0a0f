import { isDraft, isModified, original } from 'immer';
import type { Board } from '../model/board.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { TerrainType } from '../model/terrain.ts';
import type { Leader, Unit } from '../model/unit.ts';

/**
 * A list to read a test on: the items of a draft nobody has changed yet as they stand (reading through a
 * draft makes a draft of every item read), else the list itself. Same items, same order.
 */
function readable<T>(list: readonly T[]): readonly T[] {
  return isDraft(list) && !isModified(list) ? (original(list as never) as readonly T[]) : list;
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
  return readable(list)[i];
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
  return ids.map((id) => unitById(board, id)).filter((u): u is Unit => u !== undefined);
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
