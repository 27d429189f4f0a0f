/**
 * A strict TypeScript host (NodeNext, exactOptionalPropertyTypes): two players, one per side of the
 * scenario, each answering only the requests of its own side (`pending.side`). The charging side
 * rolls the host's own dice (a seeded generator of the host, typed `Face`s, sent as `RollInput`s of
 * the request's dice); the defending side lets the exact-value bot (`bestChoice`) pick its choices
 * and rolls the same dice. Before the charge the host shows the exact odds of how the defenders end
 * (`chargeOdds`); after it, what it applies to its own board. A refused answer changes nothing: the
 * host shows it and asks again.
 *
 * Run it from an installed hexcharge: `npx tsc -p . && node dist/host.js [scenario.json] [seed]`
 * (README.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bestChoice,
  type ChargeSession,
  type ChoiceRequest,
  type Consequences,
  chargeOdds,
  consequences,
  createCharge,
  type Ending,
  type Face,
  formatError,
  type LoadedScenario,
  loadScenarioFromJson,
  type Result,
  type RollRequest,
} from 'hexcharge';
import { describeOption, describePending, endingText } from 'hexcharge/narration';

/** A player of the host game: answers the requests of one side. */
export interface Player {
  readonly side: string;
  roll(request: RollRequest): readonly Face[];
  choose(request: ChoiceRequest, session: ChargeSession): number;
}

/** What the host ends with. */
export interface HostOutcome {
  /** The lines the host showed, in order. */
  readonly lines: readonly string[];
  readonly ending: Ending;
  readonly endingText: string;
  readonly consequences: Consequences;
  /** How many answers each side gave. */
  readonly answers: Readonly<Record<string, number>>;
  /** The exact chance, before the charge, of each way the defenders end ("routed": "7/36"...). */
  readonly defenderFate: Readonly<Record<string, string>>;
}

/** The value of a result, or an Error with its one-line form (code and message). */
function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(formatError(r.error));
  return r.value;
}

/** The host's own d6: a linear congruential generator seeded by the host (no Math.random). */
export function hostDie(seed: number): () => Face {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (1 + ((s >>> 16) % 6)) as Face;
  };
}

/** The faces of the request's dice, one throw of the host's die each: a d66 is two faces, 5d6 five. */
export function throwDice(request: RollRequest, d6: () => Face): Face[] {
  switch (request.dice) {
    case 'd6':
      return [d6()];
    case 'd66':
    case '2d6':
      return [d6(), d6()];
    case '5d6':
      return Array.from({ length: 5 }, d6);
    case '8d6':
      return Array.from({ length: 8 }, d6);
  }
}

/** A player who rolls the host's dice and takes the documented default of each choice. */
export function dicePlayer(side: string, d6: () => Face): Player {
  return {
    side,
    roll: (request) => throwDice(request, d6),
    choose: (request) => request.defaultOption,
  };
}

/** A player who rolls the host's dice and lets the exact-value bot choose for it. */
export function botPlayer(
  side: string,
  d6: () => Face,
  objective: 'attackers-lost' | 'defenders-lost',
): Player {
  return {
    side,
    roll: (request) => throwDice(request, d6),
    choose: (_request, session) => unwrap(bestChoice(session, objective)).option,
  };
}

/** Plays the loaded scenario to its end, each request answered by the player of its side. */
export function playCharge(loaded: LoadedScenario, seed: number): HostOutcome {
  const [attacker, defender] = loaded.scenario.board.sides.map((s) => s.id);
  if (attacker === undefined || defender === undefined) throw new Error('a charge has two sides');
  const d6 = hostDie(seed);
  const players: readonly Player[] = [dicePlayer(attacker, d6), botPlayer(defender, d6, 'attackers-lost')];
  const odds = unwrap(chargeOdds(loaded));
  const defenderFate = Object.fromEntries(odds.defenderFate.map((row) => [row.label, row.p]));

  const session = unwrap(createCharge({ ...loaded, dice: 'manual' }));
  const lines: string[] = [];
  session.onLog((entry) => lines.push(entry.text));
  const answers: Record<string, number> = { [attacker]: 0, [defender]: 0 };
  for (let p = session.pending; p !== null; p = session.pending) {
    const player = players.find((x) => x.side === p?.side);
    if (!player) throw new Error(`no player for side ${p.side}`);
    let r: Result<unknown>;
    if (p.kind === 'roll') {
      const faces = player.roll(p);
      lines.push(`> ${player.side} rolls ${faces.join(' ')}: ${describePending(p)}`);
      r = session.roll(faces);
    } else {
      const option = player.choose(p, session);
      lines.push(`> ${player.side} chooses ${describeOption(p, option)}`);
      r = session.choose(option);
    }
    if (!r.ok) throw new Error(`refused: ${formatError(r.error)}`); // a refusal changed nothing
    answers[player.side] = (answers[player.side] ?? 0) + 1;
  }
  const ending = session.state.ending;
  if (!ending) throw new Error('the charge is over without an ending');
  return {
    lines,
    ending,
    endingText: endingText(ending),
    consequences: consequences(session.state),
    answers,
    defenderFate,
  };
}

/** Loads a scenario file under the ruleset it names (resolved against the bundled rulesets). */
export function loadScenarioFile(file: string): LoadedScenario {
  return unwrap(loadScenarioFromJson(readFileSync(file, 'utf8'), { file }));
}

/** The bundled reference charge's file in the installed package. */
export const REFERENCE = fileURLToPath(
  import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json'),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file = REFERENCE, seed = '7'] = process.argv.slice(2);
  const played = playCharge(loadScenarioFile(file), Number(seed));
  console.log(
    `Before the charge, the defenders end: ${Object.entries(played.defenderFate)
      .map(([fate, p]) => `${fate} ${p}`)
      .join(', ')}`,
  );
  for (const line of played.lines) console.log(line);
  console.log(`Ending: ${played.endingText}`);
  const c = played.consequences;
  console.log(`Moved: ${c.moved.length}, removed: ${c.removed.length}, changed: ${c.changed.length}`);
}
