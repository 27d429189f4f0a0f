import { distance, edgeDistance } from '../hex/index.ts';
import type { Board, Edge } from '../model/board.ts';
import { type Coord, sameHex } from '../model/coord.ts';
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
  const free = (h: Coord) => mayEndIn(board, ruleset, h, ob.unit.side, [ob.unit.id], true);
  let at: Coord | null = free(ob.exit) ? ob.exit : null;
  if (!at) {
    const all: Coord[] = [];
    for (let col = 0; col < board.width; col++)
      for (let row = 0; row < board.height; row++) all.push({ col, row });
    at =
      all
        .filter(free)
        .sort((a, b) => distance(a, ob.exit) - distance(b, ob.exit) || a.row - b.row || a.col - b.col)[0] ??
      null;
  }
  if (!at) return { board, at: null, facing, damage: 0, eliminated: false };
  const terrainId = board.terrain[`${at.col},${at.row}`] ?? board.defaultTerrain;
  const lost = Math.min(ob.unit.increments, (Object.hasOwn(damage, terrainId) ? damage[terrainId] : 0) ?? 0);
  const unit: Unit = { ...ob.unit, at, facing, increments: ob.unit.increments - lost };
  const eliminated = unit.increments === 0;
  const units = board.units.filter((u) => u.id !== unit.id && !(eliminated && sameHex(u.at, at)));
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
