// (f) boardgame.io in a plain Node host: two boardgame.io Clients on the Local multiplayer master play
// EVERY shipped scenario (node_modules/hexcharge/data/scenarios/*.json, each under the ruleset it names)
// to its end through hexcharge/boardgame.io's chargeGame. Each client answers only its own requests
// (the request's side, G.pending.side, is its playerID: playerOfSide); before every answer the other
// client sends the same move first, and it must be refused: the state unchanged. Prints the counts.
// boardgame.io 0.50 has no "exports" map, so plain Node ESM imports its CommonJS build.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadScenarioFromJson } from 'hexcharge';
import { chargeGame, playerOfSide } from 'hexcharge/boardgame.io';

const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/dist/cjs/client.js');
const { Local } = require('boardgame.io/dist/cjs/multiplayer.js');

const problems = [];
const check = (what, good) => {
  if (!good) problems.push(what);
};
/** Lets the Local master answer (its updates arrive a few promise turns later). */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const dir = fileURLToPath(
  new URL('.', import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json')),
);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

let answers = 0;
let refusals = 0;
let rolls = 0;
let choices = 0;
// boardgame.io prints each refused move on console.error ("disallowed move"): counted, not shown
const consoleError = console.error;
let refusedLines = 0;
console.error = () => refusedLines++;
try {
  for (const name of files) {
    const file = join(dir, name);
    const loaded = loadScenarioFromJson(readFileSync(file, 'utf8'), { file });
    if (!loaded.ok) {
      check(`${name}: ${loaded.error.code} ${loaded.error.message}`, false);
      continue;
    }
    const game = chargeGame({ ...loaded.value, seed: `consumer-${name}` });
    if (!game.ok) {
      check(`${name}: chargeGame ${game.error.code}`, false);
      continue;
    }
    const multiplayer = Local();
    const clients = ['0', '1'].map((playerID) =>
      Client({ game: game.value, multiplayer, playerID, matchID: name }),
    );
    for (const c of clients) c.start();
    await settle();
    try {
      let guard = 0;
      for (; guard < 300; guard++) {
        const s = clients[0].getState();
        if (!s || s.ctx.gameover) break;
        const p = s.G.pending;
        const mine = playerOfSide(loaded.value.scenario, p.side);
        if (mine !== s.ctx.currentPlayer) {
          check(
            `${name}: the request of ${p.side} is player ${mine}'s, the current player is ${s.ctx.currentPlayer}`,
            false,
          );
          break;
        }
        const move = (client) =>
          p.kind === 'roll' ? client.moves.roll() : client.moves.choose(p.defaultOption);
        // the other player's same move first: refused, nothing changes
        move(clients[mine === '0' ? 1 : 0]);
        await settle();
        const after = clients[0].getState();
        const same = after._stateID === s._stateID && JSON.stringify(after.G) === JSON.stringify(s.G);
        check(`${name}: player ${mine === '0' ? 1 : 0} answered player ${mine}'s request`, same);
        if (same) refusals++;
        // the player whose side the request names answers it
        move(clients[Number(mine)]);
        await settle();
        const next = clients[0].getState();
        if (next._stateID <= s._stateID) {
          check(`${name}: player ${mine}'s own ${p.kind} was refused`, false);
          break;
        }
        answers++;
        if (p.kind === 'roll') rolls++;
        else choices++;
      }
      const end = clients[0].getState();
      check(`${name}: not over after ${guard} answers`, Boolean(end?.ctx.gameover));
      check(`${name}: G.done`, end?.G.done === true && end.G.pending === null);
      check(
        `${name}: gameover is the ending and the consequences`,
        JSON.stringify(end?.ctx.gameover) ===
          JSON.stringify({ ending: end?.G.ending, consequences: end?.G.consequences }),
      );
      check(
        `${name}: the two clients agree`,
        JSON.stringify(clients[1].getState()?.G) === JSON.stringify(end?.G),
      );
    } finally {
      for (const c of clients) c.stop();
    }
  }
} finally {
  console.error = consoleError;
}
check('every scenario was played', files.length >= 20);
check('every other-side move was refused', refusals === answers);
if (problems.length > 0) {
  for (const p of problems.slice(0, 10)) console.error(`consumer (boardgame.io): ${p}`);
  process.exitCode = 1;
} else
  console.log(
    `consumer (boardgame.io): two Local clients played ${files.length} scenarios to their end: ${answers} answers (${rolls} rolls, ${choices} choices), ${refusals} refusals of the other player's same move (${refusedLines} lines of boardgame.io's)`,
  );
