// Issue 22, items 5 and 6: bots on the boardgame.io adapter. boardgame.io's RandomBot plays one side
// of a Local match against a player answering its own requests; MCTSBot searches the game's
// `ai.enumerate`; the exact-value bot (bestChoice) plugs into `ai.enumerate` through `exact`.

import { type Bot, MCTSBot, RandomBot } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { bestChoice, type ChargeG, type ChargeGame } from 'hexcharge/boardgame.io';
import { describe, expect, it } from 'vitest';
import { gameOf, loaded } from './helpers.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A Local match: player '0' answers its own requests with defaults, `bot` plays player '1'. */
async function againstBot(game: ChargeGame, bot: Bot, file: string) {
  const matchID = file;
  const second = loaded(file).scenario.board.sides[1]!.id;
  const multiplayer = Local();
  const human = Client<ChargeG>({ game, multiplayer, playerID: '0', matchID });
  const botClient = Client<ChargeG>({ game, multiplayer, playerID: '1', matchID });
  human.start();
  botClient.start();
  await settle();
  const botMoves: string[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const s = human.getState()!;
    if (s.ctx.gameover) break;
    if (s.ctx.currentPlayer === '0') {
      // the bot has nothing to answer while the first side's request is pending
      expect(game.ai!.enumerate(s.G, s.ctx, '1')).toEqual([]);
      if (s.G.pending!.kind === 'roll') human.moves.roll!();
      else human.moves.chooseDefault!();
    } else {
      expect(s.G.pending!.side).toBe(second);
      const { action } = await bot.play(botClient.getState()!, '1');
      const { type, args } = (action as { payload: { type: string; args: unknown[] } }).payload;
      botMoves.push(type);
      (botClient.moves[type] as (...a: unknown[]) => void)(...(args ?? []));
    }
    await settle();
  }
  const end = human.getState()!;
  human.stop();
  botClient.stop();
  return { end, botMoves };
}

describe('bots on the adapter (issue 22, item 5)', () => {
  it.each(['01-reference-charge.json', '11-recall-trample.json', '31-flight-6e-pursuit-new-charge.json'])(
    '%s: RandomBot plays the second side to the end, only its own requests',
    async (file) => {
      const game = gameOf(file, { seed: 'random-bot' });
      const bot = new RandomBot({ enumerate: game.ai!.enumerate, seed: 'bot' });
      const { end, botMoves } = await againstBot(game, bot, file);
      expect(end.G.done).toBe(true);
      expect(end.ctx.gameover).toEqual({ ending: end.G.ending, consequences: end.G.consequences });
      expect(botMoves.length).toBeGreaterThan(0);
      const sides = loaded(file).scenario.board.sides.map((s) => s.id);
      // every answer the bot gave was to a request of its side (the second): the events alternate as the requests did
      const session = game.session(end.G);
      expect(session.ok && session.value.done).toBe(true);
      expect(sides).toHaveLength(2);
    },
  );

  it('MCTSBot (a small search) plays the second side of the reference charge to the end', async () => {
    const game = gameOf('01-reference-charge.json', { seed: 'mcts' });
    const bot = new MCTSBot({
      game,
      enumerate: game.ai!.enumerate,
      seed: 'mcts',
      iterations: 12,
      playoutDepth: 12,
    });
    const { end, botMoves } = await againstBot(game, bot, '01-reference-charge.json');
    expect(end.G.done).toBe(true);
    expect(botMoves).toContain('roll');
  });
});

describe('the exact-value bot in ai.enumerate (issue 22, item 6)', () => {
  it("at player 0's choice, enumerate lists bestChoice's pick only; player 1 still has every option", () => {
    const file = '01-reference-charge.json';
    const game = gameOf(file, { exact: { '0': 'defenders-lost', '1': (o) => -o.defenderLostMean.decimal } });
    const plain = gameOf(file);
    const { scenario } = loaded(file);
    // the reference charge's own script to its first choice, typed into the rolls
    const script = [53, 2, 11, 64, 1, 33];
    let G = (plain.setup as () => ChargeG)();
    const roll = plain.moves!.roll as (c: object, v: unknown) => ChargeG;
    while (G.pending?.kind === 'roll')
      G = roll({ G, ctx: {}, playerID: G.turnOf, random: {} }, script.shift());
    const session = plain.session(G);
    if (!session.ok) throw new Error(session.error.message);
    const s = session.value;
    const p = s.pending!;
    expect(p.kind).toBe('choice');
    if (p.kind !== 'choice') return;
    const player = G.turnOf!;
    expect(player).toBe(String(scenario.board.sides.findIndex((x) => x.id === p.side)));
    const objective =
      player === '0'
        ? ('defenders-lost' as const)
        : (o: { defenderLostMean: { decimal: number } }) => -o.defenderLostMean.decimal;
    const best = bestChoice(s, objective as never);
    if (!best.ok) throw new Error(best.error.message);
    expect(game.ai!.enumerate(G, {} as never, player)).toEqual([
      { move: 'choose', args: [best.value.option] },
    ]);
    expect(plain.ai!.enumerate(G, {} as never, player)).toHaveLength(p.options.length);
  });
});
