import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadRuleset } from '../../cli/load.ts';
import { validateScenario } from '../../src/data/index.ts';
import { mulberry32 } from '../../src/dice/index.ts';
import { distance, neighbor } from '../../src/hex/index.ts';
import { type Coord, coordKey, hexLabel } from '../../src/model/coord.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { Ruleset } from '../../src/model/ruleset.ts';
import type { Scenario } from '../../src/model/scenario.ts';

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;

/** The shipped ruleset files (data/rulesets/*.json), loaded once the way the CLI loads them. */
export const RULESETS: readonly { readonly id: string; readonly file: string; readonly ruleset: Ruleset }[] =
  readdirSync(join(ROOT, 'data/rulesets'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = join(ROOT, 'data/rulesets', f);
      const r = loadRuleset(file);
      if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
      return { id: r.value.id, file, ruleset: r.value };
    });

/** A seeded source of random draws for the generator (mulberry32, the engine's own PRNG). */
export class Rng {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  /** A whole number in 0..n-1. */
  int(n: number): number {
    const r = mulberry32(this.#state);
    this.#state = r.state;
    return r.output % n;
  }
  /** A whole number in lo..hi. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }
  /** One of the items. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** The items in a random order. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

type Json = Record<string, unknown>;

/** A generated charge: which generator seed made it, the ruleset, the scenario JSON, the dice and choice seeds. */
export interface GeneratedCharge {
  readonly seed: number;
  readonly rulesetId: string;
  readonly json: Json;
  readonly diceSeed: number;
  readonly choiceSeed: number;
}

const EDGES = ['north', 'south', 'east', 'west'] as const;
const d66 = (r: Rng) => r.range(1, 6) * 10 + r.range(1, 6);

/** One unit of an arm with random printed values and state. */
function unitOf(r: Rng, arm: string, opts: { routedP: number; disorderedP: number; strong?: boolean }): Json {
  const full = arm === 'artillery' ? r.range(1, 4) : arm === 'cavalry' ? r.range(2, 8) : r.range(2, 10);
  const u: Json = {
    arm,
    increments: opts.strong ? full : r.range(1, full),
    fullIncrements: full,
    melee: opts.strong ? r.range(10, 18) : r.range(arm === 'artillery' ? 0 : 1, arm === 'artillery' ? 3 : 14),
    fire: arm === 'cavalry' ? 0 : r.range(0, 9),
    morale: d66(r),
    moraleState: r.chance(opts.routedP) ? 'routed' : r.chance(opts.disorderedP) ? 'disordered' : 'good',
    facing: r.range(0, 5),
  };
  if (arm === 'infantry') u.formation = r.pick(['line', 'line', 'column', 'square', 'general-order']);
  if (arm === 'artillery') {
    u.formation = r.pick(['limbered', 'unlimbered', 'unlimbered']);
    u.supplied = r.chance(0.7);
  }
  if (arm === 'cavalry') {
    u.formation = r.pick(['line', 'line', 'column']);
    u.weight = r.pick(['heavy', 'light']);
    if (r.chance(0.3)) u.lancer = true;
    u.readiness = r.pick(['fresh', 'fresh', 'fresh', 'tired', 'exhausted']);
    if (r.chance(0.7)) u.movementLeft = r.range(0, 12);
  }
  // values of the flight and pursuit doctrines (seeds 000-002), sometimes left to the ruleset's defaults
  if (r.chance(0.5)) u.movement = r.pick([10, 15, 20, 25]);
  if (r.chance(0.5)) u.leadership = r.range(5, 9);
  if (r.chance(0.5)) u.unitStrength = r.range(5, 30);
  if (r.chance(0.5)) u.ranks = r.range(1, 4);
  return u;
}

const anyArm = (r: Rng) => r.pick(['infantry', 'infantry', 'infantry', 'cavalry', 'artillery']);

/**
 * A charge scenario from a generator seed: a board of 6-14 hexes a side (the charging stack sometimes
 * next to an edge), rivers (lines of impassable river hexes), chateaux (special structures), woods and
 * towns (general-order terrain), marsh and lone impassable hexes; 1-3 charging cavalry units in one
 * stack; 1-3 target hexes of 1-3 units each (any arm, some routed or disordered; sometimes all cavalry
 * or all routed, for the other two procedures); leaders on both sides (with stacks, sometimes alone);
 * bystanders of both sides near the charge. The validator may still refuse a draw (see generateCharge).
 */
export function generateScenario(seed: number, ruleset: Ruleset): Json {
  const r = new Rng(seed);
  const width = r.range(6, 14);
  const height = r.range(6, 14);
  const nearEdge = r.chance(0.35);
  const A: Coord = nearEdge
    ? r.pick([
        { col: r.range(0, 1), row: r.range(0, height - 1) },
        { col: width - 1 - r.range(0, 1), row: r.range(0, height - 1) },
        { col: r.range(0, width - 1), row: r.range(0, 1) },
        { col: r.range(0, width - 1), row: height - 1 - r.range(0, 1) },
      ])
    : { col: r.range(2, width - 3), row: r.range(2, height - 3) };
  const inside = (c: Coord) => c.col >= 0 && c.row >= 0 && c.col < width && c.row < height;
  const limit = ruleset.settings.stackingLimit;
  const units: Json[] = [];
  const holders = new Map<string, { side: string; n: number }>();
  const put = (u: Json, id: string, side: string, at: Coord): boolean => {
    const k = coordKey(at);
    const h = holders.get(k);
    if (!inside(at) || (h && (h.side !== side || h.n >= limit))) return false;
    holders.set(k, { side, n: (h?.n ?? 0) + 1 });
    units.push({ id, name: id, side, ...u, at: hexLabel(at) });
    return true;
  };

  // the charging stack
  // half the charges bring strong cavalry, so that defenders retreat, rout and are pursued as often as attackers bounce
  const strong = r.chance(0.5);
  const nAtt = r.range(1, 3);
  for (let i = 0; i < nAtt; i++) {
    const u = unitOf(r, 'cavalry', { routedP: 0, disorderedP: 0.25, strong });
    put(u, `a${i}`, 'french', A);
  }
  // target hexes: 1-3 neighbours of the stack on the board
  const dirs = r
    .shuffle([0, 1, 2, 3, 4, 5] as Direction[])
    .map((d) => neighbor(A, d))
    .filter(inside);
  const nTargets = Math.min(dirs.length, r.pick([1, 1, 1, 2, 2, 3]));
  const targets = dirs.slice(0, nTargets);
  const flavour = r.pick(['mixed', 'mixed', 'mixed', 'cavalry', 'routed']);
  let k = 0;
  for (const T of targets) {
    const n = r.range(1, 3);
    for (let i = 0; i < n; i++) {
      const arm = flavour === 'cavalry' ? 'cavalry' : anyArm(r);
      const u = unitOf(r, arm, {
        routedP: flavour === 'routed' ? 1 : 0.15,
        disorderedP: 0.3,
      });
      put(u, `d${k++}`, 'austrian', T);
    }
  }
  // bystanders of both sides near the charge: friends in the way, enemies nearby
  const nOthers = r.range(0, 7);
  for (let i = 0; i < nOthers; i++) {
    const friend = r.chance(0.45);
    const at = { col: A.col + r.range(-4, 4), row: A.row + r.range(-4, 4) };
    if (distance(A, at) === 0) continue;
    put(
      unitOf(r, anyArm(r), { routedP: 0.15, disorderedP: 0.25 }),
      `o${i}`,
      friend ? 'french' : 'austrian',
      at,
    );
  }

  // terrain
  const terrain: Record<string, string> = {};
  const occupied = (c: Coord) => holders.has(coordKey(c));
  const set = (c: Coord, t: string) => {
    if (!inside(c)) return;
    if (t === 'river' && occupied(c)) return;
    terrain[hexLabel(c)] = t;
  };
  const rivers = r.pick([0, 0, 1, 1, 2]);
  for (let i = 0; i < rivers; i++) {
    let c = { col: A.col + r.range(-3, 3), row: A.row + r.range(-3, 3) };
    const d = r.range(0, 5) as Direction;
    const len = r.range(2, 8);
    for (let j = 0; j < len; j++) {
      set(c, 'river');
      c = neighbor(c, r.chance(0.7) ? d : (((d + r.pick([1, 5])) % 6) as Direction));
    }
  }
  const patches = r.range(0, 8);
  for (let i = 0; i < patches; i++) {
    const c = { col: A.col + r.range(-4, 4), row: A.row + r.range(-4, 4) };
    set(c, r.pick(['woods', 'woods', 'town', 'chateau', 'chateau', 'marsh', 'river']));
  }
  // the target hexes themselves are often in woods, towns or chateaux
  for (const T of targets) if (r.chance(0.3)) set(T, r.pick(['woods', 'town', 'chateau']));

  // leaders: with the charging stack, with target stacks, with bystanders, sometimes alone
  const leaders: Json[] = [];
  const leader = (id: string, side: string, at: Coord) => {
    const l: Json = { id, name: id, side, at: hexLabel(at), meleeModifier: r.range(-2, 4) };
    if (r.chance(0.4)) l.moraleModifier = r.range(-2, 4);
    if (r.chance(0.5)) l.leadership = r.range(6, 10);
    leaders.push(l);
  };
  if (r.chance(0.5)) leader('la', 'french', A);
  targets.forEach((T, i) => {
    if (r.chance(0.3)) leader(`ld${i}`, 'austrian', T);
  });
  for (const u of units.filter((x) => String(x.id).startsWith('o'))) {
    if (!r.chance(0.2)) continue;
    const at = u.at as string;
    if (!leaders.some((l) => l.at === at))
      leaders.push({ id: `l${u.id}`, name: `l${u.id}`, side: u.side, at, meleeModifier: r.range(-1, 3) });
  }
  if (r.chance(0.15)) {
    const at = { col: r.range(0, width - 1), row: r.range(0, height - 1) };
    if (!occupied(at) && terrain[hexLabel(at)] !== 'river')
      leader('lone', r.pick(['french', 'austrian']), at);
  }

  const [e1, e2] = r.shuffle(EDGES);
  return {
    kind: 'scenario',
    id: `generated-${seed}`,
    title: `generated charge ${seed}`,
    description: 'generated by test/properties/generator.ts',
    board: { width, height, defaultTerrain: 'clear', terrain },
    sides: [
      { id: 'french', name: 'French', homeEdge: e1 },
      { id: 'austrian', name: 'Austrian', homeEdge: e2 },
    ],
    units,
    leaders,
    charge: {
      attackers: units.filter((u) => String(u.id).startsWith('a')).map((u) => u.id),
      targets: targets.map(hexLabel),
    },
  };
}

/** Validates a scenario JSON under a ruleset with the CLI's validator; the scenario, or undefined when refused. */
export function accepted(json: Json, ruleset: Ruleset): Scenario | undefined {
  const v = validateScenario(json, `generated-${String(json.id)}.json`, ruleset);
  return v.ok ? v.value : undefined;
}

/**
 * The generated charge of a generator seed: the ruleset is the seed's turn among the shipped ones (so
 * each gets a quarter of the runs); draws the validator refuses are redrawn from the next sub-seed.
 */
export function generateCharge(
  seed: number,
): GeneratedCharge & { readonly scenario: Scenario; readonly ruleset: Ruleset } {
  const { id, ruleset } = RULESETS[seed % RULESETS.length]!;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const sub = (Math.imul(seed, 0x9e3779b1) + attempt * 7919) >>> 0;
    const json = generateScenario(sub, ruleset);
    const scenario = accepted(json, ruleset);
    if (scenario === undefined) continue;
    const r = new Rng(sub ^ 0x5bd1e995);
    return {
      seed,
      rulesetId: id,
      json,
      diceSeed: r.int(0x7fffffff),
      choiceSeed: r.int(0x7fffffff),
      scenario,
      ruleset,
    };
  }
  throw new Error(`generator seed ${seed}: the validator refused 1000 draws`);
}
