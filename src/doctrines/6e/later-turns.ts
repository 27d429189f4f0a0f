import type { Board } from '../../model/board.ts';
import type { Coord } from '../../model/coord.ts';
import type { Ruleset } from '../../model/ruleset.ts';
import { unitById } from '../../procedure/board.ts';
import type { FlightPlan } from '../flight-plan.ts';
import { pointAlong } from '../line.ts';
import { nearestEdge } from '../obligations.ts';
import { cmToHexes } from '../scale.ts';
import { doctrineSettings } from '../settings.ts';
import { flightPath6e } from './flight-path.ts';

/** The hex on the nearest map edge straight across from `c` (same column or row). */
export function edgePoint(board: Pick<Board, 'width' | 'height'>, c: Coord): Coord {
  switch (nearestEdge(board, c)) {
    case 'north':
      return { col: c.col, row: 0 };
    case 'south':
      return { col: c.col, row: board.height - 1 };
    case 'west':
      return { col: 0, row: c.row };
    case 'east':
      return { col: board.width - 1, row: c.row };
  }
}

/**
 * Seed 002, flight in later turns: the same priorities, with priority 1 "as directly as possible toward
 * the nearest table edge" (a new charge resets the line to straight away from the new charger, which is
 * the charge procedure's own flight). `rollCm` is the flight roll; returns the plan (end null: off the map).
 */
export function fleeInLaterTurn(board: Board, ruleset: Ruleset, unitId: string, rollCm: number): FlightPlan {
  const u = unitById(board, unitId);
  if (!u) throw new Error(`no unit ${unitId}`);
  const s = doctrineSettings(ruleset);
  const edge = edgePoint(board, u.at);
  // a point one hex behind the unit, opposite the edge: fleeing "away" from it runs toward the edge (a unit
  // on the edge: its own hex, pointAlong's answer for no direction, and flight-path-6e runs it off the map)
  const behind = pointAlong(u.at, edge, u.at, 1);
  return flightPath6e(
    board,
    ruleset,
    u.id,
    u.side,
    u.at,
    behind,
    cmToHexes(rollCm, s.hexScale),
    cmToHexes(s.flight6e.enemyBufferCm, s.hexScale),
  );
}
