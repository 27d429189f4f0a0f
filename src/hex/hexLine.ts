import { line } from 'honeycomb-grid';
import type { Coord } from '../model/coord.ts';
import { BoardHex } from './honeycomb.ts';

/** The hexes on the straight line from `a` to `b`, both included (honeycomb-grid's line traverser). */
export function hexLine(a: Coord, b: Coord): Coord[] {
  const hexes = line({ start: { col: a.col, row: a.row }, stop: { col: b.col, row: b.row } })(
    (coordinates) => new BoardHex(coordinates),
  );
  // + 0 turns honeycomb-grid's rounding's -0 into 0
  return hexes.map((h) => ({ col: h.col + 0, row: h.row + 0 }));
}
