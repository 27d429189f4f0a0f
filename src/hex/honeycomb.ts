import { defineHex, type Hex, Direction as HoneycombDirection, Orientation } from 'honeycomb-grid';

/** The board's hex class in honeycomb-grid: flat-topped, odd columns shifted down (odd-q), radius 1. */
export const BoardHex = defineHex({ orientation: Orientation.FLAT, offset: -1 });

/** honeycomb-grid's compass direction for each of our hexside directions (flat hexes have no E/W). */
export const HONEYCOMB_DIRECTION: readonly HoneycombDirection[] = [
  HoneycombDirection.N,
  HoneycombDirection.NE,
  HoneycombDirection.SE,
  HoneycombDirection.S,
  HoneycombDirection.SW,
  HoneycombDirection.NW,
];

const sized = new Map<number, typeof Hex>();

/** The board's hex class drawn at `size` (centre-to-corner radius, in drawing units), cached per size. */
export function sizedHex(size: number): typeof Hex {
  let cls = sized.get(size);
  if (cls === undefined) {
    cls = defineHex({ dimensions: size, orientation: Orientation.FLAT, offset: -1 });
    sized.set(size, cls);
  }
  return cls;
}
