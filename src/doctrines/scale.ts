import type { HexScale } from '../model/ruleset.ts';

/** Whole hexes covered by a distance in centimetres (rounded down: a hex is entered only when reached). */
export function cmToHexes(cm: number, scale: HexScale): number {
  return Math.max(0, Math.floor(cm / scale.cm + 1e-9));
}

/** Whole hexes covered by a distance in inches (rounded down). */
export function inchesToHexes(inches: number, scale: HexScale): number {
  return Math.max(0, Math.floor(inches / scale.inches + 1e-9));
}
