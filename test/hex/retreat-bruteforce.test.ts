// The layered search must pick exactly what brute force over all 6^N direction sequences picks,
// applying the same rules written out plainly (13.2.4 priorities, 10.5 zones, project rulings).
import { describe, expect, it } from 'vitest';
import type { RetreatRequest } from '../../src/hex/index.ts';
import { distance, findRetreatPaths, neighbor, zonesLeft } from '../../src/hex/index.ts';
import { type Board, onBoard } from '../../src/model/board.ts';
import { type Coord, coordKey, sameHex } from '../../src/model/coord.ts';
import { DIRECTIONS, type Direction } from '../../src/model/direction.ts';
import type { Formation, MoraleState, Unit } from '../../src/model/unit.ts';
import { board, HEXSIDES, h, TERRAIN, unit } from './fixtures.ts';

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function edgeDist(c: Coord, b: Board, side: string): number {
  const edge = b.sides.find((s) => s.id === side)!.homeEdge;
  if (edge === 'north') return c.row;
  if (edge === 'south') return b.height - 1 - c.row;
  if (edge === 'west') return c.col;
  return b.width - 1 - c.col;
}

interface Brute {
  paths: string[];
  key: number[] | undefined;
}

function brute(req: RetreatRequest): Brute {
  const b = req.board;
  const me = b.units.find((u) => req.units.includes(u.id))!;
  const start = me.at;
  const ignored = new Set(req.ignoreUnits ?? []);
  const others = b.units.filter((u) => !req.units.includes(u.id) && !ignored.has(u.id));
  const enemies = others.filter((u) => u.side !== me.side);
  const friends = others.filter((u) => u.side === me.side);
  const positions = [...enemies.filter((u) => u.moraleState !== 'routed').map((u) => u.at), ...req.awayFrom];
  const nearest = (c: Coord): number =>
    Math.min(Number.POSITIVE_INFINITY, ...positions.map((p) => distance(c, p)));
  const terrain = (c: Coord) => TERRAIN.find((t) => t.id === (b.terrain[coordKey(c)] ?? b.defaultTerrain))!;
  const d0 = nearest(start);
  const found: { path: Coord[]; key: number[] }[] = [];
  const walk = (path: Coord[]): void => {
    const cur = path[path.length - 1] ?? start;
    if (path.length === req.hexes) {
      const here = friends.filter((u) => sameHex(u.at, cur)).length;
      if (here + req.units.length > req.stackingLimit) return;
      let cost = 0;
      let fr = 0;
      let zones = 0;
      let prev = start;
      for (const c of path) {
        cost += terrain(c).moveCost;
        if (friends.some((u) => sameHex(u.at, c))) fr++;
        zones += zonesLeft(prev, c, enemies, req.hexsides, req.routedHaveZoc).length;
        prev = c;
      }
      const near = nearest(cur);
      const nearestOnes = positions.filter((p) => distance(p, cur) === near);
      const behind = nearestOnes.some((p) => edgeDist(cur, b, me.side) > edgeDist(p, b, me.side));
      found.push({ path, key: [cost, fr, -near, terrain(cur).cover ? 0 : 1, zones, behind ? 1 : 0] });
      return;
    }
    for (const d of DIRECTIONS) {
      const next = neighbor(cur, d as Direction);
      if (distance(start, next) !== path.length + 1) continue;
      if (!onBoard(b, next) || terrain(next).kind === 'impassable') continue;
      if (enemies.some((u) => sameHex(u.at, next))) continue;
      if (nearest(next) < d0) continue;
      walk([...path, next]);
    }
  };
  walk([]);
  const cmp = (x: number[], y: number[]): number => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  };
  found.sort((x, y) => cmp(x.key, y.key));
  const top = found[0]?.key;
  const best = top ? found.filter((f) => cmp(f.key, top) === 0) : [];
  return { paths: best.map((f) => f.path.map(coordKey).join(' ')).sort(), key: top };
}

const FORMATIONS: [Unit['arm'], Formation][] = [
  ['infantry', 'column'],
  ['infantry', 'line'],
  ['infantry', 'square'],
  ['artillery', 'unlimbered'],
  ['cavalry', 'line'],
];
const MORALE: MoraleState[] = ['good', 'good', 'disordered', 'routed'];
const TERRAIN_IDS = ['clear', 'rough', 'town', 'woods', 'lake', 'lake', 'lake'];

function randomCase(seed: number): RetreatRequest {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const size = 8;
  const start = h(1 + Math.floor(r() * 6), 1 + Math.floor(r() * 6));
  const density = 0.2 + 0.5 * r();
  const terrain: Record<string, string> = {};
  for (let col = 0; col < size; col++) {
    for (let row = 0; row < size; row++) {
      if (r() < density) terrain[`${col},${row}`] = pick(TERRAIN_IDS);
    }
  }
  delete terrain[coordKey(start)];
  const units: Unit[] = [unit({ id: 'R', side: 'fr', at: start }), unit({ id: 'R2', side: 'fr', at: start })];
  const free = (): Coord => {
    for (;;) {
      const c = h(Math.floor(r() * size), Math.floor(r() * size));
      if (!sameHex(c, start)) return c;
    }
  };
  const near = neighbor(start, pick(DIRECTIONS));
  const far = neighbor(near, pick(DIRECTIONS));
  const charger = r() < 0.5 || sameHex(far, start) ? near : far;
  const nEnemies = 1 + Math.floor(r() * 8);
  for (let i = 0; i < nEnemies; i++) {
    const [arm, formation] = pick(FORMATIONS);
    units.push(
      unit({
        id: `E${i}`,
        side: 'al',
        // E0, the charger, is adjacent or two hexes away (then hexes as close as it are refused)
        at: i === 0 ? charger : free(),
        facing: pick(DIRECTIONS),
        arm,
        formation,
        moraleState: i === 0 ? 'good' : pick(MORALE),
      }),
    );
  }
  const nFriends = Math.floor(r() * 5);
  for (let i = 0; i < nFriends; i++) units.push(unit({ id: `F${i}`, side: 'fr', at: free() }));
  const homes = pick([
    { fr: 'south', al: 'north' },
    { fr: 'east', al: 'west' },
    { fr: 'north', al: 'south' },
  ] as const);
  return {
    board: board({ width: size, height: size, terrain, units, homes }),
    terrain: TERRAIN,
    hexsides: HEXSIDES,
    routedHaveZoc: r() < 0.5,
    stackingLimit: 2 + Math.floor(r() * 3),
    units: r() < 0.5 ? ['R'] : ['R', 'R2'],
    hexes: 1 + Math.floor(r() * 4),
    awayFrom: [units[2]!.at],
    ignoreUnits: r() < 0.3 ? ['E1'] : [],
    maxPaths: 100000,
  };
}

describe('findRetreatPaths agrees with brute force', () => {
  const seeds = Array.from({ length: 300 }, (_, i) => i + 1);
  it('on 300 random boards (1-4 hexes, random terrain, enemies, friends, zones, stacking)', () => {
    let withPaths = 0;
    let surrendered = 0;
    let multi = 0;
    for (const seed of seeds) {
      const req = randomCase(seed);
      const got = findRetreatPaths(req);
      const want = brute(req);
      const gotPaths = got.best.map((p) => p.path.map(coordKey).join(' ')).sort();
      expect(gotPaths, `seed ${seed}`).toEqual(want.paths);
      expect(got.tied, `seed ${seed}`).toBe(want.paths.length);
      for (const p of got.best) {
        const key = [
          p.cost,
          p.friendsPassed,
          -p.endDistance,
          p.endCover ? 0 : 1,
          p.zonesLeft,
          p.behindEnemyLines ? 1 : 0,
        ];
        expect(key, `seed ${seed}`).toEqual(want.key);
        expect(p.zonesLeftBy, `seed ${seed}`).toHaveLength(p.zonesLeft);
      }
      if (want.paths.length === 0) surrendered++;
      else withPaths++;
      if (want.paths.length > 1) multi++;
    }

    // the random cases exercise both outcomes and ties
    expect(withPaths).toBeGreaterThan(100);
    expect(surrendered).toBeGreaterThan(5);
    expect(multi).toBeGreaterThan(30);
  });
});
