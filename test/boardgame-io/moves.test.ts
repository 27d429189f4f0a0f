// Issue 22, item 5: the moves of the boardgame.io adapter called as boardgame.io calls them. A move by
// the player who is not to answer, or an answer the charge refuses, is INVALID_MOVE and changes
// nothing; `ai.enumerate` lists the legal answers; G is plain JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import { type ChargeG, chargeGame, INVALID_MOVE } from 'hexcharge/boardgame.io';
import { describe, expect, it } from 'vitest';
import { gameOf, loaded } from './helpers.ts';

const ROOT = join(import.meta.dirname, '../..');
type Move = (c: object, ...args: unknown[]) => ChargeG | typeof INVALID_MOVE;

/** Dice that give these faces in turn, as boardgame.io's `random.D6` would. */
function dice(...faces: number[]) {
  const next = () => faces.shift() ?? 1;
  return { D6: (n?: number) => (n === undefined ? next() : Array.from({ length: n }, next)) };
}

const game = gameOf('01-reference-charge.json');
const move = (name: string) => (game.moves as Record<string, Move>)[name]!;
const G0 = (game.setup as () => ChargeG)();
const ctx = { currentPlayer: G0.turnOf, numPlayers: 2 };

describe('the moves (issue 22, item 5)', () => {
  it('the first request of the reference charge: the British stand check, answered by player 1 (R61)', () => {
    expect(G0.pending).toMatchObject({ kind: 'roll', what: 'stand-check', side: 'british', dice: 'd66' });
    expect(G0.turnOf).toBe('1');
    expect(G0.done).toBe(false);
    expect(G0.events).toEqual([]);
    expect(JSON.parse(JSON.stringify(G0))).toEqual(G0);
    expect(game.minPlayers).toBe(2);
    expect(game.maxPlayers).toBe(2);
  });

  it('a roll without a value throws boardgame.io dice: a d66 is two dice, tens then units', () => {
    const G = move('roll')({ G: G0, ctx, playerID: '1', random: dice(5, 3) }) as ChargeG;
    expect(G.events).toEqual([{ type: 'ROLL', value: [5, 3] }]);
    // the column-shift die is the defenders' roll in this charge: the same player again
    expect(G.pending).toMatchObject({ kind: 'roll', what: 'column-shift-die', side: 'british', dice: 'd6' });
    expect(G.turnOf).toBe('1');
  });

  it('a roll with a value is read as session.roll reads it', () => {
    const G = move('roll')({ G: G0, ctx, playerID: '1', random: dice() }, 53) as ChargeG;
    expect(G.events).toEqual([{ type: 'ROLL', value: 53 }]);
  });

  it('the player who is not to answer is refused: INVALID_MOVE, G unchanged', () => {
    const before = structuredClone(G0);
    expect(move('roll')({ G: G0, ctx, playerID: '0', random: dice(5, 3) })).toBe(INVALID_MOVE);
    expect(move('roll')({ G: G0, ctx, playerID: '0', random: dice() }, 53)).toBe(INVALID_MOVE);
    expect(G0).toEqual(before);
  });

  it('a refused answer is INVALID_MOVE: a roll out of range, a choice at a roll, a bad option', () => {
    const c = { G: G0, ctx, playerID: '1', random: dice() };
    expect(move('roll')(c, 77)).toBe(INVALID_MOVE);
    expect(move('roll')(c, 'x')).toBe(INVALID_MOVE);
    expect(move('choose')(c, 0)).toBe(INVALID_MOVE);
    expect(move('chooseDefault')(c)).toBe(INVALID_MOVE);
    // the same state still takes a good answer (the refusals left nothing behind)
    expect((move('roll')(c, 53) as ChargeG).events).toHaveLength(1);
  });

  it('at a choice: choose(option) and chooseDefault(); an option out of range is refused', () => {
    let G = G0;
    const script = [53, 2, 11];
    const who = () => G.turnOf!;
    while (G.pending?.kind === 'roll')
      G = move('roll')({ G, ctx, playerID: who(), random: dice() }, script.shift()) as ChargeG;
    expect(G.pending).toMatchObject({ kind: 'choice' });
    const p = G.pending!;
    if (p.kind !== 'choice') return;
    const c = { G, ctx, playerID: who(), random: dice() };
    expect(game.ai!.enumerate(G, ctx as never, who())).toEqual(
      p.options.map((_, i) => ({ move: 'choose', args: [i] })),
    );
    expect(game.ai!.enumerate(G, ctx as never, who() === '0' ? '1' : '0')).toEqual([]);
    expect(move('choose')(c, p.options.length)).toBe(INVALID_MOVE);
    expect(move('choose')(c, -1)).toBe(INVALID_MOVE);
    expect(move('choose')(c, 'a')).toBe(INVALID_MOVE);
    expect(move('roll')(c)).toBe(INVALID_MOVE);
    expect(move('choose')({ ...c, playerID: who() === '0' ? '1' : '0' }, 0)).toBe(INVALID_MOVE);
    const chosen = move('choose')(c, p.defaultOption) as ChargeG;
    const byDefault = move('chooseDefault')(c) as ChargeG;
    expect(chosen.events.at(-1)).toEqual({ type: 'CHOOSE', option: p.defaultOption });
    expect(byDefault.events.at(-1)).toEqual({ type: 'CHOOSE_DEFAULT' });
    expect(byDefault.pending).toEqual(chosen.pending);
  });

  it('ai.enumerate at a roll: one answer, the roll of boardgame.io dice', () => {
    expect(game.ai!.enumerate(G0, ctx as never, '1')).toEqual([{ move: 'roll', args: [] }]);
    expect(game.ai!.enumerate(G0, ctx as never, '0')).toEqual([]);
  });

  it('seededDiceOnly refuses a typed roll', () => {
    const strict = gameOf('01-reference-charge.json', { seededDiceOnly: true });
    const roll = (strict.moves as Record<string, Move>).roll!;
    expect(roll({ G: G0, ctx, playerID: '1', random: dice() }, 53)).toBe(INVALID_MOVE);
    expect((roll({ G: G0, ctx, playerID: '1', random: dice(5, 3) }) as ChargeG).events).toHaveLength(1);
  });

  it('a charge over at its start (07: lone unsupplied artillery) is over at setup: gameover, no player to answer', () => {
    const over = gameOf('07-lone-unsupplied-artillery.json');
    const G = (over.setup as () => ChargeG)();
    expect(G).toMatchObject({ done: true, pending: null, turnOf: null });
    expect((over.endIf as (c: { G: ChargeG }) => unknown)({ G })).toEqual({
      ending: G.ending,
      consequences: G.consequences,
    });
    expect(G.ending).toMatchObject({ decidedBy: 'unsupplied-artillery' });
  });

  it('chargeGame refuses what is not its options (no throw)', () => {
    expect(chargeGame(undefined as never)).toMatchObject({ ok: false, error: { code: 'api/bad-argument' } });
    expect(chargeGame({ ...loaded('01-reference-charge.json'), seed: {} as never })).toMatchObject({
      ok: false,
      error: { code: 'api/bad-argument' },
    });
    expect(
      chargeGame({ ...loaded('01-reference-charge.json'), exact: { '0': 'win' as never } }),
    ).toMatchObject({ ok: false, error: { code: 'api/bad-argument' } });
    expect(chargeGame({ ...loaded('01-reference-charge.json'), scenario: 3 as never })).toMatchObject({
      ok: false,
    });
  });

  it('the session of a state of another scenario is refused', () => {
    const other = gameOf('02-stand-failed-disorder.json');
    expect(other.session(G0)).toMatchObject({ ok: false, error: { code: 'save/ruleset-mismatch' } });
  });

  it("INVALID_MOVE is boardgame.io/core's", () => {
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
  });
});

/** The modules a file imports at run time (`import type` and `export type` lines left out), as written. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

/** Every module the run-time import graph of `entry` reaches: files of the repository and packages. */
function graphOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    if (!f.endsWith('.ts')) continue;
    for (const spec of runtimeImports(f)) {
      if (!spec.startsWith('.')) seen.add(spec);
      else todo.push(join(f, '..', spec));
    }
  }
  return seen;
}

describe('boardgame.io is an optional peer: a host without it works', () => {
  it('the main entry reaches no boardgame.io module, nor the adapter', () => {
    const graph = [...graphOf('machines/index.ts')];
    expect(graph).toContain('machines/session.ts');
    expect(graph).toContain('xstate');
    expect(graph.filter((m) => m.startsWith('boardgame.io') || m.includes('boardgame-io'))).toEqual([]);
  });

  it('hexcharge/boardgame.io itself imports boardgame.io for its types only', () => {
    const graph = [...graphOf('machines/entries/boardgame.io.ts')];
    expect(graph).toContain('machines/boardgame-io/game.ts');
    expect(graph.filter((m) => m.startsWith('boardgame.io'))).toEqual([]);
    expect(readFileSync(join(ROOT, 'machines/boardgame-io/game.ts'), 'utf8')).toMatch(
      /^import type .* from 'boardgame\.io';$/m,
    );
  });

  it('package.json: boardgame.io an optional peer dependency, the subpath exported', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.peerDependencies).toEqual({ 'boardgame.io': '^0.50.2' });
    expect(pkg.peerDependenciesMeta).toEqual({ 'boardgame.io': { optional: true } });
    expect(pkg.dependencies['boardgame.io']).toBeUndefined();
    expect(pkg.exports['./boardgame.io'].import).toBe('./dist/machines/entries/boardgame.io.js');
  });
});
