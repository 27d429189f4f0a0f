/**
 * hexcharge/boardgame.io: a charge as a boardgame.io game (boardgame.io 0.50, an optional peer
 * dependency: only this entry's types name it; nothing imports it at run time), and the exact-value
 * bot that picks the best option of a choice from the advisor's odds.
 * @packageDocumentation
 */
export {
  /** The exact-value bot: the option of the pending choice that maximises an objective over the exact odds. */
  type BestChoice,
  /** The option of the pending choice that maximises an objective over the exact outcome distribution. */
  bestChoice,
  /** The objectives named by a string. */
  CHOICE_OBJECTIVES,
  /** What the exact-value bot maximises: a named objective or a function of the host. */
  type ChoiceObjective,
  /** One option of a choice and its objective value. */
  type OptionValue,
} from '../best-choice.ts';
export {
  /** A boardgame.io game of one charge, with the session of a match state and its legal answers. */
  type ChargeGame,
  /** What chargeGame takes: the scenario and ruleset, the seed, the exact-value bots. */
  type ChargeGameOptions,
  /** The boardgame.io Game of a charge: players '0' and '1' are the scenario's sides in order. */
  chargeGame,
  /** What a refused move returns: boardgame.io's INVALID_MOVE. */
  INVALID_MOVE,
} from '../boardgame-io/game.ts';
export {
  /** The boardgame.io state of a charge (G): plain JSON, the pending request, done, the answers played. */
  type ChargeG,
  /** What ctx.gameover holds at the end: the ending and the consequences. */
  type ChargeGameover,
  /** The player ('0', '1', ...) of a side id, by the scenario's side order; null if none. */
  playerOfSide,
} from '../boardgame-io/match.ts';
