/**
 * Helpers of the hostile-input catalogue: a trap for exceptions thrown a tick later, re-signing of
 * forged saves, the board invariants, playing a charge on to its end whatever its dice, and the
 * figures each catalogue writes into docs/errors.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  type ChargeSession,
  type ChargeState,
  createCharge,
  hashOf,
  type LoadedScenario,
  loadScenarioFromJson,
  type Result,
  type SaveDocument,
} from '../../machines/index.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { onBoard } from '../../src/model/board.ts';
import { hexLabel } from '../../src/model/coord.ts';

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;

/** The text of a repository file. */
export const text = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

export const REFERENCE = 'data/scenarios/01-reference-charge.json';

/** A scenario file loaded through the public entry. */
export function loaded(path = REFERENCE): LoadedScenario {
  const r = loadScenarioFromJson(text(path), { file: path });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A new charge of a scenario file with a seed. */
export function charge(seed = 7, path = REFERENCE): ChargeSession {
  const r = createCharge({ ...loaded(path), dice: { seed } });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** What happened when a call was made: its value, what it threw at once, and what was thrown a tick later. */
export interface Trapped<T> {
  readonly value: T | undefined;
  readonly thrown: unknown[];
  readonly late: unknown[];
}

/**
 * Runs `run` and then waits a macrotask with process-level uncaughtException and unhandledRejection
 * traps, so that a throw a tick later (XState rethrows unhandled actor errors from a setTimeout) is
 * caught and reported, not lost.
 */
export async function trapped<T>(run: () => T): Promise<Trapped<T>> {
  const late: unknown[] = [];
  const onError = (e: unknown) => late.push(e);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  const thrown: unknown[] = [];
  let value: T | undefined;
  try {
    try {
      value = run();
    } catch (e) {
      thrown.push(e);
    }
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setImmediate(r));
  } finally {
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
  }
  return { value, thrown, late };
}

/** Asserts nothing was thrown, at once or later. */
export function clean<T>(t: Trapped<T>, what: string): T {
  const show = (xs: unknown[]) => xs.map((e) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)));
  expect(show(t.thrown), `${what}: thrown at once`).toEqual([]);
  expect(show(t.late), `${what}: thrown a tick later`).toEqual([]);
  return t.value as T;
}

/** The code of a refusal (undefined for a value), and checks the refusal is one line with a message. */
export function codeOf(r: Result<unknown>): string | undefined {
  expect(r && typeof r === 'object' && typeof r.ok === 'boolean', 'a Result').toBe(true);
  if (r.ok) return undefined;
  expect(typeof r.error.code).toBe('string');
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message, 'one line').not.toContain('\n');
  expect(r.error.message, 'no stack trace').not.toMatch(/\n\s+at |\.ts:\d+:\d+/);
  return r.error.code;
}

/** A save changed and re-signed with a valid checksum, as a forger who knows FNV-1a does. */
export function resign(doc: SaveDocument, change: (d: Record<string, unknown>) => void): SaveDocument {
  const body = structuredClone(doc) as unknown as Record<string, unknown>;
  delete body.checksum;
  change(body);
  return { ...(body as unknown as SaveDocument), checksum: hashOf(body) };
}

/** The board invariants every state of a charge keeps; returns the broken ones. */
export function broken(s: ChargeState): string[] {
  const out: string[] = [];
  const limit = s.ruleset.settings.stackingLimit;
  const byHex = new Map<string, { n: number; sides: Set<string> }>();
  for (const u of s.board.units) {
    if (!(Number.isInteger(u.increments) && u.increments > 0))
      out.push(`${u.id} has ${u.increments} increments`);
    if (!onBoard(s.board, u.at)) out.push(`${u.id} is off the board`);
    const k = hexLabel(u.at);
    const e = byHex.get(k) ?? { n: 0, sides: new Set<string>() };
    e.n++;
    e.sides.add(u.side);
    byHex.set(k, e);
  }
  for (const [k, e] of byHex) {
    if (e.n > limit) out.push(`hex ${k} holds ${e.n} units (limit ${limit})`);
    if (e.sides.size > 1) out.push(`hex ${k} holds enemies together`);
  }
  const ids = [...s.board.units.map((u) => u.id), ...s.removed.map((r) => r.unit.id)];
  if (new Set(ids).size !== ids.length) out.push('a unit is both on the board and removed, or twice');
  return out;
}

/** A roll any dice kind accepts (the middle of its range). */
function anyRoll(dice: string): RollInput {
  if (dice === 'd66') return 34;
  if (dice === 'd6') return 3;
  const n = Number(dice.replace('d6', ''));
  return String(3 * n);
}

/**
 * Plays a charge on to its end, whatever its dice: the dice source where it can roll, a typed roll
 * where it cannot (manual dice, a script run out or holding a bad value), default choices. Checks the
 * board after every event. Returns the number of events played.
 */
export function playToEnd(s: ChargeSession, maxEvents = 400): number {
  let n = 0;
  expect(broken(s.state), `board at ${s.step}`).toEqual([]);
  while (!s.done) {
    expect(n, `still at ${s.step} after ${maxEvents} events`).toBeLessThan(maxEvents);
    const p = s.pending;
    expect(p, `nothing pending at ${s.step}`).not.toBeNull();
    let r: Result<unknown>;
    if (p!.kind === 'choice') r = s.chooseDefault();
    else {
      r = s.autoRoll();
      if (!r.ok) r = s.roll(anyRoll(p!.dice));
    }
    if (!r.ok) throw new Error(`refused at ${s.step}: ${r.error.code}: ${r.error.message}`);
    n++;
    expect(broken(s.state), `board after event ${n} at ${s.step}`).toEqual([]);
  }
  expect(s.pending).toBeNull();
  return n;
}

/** Counts of one catalogue, for the "Hostile input" section of docs/errors.md. */
export class Figures {
  tried = 0;
  refused = 0;
  accepted = 0;
  refuse(): void {
    this.tried++;
    this.refused++;
  }
  accept(): void {
    this.tried++;
    this.accepted++;
  }
}

/**
 * The figures of one row of the "Hostile input" table of docs/errors.md, found by the row's first cell;
 * the columns are found by their headings ("tried", "refused ...", "accepted ..."), so that rows added
 * by other catalogues and columns added between them change nothing.
 */
export function documentedFigures(row: string): { tried: number; refused: number; accepted: number } {
  const doc = text('docs/errors.md');
  const lines = doc.slice(doc.indexOf('## Hostile input')).split('\n');
  const cells = (l: string) =>
    l
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const header = lines.find((l) => l.startsWith('|') && cells(l).some((c) => /^tried/i.test(c)));
  const line = lines.find((l) => l.startsWith(`| ${row} |`));
  if (!header || !line) throw new Error(`no row "${row}" in the Hostile input table of docs/errors.md`);
  const heads = cells(header);
  const values = cells(line);
  const column = (re: RegExp) => Number(values[heads.findIndex((h) => re.test(h))]?.replace(/,/g, ''));
  return { tried: column(/^tried/i), refused: column(/^refused/i), accepted: column(/^accepted/i) };
}
