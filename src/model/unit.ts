import type { Coord } from './coord.ts';
import type { Direction } from './direction.ts';

/** The arm of service of a unit. Leaders are not units: they ride with stacks (see Leader). */
export type Arm = 'infantry' | 'cavalry' | 'artillery';

/**
 * A unit's formation. Infantry: line, column, square (carré), general order. Cavalry: line, column
 * (column of companies, 19.2.9). Artillery: limbered, unlimbered.
 */
export type Formation = 'line' | 'column' | 'square' | 'general-order' | 'limbered' | 'unlimbered';

/** Morale state: good order, disordered, or routed (PGD). */
export type MoraleState = 'good' | 'disordered' | 'routed';

/** Cavalry readiness: fresh, tired (melee at 1/2) or exhausted (melee at 1/3). */
export type Readiness = 'fresh' | 'tired' | 'exhausted';

/** Cavalry weight: heavy or light. */
export type Weight = 'heavy' | 'light';

/** A counter on the board: one unit with its printed values and current state. */
export interface Unit {
  readonly id: string;
  readonly name: string;
  /** The side that owns it: a side id of the scenario. */
  readonly side: string;
  readonly arm: Arm;
  /** Cavalry only: heavy or light. */
  readonly weight?: Weight;
  /** Cavalry only: armed with lances. */
  readonly lancer?: boolean;
  /** Strength steps left: infantry 100 men, cavalry 50, artillery 4 guns each. */
  readonly increments: number;
  /** Increments at full strength (the printed melee value is for this many). */
  readonly fullIncrements: number;
  /** Printed melee value at full strength; it scales in proportion to increments left. */
  readonly melee: number;
  /** Printed fire value at full strength; it scales in proportion to increments left. */
  readonly fire: number;
  /** Printed morale value, a d66 number: a check passes when the modified roll is greater. */
  readonly morale: number;
  readonly formation: Formation;
  readonly moraleState: MoraleState;
  /** Cavalry only: fresh, tired or exhausted. */
  readonly readiness?: Readiness;
  /** Artillery only: has supply ammunition (18.10.3). */
  readonly supplied?: boolean;
  /** Direction of the central front hexside. */
  readonly facing: Direction;
  readonly at: Coord;
  /** Movement points the unit still has this phase (cavalry: used by recall and trampling). */
  readonly movementLeft?: number;
  /** Movement characteristic in centimetres (flight and pursuit doctrines: 5D6 or 8D6, seed 002). */
  readonly movement?: number;
  /** Leadership (hold-back test 2D6 <= Ld of the 6th-edition pursuit, seed 000). */
  readonly leadership?: number;
  /** Unit strength (cause of flight: the enemy with the highest, seed 002; pursuit order, seed 000). */
  readonly unitStrength?: number;
  /** Full ranks (cause of flight in the 8th edition: the enemy with the most, seed 001). */
  readonly ranks?: number;
}

/** A leader riding with a stack; its melee modifier is a number of d66 steps added to the melee roll. */
export interface Leader {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly at: Coord;
  /** d66 steps added to the melee roll of the stack it rides with (19.x leaders' melee modifiers). */
  readonly meleeModifier: number;
  /** d66 steps added to morale checks of the stack it rides with, if the ruleset uses it. */
  readonly moraleModifier?: number;
  /** Leadership a general lends to nearby units' hold-back tests (seed 000), when the ruleset allows it. */
  readonly leadership?: number;
}
