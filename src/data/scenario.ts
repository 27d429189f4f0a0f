import type { Result } from '../errors.ts';
import { distance } from '../hex/index.ts';
import type { Board, Side } from '../model/board.ts';
import { type Coord, coordKey, hexLabel, sameHex } from '../model/coord.ts';
import { type Direction, parseDirection } from '../model/direction.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { ChargeDeclaration, Scenario, ScenarioDice } from '../model/scenario.ts';
import type { Leader, Unit } from '../model/unit.ts';
import { LIMITS } from './bounds.ts';
import { deepFreeze } from './freeze.ts';
import { parseHexLabel } from './hex-label.ts';
import { at, guarded, Problems, show } from './read.ts';
import { checkShape } from './schema-kit.ts';
import { scenarioSchema, WHERE } from './schemas.ts';

/** Largest board a scenario may declare, in hexes (width x height). */
export const MAX_BOARD_HEXES = LIMITS.boardHexes;

type RawHex = string | { readonly col: number; readonly row: number };

type RawUnit = Omit<Unit, 'at' | 'facing' | 'fullIncrements' | 'moraleState'> & {
  readonly at: RawHex;
  readonly facing: string | number;
  readonly fullIncrements?: number;
  readonly moraleState?: Unit['moraleState'];
};

type RawLeader = Omit<Leader, 'at'> & { readonly at: RawHex };

interface ScenarioFile {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly ruleset?: string;
  readonly board: {
    readonly width: number;
    readonly height: number;
    readonly defaultTerrain: string;
    readonly terrain?: Readonly<Record<string, string>>;
  };
  readonly sides: readonly Side[];
  readonly units: readonly RawUnit[];
  readonly leaders?: readonly RawLeader[];
  readonly charge: { readonly attackers: readonly string[]; readonly targets: readonly RawHex[] };
  readonly dice?: ScenarioDice;
}

/**
 * Validates a scenario file (kind "scenario") against a loaded ruleset: board, sides, units, leaders,
 * the charge and optional dice. Hex labels "CCRR" become {col,row}; defaults are filled in (morale
 * state "good", fullIncrements = increments, cavalry readiness "fresh", artillery supplied). Deep-frozen.
 * Refuses with every problem found.
 */
export function validateScenario(json: unknown, file: string, ruleset: Ruleset): Result<Scenario> {
  return guarded(() => {
    const doc = checkShape<ScenarioFile>(scenarioSchema, json, file, WHERE.scenario);
    return deepFreeze(new ScenarioReader(file, ruleset, doc).read());
  });
}

class ScenarioReader {
  private readonly p: Problems;
  private readonly ruleset: Ruleset;
  private readonly doc: ScenarioFile;
  private readonly terrainIds: ReadonlySet<string>;

  constructor(file: string, ruleset: Ruleset, doc: ScenarioFile) {
    this.p = new Problems(file);
    this.ruleset = ruleset;
    this.doc = doc;
    this.terrainIds = new Set(ruleset.terrain.map((t) => t.id));
  }

  read(): Scenario {
    const { p, doc } = this;
    const { width, height } = doc.board;
    if (width * height > MAX_BOARD_HEXES) {
      p.refuse(
        'scenario/map-too-large',
        `board ${width}x${height} has ${width * height} hexes; the limit is ${MAX_BOARD_HEXES}`,
        'board',
      );
    }
    this.terrainId(doc.board.defaultTerrain, at('board', 'defaultTerrain'));
    const terrain: Record<string, string> = {};
    for (const [label, id] of Object.entries(doc.board.terrain ?? {})) {
      const path = at(at('board', 'terrain'), label);
      const c = this.hex(label, path);
      this.terrainId(id, path);
      if (c !== undefined) terrain[coordKey(c)] = id;
    }
    const sides = this.sides();
    const sideIds = new Set(sides.map((s) => s.id));
    const ids = new Set<string>();
    const units: Unit[] = [];
    doc.units.forEach((u, i) => {
      p.each(() => {
        const unit = this.unit(u, at('units', i), sideIds, ids);
        if (unit !== undefined) units.push(unit);
      });
    });
    const leaders: Leader[] = [];
    (doc.leaders ?? []).forEach((l, i) => {
      const leader = this.leader(l, at('leaders', i), sideIds, ids);
      if (leader !== undefined) leaders.push(leader);
    });
    p.stopIfAny();
    this.checkHexes(units, leaders);
    const charge = this.charge(units, leaders);
    p.stopIfAny();
    const board: Board = {
      width,
      height,
      defaultTerrain: doc.board.defaultTerrain,
      terrain,
      units,
      leaders,
      sides,
    };
    return {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      ...(doc.ruleset === undefined ? {} : { ruleset: doc.ruleset }),
      board,
      charge: charge as ChargeDeclaration,
      ...(doc.dice === undefined ? {} : { dice: doc.dice }),
    };
  }

  private sides(): Side[] {
    const seen = new Set<string>();
    return this.doc.sides.map((s, i): Side => {
      if (seen.has(s.id))
        this.p.add('scenario/duplicate-id', `side id ${show(s.id)} is used twice`, at(at('sides', i), 'id'));
      seen.add(s.id);
      return { id: s.id, name: s.name, homeEdge: s.homeEdge };
    });
  }

  private unit(u: RawUnit, path: string, sides: ReadonlySet<string>, ids: Set<string>): Unit | undefined {
    const { p } = this;
    const before = p.count;
    this.newId(u.id, at(path, 'id'), ids);
    this.side(u.side, at(path, 'side'), sides);
    const known = this.ruleset.hexsides.filter((h) => h.arm === u.arm).map((h) => h.formation as string);
    if (!known.includes(u.formation)) {
      p.add(
        'scenario/unknown-formation',
        `unit ${show(u.id)}: ${u.arm} has no formation ${show(u.formation)} in this ruleset (known: ${known.join(', ') || 'none'})`,
        at(path, 'formation'),
      );
    }
    const only = (key: 'weight' | 'lancer' | 'readiness' | 'supplied', wanted: string): void => {
      if (u[key] !== undefined && u.arm !== wanted) {
        p.add(
          'data/bad-value',
          `unit ${show(u.id)}: "${key}" is for ${wanted} only, this unit is ${u.arm}`,
          at(path, key),
        );
      }
    };
    only('weight', 'cavalry');
    only('lancer', 'cavalry');
    only('readiness', 'cavalry');
    only('supplied', 'artillery');
    const fullIncrements = u.fullIncrements ?? u.increments;
    if (fullIncrements < u.increments) {
      p.add(
        'data/bad-value',
        `unit ${show(u.id)}: fullIncrements ${fullIncrements} is below its increments ${u.increments}`,
        at(path, 'fullIncrements'),
      );
    }
    const facing = parseDirection(u.facing) as Direction;
    const hex = this.hex(u.at, at(path, 'at'));
    if (hex === undefined || p.count > before) return undefined;
    const { at: _at, facing: _f, fullIncrements: _fi, moraleState, readiness, supplied, ...rest } = u;
    return {
      ...rest,
      fullIncrements,
      moraleState: moraleState ?? 'good',
      ...(u.arm === 'cavalry' ? { readiness: readiness ?? 'fresh' } : {}),
      ...(u.arm === 'artillery' ? { supplied: supplied ?? true } : {}),
      facing,
      at: hex,
    } as Unit;
  }

  private leader(
    l: RawLeader,
    path: string,
    sides: ReadonlySet<string>,
    ids: Set<string>,
  ): Leader | undefined {
    const before = this.p.count;
    this.newId(l.id, at(path, 'id'), ids);
    this.side(l.side, at(path, 'side'), sides);
    const hex = this.hex(l.at, at(path, 'at'));
    if (hex === undefined || this.p.count > before) return undefined;
    return { ...l, at: hex };
  }

  private checkHexes(units: readonly Unit[], leaders: readonly Leader[]): void {
    const { p } = this;
    const sideAt = new Map<string, { side: string; path: string; id: string }>();
    const count = new Map<string, number>();
    const pieces = [
      ...units.map((u, i) => ({ p: u as Unit | Leader, path: at('units', i), unit: true })),
      ...leaders.map((l, i) => ({ p: l as Unit | Leader, path: at('leaders', i), unit: false })),
    ];
    const limit = this.ruleset.settings.stackingLimit;
    for (const { p: piece, path, unit } of pieces) {
      const key = coordKey(piece.at);
      const first = sideAt.get(key);
      if (first === undefined) sideAt.set(key, { side: piece.side, path, id: piece.id });
      else if (first.side !== piece.side) {
        p.add(
          'scenario/enemies-share-hex',
          `${show(piece.id)} (${piece.side}) and ${show(first.id)} (${first.side}, ${first.path}) are enemies in the same hex ${hexLabel(piece.at)}`,
          at(path, 'at'),
        );
      }
      if (!unit) continue;
      const n = (count.get(key) ?? 0) + 1;
      count.set(key, n);
      if (n === limit + 1) {
        p.add(
          'scenario/over-stacking',
          `hex ${hexLabel(piece.at)} holds ${n} units; the stacking limit is ${limit}`,
          at(path, 'at'),
        );
      }
    }
  }

  private charge(units: readonly Unit[], leaders: readonly Leader[]): ChargeDeclaration | undefined {
    const { p, doc } = this;
    const byId = new Map(units.map((u) => [u.id, u]));
    const leaderIds = new Set(leaders.map((l) => l.id));
    const attackers: Unit[] = [];
    doc.charge.attackers.forEach((id, i) => {
      const path = at(at('charge', 'attackers'), i);
      const u = byId.get(id);
      if (u === undefined) {
        const why = leaderIds.has(id) ? 'is a leader, not a unit' : 'is not a unit of this scenario';
        p.add('scenario/unknown-unit', `charging unit ${show(id)} ${why}`, path);
        return;
      }
      const first = attackers[0];
      const bad = attackers.includes(u)
        ? `unit ${show(id)} is named twice`
        : u.arm !== 'cavalry'
          ? `unit ${show(id)} is ${u.arm}; only cavalry charges`
          : u.moraleState === 'routed'
            ? `unit ${show(id)} is routed and cannot charge`
            : first !== undefined && first.side !== u.side
              ? `unit ${show(id)} (${u.side}) is not on the side of ${show(first.id)} (${first.side})`
              : first !== undefined && !sameHex(first.at, u.at)
                ? `unit ${show(id)} is in hex ${hexLabel(u.at)}, not in the charging stack's hex ${hexLabel(first.at)}`
                : undefined;
      if (bad !== undefined) p.add('scenario/bad-charge', bad, path);
      else attackers.push(u);
    });
    const stack = attackers[0];
    if (stack === undefined) return undefined;
    const targets: Coord[] = [];
    doc.charge.targets.forEach((v, i) => {
      const path = at(at('charge', 'targets'), i);
      const hex = this.hex(v, path);
      if (hex === undefined) return;
      const label = hexLabel(hex);
      const bad = targets.some((t) => sameHex(t, hex))
        ? `target hex ${label} is named twice`
        : distance(stack.at, hex) !== 1
          ? `target hex ${label} is not adjacent to the charging stack in ${hexLabel(stack.at)}`
          : !units.some((u) => sameHex(u.at, hex) && u.side !== stack.side)
            ? `target hex ${label} holds no enemy unit of ${stack.side}`
            : undefined;
      if (bad !== undefined) p.add('scenario/bad-charge', bad, path);
      else targets.push(hex);
    });
    return { attackers: attackers.map((u) => u.id), targets };
  }

  private newId(id: string, path: string, ids: Set<string>): void {
    if (ids.has(id))
      this.p.add('scenario/duplicate-id', `id ${show(id)} is used twice (units and leaders share ids)`, path);
    ids.add(id);
  }

  private side(id: string, path: string, sides: ReadonlySet<string>): void {
    if (!sides.has(id)) {
      this.p.add('scenario/unknown-side', `unknown side ${show(id)} (sides: ${[...sides].join(', ')})`, path);
    }
  }

  private terrainId(id: string, path: string): void {
    if (!this.terrainIds.has(id)) {
      this.p.add(
        'scenario/unknown-terrain',
        `unknown terrain ${show(id)} (this ruleset has: ${[...this.terrainIds].join(', ')})`,
        path,
      );
    }
  }

  /** The hex of a label or {col,row} on this board; notes scenario/bad-hex or scenario/off-map. */
  private hex(v: RawHex, path: string): Coord | undefined {
    const c = typeof v === 'string' ? parseHexLabel(v) : { col: v.col, row: v.row };
    const { width, height } = this.doc.board;
    if (c === undefined) {
      this.p.add(
        'scenario/bad-hex',
        `bad hex ${show(v)} (write "CCRR", e.g. "0304" for column 3 row 4, or {"col":3,"row":4})`,
        path,
      );
      return undefined;
    }
    if (c.col < 0 || c.row < 0 || c.col >= width || c.row >= height) {
      this.p.add(
        'scenario/off-map',
        `hex ${show(v)} is off the ${width}x${height} board (columns 0-${width - 1}, rows 0-${height - 1})`,
        path,
      );
      return undefined;
    }
    return c;
  }
}
