import { distance, edgeDistance } from '../hex/index.ts';
import type { Board, Edge } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import type { Obligation } from '../model/obligation.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import { mayEndIn } from './occupancy.ts';

/** What the host game must do after the charge because of a flight or a pursuit (src/model/obligation.ts). */
export type { Obligation };

const INWARD: Record<Edge, Direction> = { north: 3, south: 0, west: 2, east: 5 };

/** The map edge nearest a hex (ties: north, south, west, east). */
export function nearestEdge(board: Pick<Board, 'width' | 'height'>, c: Coord): Edge {
  const edges: Edge[] = ['north', 'south', 'west', 'east'];
  return edges.reduce((a, b) =>
    edgeDistance(c, b, board.width, board.height) < edgeDistance(c, a, board.width, board.height) ? b : a,
  );
}

/** What returning onto the map did: the new board, where the unit came back, and damage taken. */
export interface Returned {
  readonly board: Board;
  readonly at: Coord | null;
  readonly facing: Direction;
  readonly damage: number;
  readonly eliminated: boolean;
}

/**
 * Seed 000 "Aparecer tras persecución": the unit re-enters at its exit point facing inward; if a unit
 * or impassable terrain is there, as close to it as possible (nearest free hex, ties by row then
 * column); damaging terrain is entered and its damage (`damage[terrainId]` increments) applied. Leaders
 * who left with it come back with it (unless the damage eliminates it).
 */
export function returnToMap(
  board: Board,
  ruleset: Ruleset,
  ob: Extract<Obligation, { kind: 'return-to-map' }>,
  damage: Readonly<Record<string, number>> = {},
): Returned {
  const facing = INWARD[ob.edge];
  // the unit is not on the board while away (leaveMap takes it off), but a host may leave it there
  const free = (h: Coord) => mayEndIn(board, ruleset, h, ob.unit.side, [ob.unit.id], true);
  // every hex of the map row by row: the stable sort by distance leaves equal ones by row, then column,
  // and the exit itself comes first when it is free (the only hex at distance 0)
  const all: Coord[] = Array.from({ length: board.height }, (_, row) =>
    Array.from({ length: board.width }, (_, col) => ({ col, row })),
  ).flat();
  const at = all.filter(free).sort((a, b) => distance(a, ob.exit) - distance(b, ob.exit))[0];
  if (!at) return { board, at: null, facing, damage: 0, eliminated: false };
  const terrainId = board.terrain[`${at.col},${at.row}`] ?? board.defaultTerrain;
  const lost = Math.min(ob.unit.increments, (Object.hasOwn(damage, terrainId) ? damage[terrainId] : 0) ?? 0);
  const unit: Unit = { ...ob.unit, at, facing, increments: ob.unit.increments - lost };
  const eliminated = unit.increments === 0;
  // `at` was free of every unit but this one (`alone`), so no other unit there to take off
  const units = board.units.filter((u) => u.id !== unit.id);
  const back = eliminated ? [] : (ob.leaders ?? []).map((l) => ({ ...l, at }));
  return {
    board: {
      ...board,
      units: eliminated ? units : [...units, unit],
      leaders: [...board.leaders.filter((l) => !back.some((b) => b.id === l.id)), ...back],
    },
    at,
    facing,
    damage: lost,
    eliminated,
  };
}
