import type { Result } from '../errors.ts';
import { distance } from '../hex/index.ts';
import type { Board, Edge, Side } from '../model/board.ts';
import { type Coord, coordKey, hexLabel, sameHex } from '../model/coord.ts';
import { parseDirection } from '../model/direction.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { ChargeDeclaration, Scenario, ScenarioDice } from '../model/scenario.ts';
import type { Leader, MoraleState, Readiness, Unit, Weight } from '../model/unit.ts';
import { isArm } from './arms.ts';
import { isDiceValue } from './d66.ts';
import { deepFreeze } from './freeze.ts';
import { parseHexLabel } from './hex-label.ts';
import { at, guarded, type JsonObject, JsonReader, show } from './read.ts';

/** Largest board a scenario may declare, in hexes (width x height). */
export const MAX_BOARD_HEXES = 250_000;

const EDGES: readonly Edge[] = ['north', 'south', 'east', 'west'];
const MORALE_STATES: readonly MoraleState[] = ['good', 'disordered', 'routed'];
const READINESS: readonly Readiness[] = ['fresh', 'tired', 'exhausted'];
const WEIGHTS: readonly Weight[] = ['heavy', 'light'];

/**
 * Validates a scenario file (kind "scenario") against a loaded ruleset: board, sides, units, leaders,
 * the charge and optional dice. Hex labels "CCRR" become {col,row}; defaults are filled in (morale
 * state "good", fullIncrements = increments, cavalry readiness "fresh", artillery supplied). Deep-frozen.
 */
export function validateScenario(json: unknown, file: string, ruleset: Ruleset): Result<Scenario> {
  return guarded(() => deepFreeze(new ScenarioReader(file, ruleset).read(json)));
}

class ScenarioReader {
  private readonly r: JsonReader;
  private readonly ruleset: Ruleset;
  private width = 0;
  private height = 0;

  constructor(file: string, ruleset: Ruleset) {
    this.r = new JsonReader(file);
    this.ruleset = ruleset;
  }

  read(json: unknown): Scenario {
    const r: JsonReader = this.r;
    const o = r.object(json, '', 'a scenario object { "kind": "scenario", ... }');
    r.kind(o, 'scenario');
    r.onlyKeys(o, '', [
      'kind',
      'id',
      'title',
      'description',
      'note',
      'ruleset',
      'board',
      'sides',
      'units',
      'leaders',
      'charge',
      'dice',
    ]);
    const id = r.string(o, 'id', '');
    const title = r.string(o, 'title', '');
    const description = r.string(o, 'description', '');
    r.optString(o, 'note', '');
    const ruleset = r.optString(o, 'ruleset', '');
    const b = r.object(r.required(o, 'board', ''), 'board', 'a board object { "width", "height", ... }');
    r.onlyKeys(b, 'board', ['width', 'height', 'defaultTerrain', 'terrain']);
    this.width = r.number(b, 'width', 'board', { integer: true, min: 1 });
    this.height = r.number(b, 'height', 'board', { integer: true, min: 1 });
    if (this.width * this.height > MAX_BOARD_HEXES) {
      r.refuse(
        'scenario/map-too-large',
        `board ${this.width}x${this.height} has ${this.width * this.height} hexes; the limit is ${MAX_BOARD_HEXES}`,
        'board',
      );
    }
    const defaultTerrain = this.terrainId(
      r.string(b, 'defaultTerrain', 'board'),
      at('board', 'defaultTerrain'),
    );
    const terrain: Record<string, string> = {};
    if (b.terrain !== undefined) {
      const t = r.object(b.terrain, at('board', 'terrain'), 'an object of hex label to terrain id');
      for (const [label, v] of Object.entries(t)) {
        const path = at(at('board', 'terrain'), label);
        const c = this.hex(label, path);
        terrain[coordKey(c)] = this.terrainId(r.stringValue(v, path, label), path);
      }
    }
    const sides = this.sides(o);
    const ids = new Set<string>();
    const units = r.array(o, 'units', '').map((v, i) => this.unit(v, at('units', i), sides, ids));
    const leaders = (o.leaders === undefined ? [] : r.array(o, 'leaders', '')).map((v, i) =>
      this.leader(v, at('leaders', i), sides, ids),
    );
    this.checkHexes(units, leaders);
    const board: Board = {
      width: this.width,
      height: this.height,
      defaultTerrain,
      terrain,
      units,
      leaders,
      sides,
    };
    const charge = this.charge(
      r.object(r.required(o, 'charge', ''), 'charge', 'a charge object'),
      units,
      leaders,
    );
    const dice = o.dice === undefined ? undefined : this.dice(o.dice);
    return {
      id,
      title,
      description,
      ...(ruleset === undefined ? {} : { ruleset }),
      board,
      charge,
      ...(dice === undefined ? {} : { dice }),
    };
  }

  private sides(o: JsonObject): Side[] {
    const r: JsonReader = this.r;
    const seen = new Set<string>();
    return r.nonEmptyArray(o, 'sides', '').map((v, i): Side => {
      const path = at('sides', i);
      const s = r.object(v, path, 'a side { "id", "name", "homeEdge" }');
      r.onlyKeys(s, path, ['id', 'name', 'homeEdge']);
      const id = r.string(s, 'id', path);
      if (seen.has(id))
        r.refuse('scenario/duplicate-id', `side id ${show(id)} is used twice`, at(path, 'id'));
      seen.add(id);
      return { id, name: r.string(s, 'name', path), homeEdge: r.oneOf(s, 'homeEdge', path, EDGES) };
    });
  }

  private unit(v: unknown, path: string, sides: readonly Side[], ids: Set<string>): Unit {
    const r: JsonReader = this.r;
    const u = r.object(v, path, 'a unit object');
    r.onlyKeys(u, path, [
      'id',
      'name',
      'side',
      'arm',
      'weight',
      'lancer',
      'increments',
      'fullIncrements',
      'melee',
      'fire',
      'morale',
      'formation',
      'moraleState',
      'readiness',
      'supplied',
      'facing',
      'at',
      'movementLeft',
      'movement',
      'leadership',
      'unitStrength',
      'ranks',
    ]);
    const id = this.newId(r.string(u, 'id', path), at(path, 'id'), ids);
    const name = r.string(u, 'name', path);
    const side = this.side(r.string(u, 'side', path), at(path, 'side'), sides);
    const armText = r.string(u, 'arm', path);
    if (!isArm(armText)) {
      r.refuse(
        'scenario/unknown-arm',
        `unit ${show(id)}: unknown arm ${show(armText)} (infantry, cavalry or artillery)`,
        at(path, 'arm'),
      );
    }
    const arm = armText;
    const formation = r.string(u, 'formation', path);
    const known = this.ruleset.hexsides.filter((h) => h.arm === arm).map((h) => h.formation as string);
    if (!known.includes(formation)) {
      r.refuse(
        'scenario/unknown-formation',
        `unit ${show(id)}: ${arm} has no formation ${show(formation)} in this ruleset (known: ${known.join(', ') || 'none'})`,
        at(path, 'formation'),
      );
    }
    const only = (key: string, wanted: string): void => {
      if (u[key] !== undefined && arm !== wanted) {
        r.refuse(
          'data/bad-value',
          `unit ${show(id)}: "${key}" is for ${wanted} only, this unit is ${arm}`,
          at(path, key),
        );
      }
    };
    only('weight', 'cavalry');
    only('lancer', 'cavalry');
    only('readiness', 'cavalry');
    only('supplied', 'artillery');
    const increments = r.number(u, 'increments', path, { integer: true, min: 1 });
    const fullIncrements =
      r.optNumber(u, 'fullIncrements', path, { integer: true, min: increments }) ?? increments;
    const melee = r.number(u, 'melee', path, { min: 0 });
    const fire = r.number(u, 'fire', path, { min: 0 });
    const morale = r.number(u, 'morale', path, { integer: true });
    if (!isDiceValue(morale, 'd66')) {
      r.refuse(
        'data/bad-value',
        `unit ${show(id)}: morale ${morale} is not a d66 value (11-16, ..., 61-66)`,
        at(path, 'morale'),
      );
    }
    const moraleState = u.moraleState === undefined ? 'good' : r.oneOf(u, 'moraleState', path, MORALE_STATES);
    const facingRaw = r.required(u, 'facing', path);
    const facing = parseDirection(facingRaw);
    if (facing === undefined) {
      r.refuse(
        'data/bad-value',
        `unit ${show(id)}: facing ${show(facingRaw)} is not N, NE, SE, S, SW, NW or 0-5`,
        at(path, 'facing'),
      );
    }
    const hex = this.hex(r.required(u, 'at', path), at(path, 'at'));
    const movementLeft = r.optNumber(u, 'movementLeft', path, { min: 0 });
    // Optional values of the flight and pursuit doctrines (seeds 000-002).
    const movement = r.optNumber(u, 'movement', path, { min: 0 });
    const leadership = r.optNumber(u, 'leadership', path, { integer: true, min: 0 });
    const unitStrength = r.optNumber(u, 'unitStrength', path, { integer: true, min: 0 });
    const ranks = r.optNumber(u, 'ranks', path, { integer: true, min: 0 });
    const weight = u.weight === undefined ? undefined : r.oneOf(u, 'weight', path, WEIGHTS);
    const lancer = r.optBoolean(u, 'lancer', path);
    const readiness =
      arm !== 'cavalry'
        ? undefined
        : u.readiness === undefined
          ? 'fresh'
          : r.oneOf(u, 'readiness', path, READINESS);
    const supplied = arm !== 'artillery' ? undefined : (r.optBoolean(u, 'supplied', path) ?? true);
    return {
      id,
      name,
      side,
      arm,
      ...(weight === undefined ? {} : { weight }),
      ...(lancer === undefined ? {} : { lancer }),
      increments,
      fullIncrements,
      melee,
      fire,
      morale,
      formation: formation as Unit['formation'],
      moraleState,
      ...(readiness === undefined ? {} : { readiness }),
      ...(supplied === undefined ? {} : { supplied }),
      facing,
      at: hex,
      ...(movementLeft === undefined ? {} : { movementLeft }),
      ...(movement === undefined ? {} : { movement }),
      ...(leadership === undefined ? {} : { leadership }),
      ...(unitStrength === undefined ? {} : { unitStrength }),
      ...(ranks === undefined ? {} : { ranks }),
    };
  }

  private leader(v: unknown, path: string, sides: readonly Side[], ids: Set<string>): Leader {
    const r: JsonReader = this.r;
    const l = r.object(v, path, 'a leader object');
    r.onlyKeys(l, path, ['id', 'name', 'side', 'at', 'meleeModifier', 'moraleModifier', 'leadership']);
    const id = this.newId(r.string(l, 'id', path), at(path, 'id'), ids);
    const name = r.string(l, 'name', path);
    const side = this.side(r.string(l, 'side', path), at(path, 'side'), sides);
    const hex = this.hex(r.required(l, 'at', path), at(path, 'at'));
    const meleeModifier = r.number(l, 'meleeModifier', path, { integer: true });
    const moraleModifier = r.optNumber(l, 'moraleModifier', path, { integer: true });
    const leadership = r.optNumber(l, 'leadership', path, { integer: true, min: 0 });
    return {
      id,
      name,
      side,
      at: hex,
      meleeModifier,
      ...(moraleModifier === undefined ? {} : { moraleModifier }),
      ...(leadership === undefined ? {} : { leadership }),
    };
  }

  private checkHexes(units: readonly Unit[], leaders: readonly Leader[]): void {
    const r: JsonReader = this.r;
    const sideAt = new Map<string, { side: string; path: string; id: string }>();
    const count = new Map<string, number>();
    const pieces = [
      ...units.map((u, i) => ({ p: u as Unit | Leader, path: at('units', i), unit: true })),
      ...leaders.map((l, i) => ({ p: l as Unit | Leader, path: at('leaders', i), unit: false })),
    ];
    for (const { p, path, unit } of pieces) {
      const key = coordKey(p.at);
      const first = sideAt.get(key);
      if (first === undefined) sideAt.set(key, { side: p.side, path, id: p.id });
      else if (first.side !== p.side) {
        r.refuse(
          'scenario/enemies-share-hex',
          `${show(p.id)} (${p.side}) and ${show(first.id)} (${first.side}, ${first.path}) are enemies in the same hex ${hexLabel(p.at)}`,
          at(path, 'at'),
        );
      }
      if (!unit) continue;
      const n = (count.get(key) ?? 0) + 1;
      count.set(key, n);
      const limit = this.ruleset.settings.stackingLimit;
      if (n > limit) {
        r.refuse(
          'scenario/over-stacking',
          `hex ${hexLabel(p.at)} holds ${n} units; the stacking limit is ${limit}`,
          at(path, 'at'),
        );
      }
    }
  }

  private charge(c: JsonObject, units: readonly Unit[], leaders: readonly Leader[]): ChargeDeclaration {
    const r: JsonReader = this.r;
    r.onlyKeys(c, 'charge', ['attackers', 'targets']);
    const attackers: Unit[] = [];
    r.nonEmptyArray(c, 'attackers', 'charge').forEach((v, i) => {
      const path = at(at('charge', 'attackers'), i);
      const id = r.stringValue(v, path, 'attacker');
      const u = units.find((x) => x.id === id);
      if (u === undefined) {
        const why = leaders.some((l) => l.id === id)
          ? 'is a leader, not a unit'
          : 'is not a unit of this scenario';
        r.refuse('scenario/unknown-unit', `charging unit ${show(id)} ${why}`, path);
      }
      if (attackers.includes(u)) r.refuse('scenario/bad-charge', `unit ${show(id)} is named twice`, path);
      if (u.arm !== 'cavalry')
        r.refuse('scenario/bad-charge', `unit ${show(id)} is ${u.arm}; only cavalry charges`, path);
      if (u.moraleState === 'routed')
        r.refuse('scenario/bad-charge', `unit ${show(id)} is routed and cannot charge`, path);
      const first = attackers[0];
      if (first !== undefined && first.side !== u.side) {
        r.refuse(
          'scenario/bad-charge',
          `unit ${show(id)} (${u.side}) is not on the side of ${show(first.id)} (${first.side})`,
          path,
        );
      }
      if (first !== undefined && !sameHex(first.at, u.at)) {
        r.refuse(
          'scenario/bad-charge',
          `unit ${show(id)} is in hex ${hexLabel(u.at)}, not in the charging stack's hex ${hexLabel(first.at)}`,
          path,
        );
      }
      attackers.push(u);
    });
    const stack = attackers[0] as Unit;
    const targets: Coord[] = [];
    r.nonEmptyArray(c, 'targets', 'charge').forEach((v, i) => {
      const path = at(at('charge', 'targets'), i);
      const hex = this.hex(v, path);
      const label = hexLabel(hex);
      if (targets.some((t) => sameHex(t, hex)))
        r.refuse('scenario/bad-charge', `target hex ${label} is named twice`, path);
      if (distance(stack.at, hex) !== 1) {
        r.refuse(
          'scenario/bad-charge',
          `target hex ${label} is not adjacent to the charging stack in ${hexLabel(stack.at)}`,
          path,
        );
      }
      if (!units.some((u) => sameHex(u.at, hex) && u.side !== stack.side)) {
        r.refuse('scenario/bad-charge', `target hex ${label} holds no enemy unit of ${stack.side}`, path);
      }
      targets.push(hex);
    });
    return { attackers: attackers.map((u) => u.id), targets };
  }

  private dice(v: unknown): ScenarioDice {
    const r: JsonReader = this.r;
    const d = r.object(v, 'dice', 'a dice object { "seed"?, "script"? }');
    r.onlyKeys(d, 'dice', ['seed', 'script']);
    const seed = r.optNumber(d, 'seed', 'dice', { integer: true });
    const script =
      d.script === undefined
        ? undefined
        : r.array(d, 'script', 'dice').map((x, i) =>
            r.numberValue(x, at(at('dice', 'script'), i), 'script value', {
              integer: true,
              min: 1,
              max: 66,
            }),
          );
    return { ...(seed === undefined ? {} : { seed }), ...(script === undefined ? {} : { script }) };
  }

  private newId(id: string, path: string, ids: Set<string>): string {
    if (ids.has(id))
      this.r.refuse(
        'scenario/duplicate-id',
        `id ${show(id)} is used twice (units and leaders share ids)`,
        path,
      );
    ids.add(id);
    return id;
  }

  private side(id: string, path: string, sides: readonly Side[]): string {
    if (!sides.some((s) => s.id === id)) {
      this.r.refuse(
        'scenario/unknown-side',
        `unknown side ${show(id)} (sides: ${sides.map((s) => s.id).join(', ')})`,
        path,
      );
    }
    return id;
  }

  private terrainId(id: string, path: string): string {
    if (!this.ruleset.terrain.some((t) => t.id === id)) {
      this.r.refuse(
        'scenario/unknown-terrain',
        `unknown terrain ${show(id)} (this ruleset has: ${this.ruleset.terrain.map((t) => t.id).join(', ')})`,
        path,
      );
    }
    return id;
  }

  private hex(v: unknown, path: string): Coord {
    const r: JsonReader = this.r;
    let c: Coord | undefined;
    if (typeof v === 'string') c = parseHexLabel(v);
    else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const o = v as JsonObject;
      r.onlyKeys(o, path, ['col', 'row']);
      c = {
        col: r.number(o, 'col', path, { integer: true }),
        row: r.number(o, 'row', path, { integer: true }),
      };
    }
    if (c === undefined) {
      r.refuse(
        'scenario/bad-hex',
        `bad hex ${show(v)} (write "CCRR", e.g. "0304" for column 3 row 4, or {"col":3,"row":4})`,
        path,
      );
    }
    if (c.col < 0 || c.row < 0 || c.col >= this.width || c.row >= this.height) {
      r.refuse(
        'scenario/off-map',
        `hex ${show(v)} is off the ${this.width}x${this.height} board (columns 0-${this.width - 1}, rows 0-${this.height - 1})`,
        path,
      );
    }
    return c;
  }
}
