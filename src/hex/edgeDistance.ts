import type { Edge } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';

/**
 * Hexes from `c` to the given map edge (0 on the edge row/column). Exact in odd-q: a north/south
 * step changes the row by one and no other step changes it more; likewise columns for east/west.
 */
export function edgeDistance(c: Coord, edge: Edge, width: number, height: number): number {
  switch (edge) {
    case 'north':
      return c.row;
    case 'south':
      return height - 1 - c.row;
    case 'west':
      return c.col;
    case 'east':
      return width - 1 - c.col;
  }
}
