/**
 * The log as data (issue 21): every entry that changes the board names the change as a typed effect
 * (log-effect.ts). Every shipped scenario is walked under every shipped ruleset with seeded dice
 * (default choices, then other options), and after every event the effects of the log so far, replayed
 * on the board the charge began on, give the board as it stands: each unit's hex, facing, increments,
 * morale and readiness, and the units removed and why. Every entry with dice carries them as its
 * first effect, `rolled`, and every entry that tells of a stack names its units (`units`); a quiet log
 * (the analysis) stays empty.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { seededSource } from '../../src/dice/index.ts';
import type { Board } from '../../src/model/board.ts';
import type { ChargeState, LogEntry } from '../../src/procedure/index.ts';
import type { LogEffect } from '../../src/procedure/log-effect.ts';

/** A unit as the effects tell it: where it stands and faces, its increments, morale and readiness. */
interface Told {
  at: string;
  facing: number;
  increments: number;
  morale: string;
  readiness: string;
}

/** The units of a board as the effects tell them, by id, and the removals as "id reason". */
function toldOf(board: Board): Map<string, Told> {
  return new Map(
    board.units.map((u) => [
      u.id,
      {
        at: `${u.at.col},${u.at.row}`,
        facing: u.facing,
        increments: u.increments,
        morale: u.moraleState,
        readiness: u.readiness ?? 'fresh',
      },
    ]),
  );
}

/** Replays the effects of `log` on `initial`: the units left and the removals. */
function replay(initial: Board, log: readonly LogEntry[]): { units: Map<string, Told>; removed: string[] } {
  const units = toldOf(initial);
  const removed: string[] = [];
  const unit = (id: string, e: LogEffect, n: number): Told => {
    const u = units.get(id);
    if (!u) throw new Error(`entry ${n}: effect ${JSON.stringify(e)} of a unit not on the board`);
    return u;
  };
  for (const entry of log)
    for (const e of entry.effects ?? []) {
      switch (e.kind) {
        case 'moved': {
          const u = unit(e.unit, e, entry.n);
          expect(u.at, `entry ${entry.n} ${entry.key}: moved from where it stood`).toBe(
            `${e.from.col},${e.from.row}`,
          );
          u.at = `${e.to.col},${e.to.row}`;
          if (e.facing !== undefined) u.facing = e.facing;
          break;
        }
        case 'lost': {
          const u = unit(e.unit, e, entry.n);
          expect(u.increments - e.increments, `entry ${entry.n}: increments left`).toBe(e.left);
          u.increments = e.left;
          break;
        }
        case 'state': {
          const u = unit(e.unit, e, entry.n);
          if (e.of === 'morale') {
            expect(u.morale, `entry ${entry.n}: morale before`).toBe(e.from);
            u.morale = e.to;
          } else {
            expect(u.readiness, `entry ${entry.n}: readiness before`).toBe(e.from);
            u.readiness = e.to;
          }
          break;
        }
        case 'removed': {
          // a unit removed already: its removal's reason changes (ruling R45)
          const again = removed.findIndex((r) => r.startsWith(`${e.unit} `));
          if (again >= 0 && !units.has(e.unit)) removed[again] = `${e.unit} ${e.reason}`;
          else {
            unit(e.unit, e, entry.n);
            units.delete(e.unit);
            // a pursuer off the map is no removal: its return-to-map obligation holds it
            if (e.reason !== 'off-map') removed.push(`${e.unit} ${e.reason}`);
          }
          break;
        }
        case 'rolled':
          expect({ kind: 'rolled', ...entry.dice }, `entry ${entry.n}: a roll is the entry's dice`).toEqual(
            e,
          );
          break;
      }
    }
  return { units, removed };
}

/** Checks that the effects of the log of `s`, replayed, give its board and removals. */
function checkEffects(s: ChargeState, where: string): void {
  const told = replay(s.initialBoard, s.log);
  expect(told.units, `${where}: the board the effects tell`).toEqual(toldOf(s.board));
  expect(told.removed, `${where}: the removals the effects tell`).toEqual(
    s.removed.map((r) => `${r.unit.id} ${r.reason}`),
  );
  const names = new Map(s.initialBoard.units.map((u) => [u.id, u.name]));
  for (const e of s.log)
    if (typeof e.params.stack === 'string')
      expect(
        e.units?.map((id) => names.get(id)).join(' + '),
        `${where}: entry ${e.n} ${e.key} names its stack's units`,
      ).toBe(e.params.stack);
  for (const e of s.log)
    if (e.dice)
      expect(e.effects?.[0], `${where}: entry ${e.n} rolled`).toEqual({ kind: 'rolled', ...e.dice });
}

const SCENARIOS = readdirSync('data/scenarios').filter((f) => f.endsWith('.json'));
const RULESETS = readdirSync('data/rulesets').filter((f) => f.endsWith('.json'));
const SEEDS = 6;
/** How many effects of each kind and move of each reason the walks met (the check is not empty). */
const seen = new Map<string, number>();

describe('the log as data: replaying the effects of the log gives the board', () => {
  for (const file of SCENARIOS)
    it(`${file}, under every shipped ruleset, after every event`, () => {
      for (const rs of RULESETS) {
        const l = loadScenario(`data/scenarios/${file}`, `data/rulesets/${rs}`);
        if (!l.ok) throw new Error(l.error.message);
        for (let seed = 1; seed <= SEEDS; seed++) {
          const dice = seededSource(seed);
          if (!dice.ok) throw new Error(dice.error.message);
          const ses = new ChargeSession({ ...l.value, dice: dice.value });
          const where = `${file} ${rs} seed ${seed}`;
          for (let i = 0; i < 300 && !ses.done; i++) {
            checkEffects(ses.state, `${where} event ${i}`);
            const p = ses.pending!;
            const n = p.kind === 'choice' ? p.options.length : 0;
            const r = p.kind === 'choice' ? ses.choose(seed % 2 === 1 ? 0 : (n - 1 + i) % n) : ses.autoRoll();
            if (!r.ok) throw new Error(`${where}: ${r.error.message}`);
          }
          expect(ses.done, where).toBe(true);
          checkEffects(ses.state, `${where} at the end`);
          for (const e of ses.state.log.flatMap((x) => x.effects ?? [])) {
            const k =
              e.kind === 'moved'
                ? `moved ${e.why}${e.facing === undefined ? '' : ' turning'}`
                : e.kind === 'state'
                  ? `state ${e.of} ${e.to}`
                  : e.kind === 'removed'
                    ? `removed ${e.reason}`
                    : e.kind;
            seen.set(k, (seen.get(k) ?? 0) + 1);
          }
        }
      }
    });

  it('the walks met every kind of effect the procedure and the doctrines write (the replay above is not empty)', () => {
    expect([...seen.keys()].sort()).toEqual([
      'lost',
      'moved advance',
      'moved bounce',
      'moved fall-back',
      'moved flight',
      'moved flight turning',
      'moved pursuit',
      'moved pursuit turning',
      'moved retreat',
      'moved rout',
      'removed eliminated',
      'removed fled',
      'removed off-map',
      'removed surrendered',
      'rolled',
      'state morale disordered',
      'state morale routed',
      'state readiness exhausted',
      'state readiness tired',
    ]);
  });

  it('a quiet log (the analysis) gets no entry and so no effect', async () => {
    const { startCharge } = await import('../../src/procedure/start.ts');
    const l = loadScenario('data/scenarios/01-reference-charge.json', 'data/rulesets/la-bataille.json');
    if (!l.ok) throw new Error(l.error.message);
    const { say } = await import('../../src/procedure/say.ts');
    const { produce } = await import('../../src/procedure/immer.ts');
    const dice = seededSource(1);
    if (!dice.ok) throw new Error(dice.error.message);
    const s = { ...startCharge(l.value.scenario, l.value.ruleset, dice.value), quietLog: true as const };
    const after = produce(s, (d) => {
      say(d, { rule: '10.5', key: 'loss.increment', params: { unit: 'x', left: 1 }, effects: [] });
    });
    expect(after.log).toEqual([]);
  });
});
