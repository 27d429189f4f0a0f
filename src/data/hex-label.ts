import type { Coord } from '../model/coord.ts';

/**
 * Parses a printed hex number, column then row: "0304" is {col:3,row:4}; six digits ("012034") split
 * three and three for boards wider or taller than 99. Undefined when it is not such a label.
 */
export function parseHexLabel(text: string): Coord | undefined {
  const m = /^(\d{2}|\d{3})(\d{2}|\d{3})$/.exec(text);
  if (!m || m[1]?.length !== m[2]?.length) return undefined;
  return { col: Number(m[1]), row: Number(m[2]) };
}
