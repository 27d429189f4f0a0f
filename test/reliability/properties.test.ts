import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargeSession,
  type ChargeState,
  canonicalJson,
  resumeCharge,
  saveCharge,
} from '../../machines/index.ts';
import { hexLabel } from '../../src/model/coord.ts';
import { narrate } from '../../src/narration/narrate.ts';
import { violationLines } from '../invariants/legal.ts';
import {
  type GeneratedCharge,
  generatedCharge,
  generatedSession,
  plain,
  step,
} from '../support/reliability.ts';

/** Most events a charge may take: a generous bound (a real charge takes a dozen or so). */
const MAX_EVENTS = 200;
const RUNS = {
  numRuns: Number(process.env.HEXCHARGE_PROPERTY_RUNS ?? 100),
  seed: Number(process.env.HEXCHARGE_PROPERTY_SEED ?? 20240601),
} as const;

/** The board invariants a state breaks (src/invariants; known doctrine cases left out, see test/invariants/known.ts). */
const broken = (s: ChargeState): string[] => violationLines(s);

const MOVES = new Set(['move.rout', 'move.retreat', 'move.fall-back', 'move.bounce']);

/**
 * Follows the log entries from `from` on and checks that every retreat, rout, fall-back or bounce moves
 * units from the hex they stand in (generated units are named by their ids); `pos` is updated.
 */
function movesFromWhereUnitsStand(s: ChargeState, from: number, pos: Map<string, string>): string[] {
  const out: string[] = [];
  for (const e of s.log.slice(from)) {
    const names = String(e.params.stack ?? '')
      .split(' + ')
      .filter(Boolean);
    if (MOVES.has(e.key)) {
      for (const n of names) {
        if (pos.get(n) !== e.params.from)
          out.push(`log ${e.n}: ${n} stood in ${pos.get(n)}, but "${narrate(e)}"`);
        pos.set(n, String(e.params.to));
      }
    } else if (e.key.startsWith('advance.') && e.params.hex !== undefined) {
      for (const n of names) pos.set(n, String(e.params.hex));
    } else if (e.key === 'pursuit.follow') {
      for (const n of names) pos.set(n, String(e.params.to));
    }
  }
  return out;
}

/**
 * Each generated charge played to its end once in the file: the properties run the same generated
 * charges (one seed), and those that need a charge played through take it from here (the first
 * property, which checks every step, plays and keeps them; run alone, a property plays its own). The
 * determinism property still plays a second, fresh charge.
 */
const playedThrough = new Map<string, ChargeSession>();
function playThrough(g: GeneratedCharge): ChargeSession {
  const known = playedThrough.get(JSON.stringify(g));
  if (known) return known;
  const s = generatedSession(g);
  while (!s.done) step(s, g.choiceSeed);
  playedThrough.set(JSON.stringify(g), s);
  return s;
}

const total = (units: readonly { increments: number }[]) => units.reduce((a, u) => a + u.increments, 0);

describe('properties of generated charges (fast-check)', () => {
  it('every charge ends within a bounded number of events, keeping the board invariants at every step', () => {
    fc.assert(
      fc.property(generatedCharge, (g) => {
        const s = generatedSession(g);
        expect(broken(s.state), 'initial state').toEqual([]);
        const pos = new Map(s.state.board.units.map((u) => [u.id, hexLabel(u.at)]));
        let seen = 0;
        let n = 0;
        while (!s.done) {
          expect(n, `charge still at ${s.step} after ${MAX_EVENTS} events`).toBeLessThan(MAX_EVENTS);
          step(s, g.choiceSeed);
          n++;
          expect(broken(s.state), `after event ${n} at ${s.step}`).toEqual([]);
          expect(movesFromWhereUnitsStand(s.state, seen, pos), `moves after event ${n}`).toEqual([]);
          seen = s.state.log.length;
        }
        expect(s.state.ending?.decidedBy).toBeTypeOf('string');
        expect(s.pending).toBeNull();
        playedThrough.set(JSON.stringify(g), s);
      }),
      RUNS,
    );
  }, 120_000);

  it('the increments lost in the log equal the difference between the initial and the final board', () => {
    fc.assert(
      fc.property(generatedCharge, (g) => {
        const st = playThrough(g).state;
        const logged = st.log.filter((e) => e.key === 'loss.increment').length;
        const removedWith = st.removed.reduce((a, r) => a + r.unit.increments, 0);
        // Pursuers of a doctrine that left the map are off the board for now, not lost (obligations).
        const away = (st.obligations ?? []).flatMap((o) => (o.kind === 'return-to-map' ? [o.unit] : []));
        expect(total(st.initialBoard.units) - total(st.board.units) - total(away)).toBe(logged + removedWith);
        // Every unit of the initial board is on the final board, removed, or off the map, exactly once.
        const ids = [
          ...st.board.units.map((u) => u.id),
          ...st.removed.map((r) => r.unit.id),
          ...away.map((u) => u.id),
        ].sort();
        expect(ids).toEqual(st.initialBoard.units.map((u) => u.id).sort());
      }),
      RUNS,
    );
  }, 120_000);

  it('the same seed and choices give the same log and final state; the state is plain JSON', () => {
    fc.assert(
      fc.property(generatedCharge, (g) => {
        const a = playThrough(g);
        const b = generatedSession(g);
        while (!b.done) step(b, g.choiceSeed);
        expect(b.state.log).toEqual(a.state.log);
        expect(canonicalJson(plain(b.state))).toBe(canonicalJson(plain(a.state)));
        // Nothing in the state is lost by JSON (no undefined in arrays, no NaN or Infinity outside the ruleset).
        const { ruleset: _, ...rest } = a.state;
        expect(canonicalJson(JSON.parse(JSON.stringify(rest)))).toBe(canonicalJson(rest));
      }),
      RUNS,
    );
  }, 120_000);

  it('a save at any step resumes to the same end', () => {
    fc.assert(
      fc.property(generatedCharge, fc.nat({ max: 40 }), (g, at) => {
        const whole = playThrough(g);
        const s = generatedSession(g);
        for (let i = 0; i < at && !s.done; i++) step(s, g.choiceSeed);
        const text = JSON.stringify(saveCharge(s));
        const r = resumeCharge(text);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        const resumed = r.value;
        expect(resumed.step).toBe(s.step);
        expect(resumed.events).toEqual(s.events);
        while (!resumed.done) step(resumed, g.choiceSeed);
        expect(resumed.state.log).toEqual(whole.state.log);
        expect(canonicalJson(plain(resumed.state))).toBe(canonicalJson(plain(whole.state)));
      }),
      { ...RUNS, numRuns: Math.ceil(RUNS.numRuns * 0.6) },
    );
  }, 120_000);
});
