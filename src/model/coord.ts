/** A hex on the board in odd-q offset coordinates (flat-topped hexes, odd columns shifted down). */
export interface Coord {
  readonly col: number;
  readonly row: number;
}

/** A stable string key for a hex, used in maps and sets: "col,row". */
export function coordKey(c: Coord): string {
  return `${c.col},${c.row}`;
}

/**
 * The printed hex number of the series, column then row on two digits each: {col:3,row:4} is "0304".
 * A board wider or taller than 99 writes both on as many digits as the larger needs ({col:123,row:4}
 * is "123004", {col:12,row:304} "012304"), so a label always splits in half and parseHexLabel reads it
 * back. What is not a hex (a negative, fractional or unsafe number) is "????".
 */
export function hexLabel(c: Coord): string {
  const { col, row } = c;
  if (!Number.isSafeInteger(col) || !Number.isSafeInteger(row) || col < 0 || row < 0) return '????';
  const width = Math.max(2, String(col).length, String(row).length);
  return `${String(col).padStart(width, '0')}${String(row).padStart(width, '0')}`;
}

/** Whether two hexes are the same hex. */
export function sameHex(a: Coord, b: Coord): boolean {
  return a.col === b.col && a.row === b.row;
}
