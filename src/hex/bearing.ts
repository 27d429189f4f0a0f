import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import { bearings } from './bearings.ts';

/**
 * The hexside direction of `from` that points most nearly toward `to` (any distance); "straight away
 * from the target" is `bearing(target, unit)`. When `to` lies exactly between two hexsides the lower
 * direction number wins (N over NW); use `bearings` to see both. The same hex gives 0 (N).
 */
export function bearing(from: Coord, to: Coord): Direction {
  return bearings(from, to)[0] ?? 0;
}
