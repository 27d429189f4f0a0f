// Issue 22, item 5: the boardgame.io adapter. Two boardgame.io clients on the Local multiplayer master
// play every shipped scenario to its end, each answering only the requests of its own side (R61: the
// request's `side`); the other client's attempt is refused and changes nothing; the match replayed
// from boardgame.io's log ends as hexcharge's own replay of its answers does.

import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { consequences, replay, saveCharge } from 'hexcharge';
import type { ChargeG, ChargeGame } from 'hexcharge/boardgame.io';
import { playerOfSide } from 'hexcharge/boardgame.io';
import { describe, expect, it, vi } from 'vitest';
import { gameOf, loaded, SCENARIOS } from './helpers.ts';

/** Lets the Local master answer (its updates arrive after a few promise turns). */
const settle = () => new Promise((r) => setTimeout(r, 0));

type AnyClient = ReturnType<typeof Client<ChargeG>>;

/** Answers the pending request as `client`'s player would: rolls boardgame.io's dice, or an option. */
function answer(client: AnyClient, G: ChargeG, pick: (options: number) => number): void {
  const p = G.pending!;
  if (p.kind === 'roll') client.moves.roll!();
  else client.moves.choose!(pick(p.options.length));
}

/** Plays a match to its end on two Local clients; returns the final state of player 0's client and its log. */
async function playMatch(game: ChargeGame, matchID: string) {
  const multiplayer = Local();
  const clients = ['0', '1'].map((playerID) => Client<ChargeG>({ game, multiplayer, playerID, matchID }));
  for (const c of clients) c.start();
  await settle();
  const { scenario } = loaded(`${matchID}.json`);
  let moves = 0;
  let refusedOther = 0;
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (let guard = 0; guard < 200; guard++) {
      const s = clients[0]!.getState()!;
      if (s.ctx.gameover) break;
      const who = s.ctx.currentPlayer;
      expect(who).toBe(s.G.turnOf);
      expect(who).toBe(playerOfSide(scenario, s.G.pending!.side));
      // the other player answers first: refused, nothing changes
      const other = clients[who === '0' ? 1 : 0]!;
      answer(other, s.G, (n) => n - 1);
      await settle();
      expect(clients[0]!.getState()!._stateID).toBe(s._stateID);
      expect(clients[0]!.getState()!.G).toEqual(s.G);
      refusedOther++;
      // an answer the charge refuses (an option that is none, a roll out of range): nothing changes
      const mine = clients[Number(who)]!;
      if (s.G.pending!.kind === 'choice') mine.moves.choose!(s.G.pending!.options.length);
      else mine.moves.roll!(0);
      await settle();
      expect(clients[0]!.getState()!.G).toEqual(s.G);
      expect(clients[0]!.getState()!._stateID).toBe(s._stateID);
      // the player whose side the request names answers it (the last option: not always the default)
      answer(clients[Number(who)]!, s.G, (n) => n - 1);
      await settle();
      expect(clients[0]!.getState()!._stateID).toBeGreaterThan(s._stateID);
      moves++;
    }
  } finally {
    error.mockRestore();
  }
  const end = clients[0]!.getState()!;
  expect(clients[1]!.getState()!.G).toEqual(end.G);
  for (const c of clients) c.stop();
  return { end, moves, refusedOther };
}

/** The match replayed from boardgame.io's log on a local client of the same game (same seed). */
function replayLog(
  game: ChargeGame,
  log: readonly { action: { type: string; payload: { type: string; args: unknown[]; playerID: string } } }[],
) {
  const client = Client<ChargeG>({ game, numPlayers: 2 });
  client.start();
  for (const { action } of log) {
    if (action.type !== 'MAKE_MOVE') continue;
    client.updatePlayerID(action.payload.playerID);
    (client.moves[action.payload.type] as (...a: unknown[]) => void)(...(action.payload.args ?? []));
  }
  const s = client.getState()!;
  client.stop();
  return s;
}

describe('two boardgame.io players on the Local master (issue 22, item 5)', () => {
  it.each(SCENARIOS)('%s: played to its end, each side answering its own requests', async (file) => {
    const id = file.replace(/\.json$/, '');
    const game = gameOf(file, { seed: `seed-${id}` });
    const { end, moves } = await playMatch(game, id);
    const G = end.G;
    expect(G.done).toBe(true);
    expect(G.pending).toBeNull();
    expect(G.turnOf).toBeNull();
    expect(G.events).toHaveLength(moves);
    expect(end.ctx.gameover).toEqual({ ending: G.ending, consequences: G.consequences });
    // the charge itself: hexcharge's own replay of the save of its answers ends the same way
    const session = game.session(G);
    expect(session.ok).toBe(true);
    if (!session.ok) return;
    const again = replay(saveCharge(session.value));
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.done).toBe(true);
    expect(again.value.state.ending).toEqual(G.ending);
    expect(JSON.parse(JSON.stringify(consequences(again.value.state)))).toEqual(
      end.ctx.gameover.consequences,
    );
    // boardgame.io's log, replayed on a fresh client of the same game: the same state, dice and all
    const fromLog = replayLog(game, end.log as never);
    expect(fromLog.G).toEqual(G);
    expect(fromLog.ctx.gameover).toEqual(end.ctx.gameover);
  });
});
