import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  bundledRulesetIds,
  type ChargeSession,
  type ChargeState,
  createCharge,
  DEFAULT_RULESET_ID,
  defaultRuleset,
  type LoadedScenario,
  loadBundledRuleset,
  loadScenarioFromJson,
} from '../../machines/index.ts';
import { mulberry32 } from '../../src/dice/index.ts';
import { neighbor } from '../../src/hex/index.ts';
import { type Coord, hexLabel } from '../../src/model/coord.ts';
import type { Direction } from '../../src/model/direction.ts';

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;

/** The text of a repository file. */
export function text(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** A scenario file loaded through the public API (the test fails on a refusal). */
export function loaded(path: string): LoadedScenario {
  const r = loadScenarioFromJson(text(path), { file: path });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A new charge of a scenario file with a seed (the test fails on a refusal). */
export function session(path: string, seed = 1): ChargeSession {
  const r = createCharge({ ...loaded(path), dice: { seed } });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The option a deterministic "player" picks at event number `i`: from a seed, independent of history. */
export function pick(choiceSeed: number, i: number, n: number): number {
  return mulberry32((choiceSeed + Math.imul(i, 0x9e3779b1)) >>> 0).output % n;
}

/** Sends one event: a choice picked by the player seed, or a roll from the charge's own dice. */
export function step(s: ChargeSession, choiceSeed: number): void {
  const p = s.pending;
  const r =
    p?.kind === 'choice' ? s.choose(pick(choiceSeed, s.events.length, p.options.length)) : s.autoRoll();
  if (!r.ok) throw new Error(`refused at ${s.step}: ${r.error.code}: ${r.error.message}`);
}

/** The state as plain JSON without the (large, constant) ruleset: for comparing runs. */
export function plain(state: ChargeState): unknown {
  const { ruleset: _, ...rest } = state;
  return JSON.parse(JSON.stringify(rest));
}

// ---------------------------------------------------------------------------------------------------
// Generated scenarios (property tests)

const d66 = fc
  .integer({ min: 1, max: 6 })
  .chain((t) => fc.integer({ min: 1, max: 6 }).map((u) => t * 10 + u));
const facing = fc.integer({ min: 0, max: 5 });

const cavalry = fc.record({
  arm: fc.constant('cavalry'),
  weight: fc.constantFrom('heavy', 'light'),
  lancer: fc.boolean(),
  increments: fc.integer({ min: 1, max: 8 }),
  extra: fc.integer({ min: 0, max: 2 }),
  melee: fc.integer({ min: 1, max: 16 }),
  fire: fc.constant(0),
  morale: d66,
  formation: fc.constantFrom('line', 'column'),
  moraleState: fc.constantFrom('good', 'good', 'disordered'),
  readiness: fc.constantFrom('fresh', 'fresh', 'tired', 'exhausted'),
  facing,
  movementLeft: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
});

const infantry = fc.record({
  arm: fc.constant('infantry'),
  increments: fc.integer({ min: 1, max: 10 }),
  extra: fc.integer({ min: 0, max: 3 }),
  melee: fc.integer({ min: 0, max: 12 }),
  fire: fc.integer({ min: 0, max: 10 }),
  morale: d66,
  formation: fc.constantFrom('line', 'column', 'square', 'general-order'),
  moraleState: fc.constantFrom('good', 'good', 'disordered', 'routed'),
  facing,
});

const artillery = fc.record({
  arm: fc.constant('artillery'),
  increments: fc.integer({ min: 1, max: 4 }),
  extra: fc.integer({ min: 0, max: 1 }),
  melee: fc.integer({ min: 0, max: 3 }),
  fire: fc.integer({ min: 0, max: 8 }),
  morale: d66,
  formation: fc.constantFrom('limbered', 'unlimbered'),
  moraleState: fc.constantFrom('good', 'disordered', 'routed'),
  supplied: fc.boolean(),
  facing,
});

const anyUnit = fc.oneof(infantry, cavalry, artillery);

type GenUnit = Record<string, unknown> & { arm: string; increments: number; extra: number };

function unitJson(u: GenUnit, id: string, side: string, at: Coord): Record<string, unknown> {
  const { extra, ...rest } = u;
  const out: Record<string, unknown> = {
    ...rest,
    id,
    name: id,
    side,
    at: hexLabel(at),
    fullIncrements: u.increments + extra,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** A generated charge: the scenario JSON, a dice seed and the seed of the player's choices. */
export interface GeneratedCharge {
  readonly json: Record<string, unknown>;
  readonly seed: number;
  readonly choiceSeed: number;
  /** The bundled ruleset it runs under (HEXCHARGE_PROPERTY_RULESETS=all draws among every bundled one). */
  readonly ruleset?: string;
}

const TERRAINS = ['clear', 'woods', 'town', 'chateau', 'marsh', 'river'] as const;
const EDGES = ['north', 'south', 'east', 'west'] as const;

/**
 * Valid scenarios on small boards: a charging stack of 1-3 cavalry in the interior, a target stack of
 * 1-3 units of any arm in an adjacent hex (sometimes a second target stack in the next hex), 0-5 more units of either side, some terrain, leaders; every
 * one passes validation (filtered through the public loader).
 */
export const generatedCharge: fc.Arbitrary<GeneratedCharge> = fc
  .record({
    width: fc.integer({ min: 5, max: 9 }),
    height: fc.integer({ min: 5, max: 9 }),
    ax: fc.nat(),
    ay: fc.nat(),
    dir: fc.integer({ min: 0, max: 5 }),
    attackers: fc.array(cavalry, { minLength: 1, maxLength: 3 }),
    defenders: fc.array(anyUnit, { minLength: 1, maxLength: 3 }),
    // HEXCHARGE_PROPERTY_SECOND_TARGET=0 turns the second target hex off (to hunt bugs other than the two-hex ones).
    second:
      process.env.HEXCHARGE_PROPERTY_SECOND_TARGET === '0'
        ? fc.constant(undefined)
        : fc.option(fc.array(anyUnit, { minLength: 1, maxLength: 3 }), { nil: undefined, freq: 3 }),
    others: fc.array(fc.record({ unit: anyUnit, x: fc.nat(), y: fc.nat(), friend: fc.boolean() }), {
      maxLength: 5,
    }),
    terrain: fc.array(fc.record({ x: fc.nat(), y: fc.nat(), t: fc.constantFrom(...TERRAINS) }), {
      maxLength: 8,
    }),
    attackerLeader: fc.option(fc.integer({ min: -2, max: 4 }), { nil: undefined }),
    defenderLeader: fc.option(fc.integer({ min: -2, max: 4 }), { nil: undefined }),
    edges: fc
      .constantFrom(...EDGES)
      .chain((a) => fc.constantFrom(...EDGES.filter((e) => e !== a)).map((b) => [a, b] as const)),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    choiceSeed: fc.integer({ min: 0, max: 0xffffffff }),
    ruleset:
      process.env.HEXCHARGE_PROPERTY_RULESETS === 'all'
        ? fc.constantFrom(...bundledRulesetIds())
        : fc.constant(DEFAULT_RULESET_ID),
  })
  .map((g) => {
    const A = { col: 1 + (g.ax % (g.width - 2)), row: 1 + (g.ay % (g.height - 2)) };
    const T = neighbor(A, g.dir as Direction);
    const units: Record<string, unknown>[] = [];
    const count = new Map<string, { n: number; side: string }>();
    const put = (u: GenUnit, id: string, side: string, at: Coord): boolean => {
      const k = `${at.col},${at.row}`;
      const c = count.get(k);
      if (c && (c.side !== side || c.n >= 3)) return false;
      count.set(k, { n: (c?.n ?? 0) + 1, side });
      units.push(unitJson(u, id, side, at));
      return true;
    };
    g.attackers.forEach((u, i) => {
      put({ ...u, moraleState: u.moraleState } as GenUnit, `a${i}`, 'french', A);
    });
    g.defenders.forEach((u, i) => {
      put(u as GenUnit, `d${i}`, 'austrian', T);
    });
    const T2 = neighbor(A, ((g.dir + 1) % 6) as Direction);
    g.second?.forEach((u, i) => {
      put(u as GenUnit, `e${i}`, 'austrian', T2);
    });
    g.others.forEach((o, i) => {
      const at = { col: o.x % g.width, row: o.y % g.height };
      put(o.unit as GenUnit, `o${i}`, o.friend ? 'french' : 'austrian', at);
    });
    const terrain: Record<string, string> = {};
    for (const t of g.terrain) {
      const at = { col: t.x % g.width, row: t.y % g.height };
      const occupied = count.has(`${at.col},${at.row}`);
      if (t.t === 'river' && occupied) continue;
      terrain[hexLabel(at)] = t.t;
    }
    const leaders: Record<string, unknown>[] = [];
    if (g.attackerLeader !== undefined) {
      leaders.push({
        id: 'la',
        name: 'la',
        side: 'french',
        at: hexLabel(A),
        meleeModifier: g.attackerLeader,
      });
    }
    if (g.defenderLeader !== undefined) {
      leaders.push({
        id: 'ld',
        name: 'ld',
        side: 'austrian',
        at: hexLabel(T),
        meleeModifier: g.defenderLeader,
      });
    }
    const json = {
      kind: 'scenario',
      id: 'generated',
      title: 'generated',
      description: 'generated by fast-check',
      board: { width: g.width, height: g.height, defaultTerrain: 'clear', terrain },
      sides: [
        { id: 'french', name: 'French', homeEdge: g.edges[0] },
        { id: 'austrian', name: 'Austrian', homeEdge: g.edges[1] },
      ],
      units,
      leaders,
      charge: {
        attackers: g.attackers.map((_, i) => `a${i}`),
        targets: g.second ? [hexLabel(T), hexLabel(T2)] : [hexLabel(T)],
      },
    };
    return { json, seed: g.seed, choiceSeed: g.choiceSeed, ruleset: g.ruleset };
  })
  .filter((g) => loadScenarioFromJson(g.json, { ruleset: defaultRuleset() }).ok);

/** A new charge of a generated scenario. */
export function generatedSession(g: GeneratedCharge): ChargeSession {
  const rs = loadBundledRuleset(g.ruleset ?? DEFAULT_RULESET_ID);
  if (!rs.ok) throw new Error(rs.error.message);
  const l = loadScenarioFromJson(g.json, { ruleset: rs.value });
  if (!l.ok) throw new Error(l.error.message);
  const r = createCharge({ ...l.value, dice: { seed: g.seed } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
