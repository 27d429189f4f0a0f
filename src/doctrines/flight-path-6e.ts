import { distance, hexLine } from '../hex/index.ts';
import { type Board, onBoard } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { Ruleset } from '../model/ruleset.ts';
import { aimAway, deviation, pointAlong, ring } from './line.ts';
import { enemyHexes, hexHolds, mayEndIn } from './occupancy.ts';
import { placeBesideOrBehind } from './placement.ts';

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
  /** Set when the unit cannot end anywhere legal: `no-room`, no hex beside or behind the end is free. */
  readonly blocked?: 'no-room';
}

interface Candidate {
  readonly path: Coord[];
  readonly offMap: boolean;
  readonly dev: number;
  readonly level: number;
  readonly far: number;
  readonly aim: Coord;
}

/**
 * Seed 002 "Determinar dirección de la huida": the straightest path of `n` hexes away from `cause` that
 * meets the priorities (2) not through an enemy, (3) not within `buffer` hexes of an enemy it was not
 * already that near, (4) not through a friend, dropped from the last upward only when no path meets them.
 * Candidates are the straight hex lines to every hex `n` away within 60 degrees of directly away
 * (ruling: "away" = the three hexsides facing away from the cause); impassable hexes are never crossed;
 * a line leaving the map takes the unit off it. A unit surrounded flees straight through the ring.
 */
export function flightPath6e(
  board: Board,
  ruleset: Ruleset,
  unitId: string,
  side: string,
  start: Coord,
  cause: Coord,
  n: number,
  buffer: number,
): FlightPlan {
  const straight = aimAway(start, cause);
  if (n <= 0) return { path: [start], end: start, aim: straight, dropped: 0, deviation: 0 };
  const ignore = [unitId];
  const enemies = enemyHexes(board, side);
  const candidates: Candidate[] = [];
  for (const a of ring(start, n)) {
    const dev = deviation(start, a, cause, start);
    if (dev > 60 + 1e-6) continue;
    const line = hexLine(start, a);
    const off = line.findIndex((h) => !onBoard(board, h));
    const path = off < 0 ? line : line.slice(0, off);
    const rest = path.slice(1);
    if (rest.some((h) => hexHolds(board, ruleset, h, side, ignore) === 'impassable')) continue;
    const v2 = rest.some((h) => hexHolds(board, ruleset, h, side, ignore) === 'enemy');
    const v3 = rest.some((h) =>
      enemies.some((e) => distance(h, e) <= buffer && distance(h, e) < distance(start, e)),
    );
    const v4 = rest.some((h) => hexHolds(board, ruleset, h, side, ignore) === 'friend');
    const level = !v2 && !v3 && !v4 ? 0 : !v2 && !v3 ? 1 : !v2 ? 2 : 3;
    const end = path[path.length - 1]!;
    const far = enemies.length ? Math.min(...enemies.map((e) => distance(end, e))) : 0;
    candidates.push({ path, offMap: off >= 0, dev, level, far, aim: pointAlong(start, start, a, 64) });
  }
  if (candidates.length === 0) return { path: [start], end: start, aim: straight, dropped: 0, deviation: 0 };
  const best = [...candidates].sort((x, y) => x.level - y.level || x.dev - y.dev || y.far - x.far)[0]!;
  const last = best.path[best.path.length - 1]!;
  const base = { path: best.path, aim: best.aim, dropped: best.level, deviation: best.dev };
  if (best.offMap) return { ...base, end: null };
  return settle(board, ruleset, base, last, cause, side, ignore);
}

/**
 * Where a flight whose line ends in `last` stops: there if the hex is free, else beside or behind the
 * unit there (seed 002); `blocked: 'no-room'` when no hex is free.
 */
export function settle(
  board: Board,
  ruleset: Ruleset,
  base: Omit<FlightPlan, 'end'>,
  last: Coord,
  cause: Coord,
  side: string,
  ignore: readonly string[],
): FlightPlan {
  if (mayEndIn(board, ruleset, last, side, ignore, true)) return { ...base, end: last };
  const placed = placeBesideOrBehind(board, ruleset, last, cause, side, ignore);
  if (!placed) return { ...base, end: last, blocked: 'no-room' };
  return { ...base, end: placed, placedFrom: last };
}
