import type { HexScale } from '../model/ruleset.ts';
import { cmToHexes, inchesToHexes } from './scale.ts';

/** The measure a doctrine rolls its distances in: how a roll becomes hexes, and the words of its requests. */
export interface Measure {
  /** Whole hexes a roll covers on the ruleset's scale (rounded down, scale.ts). */
  readonly hexes: (roll: number, scale: HexScale) => number;
  /** The request of a flight roll in this measure. */
  readonly flightRoll: 'request.flight-roll.cm' | 'request.flight-roll.inches';
  /** The request of a pursuit roll in this measure. */
  readonly pursuitRoll: 'request.pursuit-roll.cm' | 'request.pursuit-roll.inches';
}

/** Centimetres: the 6th-edition texts (seeds 002, 000). */
export const CENTIMETRES: Measure = {
  hexes: cmToHexes,
  flightRoll: 'request.flight-roll.cm',
  pursuitRoll: 'request.pursuit-roll.cm',
};

/** Inches: the 8th-edition text (seed 001). */
export const INCHES: Measure = {
  hexes: inchesToHexes,
  flightRoll: 'request.flight-roll.inches',
  pursuitRoll: 'request.pursuit-roll.inches',
};
