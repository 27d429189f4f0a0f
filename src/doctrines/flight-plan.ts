import type { Coord } from '../model/coord.ts';

/** A flight move worked out on the hexes: the path, where it ends (null: off the map) and what it took. */
export interface FlightPlan {
  /** Hexes moved through, start included (off-map hexes excluded). */
  readonly path: readonly Coord[];
  /** Final hex, or null when the line of flight leaves the map. */
  readonly end: Coord | null;
  /** A far point on the line of flight (pursuers follow start -> aim). */
  readonly aim: Coord;
  /** Priorities of seed 002 dropped, from the last upward: 0 none, 1 the fourth, 2 also the third, 3 also the second. */
  readonly dropped: number;
  /** Degrees between the path and the line directly away from the cause. */
  readonly deviation: number;
  /** The hex the path ended in before the unit was placed beside or behind the unit there. */
  readonly placedFrom?: Coord;
  /** The path bends around impassable terrain: no straight line away was open (ruling R41). */
  readonly bent?: boolean;
  /** The hex where a unit that fled through enemies was clear of them (ruling R42). */
  readonly clearAt?: Coord;
  /**
   * The unit cannot get away (ruling R41): `no-way`, no path gets it one hex farther from the cause;
   * `no-room`, no hex beside or behind its end is free.
   */
  readonly blocked?: 'no-way' | 'no-room';
}
