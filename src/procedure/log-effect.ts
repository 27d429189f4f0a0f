import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import type { MoraleState, Readiness } from '../model/unit.ts';
import type { Removal } from './state.ts';

/**
 * Why a unit moved: a queued move of the procedure (13.2.4: retreat, fall-back, bounce, rout), the
 * advance after the charge (19.10), the pursuit (19.11; a doctrine's pursuer, seeds 000, 001), a
 * doctrine's flight (seeds 002, 001; a fleeing unit placed beside a friend it cannot pass, 6e, included).
 */
export type MoveWhy = 'retreat' | 'fall-back' | 'bounce' | 'rout' | 'advance' | 'pursuit' | 'flight';

/**
 * What an entry of the log did to the board, as data: the map and hosts read it (`consequences` still diffs boards),
 * and replaying the effects of a charge's log on its initial board gives its board as it stands (the
 * units' hexes, facings, increments, morale, readiness and removals; leaders follow their stacks).
 * Units are named by id. A roll read is a `rolled` effect, the same as the entry's `dice`.
 */
export type LogEffect =
  | {
      readonly kind: 'moved';
      readonly unit: string;
      readonly from: Coord;
      readonly to: Coord;
      /** The hexes passed between `from` and `to`, in order (neither of them). */
      readonly through: readonly Coord[];
      readonly why: MoveWhy;
      /** The unit's facing after the move, when the move turned it (a unit turned in place moves to its own hex). */
      readonly facing?: Direction;
    }
  | {
      readonly kind: 'lost';
      readonly unit: string;
      /** Increments lost (always 1 today: losses are told one increment at a time). */
      readonly increments: number;
      /** Increments the unit has left. */
      readonly left: number;
    }
  | {
      readonly kind: 'state';
      readonly unit: string;
      readonly of: 'morale';
      readonly from: MoraleState;
      readonly to: MoraleState;
    }
  | {
      readonly kind: 'state';
      readonly unit: string;
      readonly of: 'readiness';
      /** An absent readiness is told as fresh. */
      readonly from: Readiness;
      readonly to: Readiness;
    }
  | {
      readonly kind: 'removed';
      readonly unit: string;
      /**
       * Why: a removal's reason (the charge's `removed`), or `off-map`, a pursuer that ran off the map for
       * the host to bring back (its return-to-map obligation; not a removal). A `removed` effect of a unit
       * removed already changes its removal's reason (seed 000: a unit that fled off the table and is then
       * caught is destroyed, ruling R45).
       */
      readonly reason: Removal['reason'] | 'off-map';
    }
  | { readonly kind: 'rolled'; readonly dice: string; readonly roll: number; readonly modified?: number };

/** The `moved` effects of a unit going along `path` from `from` (as movedAlong): none when it went nowhere. */
export function movesAlong(unit: string, from: Coord, path: readonly Coord[], why: MoveWhy): LogEffect[] {
  const m = movedAlong(unit, from, path, why);
  return m.through.length === 0 && m.to.col === from.col && m.to.row === from.row ? [] : [m];
}

/** The `moved` effect of a unit going along `path` (the hexes entered, the last one where it ends) from `from`. */
export function movedAlong(
  unit: string,
  from: Coord,
  path: readonly Coord[],
  why: MoveWhy,
): Extract<LogEffect, { kind: 'moved' }> {
  const to = path.length > 0 ? path[path.length - 1]! : from;
  const first = path.length > 0 && path[0]!.col === from.col && path[0]!.row === from.row ? 1 : 0;
  const through = path
    .slice(first, Math.max(first, path.length - 1))
    .map((c) => ({ col: c.col, row: c.row }));
  return {
    kind: 'moved',
    unit,
    from: { col: from.col, row: from.row },
    to: { col: to.col, row: to.row },
    through,
    why,
  };
}
