import type {
  Flight6eSettings,
  FlightPursuit8eSettings,
  HexScale,
  Pursuit6eSettings,
  Ruleset,
} from '../model/ruleset.ts';

/** Default hex scale: one hex = 5 cm = 2 inches (RULES.md: distances converted by a ruleset scale). */
export const DEFAULT_HEX_SCALE: HexScale = { cm: 5, inches: 2 };

/** Defaults of the 6th-edition flight (seed 002: 5D6 up to Movement 15 cm, 8D6 above; 10 cm buffer). */
export const DEFAULT_FLIGHT_6E: Flight6eSettings = {
  slowDice: '5d6',
  fastDice: '8d6',
  fastAboveCm: 15,
  enemyBufferCm: 10,
  defaultMovementCm: { infantry: 10, cavalry: 20, artillery: 10 },
};

/**
 * Defaults of the 6th-edition pursuit (seed 000: 2D6 <= Ld; a general's Ld within 12 inches; a unit that
 * holds back stays where it is; rolls count from the hex the fleeing unit left).
 */
export const DEFAULT_PURSUIT_6E: Pursuit6eSettings = {
  holdBackDice: '2d6',
  defaultLeadership: 7,
  leaderLeadership: true,
  leaderRangeHexes: 6,
  pursueStandCheckFleers: false,
  pursuitCountsFrom: 'fled-hex',
  heldBackAdvance: false,
};

/** Defaults of the 8th-edition flight and pursuit (seed 001: 2D6 each). */
export const DEFAULT_8E: FlightPursuit8eSettings = {
  flightDice: '2d6',
  pursuitDice: '2d6',
  defaultRanks: 1,
  pursuitCountsFrom: 'fled-hex',
};

/** The doctrine settings of a ruleset with every default filled in. */
export function doctrineSettings(r: Ruleset): {
  hexScale: HexScale;
  flight6e: Flight6eSettings;
  pursuit6e: Pursuit6eSettings;
  fp8e: FlightPursuit8eSettings;
} {
  const s = r.settings;
  return {
    hexScale: s.hexScale ?? DEFAULT_HEX_SCALE,
    flight6e: {
      ...DEFAULT_FLIGHT_6E,
      ...s.flight6e,
      defaultMovementCm: { ...DEFAULT_FLIGHT_6E.defaultMovementCm, ...s.flight6e?.defaultMovementCm },
    },
    pursuit6e: { ...DEFAULT_PURSUIT_6E, ...s.pursuit6e },
    fp8e: { ...DEFAULT_8E, ...s.flightPursuit8e },
  };
}
