import type { TerrainType } from './terrain.ts';
import type { Arm, Formation } from './unit.ts';

/** How a hexside of a unit counts in melee and fire: front, flank or rear. */
export type HexsideClass = 'front' | 'flank' | 'rear';

/** The hexside classes of one formation, listed clockwise from the facing direction (index 0 = facing). */
export interface FormationHexsides {
  readonly arm: Arm;
  readonly formation: Formation;
  /** Six classes, index i = the hexside i steps clockwise from the facing. */
  readonly hexsides: readonly HexsideClass[];
  /** Whether the formation projects a zone of influence through its front hexsides (a square has none). */
  readonly zoc: boolean;
}

/** An inclusive range of die results: d66 11..66 or d6 1..6. */
export interface RollRange {
  readonly from: number;
  readonly to: number;
}

/** An odds column of the melee chart, attacker : defender (e.g. 3:2). */
export interface Odds {
  readonly attacker: number;
  readonly defender: number;
}

/** A result of the assault and melee chart (seed 003, step 5). */
export type CrtResult =
  | { readonly kind: 'AS' }
  | { readonly kind: 'AR' }
  | { readonly kind: 'AD'; readonly hexes: number }
  | { readonly kind: 'none' }
  | { readonly kind: 'DD'; readonly hexes: number }
  | { readonly kind: 'DR' }
  | { readonly kind: 'DS' }
  | {
      readonly kind: 'losses';
      readonly attacker: number;
      readonly defender: number;
      readonly attackerCheck: boolean;
      readonly defenderCheck: boolean;
    };

/** One cell of a chart column: a range of rolls and what they give. */
export interface ChartCell<T> {
  readonly rolls: RollRange;
  readonly result: T;
}

/** One odds column of the assault and melee chart. */
export interface CrtColumn {
  readonly odds: Odds;
  readonly cells: readonly ChartCell<CrtResult>[];
}

/** The assault and melee chart: odds columns (lowest first) x d66 ranges. */
export interface Crt {
  readonly id: string;
  readonly name: string;
  readonly columns: readonly CrtColumn[];
}

/** A modifier in d66 (or d6) steps applied when a named condition holds (stand check, recall, fire). */
export interface StepModifier {
  readonly id: string;
  readonly rule: string;
  /** A condition name from src/rules/conditions.ts. */
  readonly when: string;
  readonly steps: number;
  readonly label: string;
}

/** A multiplier on one side's melee value applied when a named condition holds (cavalry melee modifiers). */
export interface FactorModifier {
  readonly id: string;
  readonly rule: string;
  readonly when: string;
  readonly side: 'attacker' | 'defender';
  /** Exact factor as numerator / denominator, e.g. [1, 3] for 1/3. */
  readonly factor: readonly [number, number];
  readonly label: string;
}

/** The column-shift die of a passed stand check: d6 ranges to columns LEFT (19.6). */
export interface ColumnShiftTable {
  readonly rule: string;
  readonly rows: readonly ChartCell<number>[];
}

/** One column of the fire table: a band of fire strength and the casualties per d66 range. */
export interface FireColumn {
  readonly minStrength: number;
  /** Highest strength in the band; null for the open-ended last column. */
  readonly maxStrength: number | null;
  readonly cells: readonly ChartCell<number>[];
}

/** The fire table: strength columns (lowest first) x d66 ranges giving increments lost by the target. */
export interface FireTable {
  readonly id: string;
  readonly name: string;
  readonly columns: readonly FireColumn[];
  /** Columns RIGHT for canister at adjacent targets (18.89). */
  readonly canisterShift: number;
  readonly modifiers: readonly StepModifier[];
}

/** What the recall chart gives a charging cavalry unit after its target routed (19.8). */
export type RecallResult = 'recalled' | 'not-recalled';

/** The recall chart: a die, step modifiers, and ranges to recalled / not recalled (19.8). */
export interface RecallChart {
  readonly rule: string;
  readonly dice: 'd6' | 'd66';
  readonly modifiers: readonly StepModifier[];
  readonly rows: readonly ChartCell<RecallResult>[];
}

/**
 * How odds are rounded to a column (a setting: players and public assistants differ; ruling R5):
 * `round-down` to the column, `nearest-half-defender` to a half never in the attacker's favour,
 * `nearest-half` to the nearest half either way (ties toward the defender).
 */
export type OddsRounding = 'round-down' | 'nearest-half-defender' | 'nearest-half';

/** Which units in retreat step 7 pursues (19.11, ruling R27): routed units only, or also those that retreated after a DD. */
export type PursuitOf = 'routed' | 'retreating';

/**
 * Whether the first zone of influence a unit leaves costs an increment (10.5, ruling R29): only in
 * the procedure against routed units, where seed 003 says "incluyendo la primera", or in every move.
 */
export type FirstZoneLeft = 'costs-only-against-routed' | 'always-costs';

/** Which supplied artillery covers unsupplied unlimbered artillery in step 1 (18.10.3, ruling R30). */
export type SuppliedArtilleryCover = 'any-formation' | 'unlimbered-only';

/** How the column-shift dice of several target stacks combine in step 4 (19.6, ruling R31). */
export type ColumnShiftCombine = 'highest' | 'sum-capped';

/** Where a leader's stand-check modifier comes from (19.6, ruling R28): the scenario's leader, or the table's flat value. */
export type LeaderMoraleModifier = 'scenario' | 'table';

/** What the cavalry does when it bounces (blank result, 19.9.3): ruleset data, documented default. */
export interface BounceRule {
  /** Hexes the charging stack falls back, straight away from the target. */
  readonly hexes: number;
  /** Whether the bounced stack becomes disordered. */
  readonly disorder: boolean;
}

/** What reform (19.1.1 step 5) does to the charging cavalry at the end of the procedure. */
export interface ReformRule {
  /** Readiness of charging cavalry that meleed (public fact: exhausted after a charge and melee). */
  readonly readinessAfterMelee: 'fresh' | 'tired' | 'exhausted';
  /** Readiness of charging cavalry that did not melee (e.g. the target fled before contact). */
  readonly readinessWithoutMelee: 'fresh' | 'tired' | 'exhausted';
  /** Whether cavalry that advanced disordered recovers good order on reform. */
  readonly recoverDisorder: boolean;
}

/** Which doctrine resolves a rout/flight step and a pursuit step. */
export type FlightDoctrineId = 'la-bataille' | 'flight-6e' | 'flight-pursuit-8e';
/** Which doctrine resolves pursuit. */
export type PursuitDoctrineId = 'la-bataille' | 'pursuit-6e' | 'flight-pursuit-8e';

/** Ruleset settings: every number and switch of the procedure that is not a chart. */
export interface RulesetSettings {
  readonly oddsRounding: OddsRounding;
  /** Hexes of a rout move (public fact: 10). */
  readonly routHexes: number;
  /** Hexes of a disordered retreat when a chart gives none (public fact: 3). */
  readonly disorderedRetreatHexes: number;
  /** Most units in one hex. */
  readonly stackingLimit: number;
  /** Whether routed units project a zone of influence. */
  readonly routedUnitsHaveZoc: boolean;
  /** Lowest and highest modified d66 result before clamping (11 and 66). */
  readonly d66Clamp: RollRange;
  /** Melee roll steps per casualty of defensive fire (-6). */
  readonly stepsPerFireCasualty: number;
  /** Movement points per increment of a routed unit eliminated by trampling (2). */
  readonly trampleCostPerIncrement: number;
  /** Hexes a not-recalled cavalry unit follows its routed target when it has no movement left recorded. */
  readonly pursuitHexes: number;
  readonly bounce: BounceRule;
  readonly reform: ReformRule;
  readonly doctrine: { readonly flight: FlightDoctrineId; readonly pursuit: PursuitDoctrineId };
  /** Which units in retreat step 7 pursues (19.11). */
  readonly pursuitOf: PursuitOf;
  /** Whether the first zone of influence left costs an increment outside the procedure against routed units (10.5). */
  readonly firstZoneLeft: FirstZoneLeft;
  /** Which supplied artillery covers unsupplied unlimbered artillery (18.10.3). */
  readonly suppliedArtilleryCover: SuppliedArtilleryCover;
  /** How several target stacks' column-shift dice combine (19.6). */
  readonly columnShiftCombine: ColumnShiftCombine;
  /** Where a defending leader's stand-check modifier comes from (19.6). */
  readonly leaderMoraleModifier: LeaderMoraleModifier;
  /** Centimetres and inches one hex stands for in the flight and pursuit doctrines (default 5 cm = 2 inches). */
  readonly hexScale?: HexScale;
  /** Dice and switches of the 6th-edition flight doctrine (seed 002); defaults in src/doctrines/settings.ts. */
  readonly flight6e?: Partial<Flight6eSettings>;
  /** Dice and house-rule switches of the 6th-edition pursuit doctrine (seed 000). */
  readonly pursuit6e?: Partial<Pursuit6eSettings>;
  /** Dice of the 8th-edition flight and pursuit doctrine (seed 001). */
  readonly flightPursuit8e?: Partial<FlightPursuit8eSettings>;
}

/** Summed dice a doctrine rolls. */
export type DoctrineDice = 'd6' | '2d6' | '5d6' | '8d6';

/** What one hex stands for when the mass-battle texts measure in centimetres or inches. */
export interface HexScale {
  readonly cm: number;
  readonly inches: number;
}

/** Settings of the 6th-edition flight doctrine (seed 002). */
export interface Flight6eSettings {
  /** Dice of units with Movement up to `fastAboveCm` (5D6). */
  readonly slowDice: DoctrineDice;
  /** Dice of units with Movement above `fastAboveCm` (8D6). */
  readonly fastDice: DoctrineDice;
  /** Movement in cm above which a unit rolls the fast dice (15). */
  readonly fastAboveCm: number;
  /** Distance in cm a fleeing unit avoids coming within of an enemy unit (priority 3: 10). */
  readonly enemyBufferCm: number;
  /** Movement in cm of units whose scenario gives none, by arm. */
  readonly defaultMovementCm: {
    readonly infantry: number;
    readonly cavalry: number;
    readonly artillery: number;
  };
}

/** Settings of the 6th-edition pursuit doctrine (seed 000). */
export interface Pursuit6eSettings {
  /** Dice of the hold-back Leadership test (2D6 <= Ld). */
  readonly holdBackDice: DoctrineDice;
  /** Leadership of units whose scenario gives none. */
  readonly defaultLeadership: number;
  /** House rule: a leader of the side within `leaderRangeHexes` lends his Leadership to the hold-back test. */
  readonly leaderLeadership: boolean;
  /** Hexes within which a leader lends his Leadership (12 inches = 6 hexes at the default scale). */
  readonly leaderRangeHexes: number;
  /** House rule: units routed by the stand check (before any melee round) may be pursued. */
  readonly pursueStandCheckFleers: boolean;
  /** Where a pursuit roll counts from (ruling R47): the hex the fleeing unit left, or the pursuer's own hex. */
  readonly pursuitCountsFrom: PursuitCountsFrom;
  /** Whether a unit that held back still makes La Bataille's advance after the charge (ruling R44: no). */
  readonly heldBackAdvance: boolean;
}

/**
 * Where a doctrine pursuit roll is counted from (ruling R47): `fled-hex`, the hex the fleeing unit left
 * (a defender in contact steps into it first, free); `pursuer-hex`, the hex the pursuer stood in when its
 * target fled (an attacker's advance after the charge is the first hex of its roll).
 */
export type PursuitCountsFrom = 'fled-hex' | 'pursuer-hex';

/** Settings of the 8th-edition flight and pursuit doctrine (seed 001). */
export interface FlightPursuit8eSettings {
  readonly flightDice: DoctrineDice;
  readonly pursuitDice: DoctrineDice;
  /** Full ranks of units whose scenario gives none. */
  readonly defaultRanks: number;
  /** Where a pursuit roll counts from (ruling R47). */
  readonly pursuitCountsFrom: PursuitCountsFrom;
}

/** A whole ruleset: its charts, modifier tables, hexside definitions, terrain and settings, validated and frozen. */
export interface Ruleset {
  readonly id: string;
  readonly name: string;
  readonly crt: Crt;
  readonly standModifiers: readonly StepModifier[];
  readonly columnShift: ColumnShiftTable;
  readonly fire: FireTable;
  readonly meleeModifiers: readonly FactorModifier[];
  readonly recall: RecallChart;
  readonly hexsides: readonly FormationHexsides[];
  readonly terrain: readonly TerrainType[];
  readonly settings: RulesetSettings;
}
