import type { AiEnumerate, Ctx, Game } from 'boardgame.io';
import { fail, ok, type Result } from '../../src/errors.ts';
import type { AdviceOptions } from '../advice.ts';
import { bestChoice, CHOICE_OBJECTIVES, type ChoiceObjective } from '../best-choice.ts';
import { createCharge } from '../index.ts';
import { describeValue, isRecord } from '../plain.ts';
import type { ChargeSession } from '../session.ts';
import { guarded } from '../total.ts';
import { type D6Random, rollWith } from './dice.ts';
import {
  type ChargeG,
  type ChargeGameover,
  gameoverOf,
  type MatchSource,
  sessionOfState,
  stateOf,
} from './match.ts';

/**
 * What a move returns to refuse itself: boardgame.io's INVALID_MOVE ('INVALID_MOVE', the value
 * boardgame.io/core exports; a test pins them equal). The adapter does not import boardgame.io at run
 * time: boardgame.io 0.50 has no "exports" map, so Node's ESM loader cannot import boardgame.io/core.
 */
export const INVALID_MOVE = 'INVALID_MOVE' as const;

/** What chargeGame takes: the charge, and how its players and bots answer. */
export interface ChargeGameOptions {
  /** The scenario, validated under `ruleset` (loadScenarioFromJson gives both). */
  readonly scenario: MatchSource['scenario'];
  readonly ruleset: MatchSource['ruleset'];
  /** The game's name in boardgame.io (its lobby and server): default "hexcharge". */
  readonly name?: string;
  /** boardgame.io's seed for its `random` (the dice of every match); by default one per match. */
  readonly seed?: string | number;
  /** Refuse `roll(value)`: every die comes from boardgame.io's seeded `random` (an online game's dice). */
  readonly seededDiceOnly?: boolean;
  /**
   * Players whose `ai.enumerate` lists only the exact-value bot's pick (bestChoice) at their choices,
   * each with the objective it maximises: `{ '1': 'attackers-lost' }`.
   */
  readonly exact?: Readonly<Record<string, ChoiceObjective>>;
  /** The analysis budget of the exact-value bot (adviseChoice's options); over it, every option is listed. */
  readonly exactOptions?: AdviceOptions;
}

/** A boardgame.io game of one charge, plus the session of a match state. */
export interface ChargeGame extends Game<ChargeG> {
  /** The charge session a state stands at, rebuilt by replaying its answers (for narration, saves, advice). */
  readonly session: (G: ChargeG) => Result<ChargeSession>;
  /** The answers `player` may give in state `G` (what `ai.enumerate` lists). */
  readonly answers: (G: ChargeG, player: string) => AiEnumerate;
}

/** The context boardgame.io gives a move: the state, the player who moves, the seeded dice. */
interface MoveContext {
  readonly G: ChargeG;
  readonly ctx: Ctx;
  readonly playerID: string;
  readonly random: D6Random;
}

function readOptions(raw: unknown): Result<ChargeGameOptions> {
  if (!isRecord(raw))
    return fail('api/bad-argument', `chargeGame takes { scenario, ruleset, ... }: got ${describeValue(raw)}`);
  const o = raw as unknown as ChargeGameOptions;
  if (o.name !== undefined && typeof o.name !== 'string')
    return fail('api/bad-argument', `the name must be a string: got ${describeValue(o.name)}`);
  if (o.seed !== undefined && typeof o.seed !== 'string' && typeof o.seed !== 'number')
    return fail('api/bad-argument', `the seed must be a string or a number: got ${describeValue(o.seed)}`);
  if (o.exact !== undefined) {
    if (!isRecord(o.exact))
      return fail('api/bad-argument', `exact must be { player: objective }: got ${describeValue(o.exact)}`);
    for (const [player, objective] of Object.entries(o.exact))
      if (typeof objective !== 'function' && !CHOICE_OBJECTIVES.includes(objective))
        return fail(
          'api/bad-argument',
          `the objective of player ${player} must be ${CHOICE_OBJECTIVES.join(', ')} or a function: got ${describeValue(objective)}`,
        );
  }
  return ok(o);
}

/**
 * A boardgame.io `Game` of a charge: player '0' is the scenario's first side and '1' its second
 * (`board.sides` order), and the player whose side the pending request names (its `side`, ruling
 * R61) is the current player. `G` is plain JSON (ChargeG): the pending request or null, `done`, the
 * answers played; `ctx.gameover` holds the ending and the consequences. Moves: `roll(value?)`,
 * `choose(option)`, `chooseDefault()`; a move by the player who is not to answer, or an answer the
 * charge refuses, is INVALID_MOVE and changes nothing. `ai.enumerate` lists the legal answers.
 * Refuses (never throws) what createCharge refuses, api/bad-argument for options that are not options.
 */
export function chargeGame(options: ChargeGameOptions): Result<ChargeGame> {
  return guarded('chargeGame', () => {
    const read = readOptions(options);
    if (!read.ok) return read;
    const o = read.value;
    const made = createCharge({ scenario: o.scenario, ruleset: o.ruleset, dice: 'manual' });
    if (!made.ok) return made;
    const source: MatchSource = { scenario: o.scenario, ruleset: o.ruleset };
    return ok(buildGame(o, source, stateOf(source, made.value)));
  });
}

function buildGame(o: ChargeGameOptions, source: MatchSource, initial: ChargeG): ChargeGame {
  const players = source.scenario.board.sides.length;
  const session = (G: ChargeG) => sessionOfState(source, G);

  // The session of the last state a move made, so that the next move on that state need not replay
  // it: taken (never shared) by the move that uses it. Any other state is replayed; a state's session
  // depends on its answers only (manual dice), so the cache is right for every match of the game.
  let last: { readonly key: string; readonly session: ChargeSession } | undefined;
  const keyOf = (G: Pick<ChargeG, 'scenario' | 'ruleset' | 'events'>) =>
    JSON.stringify([G.scenario, G.ruleset, G.events]);
  const take = (G: ChargeG): Result<ChargeSession> => {
    const hit = last?.key === keyOf(G) ? last.session : undefined;
    last = undefined;
    return hit ? ok(hit) : session(G);
  };
  const keep = (s: ChargeSession) => {
    last = {
      key: keyOf({ scenario: source.scenario.id, ruleset: source.ruleset.id, events: s.events }),
      session: s,
    };
  };

  /** Plays one answer of `playerID` on the session of G: the new state, or INVALID_MOVE. */
  const answer = (
    { G, playerID }: MoveContext,
    kind: 'roll' | 'choice',
    send: (s: ChargeSession) => Result<unknown>,
  ): ChargeG | typeof INVALID_MOVE => {
    if (G.done || G.pending?.kind !== kind || playerID !== G.turnOf) return INVALID_MOVE;
    const s = take(G);
    if (!s.ok) return INVALID_MOVE;
    const sent = send(s.value);
    keep(s.value); // a refused answer changes nothing: the session still stands at G
    return sent.ok ? stateOf(source, s.value) : INVALID_MOVE;
  };

  const answers = (G: ChargeG, player: string): AiEnumerate => {
    const p = G.pending;
    if (G.done || !p || player !== G.turnOf) return [];
    if (p.kind === 'roll') return [{ move: 'roll', args: [] }];
    const objective = o.exact?.[player];
    if (objective !== undefined) {
      const s = take(G);
      if (s.ok) keep(s.value);
      const best = s.ok ? bestChoice(s.value, objective, o.exactOptions) : undefined;
      if (best?.ok) return [{ move: 'choose', args: [best.value.option] }];
    }
    return p.options.map((_, i) => ({ move: 'choose', args: [i] }));
  };

  return {
    name: o.name ?? 'hexcharge',
    ...(o.seed === undefined ? {} : { seed: o.seed }),
    minPlayers: players,
    maxPlayers: players,
    // a roll undone could be rolled again: answers are final
    disableUndo: true,
    setup: () => structuredClone(initial),
    turn: {
      // the current player is the one who answers the pending request; a turn is a run of its answers
      order: {
        first: ({ G }) => Number(G.turnOf ?? 0),
        next: ({ G }) => Number(G.turnOf ?? 0),
      },
      endIf: ({ G, ctx }) => G.turnOf !== null && G.turnOf !== ctx.currentPlayer,
    },
    moves: {
      roll: (c: MoveContext, value?: unknown) =>
        answer(c, 'roll', (s) => {
          const p = s.pending;
          if (value === undefined)
            return p?.kind === 'roll' ? s.roll(rollWith(c.random, p.dice)) : s.autoRoll();
          return o.seededDiceOnly
            ? fail('event/not-allowed', 'this game rolls every die with boardgame.io')
            : s.send({ type: 'ROLL', value: value as never });
        }),
      choose: (c: MoveContext, option?: unknown) =>
        answer(c, 'choice', (s) => s.send({ type: 'CHOOSE', option: option as number })),
      chooseDefault: (c: MoveContext) => answer(c, 'choice', (s) => s.chooseDefault()),
    },
    events: {
      endTurn: false,
      endPhase: false,
      setPhase: false,
      endGame: false,
      pass: false,
      setActivePlayers: false,
      endStage: false,
      setStage: false,
    },
    endIf: ({ G }): ChargeGameover | undefined => gameoverOf(G),
    ai: { enumerate: (G, _ctx, playerID) => answers(G, playerID) },
    session,
    answers,
  };
}
