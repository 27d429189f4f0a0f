/** One die's face. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** The number a digit string reads as ("43" is 43). */
type NumberOf<S> = S extends `${infer N extends number}` ? N : never;
/** The whole numbers 0..N-1. */
type Below<N extends number, Seen extends number[] = []> = Seen['length'] extends N
  ? Seen[number]
  : Below<N, [...Seen, Seen['length']]>;
/** The whole numbers Lo..Hi. */
type Between<Lo extends number, Hi extends number> = Exclude<Below<Hi>, Below<Lo>> | Hi;
/** N faces, one per die. */
type Faces<N extends number, Acc extends readonly Face[] = []> = Acc['length'] extends N
  ? Acc
  : Faces<N, readonly [...Acc, Face]>;

/** A d66 roll, read tens then units: 11..16, 21..26, ..., 61..66 (no 0, no 7 in either digit). */
export type D66Value = NumberOf<`${Face}${Face}`>;

/**
 * What a roll of each of the rules' dice looks like when a host answers a request with it
 * (`session.roll(value)`), by the request's `dice`. A number or the faces come from dice a program or
 * a person read; a string is what a person typed ("43", "4 3", "17", "3 4 5 6 1"), read as the dice
 * say when it arrives. Whatever is sent, a roll that does not fit the pending dice is refused with a
 * dice/... code and changes nothing: the types say what fits, the engine checks it again.
 */
export interface RollShapes {
  /** One die: its face. */
  readonly d6: Face | RollText;
  /** Two dice read tens then units: the number (43) or the two faces, tens first ([4, 3]). */
  readonly d66: D66Value | readonly [tens: Face, units: Face] | RollText;
  /** Two dice summed: the total (2..12) or the two faces. */
  readonly '2d6': Between<2, 12> | Faces<2> | RollText;
  /** Five dice summed (6e flight and pursuit, in cm): the total (5..30) or the five faces. */
  readonly '5d6': Between<5, 30> | Faces<5> | RollText;
  /** Eight dice summed: the total (8..48) or the eight faces. */
  readonly '8d6': Between<8, 48> | Faces<8> | RollText;
}

/** Text a person typed for a roll: read by the pending dice when it arrives (refused with dice/... if it does not fit). */
export type RollText = string;

/** The dice a request of the charge asks for: d6, d66, 2d6, 5d6 or 8d6. */
export type RollDice = keyof RollShapes;

/** A roll of dice `D` (of any of the rules' dice when `D` is not given), as a host sends it. */
export type RollInput<D extends RollDice = RollDice> = RollShapes[D];

/**
 * A roll as a host holds it when it does not name the dice: a number, the faces, or typed text, from
 * its own die roller or a form. `session.roll(value)` takes it and reads it against the pending dice
 * when it arrives (dice/... refusals); `session.roll<'d66'>(43)` names the dice and is checked by the
 * compiler as RollInput<'d66'>.
 */
export type HostRoll = number | readonly number[] | RollText;
