import type { Coord } from './coord.ts';
import type { Leader, Unit } from './unit.ts';

/** A map edge of the board. */
export type Edge = 'north' | 'south' | 'east' | 'west';

/** A side of the battle: its id, name and the map edge behind its own lines. */
export interface Side {
  readonly id: string;
  readonly name: string;
  /** The map edge behind this side's lines (retreats avoid ending behind enemy lines, 13.2.4). */
  readonly homeEdge: Edge;
}

/** The hex board: size, terrain per hex (default elsewhere), units and leaders. Plain data. */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** Terrain type id of every hex not listed in `terrain`. */
  readonly defaultTerrain: string;
  /** Terrain type id per hex key "col,row". */
  readonly terrain: Readonly<Record<string, string>>;
  readonly units: readonly Unit[];
  readonly leaders: readonly Leader[];
  readonly sides: readonly Side[];
}

/** Where a hex is on the board: inside it or not. */
export function onBoard(board: Pick<Board, 'width' | 'height'>, c: Coord): boolean {
  return c.col >= 0 && c.row >= 0 && c.col < board.width && c.row < board.height;
}
