import { isDraft, original } from 'immer';
import { onBoard } from '../model/board.ts';
import { type Coord, coordKey } from '../model/coord.ts';
import type { TerrainType } from '../model/terrain.ts';
import type { Unit } from '../model/unit.ts';
import { behindEnemyLines } from './behindEnemyLines.ts';
import { CUBE_STEPS, type Cube, cubeDistance, fromCube, toCube } from './cube.ts';
import type { RetreatPath, RetreatRequest, RetreatSearch } from './retreatTypes.ts';
import { zocHexes } from './zocHexes.ts';

const DEFAULT_MAX_PATHS = 256;
const STEP_Q = Int32Array.from(CUBE_STEPS, (step) => step[0]);
const STEP_R = Int32Array.from(CUBE_STEPS, (step) => step[1]);

/** Lexicographic comparison of two equal-length number tuples. */
function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1; // no subtraction: Infinity - Infinity is NaN
  }
  return 0;
}

/** Lexicographic comparison of (cost, friends, zones) triples without allocating (the DP's hot path). */
function compareTriple(a1: number, a2: number, a3: number, b1: number, b2: number, b3: number): number {
  if (a1 !== b1) return a1 < b1 ? -1 : 1;
  if (a2 !== b2) return a2 < b2 ? -1 : 1;
  if (a3 !== b3) return a3 < b3 ? -1 : 1;
  return 0;
}

/** Compares two hex sequences column then row, hex by hex. */
function comparePaths(a: readonly Coord[], b: readonly Coord[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]!.col - b[i]!.col || a[i]!.row - b[i]!.row;
    if (d !== 0) return d;
  }
  return 0;
}

/** Most searches kept by the cache (least recently used dropped first). */
const CACHE_SIZE = 1024;
const cache = new Map<string, RetreatSearch>();
const stats = { hits: 0, misses: 0 };
const refIds = new WeakMap<object, number>();
let nextRefId = 0;

/** A small number standing for a frozen object (static data: terrain tables, a scenario's terrain map). */
function refId(o: object): number {
  let id = refIds.get(o);
  if (id === undefined) {
    // Stryker disable next-line UpdateOperator: ids counted down (0, -1, -2...) are as distinct as ids counted up
    id = nextRefId++;
    refIds.set(o, id);
  }
  return id;
}

/**
 * The cache key of a request: the static data by reference (it must be frozen, as validated data is:
 * otherwise undefined, and the search is not cached) and everything the search reads of the units
 * (id, side, hex, morale, arm, formation, facing), the leaders' sides and hexes, and of the request, by value;
 * ids and sides are written as JSON strings, so no id can pass for a separator ("R,S" is not "R" and
 * "S"). Two requests with the same key read the same data, so they find the same paths.
 */
function signature(req: RetreatRequest): string | undefined {
  const b = req.board;
  if (!Object.isFrozen(b.terrain) || !Object.isFrozen(req.terrain) || !Object.isFrozen(req.hexsides)) {
    return undefined;
  }
  const sides = JSON.stringify(b.sides.map((x) => [x.id, x.homeEdge ?? '']));
  // Stryker disable next-line ArrayDeclaration: with no list given the key reads 'Stryker was here' where it read nothing: at most a second entry for one search (no unit has that id)
  let sig = `${refId(b.terrain)} ${refId(req.terrain)} ${refId(req.hexsides)} ${b.width}x${b.height} ${b.defaultTerrain} ${sides} ${req.routedHaveZoc} ${req.stackingLimit} ${req.hexes} ${req.maxPaths ?? ''} ${JSON.stringify(req.units)} ${JSON.stringify(req.ignoreUnits ?? [])} ${req.awayFrom.map(coordKey).join(';')} |`;
  for (const u of b.units) {
    sig += `${JSON.stringify(u.id)} ${JSON.stringify(u.side)} ${u.at.col},${u.at.row} ${u.moraleState} ${u.arm} ${u.formation} ${u.facing};`;
  }
  // Leaders too: a hex where an enemy leader stands is closed to the move.
  // Stryker disable next-line StringLiteral: a unit's entry has seven fields and a leader's two, each ended by ';', so the lists part the same way without the bar
  sig += '|';
  for (const l of b.leaders) sig += `${JSON.stringify(l.side)} ${l.at.col},${l.at.row};`;
  return sig;
}

function undraft<T>(x: T): T {
  return isDraft(x) ? (original(x as never) as T) : x;
}

function deepFreeze<T>(o: T): T {
  if (o !== null && typeof o === 'object' && !Object.isFrozen(o)) {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

/** How the retreat search cache has served so far (for the bench), and its size. */
export function retreatSearchCacheStats(): {
  readonly hits: number;
  readonly misses: number;
  readonly size: number;
} {
  return { hits: stats.hits, misses: stats.misses, size: cache.size };
}

/** Empties the retreat search cache and its counters (for measurements). */
export function clearRetreatSearchCache(): void {
  cache.clear();
  stats.hits = 0;
  stats.misses = 0;
}

/**
 * The best retreat / rout paths of a stack (13.2.4 priorities, 10.5 zones), with project rulings:
 * every step enters a hex one farther from the start hex (an N-hex move ends exactly N hexes away
 * and never loops); a hex entered must be on the board, not impassable (nor of a terrain type the
 * ruleset lacks), not hold an enemy unit or leader, and be no closer to the nearest enemy position than the
 * start hex was ("never closer to the enemy"); the end hex must keep the stack within the stacking
 * limit with the friendly units already there. Enemy positions = non-routed units of other sides
 * plus the `awayFrom` hexes; `ignoreUnits` are absent. Among valid paths, lexicographically:
 * (1) least terrain cost of hexes entered, (2) fewest hexes entered holding friends, (3) greatest
 * distance from the nearest enemy at the end, (4) ending in cover, (5) fewest zones left (10.5,
 * summed per step, the start hex included), (6) not behind enemy lines (see behindEnemyLines).
 *
 * Exact without enumerating 6^N paths: since step k always lands on ring k around the start, a
 * layered DP over the hexes of the disk keeps per hex the lexicographically least (cost, friends,
 * zones) and the predecessors achieving it (lexicographic order is compatible with addition); the
 * end-hex criteria (3, 4, 6) are then ranked per end hex. Tied paths come back ordered by end hex
 * (farthest from `awayFrom` first, then column, row), then by hex sequence.
 *
 * Searches are cached by a signature of the board and the request (an analysis of one charge asks the
 * same few searches hundreds of times): the result is frozen and shared, so it must not be changed.
 * The memory of a search is bounded by the board, whatever the length of the move.
 */
export function findRetreatPaths(request: RetreatRequest): RetreatSearch {
  // The procedure asks from inside an immer draft: read the ruleset's tables as the plain frozen data
  // they are, not through draft proxies (which cost more than the search and cannot be cached).
  const req: RetreatRequest = {
    ...request,
    terrain: undraft(request.terrain),
    hexsides: undraft(request.hexsides),
    board: undraft(request.board),
  };
  const sig = signature(req);
  if (sig === undefined) return searchRetreatPaths(req);
  const known = cache.get(sig);
  if (known !== undefined) {
    stats.hits++;
    // Most recently used last: a Map iterates in insertion order, so the first key is the oldest.
    cache.delete(sig);
    cache.set(sig, known);
    return known;
  }
  stats.misses++;
  const found = deepFreeze(searchRetreatPaths(req));
  cache.set(sig, found);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return found;
}

/** The retreat search itself, without the cache (see findRetreatPaths). */
export function searchRetreatPaths(req: RetreatRequest): RetreatSearch {
  const { board } = req;
  const n = Math.max(0, Math.floor(req.hexes));
  const maxPaths = req.maxPaths ?? DEFAULT_MAX_PATHS;
  const retreating = new Set(req.units);
  // Stryker disable next-line ArrayDeclaration: ignoring a unit of id 'Stryker was here' when none is given ignores nothing: no unit has that id
  const ignored = new Set(req.ignoreUnits ?? []);
  const first = board.units.find((u) => retreating.has(u.id));
  if (first === undefined) return { best: [], tied: 0, considered: 0 };
  const side = first.side;
  const start = first.at;
  const sc = toCube(start);

  // Local index of the disk of radius n around the start, cut to the board: the (q, r) box of the
  // disk's square that the board's hexes can occupy (odd-q: q = col, r = row - floor(col / 2)), so
  // the memory is bounded by the board whatever the move's length.
  const qMin = Math.max(sc.q - n, 0);
  const qMax = Math.min(sc.q + n, board.width - 1);
  const rMin = Math.max(sc.r - n, -((board.width - 1) >> 1));
  const rMax = Math.min(sc.r + n, board.height - 1);
  const span = Math.max(0, rMax - rMin + 1);
  const size = Math.max(0, qMax - qMin + 1) * span;
  const inBox = (q: number, r: number): boolean => q >= qMin && q <= qMax && r >= rMin && r <= rMax;
  const idx = (q: number, r: number): number => (q - qMin) * span + (r - rMin);
  const qOf = (h: number): number => Math.floor(h / span) + qMin;
  const rOf = (h: number): number => (h % span) + rMin;
  const inDisk = (c: Cube): boolean => cubeDistance(c.q, c.r, sc.q, sc.r) <= n && inBox(c.q, c.r);
  // A stack off the board (not a legal position) has nowhere to go.
  if (!inBox(sc.q, sc.r)) return { best: [], tied: 0, considered: 0 };

  const friendsAt = new Int32Array(size);
  const enemyAt = new Uint8Array(size);
  // Stryker disable next-line ArrayDeclaration: a string first in the list projects no zone (no hexside row), and zones name their units by index
  const zoneUnits: Unit[] = [];
  let enemyPositions: Cube[] = [];
  for (const u of board.units) {
    if (retreating.has(u.id) || ignored.has(u.id)) continue;
    const c = toCube(u.at);
    const d = cubeDistance(c.q, c.r, sc.q, sc.r);
    const near = d <= n && inBox(c.q, c.r);
    if (u.side === side) {
      if (near) friendsAt[idx(c.q, c.r)]! += 1;
      continue;
    }
    if (near) enemyAt[idx(c.q, c.r)] = 1;
    if (d <= n + 1) zoneUnits.push(u);
    if (u.moraleState !== 'routed') enemyPositions.push(c);
  }
  // A hex where an enemy leader stands (alone: with units it already holds enemies) is not entered either:
  // no move ends or passes with a leader among enemy units.
  for (const l of board.leaders) {
    if (l.side === side) continue;
    const c = toCube(l.at);
    // a leader off the board (outside the box) stands in no hex of it: its index would fall on another hex
    if (cubeDistance(c.q, c.r, sc.q, sc.r) <= n && inBox(c.q, c.r)) enemyAt[idx(c.q, c.r)] = 1;
  }
  for (const a of req.awayFrom) enemyPositions.push(toCube(a));

  // "Never closer": d0 = start's distance to the nearest enemy position. Only enemies within
  // d0 + 2n of the start can be nearest to any hex of the disk, so the rest are dropped.
  let d0 = Number.POSITIVE_INFINITY;
  for (const e of enemyPositions) d0 = Math.min(d0, cubeDistance(e.q, e.r, sc.q, sc.r));
  enemyPositions = enemyPositions.filter((e) => cubeDistance(e.q, e.r, sc.q, sc.r) <= d0 + 2 * n);
  const enemyQ = Int32Array.from(enemyPositions, (e) => e.q);
  const enemyR = Int32Array.from(enemyPositions, (e) => e.r);
  const nearestCache = new Float64Array(size).fill(Number.NaN);
  const nearest = (h: number): number => {
    let v = nearestCache[h]!;
    if (Number.isNaN(v)) {
      v = Number.POSITIVE_INFINITY;
      const q = qOf(h);
      const r = rOf(h);
      for (let i = 0; i < enemyQ.length; i++) {
        const dq = enemyQ[i]! - q;
        const dr = enemyR[i]! - r;
        const d = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
        if (d < v) v = d;
      }
      nearestCache[h] = v;
    }
    return v;
  };

  // Zones of influence (10.5) of enemy units that can reach the disk: indices into zoneUnits.
  // Stryker disable next-line ArrayDeclaration: the length only presizes the array; an empty one grows to the same entries
  const zones: (number[] | undefined)[] = new Array(size);
  zoneUnits.forEach((u, k) => {
    for (const z of zocHexes(u, req.hexsides, req.routedHaveZoc)) {
      const c = toCube(z);
      if (!inDisk(c)) continue;
      const h = idx(c.q, c.r);
      const list = zones[h];
      if (list === undefined) zones[h] = [k];
      else if (!list.includes(k)) list.push(k);
    }
  });
  const leftZones = (from: number, to: number): number[] => {
    const a = zones[from];
    if (a === undefined) return [];
    const b = zones[to];
    return b === undefined ? a : a.filter((k) => !b.includes(k));
  };
  const leftZoneCount = (from: number, to: number): number => {
    const a = zones[from];
    if (a === undefined) return 0;
    const b = zones[to];
    if (b === undefined) return a.length;
    let left = 0;
    for (const k of a) if (!b.includes(k)) left++;
    return left;
  };

  const terrainById = new Map<string, TerrainType>(req.terrain.map((t) => [t.id, t]));
  const terrainOf = (c: Coord): TerrainType | undefined =>
    terrainById.get(board.terrain[coordKey(c)] ?? board.defaultTerrain);

  // Validity of entering a hex: 0 unknown, 1 enterable, 2 blocked; its coord and terrain once known.
  const valid = new Uint8Array(size);
  // Stryker disable next-line ArrayDeclaration: the length only presizes the array; an empty one grows to the same entries
  const coordOf: (Coord | undefined)[] = new Array(size);
  // Stryker disable next-line ArrayDeclaration: the length only presizes the array; an empty one grows to the same entries
  const terrainAt: (TerrainType | undefined)[] = new Array(size);
  const enterable = (h: number): boolean => {
    if (valid[h] === 0) {
      const c = fromCube(qOf(h), rOf(h));
      coordOf[h] = c;
      const t = onBoard(board, c) ? terrainOf(c) : undefined;
      terrainAt[h] = t;
      const ok = t !== undefined && t.kind !== 'impassable' && enemyAt[h] === 0 && nearest(h) >= d0;
      valid[h] = ok ? 1 : 2;
    }
    return valid[h] === 1;
  };

  // Layered DP: per hex the least (cost, friends, zones), tied predecessors and tied path count.
  const cost = new Float64Array(size);
  const friends = new Float64Array(size);
  const zoneCount = new Float64Array(size);
  const count = new Float64Array(size);
  const reached = new Uint8Array(size);
  // Stryker disable next-line ArrayDeclaration: the length only presizes the array; an empty one grows to the same entries
  const preds: (number[] | undefined)[] = new Array(size);
  const startIdx = idx(sc.q, sc.r);
  coordOf[startIdx] = start;
  terrainAt[startIdx] = terrainOf(start);
  reached[startIdx] = 1;
  count[startIdx] = 1;
  let considered = 1;
  let layer = [startIdx];
  for (let k = 1; k <= n; k++) {
    const next: number[] = [];
    for (const p of layer) {
      const pq = qOf(p);
      const pr = rOf(p);
      for (let d = 0; d < 6; d++) {
        const hq = pq + STEP_Q[d]!;
        const hr = pr + STEP_R[d]!;
        const oq = hq - sc.q;
        const or = hr - sc.r;
        if (Math.max(Math.abs(oq), Math.abs(or), Math.abs(oq + or)) !== k) continue;
        if (!inBox(hq, hr)) continue;
        const h = idx(hq, hr);
        if (!enterable(h)) continue;
        const nc = cost[p]! + terrainAt[h]!.moveCost;
        const nf = friends[p]! + (friendsAt[h]! > 0 ? 1 : 0);
        const nz = zoneCount[p]! + leftZoneCount(p, h);
        const cmp = reached[h] ? compareTriple(nc, nf, nz, cost[h]!, friends[h]!, zoneCount[h]!) : -1;
        if (cmp < 0) {
          if (!reached[h]) {
            reached[h] = 1;
            considered++;
            next.push(h);
          }
          cost[h] = nc;
          friends[h] = nf;
          zoneCount[h] = nz;
          preds[h] = [p];
          count[h] = count[p]!;
        } else if (cmp === 0) {
          preds[h]!.push(p);
          count[h]! += count[p]!;
        }
      }
    }
    layer = next;
    // Nothing reached ring k: no move of n hexes exists (the board ends first).
    if (layer.length === 0) break;
  }

  // Rank the end hexes: (cost, friends, -endDistance, not cover, zones), then behind enemy lines,
  // which is only worked out for the end hexes tied on the first five.
  const candidates: { h: number; key: number[]; cover: boolean; behind: boolean }[] = [];
  for (const h of layer) {
    if (n > 0 && friendsAt[h]! + req.units.length > req.stackingLimit) continue;
    const cover = terrainAt[h]?.cover === true;
    const key = [cost[h]!, friends[h]!, -nearest(h), cover ? 0 : 1, zoneCount[h]!];
    candidates.push({ h, key, cover, behind: false });
  }
  if (candidates.length === 0) return { best: [], tied: 0, considered };
  candidates.sort((a, b) => compareTuples(a.key, b.key));
  const topKey = candidates[0]!.key;
  const finalists = candidates.filter((c) => compareTuples(c.key, topKey) === 0);
  const homeEdge = board.sides.find((s) => s.id === side)?.homeEdge;
  if (homeEdge !== undefined) {
    const enemyCoords = enemyPositions.map((e) => fromCube(e.q, e.r));
    for (const c of finalists) {
      c.behind = behindEnemyLines(coordOf[c.h]!, homeEdge, enemyCoords, board.width, board.height);
    }
  }
  const anyInFront = finalists.some((c) => !c.behind);
  const awayDistance = (c: Coord): number => {
    const x = toCube(c);
    let v = Number.POSITIVE_INFINITY;
    for (const a of req.awayFrom) v = Math.min(v, cubeDistance(x.q, x.r, toCube(a).q, toCube(a).r));
    return v;
  };
  const tiedEnds = finalists
    .filter((c) => !anyInFront || !c.behind)
    .map((c) => ({ ...c, coord: coordOf[c.h]!, away: awayDistance(coordOf[c.h]!) }))
    .sort((a, b) => b.away - a.away || a.coord.col - b.coord.col || a.coord.row - b.coord.row);

  // Walk the tied predecessors back from each tied end hex.
  const byCoord = (a: number, b: number): number =>
    coordOf[a]!.col - coordOf[b]!.col || coordOf[a]!.row - coordOf[b]!.row;
  for (const p of preds) if (p !== undefined && p.length > 1) p.sort(byCoord);
  const best: RetreatPath[] = [];
  let tied = 0;
  for (const end of tiedEnds) {
    tied += count[end.h]!;
    const found: number[][] = [];
    const walk = (h: number, suffix: number[]): void => {
      if (best.length + found.length >= maxPaths) return;
      if (h === startIdx) {
        found.push([...suffix].reverse());
        return;
      }
      suffix.push(h);
      for (const p of preds[h]!) walk(p, suffix);
      suffix.pop();
    };
    walk(end.h, []);
    const paths = found.map((hs) => {
      const by: string[] = [];
      let prev = startIdx;
      for (const h of hs) {
        for (const k of leftZones(prev, h)) by.push(zoneUnits[k]!.id);
        prev = h;
      }
      return { path: hs.map((h) => coordOf[h]!), by };
    });
    paths.sort((a, b) => comparePaths(a.path, b.path));
    for (const p of paths) {
      best.push({
        path: p.path,
        cost: cost[end.h]!,
        friendsPassed: friends[end.h]!,
        endDistance: nearest(end.h),
        endCover: end.cover,
        zonesLeft: zoneCount[end.h]!,
        zonesLeftBy: p.by,
        behindEnemyLines: end.behind,
      });
    }
  }
  return { best, tied, considered };
}
