import { distance, hexLine } from '../../hex/index.ts';
import { type Board, onBoard } from '../../model/board.ts';
import type { Coord } from '../../model/coord.ts';
import type { Ruleset } from '../../model/ruleset.ts';
import { detour } from '../detour.ts';
import type { FlightPlan } from '../flight-plan.ts';
import { deviation, pointAlong, ring } from '../line.ts';
import { enemyHexes, hexHolds, mayEndIn } from '../occupancy.ts';
import { placeBesideOrBehind } from '../placement.ts';

interface Candidate {
  readonly path: Coord[];
  readonly offMap: boolean;
  readonly dev: number;
  readonly level: number;
  readonly far: number;
  readonly aim: Coord;
}

/** The direction of the imaginary line of flight: from `a` toward `b` (seed 002: directly away from the cause). */
export interface FlightLine {
  readonly a: Coord;
  readonly b: Coord;
}

/**
 * Seed 002 "Determinar dirección de la huida": the straightest path of `n` hexes away from `cause` that
 * meets the priorities (2) not through an enemy, (3) not within `buffer` hexes of an enemy it was not
 * already that near, (4) not through a friend, dropped from the last upward only when no path meets them.
 * Candidates are the straight hex lines to every hex `n` away within 60 degrees of directly away
 * (ruling: "away" = the three hexsides facing away from the cause); impassable hexes are never crossed,
 * and when every line meets them the path bends around them (ruling R41); a line leaving the map takes
 * the unit off it. A unit surrounded flees straight through the ring; once clear of the enemy the rest
 * of its move honours the other priorities again (ruling R42).
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
  return plan6e(board, ruleset, unitId, side, start, cause, n, buffer, { a: cause, b: start });
}

function plan6e(
  board: Board,
  ruleset: Ruleset,
  unitId: string,
  side: string,
  start: Coord,
  cause: Coord,
  n: number,
  buffer: number,
  line: FlightLine,
): FlightPlan {
  const straight = pointAlong(start, line.a, line.b, 64);
  if (n <= 0) return { path: [start], end: start, aim: straight, dropped: 0, deviation: 0 };
  // Stryker disable next-line ArrayDeclaration: the fleeing unit stands only in its start hex: no later hex of a path is the start, and the cause is next to it, so no hex the placement may take is either
  const ignore = [unitId];
  const enemies = enemyHexes(board, side);
  const holds = (h: Coord) => hexHolds(board, ruleset, h, side, ignore);
  // the seed 002 priority a hex entered breaks: 3 an enemy there, 2 within the buffer of an enemy it was
  // not that near at the start, 1 a friend there, 0 none
  const levelOf = (h: Coord) => {
    const k = holds(h);
    if (k === 'enemy') return 3;
    if (enemies.some((e) => distance(h, e) <= buffer && distance(h, e) < distance(start, e))) return 2;
    return k === 'friend' ? 1 : 0;
  };
  const candidates: Candidate[] = [];
  for (const a of ring(start, n)) {
    const dev = deviation(start, a, line.a, line.b);
    if (dev > 60 + 1e-6) continue;
    const hexes = hexLine(start, a);
    const off = hexes.findIndex((h) => !onBoard(board, h));
    const path = off < 0 ? hexes : hexes.slice(0, off);
    const rest = path.slice(1);
    if (rest.some((h) => holds(h) === 'impassable')) continue;
    const level = Math.max(0, ...rest.map(levelOf));
    const end = path[path.length - 1]!;
    const far = enemies.length ? Math.min(...enemies.map((e) => distance(end, e))) : 0;
    candidates.push({ path, offMap: off >= 0, dev, level, far, aim: pointAlong(start, start, a, 64) });
  }
  if (candidates.length === 0) {
    // every straight line meets impassable terrain: bend around it, as directly away as it can (R41)
    const bent = detour(board, ruleset, start, cause, n, line, levelOf);
    if (!bent)
      return { path: [start], end: start, aim: straight, dropped: 0, deviation: 0, blocked: 'no-way' };
    const last = bent.path[bent.path.length - 1]!;
    const base = {
      path: bent.path,
      aim: sameOr(start, last, straight),
      dropped: bent.level,
      deviation: deviation(start, last, line.a, line.b),
      bent: true,
    };
    if (bent.offMap) return { ...base, end: null };
    return settle(board, ruleset, base, last, cause, side, ignore);
  }
  const best = [...candidates].sort((x, y) => x.level - y.level || x.dev - y.dev || y.far - x.far)[0]!;
  const last = best.path[best.path.length - 1]!;
  const base = { path: best.path, aim: best.aim, dropped: best.level, deviation: best.dev };
  if (best.offMap) return { ...base, end: null };
  if (best.level === 3) {
    // surrounded: through the ring, straight away; once clear of the enemy the other priorities apply
    // again for the rest of the move (seed 002 "Una vez que la unidad se ha alejado del enemigo", R42)
    const into = best.path.findIndex((h) => holds(h) === 'enemy');
    const clear = best.path.findIndex((h, i) => i > into && holds(h) !== 'enemy');
    if (clear > 0 && clear < best.path.length - 1) {
      const out = best.path[clear]!;
      const rest = plan6e(board, ruleset, unitId, side, out, cause, n - clear, buffer, line);
      const path = [...best.path.slice(0, clear), ...rest.path];
      if (rest.blocked === 'no-way')
        return settle(
          board,
          ruleset,
          { ...base, path: best.path.slice(0, clear + 1), clearAt: out },
          out,
          cause,
          side,
          ignore,
        );
      const end = rest.path[rest.path.length - 1]!;
      return {
        ...rest,
        path,
        aim: rest.end === null ? rest.aim : sameOr(start, end, best.aim),
        dropped: 3,
        deviation: best.dev,
        clearAt: out,
      };
    }
  }
  return settle(board, ruleset, base, last, cause, side, ignore);
}

/** A far point from `start` through `end`, or `fallback` when they are the same hex. */
function sameOr(start: Coord, end: Coord, fallback: Coord): Coord {
  return start.col === end.col && start.row === end.row ? fallback : pointAlong(start, start, end, 64);
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
