/**
 * hexcharge/hex: the hex grid for drawing and editing a board: neighbours, distances, corners and
 * centres for SVG, zones of influence, formations' hexsides, the six directions, and the hex keys and
 * labels (for engine-made hexes: the main entry's coordKey and hexLabel also take what is not a hex).
 * @packageDocumentation
 */
export {
  /** Range in hexes between two hexes (adjacent = 1). */
  distance,
  /** The ruleset's hexside row for a unit's arm and formation, or undefined. */
  formationHexsides,
  /** The six corners of a hex for an SVG polygon (radius `size`, the frame of toPixel). */
  hexCorners,
  /** The hex across hexside `d` of a hex (may lie off the board). */
  neighbor,
  /** The centre of a hex for drawing (SVG y down), hexes of radius `size`. */
  toPixel,
  /** A unit's zone of influence: the hexes across its front hexsides, clockwise from its facing. */
  zocHexes,
} from '../../src/hex/index.ts';
export {
  /** A stable string key for a hex, "col,row" (the package's coordKey, without its guard). */
  coordKey,
  /** The printed hex number of the series, "CCRR" (the package's hexLabel, without its guard). */
  hexLabel,
} from '../../src/model/coord.ts';
export {
  /** Compass names of the six hexside directions (N, NE, SE, S, SW, NW). */
  DIRECTION_NAMES,
  /** Parses a compass name or a number 0-5 into a direction, or undefined. */
  parseDirection,
  /** The direction `steps` hexsides clockwise from `d`. */
  turn,
} from '../../src/model/direction.ts';
