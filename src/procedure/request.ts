import type { Coord } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';

/** Words for the edge: a catalogue key and its parameters (as log entries carry), rendered by src/narration. */
export interface Words {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The act of the rules a roll request asks for. */
export type RollWhat =
  | 'stand-check'
  | 'column-shift-die'
  | 'defensive-fire'
  | 'melee-roll'
  | 'starred-morale-check'
  | 'recall'
  | 'pursuit-melee'
  | 'flight-roll'
  | 'pursuit-roll'
  | 'reflight-roll'
  | 'hold-back-test';

/** The decision a choice request asks for. */
export type ChoiceWhat =
  | 'retreat-path'
  | 'advance-hex'
  | 'pursuit-target'
  | 'trample'
  | 'use-leader'
  // flight and pursuit doctrines (src/doctrines): cause of flight, whom to pursue, hold back, the order
  // fleeing units and pursuers roll and move in (8e)
  | 'flight-cause'
  | 'pursue-which'
  | 'hold-back'
  | 'flight-order'
  | 'pursuit-order';

/**
 * What a request is about, as fields: the units (ids; the units of the side that answers first), the
 * hexes, and the index of the target stack (`ChargeState.targets`) when it is one stack's.
 */
export interface Subject {
  readonly units: readonly string[];
  readonly hexes: readonly Coord[];
  readonly stack?: number;
}

/**
 * A roll the procedure is waiting for: what act of the rules it is, what it is about, which side's
 * player rolls it (a `board.sides[].id`, ruling R61), its words and the rule that asks for it.
 */
export interface RollRequest {
  readonly kind: 'roll';
  readonly id: string;
  readonly what: RollWhat;
  readonly subject: Subject;
  readonly side: string;
  readonly dice: 'd6' | 'd66' | '2d6' | '5d6' | '8d6';
  readonly say: Words;
  readonly rule: string;
}

/** One option of a player decision: its words and what it picks (a unit, a hex, a path), as fields. */
export interface ChoiceOption {
  readonly id: string;
  readonly say: Words;
  /** The hexes of the option, for drawing: a retreat path, or the one hex of a hex or unit option. */
  readonly path?: readonly Coord[];
  /** The unit the option picks (a cause of flight, a unit to pursue or trample, the next to roll). */
  readonly unit?: string;
  /** The hex the option picks (a hex to advance into, where the unit picked stands). */
  readonly hex?: Coord;
}

/**
 * A decision the procedure is waiting for: what it decides, what it is about, which side's player
 * decides (ruling R61), its words, the rule, the options and the documented default.
 */
export interface ChoiceRequest {
  readonly kind: 'choice';
  readonly id: string;
  readonly what: ChoiceWhat;
  readonly subject: Subject;
  readonly side: string;
  readonly say: Words;
  readonly rule: string;
  readonly options: readonly ChoiceOption[];
  /** Index in options of the documented default policy for automatic play. */
  readonly defaultOption: number;
}

/** A request the procedure is waiting for. */
export type Pending = RollRequest | ChoiceRequest;

/** The words of a request or an option: a catalogue key and its parameters. */
export function words(key: string, params: Readonly<Record<string, string | number>> = {}): Words {
  return { key, params };
}

/**
 * A list of names as parameters of words: `name.0`, `name.1`... and `name.length`; the edge joins them
 * with the language's "and" into `{name}` (src/narration), so no list is ever cut out of a sentence.
 */
export function listParams(name: string, items: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = { [`${name}.length`]: items.length };
  items.forEach((item, i) => {
    out[`${name}.${i}`] = item;
  });
  return out;
}

/** The subject of a request about `units`: their ids and the hexes they stand in (each once, in order). */
export function subjectOf(
  units: readonly Pick<Unit, 'id' | 'at'>[],
  stack?: number,
): { units: string[]; hexes: Coord[]; stack?: number } {
  const hexes: Coord[] = [];
  for (const u of units)
    if (!hexes.some((h) => h.col === u.at.col && h.row === u.at.row))
      hexes.push({ col: u.at.col, row: u.at.row });
  return { units: units.map((u) => u.id), hexes, ...(stack === undefined ? {} : { stack }) };
}
