/** A hex on the board in odd-q offset coordinates (flat-topped hexes, odd columns shifted down). */
export interface Coord {
  readonly col: number;
  readonly row: number;
}

/** A stable string key for a hex, used in maps and sets: "col,row". */
export function coordKey(c: Coord): string {
  return `${c.col},${c.row}`;
}

/** The printed hex number of the series, column then row on two digits each: {col:3,row:4} is "0304". */
export function hexLabel(c: Coord): string {
  return `${String(c.col).padStart(2, '0')}${String(c.row).padStart(2, '0')}`;
}

/** Whether two hexes are the same hex. */
export function sameHex(a: Coord, b: Coord): boolean {
  return a.col === b.col && a.row === b.row;
}
