import type { Board } from './board.ts';
import type { Coord } from './coord.ts';

/** The charge being resolved: the charging cavalry units and the hexes they charge into. */
export interface ChargeDeclaration {
  /** Ids of the charging cavalry units (one stack, adjacent to every target hex). */
  readonly attackers: readonly string[];
  /** The target hexes (each adjacent to the charging stack). */
  readonly targets: readonly Coord[];
}

/** Dice a scenario suggests for an unattended run: a seed, or a script of values. */
export interface ScenarioDice {
  readonly seed?: number;
  readonly script?: readonly number[];
}

/** A reference charge: the board at the moment the charging cavalry reaches its target. */
export interface Scenario {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Ruleset file, relative to the scenario file, when the scenario needs a particular one. */
  readonly ruleset?: string;
  readonly board: Board;
  readonly charge: ChargeDeclaration;
  readonly dice?: ScenarioDice;
}
