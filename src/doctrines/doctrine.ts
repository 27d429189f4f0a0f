import type { Draft } from 'immer';
import type { Board } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { DoctrineDice, Ruleset } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import type { DoctrinePlugin } from '../procedure/doctrine.ts';
import type { RollClassifier } from '../procedure/roll-classes.ts';
import type { ChargeState, Pending } from '../procedure/state.ts';
import type { CauseOfFlight } from './cause.ts';
import type { FlightPlan } from './flight-plan.ts';
import type { Measure } from './measure.ts';
import type { DoctrineProgress, FlightRecord, PursuerRecord } from './progress.ts';

/*
 * The doctrines as values (issue 21): a flight doctrine and a pursuit doctrine are the interfaces below;
 * each edition implements them in its own folder (6e: seeds 002 and 000; 8e: seed 001; la-bataille: the
 * rout move of 13.2.4 and the recall and pursuit of 19.8 / 19.11), and `doctrinesFor` (plugin.ts) picks
 * them from the ruleset. The shared code of src/doctrines asks the values it is given and never tests
 * which edition is played.
 */

/** What a doctrine step does next: ask the players (`pending`) or settle something itself (`auto`). */
export interface Next {
  readonly pending?: Pending;
  readonly auto?: (d: Draft<ChargeState>) => void;
}

/** A flight doctrine: what becomes of a unit the charge routs (La Bataille's rout move, seed 002, seed 001). */
export interface FlightDoctrine {
  /** Whether a rout becomes a flight of the doctrine (the procedure's hook, DoctrinePlugin). */
  readonly routBecomesFlight: DoctrinePlugin['routBecomesFlight'];
  /** Records the flights of units that would rout (the procedure's hook, DoctrinePlugin). */
  readonly recordFlights: DoctrinePlugin['recordFlights'];
  /** The flight step: asks what the recorded flights still need, under the pursuit doctrine, and makes them. */
  readonly askFlight: (s: ChargeState, pursuit: PursuitDoctrine) => ChargeState;
  /** The class of the flight roll of `unit` for the exact analysis, or undefined (every value its own class). */
  readonly flightRollClass: (
    s: ChargeState,
    doc: DoctrineProgress,
    unit: string,
  ) => RollClassifier | undefined;
}

/** The rules of a seed's flight (002, 001) that the shared flight step (flight.ts) asks. */
export interface Flight {
  /** The seed of the flight (the source of its still-fleeing obligations). */
  readonly seed: '002' | '001';
  /** The enemy a unit flees from (seed 002 priority 1: unit strength; seed 001: full ranks). */
  readonly cause: CauseOfFlight;
  /** What the flight step asks before the flight rolls (seed 001: the order the fleeing units roll and move in). */
  readonly beforeRolls: (s: ChargeState) => Next | null;
  /** The dice of a unit's flight roll (seed 002: by Movement; seed 001: 2D6). */
  readonly dice: (ruleset: Ruleset, u: Unit) => DoctrineDice;
  /** The measure the roll is made in (seed 002 centimetres, seed 001 inches). */
  readonly measure: Measure;
  /** The rule of the flight roll's request. */
  readonly rollRule: string;
  /** The path of a flight of `n` hexes away from `cause` (seed 002 priorities; seed 001 straight away). */
  readonly path: (board: Board, ruleset: Ruleset, u: Unit, cause: Coord, n: number) => FlightPlan;
  /** Destroys a fleeing unit before it moves when the pursuit rolls reach its roll (seed 001); false: it moves. */
  readonly destroyedByPursuit: (
    d: Draft<ChargeState>,
    x: Draft<FlightRecord>,
    u: Unit,
    plan: FlightPlan,
  ) => boolean;
  /** The rule of the flight move (its log entries and the still-fleeing obligation). */
  readonly moveRule: string;
  /** The log key of a unit that fled. */
  readonly fled: 'doctrine.flees-6e' | 'doctrine.flees-8e';
  /** The class of a flight roll for the exact analysis, or undefined (every value its own class). */
  readonly rollClass: (s: ChargeState, doc: DoctrineProgress, unit: string) => RollClassifier | undefined;
}

/** A pursuit doctrine: who follows the units that fled, and how (La Bataille's recall and pursuit, seed 000, seed 001). */
export interface PursuitDoctrine {
  /** La Bataille's recall and pursuit (19.8, 19.11) follow the advance: the doctrine declares no pursuer of its own. */
  readonly recallAndPursuit: boolean;
  /** The rules of the pursuit declarations: who pursues, whom it pursues. */
  readonly rules: { readonly who: string; readonly target: string };
  /** Whether a flight may be pursued (seed 000: only a unit that broke in a melee, unless the house rule). */
  readonly pursuable: (ruleset: Ruleset, f: FlightRecord) => boolean;
  /** What the flight step asks of the pursuers before the flight rolls (seed 000: hold back; seed 001: who rolls first). */
  readonly beforeFlightRolls: (s: ChargeState) => Next | null;
  /** What the flight step asks after the flight rolls (seed 001: the pursuit order and the pursuit rolls). */
  readonly afterFlightRolls: (s: ChargeState) => Next | null;
  /** Whether a charging unit held back stays in place instead of advancing (the procedure's hook, DoctrinePlugin). */
  readonly staysInPlace: DoctrinePlugin['staysInPlace'];
  /** What the pursuit step asks before pursuer `pr` (the unit `u`) moves: its roll, a fleeing enemy's new flight. */
  readonly pursuitRequest: (s: ChargeState, pr: PursuerRecord, u: Unit) => Pending | undefined;
  /** Moves one pursuer (seed 000 along the flight line; seed 001 pivot and straight ahead). */
  readonly pursue: (d: Draft<ChargeState>, s: ChargeState, pr: PursuerRecord) => void;
  /** The class of the pursuit roll of `unit` for the exact analysis, or undefined (every value its own class). */
  readonly pursuitRollClass: (
    s: ChargeState,
    doc: DoctrineProgress,
    unit: string,
  ) => RollClassifier | undefined;
}

/** The doctrines a ruleset selects, as the machine passes them (InStep `doctrine`): the procedure's hooks and both values. */
export interface Doctrines extends DoctrinePlugin {
  readonly flight: FlightDoctrine;
  readonly pursuit: PursuitDoctrine;
}
