import type { Board } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { FormationHexsides } from '../model/ruleset.ts';
import type { TerrainType } from '../model/terrain.ts';

/** What a retreat or rout move needs to find its path (13.2.4 retreat priorities, 10.5 zones). */
export interface RetreatRequest {
  /** The board; its units include the retreating ones. */
  readonly board: Board;
  /** Terrain types of the ruleset (move cost, cover, impassable). */
  readonly terrain: readonly TerrainType[];
  /** The ruleset's formation hexside table (zones of influence). */
  readonly hexsides: readonly FormationHexsides[];
  /** Whether routed enemy units project a zone of influence. */
  readonly routedHaveZoc: boolean;
  /** Most units in a hex at the end of the move. */
  readonly stackingLimit: number;
  /** Ids of the retreating stack (all in one hex). */
  readonly units: readonly string[];
  /** Exact length of the move in hexes. */
  readonly hexes: number;
  /** The hex(es) of the enemy that caused it (the charging stack); they count as enemy positions. */
  readonly awayFrom: readonly Coord[];
  /** Units treated as absent (e.g. eliminated this step). */
  readonly ignoreUnits?: readonly string[];
  /** Most tied paths returned in `best` (default 256); `tied` still counts them all. */
  readonly maxPaths?: number;
}

/** One retreat path with the values the 13.2.4 priorities compare. */
export interface RetreatPath {
  /** Hexes entered, in order; length = the request's `hexes`. */
  readonly path: Coord[];
  /** Total terrain movement cost of the hexes entered (priority 1). */
  readonly cost: number;
  /** Hexes entered that hold friendly units (priority 2). */
  readonly friendsPassed: number;
  /** Hexes from the end hex to the nearest enemy position (priority 3); Infinity when there is none. */
  readonly endDistance: number;
  /** Whether the end hex is cover terrain (priority 4). */
  readonly endCover: boolean;
  /** Increments lost leaving enemy zones, summed over steps, the first step included (10.5, priority 5). */
  readonly zonesLeft: number;
  /** Id of the enemy unit of each zone left, step by step (length = zonesLeft), for narration. */
  readonly zonesLeftBy: string[];
  /** Whether the end hex is behind enemy lines (priority 6, see behindEnemyLines). */
  readonly behindEnemyLines: boolean;
}

/** The outcome of a retreat path search. */
export interface RetreatSearch {
  /** Every path tied on all priorities (up to maxPaths), sorted deterministically; empty = no legal path (surrender). */
  readonly best: RetreatPath[];
  /** How many tied best paths exist in all (may exceed best.length). */
  readonly tied: number;
  /** How many (hex, step) states the search reached. */
  readonly considered: number;
}
