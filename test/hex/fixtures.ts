// Test fixtures for the hex module: a formation hexside table, terrain types, unit and board builders.
// These are test data, not a ruleset: the rows are chosen so that tests can tell formations apart.
import { deepFreeze } from '../../src/data/freeze.ts';
import type { Board, Edge } from '../../src/model/board.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { FormationHexsides, HexsideClass } from '../../src/model/ruleset.ts';
import type { TerrainType } from '../../src/model/terrain.ts';
import type { Arm, Formation, Leader, MoraleState, Unit } from '../../src/model/unit.ts';

const F: HexsideClass = 'front';
const K: HexsideClass = 'flank';
const R: HexsideClass = 'rear';

/** Index i = hexside i steps clockwise from the facing. */
export const HEXSIDES: readonly FormationHexsides[] = [
  // infantry column: 3 front / 2 flank / 1 rear (RULES "Units and board")
  { arm: 'infantry', formation: 'column', hexsides: [F, F, K, R, K, F], zoc: true },
  // infantry line (fixture): 3 front / 3 flank / no rear
  { arm: 'infantry', formation: 'line', hexsides: [F, F, K, K, K, F], zoc: true },
  // square: 6 front, no zone of influence
  { arm: 'infantry', formation: 'square', hexsides: [F, F, F, F, F, F], zoc: false },
  // artillery unlimbered: 3/2/1 (RULES "Units and board")
  { arm: 'artillery', formation: 'unlimbered', hexsides: [F, F, K, R, K, F], zoc: true },
  // artillery limbered (fixture): 1 front / 2 flank / 3 rear, no zone
  { arm: 'artillery', formation: 'limbered', hexsides: [F, K, R, R, R, K], zoc: false },
  // cavalry line: 3/2/1
  { arm: 'cavalry', formation: 'line', hexsides: [F, F, K, R, K, F], zoc: true },
];

export const TERRAIN: readonly TerrainType[] = [
  { id: 'clear', name: 'Clear', kind: 'clear', moveCost: 1, cover: false },
  { id: 'rough', name: 'Rough', kind: 'clear', moveCost: 2, cover: false },
  { id: 'town', name: 'Town', kind: 'general-order', moveCost: 1, cover: true },
  { id: 'woods', name: 'Woods', kind: 'general-order', moveCost: 2, cover: true },
  { id: 'lake', name: 'Lake', kind: 'impassable', moveCost: 99, cover: false },
];

export interface UnitSpec {
  id: string;
  side: string;
  at: Coord;
  facing?: Direction;
  arm?: Arm;
  formation?: Formation;
  moraleState?: MoraleState;
}

/** A unit with plausible defaults (infantry column facing N, good order). */
export function unit(s: UnitSpec): Unit {
  return {
    id: s.id,
    name: s.id,
    side: s.side,
    arm: s.arm ?? 'infantry',
    increments: 4,
    fullIncrements: 4,
    melee: 8,
    fire: 4,
    morale: 44,
    formation: s.formation ?? 'column',
    moraleState: s.moraleState ?? 'good',
    facing: s.facing ?? 0,
    at: s.at,
  };
}

export interface BoardSpec {
  width?: number;
  height?: number;
  terrain?: Record<string, string>;
  units: Unit[];
  /** Leaders on the board (none by default). */
  leaders?: Leader[];
  /** Home edges of sides 'fr' and 'al' (default: fr south, al north). */
  homes?: { fr: Edge; al: Edge };
}

/** A clear board (12 x 12 by default) with sides 'fr' and 'al'. */
export function board(s: BoardSpec): Board {
  return {
    width: s.width ?? 12,
    height: s.height ?? 12,
    defaultTerrain: 'clear',
    terrain: s.terrain ?? {},
    units: s.units,
    leaders: s.leaders ?? [],
    sides: [
      { id: 'fr', name: 'French', homeEdge: s.homes?.fr ?? 'south' },
      { id: 'al', name: 'Allies', homeEdge: s.homes?.al ?? 'north' },
    ],
  };
}

/** Shorthand for a hex. */
export function h(col: number, row: number): Coord {
  return { col, row };
}

/** Frozen copies of the terrain and hexside tables, as loaded data is (the retreat cache keys frozen tables). */
export const FROZEN_TERRAIN: readonly TerrainType[] = deepFreeze(structuredClone(TERRAIN));
/** See FROZEN_TERRAIN. */
export const FROZEN_HEXSIDES: readonly FormationHexsides[] = deepFreeze(structuredClone(HEXSIDES));
