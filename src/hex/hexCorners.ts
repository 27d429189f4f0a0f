import type { Coord } from '../model/coord.ts';
import { sizedHex } from './honeycomb.ts';

/** The six corners of a hex for an SVG polygon (radius `size`, same frame as `toPixel`), from honeycomb-grid. */
export function hexCorners(c: Coord, size: number): { x: number; y: number }[] {
  const Hex = sizedHex(size);
  const h = new Hex({ col: c.col, row: c.row });
  return h.corners.map((p) => ({ x: p.x, y: p.y }));
}
