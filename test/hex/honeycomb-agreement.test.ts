// The hot paths do cube arithmetic by hand; these tests hold them to honeycomb-grid's own geometry
// for flat hexes with odd columns shifted down (defineHex FLAT, offset -1).
import {
  defineHex,
  Grid,
  distance as hcDistance,
  line,
  neighborOf,
  Orientation,
  rectangle,
} from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import { CUBE_STEPS, fromCube, toCube } from '../../src/hex/cube.ts';
import { BoardHex, HONEYCOMB_DIRECTION } from '../../src/hex/honeycomb.ts';
import { directionTo, distance, hexCorners, hexLine, neighbor, toPixel } from '../../src/hex/index.ts';
import { DIRECTIONS } from '../../src/model/direction.ts';

const Hex = defineHex({ orientation: Orientation.FLAT, offset: -1 });
// a grid that includes negative (off-board) columns and rows, odd and even
const grid = new Grid(Hex, rectangle({ start: { col: -3, row: -3 }, width: 11, height: 11 }));
const hexes = grid.toArray();

describe('agreement with honeycomb-grid', () => {
  it('BoardHex is flat with odd columns shifted down', () => {
    expect(BoardHex.settings.orientation).toBe(Orientation.FLAT);
    expect(BoardHex.settings.offset).toBe(-1);
  });

  it('cube conversion matches honeycomb-grid both ways', () => {
    for (const hex of hexes) {
      expect(toCube({ col: hex.col, row: hex.row })).toEqual({ q: hex.q, r: hex.r, s: hex.s });
      expect(fromCube(hex.q, hex.r)).toEqual({ col: hex.col, row: hex.row });
    }
  });

  it('neighbor matches neighborOf for all six hexsides of every hex', () => {
    expect(hexes.length).toBe(121);
    for (const hex of hexes) {
      for (const d of DIRECTIONS) {
        const theirs = neighborOf(hex, HONEYCOMB_DIRECTION[d]!);
        expect(neighbor({ col: hex.col, row: hex.row }, d)).toEqual({ col: theirs.col, row: theirs.row });
        // and our cube step table is honeycomb's flat direction table
        expect([theirs.q - hex.q, theirs.r - hex.r]).toEqual(CUBE_STEPS[d]);
        expect(directionTo(hex, theirs)).toBe(d);
      }
    }
  });

  it('distance matches honeycomb-grid on every pair of the grid', () => {
    let pairs = 0;
    for (const a of hexes) {
      for (const b of hexes) {
        expect(distance(a, b)).toBe(hcDistance(Hex.settings, a, b));
        expect(distance(a, b)).toBe(grid.distance(a, b));
        pairs++;
      }
    }
    expect(pairs).toBe(121 * 121);
  });

  it('hexLine matches the grid line traverser', () => {
    // endpoints two hexes inside the grid, so the grid's traverser (which drops hexes outside it) keeps every hex
    const inner = hexes.filter((x) => x.col >= -1 && x.col <= 5 && x.row >= -1 && x.row <= 5);
    expect(inner).toHaveLength(49);
    for (const a of inner) {
      for (const b of inner) {
        const theirs = grid
          .traverse(line({ start: { col: a.col, row: a.row }, stop: { col: b.col, row: b.row } }))
          .toArray()
          .map((x) => ({ col: x.col, row: x.row }));
        expect(hexLine(a, b)).toEqual(theirs);
      }
    }
  });

  it('toPixel and hexCorners match a sized honeycomb hex', () => {
    const Sized = defineHex({ dimensions: 12, orientation: Orientation.FLAT, offset: -1 });
    for (const c of [
      { col: 0, row: 0 },
      { col: 3, row: 4 },
      { col: 4, row: 4 },
    ]) {
      const theirs = new Sized(c);
      expect(toPixel(c, 12)).toEqual({ x: theirs.x, y: theirs.y });
      expect(hexCorners(c, 12)).toEqual(theirs.corners);
    }
  });
});
