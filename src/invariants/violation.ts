import type { Coord } from '../model/coord.ts';

/**
 * The stable codes of the board invariants, as docs/errors.md lists them in its section "Board
 * invariants" (not refusals: a state's broken invariants; test/data/error-codes.test.ts holds the list
 * and the page together, both ways):
 * - `board/over-stacking`: a hex holds more units than the ruleset's stacking limit;
 * - `board/enemies-share-hex`: units of two sides stand in one hex;
 * - `board/off-map`: a unit or leader on the board stands outside it;
 * - `board/impassable`: a unit stands in impassable terrain;
 * - `board/unknown-terrain`: a hex's terrain is not a terrain type of the ruleset;
 * - `leader/with-enemy`: a leader stands in a hex held by enemy units (with his own stack or alone);
 * - `leader/without-stack`: a leader who rode with units of his side stands where none of them is;
 * - `leader/vanished`: a leader is gone from the board while units he rode with are still on it;
 * - `unit/increments`: increments of a unit on the board outside 1..full (0 means it must be removed);
 * - `unit/increments-gained`: a unit has more increments than when the charge began;
 * - `unit/rallied`: a unit routed when the charge began is no longer routed;
 * - `unit/routed-unlimbered-artillery`: unlimbered artillery routed in the charge is still on the board (18.10.4);
 * - `unit/printed-values-changed`: a unit's side, arm or printed values differ from the start;
 * - `unit/bad-value`: a unit's facing, morale state, formation or readiness is not a legal value;
 * - `unit/unknown-side`: a unit or leader belongs to no side of the board;
 * - `unit/duplicate-id`: two pieces (units and leaders share ids) with one id;
 * - `unit/removed-on-board`: a unit recorded as removed (or destroyed) is still on the board;
 * - `unit/on-and-off`: a unit recorded more than once among on the board, removed and off the map;
 * - `unit/vanished`: a unit of the starting board is neither on it, nor removed, nor off the map;
 * - `unit/appeared`: a unit on the board was not on the starting board;
 * - `state/pending`: the pending request does not fit the step (wrong step, no options, bad default);
 * - `state/stuck`: the charge has not ended yet waits for nothing;
 * - `state/ended`: the charge has ended with a request, a move or a flight still open;
 * - `state/unreadable`: the state given to the package entry cannot be read at all.
 */
export const VIOLATION_CODES = Object.freeze([
  'board/over-stacking',
  'board/enemies-share-hex',
  'board/off-map',
  'board/impassable',
  'board/unknown-terrain',
  'leader/with-enemy',
  'leader/without-stack',
  'leader/vanished',
  'unit/increments',
  'unit/increments-gained',
  'unit/rallied',
  'unit/routed-unlimbered-artillery',
  'unit/printed-values-changed',
  'unit/bad-value',
  'unit/unknown-side',
  'unit/duplicate-id',
  'unit/removed-on-board',
  'unit/on-and-off',
  'unit/vanished',
  'unit/appeared',
  'state/pending',
  'state/stuck',
  'state/ended',
  'state/unreadable',
] as const);

/** One stable code of a broken board invariant (VIOLATION_CODES). */
export type ViolationCode = (typeof VIOLATION_CODES)[number];

/** One broken invariant of a charge state: a stable code, a one-line message, and the hex and pieces it names. */
export interface BoardViolation {
  readonly code: ViolationCode;
  /** One line naming the hex (printed number, e.g. 0304) and the units or leaders concerned. */
  readonly message: string;
  /** The hex concerned, when there is one. */
  readonly hex?: Coord;
  /** Ids of the units or leaders concerned. */
  readonly pieces: readonly string[];
}

/** A violation record (the hex is left out when there is none). */
export function violation(
  code: ViolationCode,
  message: string,
  pieces: readonly string[],
  hex?: Coord,
): BoardViolation {
  return hex === undefined
    ? { code, message, pieces: [...pieces] }
    : { code, message, hex: { col: hex.col, row: hex.row }, pieces: [...pieces] };
}
