import { distance, edgeDistance } from '../hex/index.ts';
import type { Board, Edge } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { Leader, Unit } from '../model/unit.ts';
import { mayEndIn } from './occupancy.ts';

/**
 * What the host game must do after the charge because of a flight or a pursuit (seeds 000, 001):
 * - `melee-next-turn`: a new combat the pursuit caused, fought in the next turn (6e) or the next combat
 *   round (8e), with `charging` counted as having charged (6e: both sides if the enemy also charges it);
 * - `return-to-map`: a pursuer that left the map comes back in its next movement phase (remaining moves)
 *   at `exit`, facing inward; it cannot charge that phase and counts as having moved if it shoots;
 * - `still-fleeing`: a unit that fled and is still fleeing (6e: later turns flee toward the nearest edge).
 */
export type Obligation =
  | {
      readonly kind: 'melee-next-turn';
      readonly rule: string;
      readonly source: '000' | '001';
      /** The pursuing units that hit the enemy. */
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
      /** Units that count as charging in that melee. */
      readonly charging: readonly string[];
      /** 6e: if the enemy also declares a charge on the pursuer, both count as charging. */
      readonly bothChargeIfCountercharged: boolean;
      /** The enemy cannot react (6e: it can only hold; 8e: no charge reaction). */
      readonly enemyMayOnlyHold: boolean;
      /** 8e: the charge distance is the pursuit roll (inches). */
      readonly chargeDistance?: number;
      /** 8e: the enemy stands in another combat; if that combat is not fought yet this round, the pursuer joins it and may fight and pursue again. */
      readonly joinsCombatIfUnfought: boolean;
    }
  | {
      readonly kind: 'return-to-map';
      readonly rule: string;
      readonly source: '000' | '001';
      /** The unit as it left the board (it is not on the board meanwhile). */
      readonly unit: Unit;
      /** Leaders who rode with it and left the board with it (they come back with it). */
      readonly leaders?: readonly Leader[];
      /** The last hex on the map the pursuer crossed, where it comes back. */
      readonly exit: Coord;
      readonly edge: Edge;
      readonly when: 'next-movement-phase';
      readonly mayCharge: false;
      readonly countsAsMoved: true;
    }
  | {
      readonly kind: 'still-fleeing';
      readonly rule: string;
      readonly source: '002' | '001';
      readonly unit: string;
      readonly at: Coord;
      /** 6e later turns: toward the nearest map edge (src/doctrines/later-turns.ts). */
      readonly nextFlight: 'toward-nearest-edge';
    };

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
    // every hex of the map row by row: the stable sort by distance leaves equal ones by row, then column
    const all: Coord[] = [];
    // Stryker disable next-line EqualityOperator: a hex off the map is never free, so a row more changes nothing
    for (let row = 0; row < board.height; row++)
      // Stryker disable next-line EqualityOperator: a hex off the map is never free, so a column more changes nothing
      for (let col = 0; col < board.width; col++) all.push({ col, row });
    at = all.filter(free).sort((a, b) => distance(a, ob.exit) - distance(b, ob.exit))[0] ?? null;
  }
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
