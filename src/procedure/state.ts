import type { DiceSource } from '../dice/index.ts';
import type { RetreatPath } from '../hex/index.ts';
import type { Board } from '../model/board.ts';
import type { Coord } from '../model/coord.ts';
import type { DoctrineProgress } from '../model/doctrine-progress.ts';
import type { Obligation } from '../model/obligation.ts';
import type { CrtResult, Odds, RecallResult, Ruleset } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import type { Ending } from './ending.ts';
import type { LogEntry } from './log.ts';
import type { Pending } from './request.ts';

export type {
  ChoiceOption,
  ChoiceRequest,
  ChoiceWhat,
  Pending,
  RollRequest,
  RollWhat,
  Subject,
  Words,
} from './request.ts';

/** Which of the three melee procedures of seed 003 the charge follows, decided by its target. */
export type Procedure = 'against-infantry-artillery' | 'against-cavalry' | 'against-routed';

/** What became of one target stack in the stand check (19.6). */
export interface TargetStack {
  readonly hex: Coord;
  /** Unit ids that stood in the hex when the charge arrived. */
  readonly units: readonly string[];
  readonly standCheck?: 'passed' | 'failed';
  /** Columns LEFT won by the stand-check die (19.6). */
  readonly columnShift?: number;
  /** Whether the stack's defensive fire is doubled (passed the stand check). */
  readonly fireDoubled: boolean;
  /** Whether the stack has fired its defensive fire (step 3). */
  readonly fired?: boolean;
}

/** A retreat, fall-back or rout move still to be made by a group of units of one hex. */
export interface PendingMove {
  readonly units: readonly string[];
  readonly kind: 'retreat' | 'rout' | 'fall-back' | 'bounce';
  readonly hexes: number;
  readonly awayFrom: readonly Coord[];
  readonly rule: string;
  /** Whether it is the defending side (for narration and advance). */
  readonly defender: boolean;
  /** The procedure against routed units (10.5, "incluyendo la primera"): the first zone left costs an increment too. */
  readonly firstZoneCosts?: boolean;
  /** The equal best paths offered to the player, kept while the choice is pending (13.2.4). */
  readonly paths?: readonly RetreatPath[];
}

/** A unit taken off the board, and why. */
export interface Removal {
  readonly unit: Unit;
  readonly reason: 'eliminated' | 'surrendered' | 'fled';
  readonly rule: string;
}

/** How odds were worked out in step 4, kept for narration and checks. */
export interface OddsWorking {
  readonly attacker: string;
  readonly defender: string;
  readonly ratio: string;
  readonly column: Odds;
  readonly shift: number;
  readonly finalColumn: Odds;
  readonly columnIndex: number;
}

/**
 * The whole state of a charge in progress: plain, serializable data. It is the machine's context,
 * and every rule of the procedure is a function from one ChargeState to the next. Which step the
 * charge is in is the machine's to know (its state), not the context's.
 */
export interface ChargeState {
  readonly ruleset: Ruleset;
  readonly scenarioId: string;
  readonly board: Board;
  readonly initialBoard: Board;
  readonly procedure: Procedure;
  readonly attackers: readonly string[];
  /** Hex the charge came from (the charging stack's hex when the procedure began). */
  readonly attackerHex: Coord;
  readonly targets: readonly TargetStack[];
  readonly dice: DiceSource;
  readonly pending: Pending | null;
  /** Moves waiting to be made, first first. */
  readonly moves: readonly PendingMove[];
  /** Increments the charging cavalry lost to defensive fire (each a -6 on the melee roll, step 3). */
  readonly fireCasualties: number;
  /** Whether the attacker's leader is committed to the melee roll. */
  readonly leaderCommitted?: boolean;
  readonly odds?: OddsWorking;
  readonly meleeRoll?: { readonly roll: number; readonly modified: number };
  /** d66 rolls of the starred morale checks of an a/d result, in order (attacker first). */
  readonly starRolls?: readonly number[];
  readonly meleeResult?: CrtResult;
  /** Whether a melee was fought (for reform: cavalry is exhausted after a charge and melee). */
  readonly meleeFought: boolean;
  /** Whether the target hexes were vacated by the melee result (advance disorders the chargers, 19.10). */
  readonly vacatedByMelee: boolean;
  /** Ids of defending units that routed during this charge: the targets, and routed units the pursuit caught (10.5; for recall and pursuit, 19.8, 19.11). */
  readonly routedTargets: readonly string[];
  /** Ids of target units that retreated after a DD during this charge (pursued under `pursuitOf: "retreating"`, 19.11). */
  readonly retreatedTargets?: readonly string[];
  readonly recall?: RecallResult;
  /** Ids of charging units that pursued without recall and are routed in place after all melees. */
  readonly pursuers: readonly string[];
  /** The vacated hex chosen for the advance (index among vacated target hexes), when there was a choice. */
  readonly advanceChoice?: number;
  /** The routed unit the pursuing cavalry follows, when there was a choice (19.11). */
  readonly pursuitTarget?: string;
  /** The trample chosen by recalled cavalry: option index (19.8), when asked. */
  readonly trampleChoice?: number;
  /** Where the pursuit stopped and what it touched (19.11). */
  readonly pursuitContact?: { readonly kind: 'routed' | 'fresh' | 'none'; readonly units: readonly string[] };
  /** The pursuit melee (19.11: the first enemy touched, at x1/2), once rolled. */
  readonly pursuitMelee?: {
    readonly columnIndex: number;
    readonly roll?: number;
    readonly modified?: number;
  };
  readonly removed: readonly Removal[];
  readonly log: readonly LogEntry[];
  /**
   * Set on the states a driver that reads no log steps through (the exact analysis, Monte Carlo):
   * `say` then writes no entry. No rule reads the log, so nothing else changes.
   */
  readonly quietLog?: true;
  /** How the charge ended, once it has: what decided it and how each side ends (its words are the narration's). */
  readonly ending?: Ending;
  /** Flights and pursuits of a mass-battle doctrine (seeds 000-002), when the ruleset selects one. */
  readonly doctrine?: DoctrineProgress;
  /** What the host game must do after the charge (doctrines: melee next turn, return to the map, still fleeing). */
  readonly obligations?: readonly Obligation[];
}
