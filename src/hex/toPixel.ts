import type { Coord } from '../model/coord.ts';
import { sizedHex } from './honeycomb.ts';

/** Centre of a hex for drawing (SVG y down), hexes of radius `size`; hex {0,0} is centred at 0,0. */
export function toPixel(c: Coord, size: number): { x: number; y: number } {
  const Hex = sizedHex(size);
  const h = new Hex({ col: c.col, row: c.row });
  return { x: h.x, y: h.y };
}
