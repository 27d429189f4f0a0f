import type { Coord } from './coord.ts';
import type { DoctrineDice } from './ruleset.ts';

/** One unit's flight under a doctrine (seed 002 or 001): its cause, roll, line and outcome. */
export interface FlightRecord {
  readonly unit: string;
  /** The hex it flees from. */
  readonly from: Coord;
  /** Hexes of the enemies it fled from (the cause candidates stand there). */
  readonly awayFrom: readonly Coord[];
  /** Rule of the result that broke it (e.g. "19.6", "step 5"). */
  readonly rule: string;
  /** Whether it broke in a melee result (false: the stand check, a test before any round; seed 000). */
  readonly inMelee: boolean;
  /** Id of the enemy unit it flees from, once decided (seed 002 priority 1, seed 001). */
  readonly cause?: string;
  readonly causeHex?: Coord;
  readonly dice?: DoctrineDice;
  readonly roll?: number;
  /** The hexes it moved through, start included, once it has fled. */
  readonly path?: readonly Coord[];
  /** A point far along its line of flight (pursuers move along start -> aim). */
  readonly aim?: Coord;
  readonly outcome?: 'fled' | 'off-map' | 'destroyed' | 'stood';
  /** Where it would have ended, when pursuers destroyed it (seed 001: mark the point). */
  readonly endedAt?: Coord;
}

/** One pursuer's declarations, rolls and outcome (seed 000 or 001). */
export interface PursuerRecord {
  readonly unit: string;
  /** The fleeing unit it pursues, once chosen. */
  readonly target?: string;
  /**
   * Hold-back decision and test (seed 000): not asked yet, no attempt, attempt, held, failed, or declined
   * freely without a test (a defender of an obstacle or fortification).
   */
  readonly holdBack?: 'no' | 'attempt' | 'held' | 'failed' | 'declined';
  readonly holdBackRoll?: number;
  readonly dice?: DoctrineDice;
  readonly roll?: number;
  /** Whether its pursuit move has been made. */
  readonly moved?: boolean;
}

/** Progress of a mass-battle flight-and-pursuit doctrine through a charge. */
export interface DoctrineProgress {
  readonly flights: readonly FlightRecord[];
  /** Eligible pursuers in the order they act; undefined until decided. */
  readonly pursuers?: readonly PursuerRecord[];
  /**
   * 8e: the side whose pursuers roll first (the active player's choice; in one charge only one side
   * pursues, so it is that side: ruling R46).
   */
  readonly firstToRoll?: string;
  /** 8e: fleeing units picked so far, in the order they roll and move (their controller's choice). */
  readonly order?: readonly string[];
  /** 8e: pursuers picked so far, in the order they roll and move (their controller's choice, R46). */
  readonly pursuitOrder?: readonly string[];
  /** Units hit while already fleeing, with the roll of their new flight (seed 000). */
  readonly reflights?: Readonly<Record<string, number>>;
  /** Units whose new flight has been made (they flee again only once per pursuit). */
  readonly reflown?: readonly string[];
}
