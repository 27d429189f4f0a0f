/**
 * A complete two-player boardgame.io game of a hexcharge charge: by default the reference charge
 * (French cuirassiers and lancers against a British line with guns), played by two boardgame.io
 * clients on the Local multiplayer master. Each client answers only the requests of its own side (the
 * request's `side`); the British player lets the exact-value bot pick its choices, and every roll is
 * boardgame.io's seeded dice. Run it in the repository with
 * `npx tsx --conditions=hexcharge-source examples/boardgame-io/two-players.ts [scenario.json] [seed]`,
 * or in a host project (hexcharge and boardgame.io installed) with `npx tsx two-players.ts` (README.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { loadScenarioFromJson } from 'hexcharge';
import { type ChargeG, type ChargeGameover, chargeGame } from 'hexcharge/boardgame.io';
import { describeOption, describePending } from 'hexcharge/narration';

/** The bundled reference charge's file. */
export const REFERENCE = fileURLToPath(
  import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json'),
);

/** How a match ended, its narrated log, and each answer as "player 0 (french) rolls ...". */
export interface Match {
  readonly gameover: ChargeGameover;
  readonly log: readonly string[];
  readonly turns: readonly string[];
}

/** Plays the reference charge to its end on boardgame.io's dice seeded by `seed`. */
export function playReferenceCharge(seed = 'example'): Promise<Match> {
  return playCharge(REFERENCE, seed);
}

/** Plays the scenario of `file` (under the ruleset it names) to its end on two Local clients. */
export async function playCharge(file: string, seed: string): Promise<Match> {
  const loaded = loadScenarioFromJson(readFileSync(file, 'utf8'));
  if (!loaded.ok) throw new Error(loaded.error.message);
  // player '0' is the scenario's first side (French), '1' its second (British)
  const game = chargeGame({ ...loaded.value, seed, exact: { '1': 'attackers-lost' } });
  if (!game.ok) throw new Error(game.error.message);

  const multiplayer = Local();
  const players = ['0', '1'].map((playerID) =>
    Client<ChargeG>({ game: game.value, multiplayer, playerID, matchID: 'reference' }),
  );
  for (const p of players) p.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();

  const turns: string[] = [];
  for (;;) {
    const state = players[0]!.getState();
    if (!state) throw new Error('the client has no state');
    if (state.ctx.gameover) break;
    const { G, ctx } = state;
    const me = players[Number(ctx.currentPlayer)]!; // the player whose side the request names
    const pending = G.pending!;
    const who = `player ${ctx.currentPlayer} (${pending.side})`;
    if (pending.kind === 'roll') {
      turns.push(`${who} rolls: ${describePending(pending)}`);
      me.moves.roll!(); // boardgame.io's seeded dice
    } else {
      // the legal answers of this player: the exact-value bot's pick for the British, every option else
      const [first] = game.value.answers(G, ctx.currentPlayer);
      const option =
        ctx.currentPlayer === '1' ? (first as { args: number[] }).args[0] : pending.defaultOption;
      turns.push(`${who} chooses: ${describeOption(pending, option ?? pending.defaultOption)}`);
      me.moves.choose!(option);
    }
    await settle();
  }

  const end = players[0]!.getState()!;
  const session = game.value.session(end.G); // the charge rebuilt from its answers, for its narration
  for (const p of players) p.stop();
  if (!session.ok) throw new Error(session.error.message);
  return {
    gameover: end.ctx.gameover as ChargeGameover,
    log: session.value.log.map((e) => e.text),
    turns,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file = REFERENCE, seed = 'example'] = process.argv.slice(2);
  const { gameover, log, turns } = await playCharge(file, seed);
  for (const turn of turns) console.log(`> ${turn}`);
  for (const line of log) console.log(line);
  console.log(`Decided by: ${gameover.ending.decidedBy}`);
  console.log(
    `Units moved: ${gameover.consequences.moved.length}, removed: ${gameover.consequences.removed.length}`,
  );
}
