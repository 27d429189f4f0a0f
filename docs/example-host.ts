/**
 * An example host game that embeds hexcharge through its public entry only (the package "hexcharge",
 * i.e. machines/index.ts). The host keeps its own board (a map of counters), rolls its own dice, asks
 * its players for rolls and choices (each request says whose it is: `side`), shows the narration as it comes, saves the game in the middle of the charge
 * and loads it back, and at the end applies the consequences to its own board.
 *
 * Run it: `npm run example:host -- [scenario.json] [seed]` (`npx tsx --conditions=hexcharge-source
 * docs/example-host.ts ...`: the condition resolves "hexcharge" to the sources, see docs/packaging.md).
 */
import { readFileSync } from 'node:fs';
import {
  type ChargeSession,
  type Consequences,
  consequences,
  createCharge,
  type Ending,
  type Face,
  formatError,
  type HexchargeError,
  loadScenarioFromJson,
  type Pending,
  resumeCharge,
  type SideEnding,
  saveCharge,
} from 'hexcharge';

/** The host's own counter: what its map shows. */
export interface HostCounter {
  hex: string;
  increments: number;
  morale: string;
  readiness?: string;
}

/** What the example host ends with. */
export interface HostResult {
  /** The narration lines the host showed, in order. */
  readonly narration: readonly string[];
  /** The host's board after applying the consequences. */
  readonly board: Readonly<Record<string, HostCounter>>;
  /** Counters the host took off its map, with why. */
  readonly graveyard: readonly string[];
  readonly consequences: Consequences;
  /** Events the host sent, and how many were refused. */
  readonly sent: number;
  readonly refused: number;
  /** The requests each side's player was asked (`pending.side`: a side id of the scenario). */
  readonly asked: Readonly<Record<string, number>>;
  /** How the charge ended, as the engine gives it: fields, no prose. */
  readonly ending: Ending | undefined;
}

/** The host's own words for how the charge ended, read from the fields of the ending. */
export function endingLine(e: Ending | undefined): string {
  if (!e) return 'the charge has not ended';
  const side = (s: SideEnding) => (s.status === 'on-board' ? s.states.join('/') : s.status);
  const odds = e.odds ? ` at ${e.odds.attacker}:${e.odds.defender}` : '';
  return `decided by the ${e.decidedBy}${odds}: attackers ${side(e.attackers)}, defenders ${side(e.defenders)}`;
}

/** The host's own dice: a tiny linear congruential generator, so the example needs nothing else. */
function hostDice(seed: number): () => Face {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (1 + (s % 6)) as Face;
  };
}

/** The host answers a pending request: its own dice for rolls, the first option for choices. */
function answer(session: ChargeSession, p: Pending, d6: () => Face) {
  if (p.kind === 'choice') return session.choose(0);
  if (p.dice === 'd66') return session.roll(`${d6()} ${d6()}`);
  if (p.dice === 'd6') return session.roll(d6());
  const n = Number(p.dice.replace('d6', ''));
  return session.roll(Array.from({ length: n }, d6).join(' '));
}

const label = (c: { col: number; row: number }) =>
  `${String(c.col).padStart(2, '0')}${String(c.row).padStart(2, '0')}`;

/** Plays the charge of a scenario (JSON text) end to end through the public API; saves and resumes at `saveAt` events. */
export function playCharge(scenarioText: string, seed = 1, saveAt = 2): HostResult {
  const loaded = loadScenarioFromJson(scenarioText);
  if (!loaded.ok) throw new Error(formatError(loaded.error));
  // The host's own board, built from the scenario it loaded.
  const board: Record<string, HostCounter> = {};
  for (const u of loaded.value.scenario.board.units) {
    board[u.id] = {
      hex: label(u.at),
      increments: u.increments,
      morale: u.moraleState,
      ...(u.readiness ? { readiness: u.readiness } : {}),
    };
  }
  const created = createCharge({ ...loaded.value, dice: 'manual' });
  if (!created.ok) throw new Error(formatError(created.error));
  let session = created.value;
  const narration: string[] = [];
  const show = (text: string) => narration.push(text);
  session.log.forEach((e) => {
    show(e.text);
  });
  // A listener that throws never breaks the charge: the engine reports it to the second function.
  const narrate = (e: { text: string }) => show(e.text);
  const narrationFailed = (e: HexchargeError) => show(`(narration failed: ${e.message})`);
  let unsubscribe = session.onLog(narrate, narrationFailed);
  const d6 = hostDice(seed);
  let sent = 0;
  let refused = 0;
  const asked: Record<string, number> = {};

  // A player's mistake: a choice while a roll is pending is refused and changes nothing.
  if (session.pending?.kind === 'roll') {
    sent++;
    if (!session.choose(0).ok) refused++;
  }
  while (!session.done) {
    const p = session.pending;
    if (p === null) throw new Error(`the charge waits for nothing at ${session.step}`);
    // A two-player host hands the request to the player of `p.side`; this one plays both.
    asked[p.side] = (asked[p.side] ?? 0) + 1;
    sent++;
    const r = answer(session, p, d6);
    if (!r.ok) {
      refused++;
      throw new Error(formatError(r.error));
    }
    if (sent === saveAt && !session.done) {
      // Save the game (to a file, a database...) and load it back, as after a restart. The save is
      // resumed by replaying its events: a forged or damaged file is refused, never trusted.
      const text = JSON.stringify(saveCharge(session));
      const resumed = resumeCharge(text);
      if (!resumed.ok) throw new Error(formatError(resumed.error));
      unsubscribe();
      session = resumed.value;
      unsubscribe = session.onLog(narrate, narrationFailed);
    }
  }
  unsubscribe();

  // Apply what the charge did to the host's own board.
  const c = consequences(session.state);
  const graveyard: string[] = [];
  for (const m of c.moved) board[m.unit]!.hex = label(m.to);
  for (const ch of c.changed) {
    const counter = board[ch.unit]!;
    if (ch.increments) counter.increments = ch.increments.to;
    if (ch.moraleState) counter.morale = ch.moraleState.to;
    if (ch.readiness?.to) counter.readiness = ch.readiness.to;
  }
  for (const r of c.removed) {
    delete board[r.unit];
    graveyard.push(`${r.unit}: ${r.reason} (${r.rule})`);
  }
  for (const o of c.obligations) show(`Later: ${o.kind}`);
  return {
    narration,
    board,
    graveyard,
    consequences: c,
    sent,
    refused,
    asked,
    ending: session.state.ending,
  };
}

if (process.argv[1]?.endsWith('example-host.ts')) {
  const file =
    process.argv[2] ?? new URL('../data/scenarios/01-reference-charge.json', import.meta.url).pathname;
  const result = playCharge(readFileSync(file, 'utf8'), Number(process.argv[3] ?? 1));
  for (const line of result.narration) console.log(line);
  console.log(`\n${endingLine(result.ending)}`);
  console.log('Host board after the charge:');
  for (const [id, c] of Object.entries(result.board))
    console.log(`  ${id} ${c.hex} ${c.increments} ${c.morale}`);
  for (const g of result.graveyard) console.log(`  removed ${g}`);
}
