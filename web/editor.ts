import type { Arm, Board, Coord, Direction, Edge, Leader, Ruleset, Side, Unit } from 'hexcharge';
import { parseHexLabel } from 'hexcharge/data';
import { fail, type HexchargeError, ok, type Result } from 'hexcharge/errors';
import { coordKey, DIRECTION_NAMES, distance, hexLabel, parseDirection } from 'hexcharge/hex';
import { DEFAULT_RULESET_FILE, type Loaded, loadScenarioJson } from './data.ts';

/** A unit as the scenario file writes it (hex label, facing name); every value may be anything while editing. */
export interface UnitJson {
  id: string;
  name: string;
  side: string;
  arm: Arm;
  weight?: 'heavy' | 'light';
  lancer?: boolean;
  increments: number;
  fullIncrements?: number;
  melee: number;
  fire: number;
  morale: number;
  formation: string;
  moraleState?: 'good' | 'disordered' | 'routed';
  readiness?: 'fresh' | 'tired' | 'exhausted';
  supplied?: boolean;
  facing: string;
  at: string;
  movementLeft?: number;
  [extra: string]: unknown;
}

/** A leader as the scenario file writes it. */
export interface LeaderJson {
  id: string;
  name: string;
  side: string;
  at: string;
  meleeModifier: number;
  moraleModifier?: number;
  [extra: string]: unknown;
}

/** A scenario file (kind "scenario") being edited: the same JSON the CLI loads and the page exports. */
export interface ScenarioJson {
  kind: 'scenario';
  id: string;
  title: string;
  description: string;
  ruleset?: string;
  board: { width: number; height: number; defaultTerrain: string; terrain: Record<string, string> };
  sides: { id: string; name: string; homeEdge: Edge }[];
  units: UnitJson[];
  leaders: LeaderJson[];
  charge: { attackers: string[]; targets: string[] };
  dice?: { seed?: number; script?: number[] };
  [extra: string]: unknown;
}

/** The ruleset the shipped scenarios name (relative to data/scenarios/); the CLI and the page use it when a file names none. */
const DEFAULT_RULESET_NAME = '../rulesets/la-bataille.json';

/**
 * The scenario file to export: the draft, without a ruleset reference when it is the default one (the
 * CLI and the page then use la-bataille wherever the file is put; a relative path would break).
 */
export function exportable(d: ScenarioJson): ScenarioJson {
  const out = structuredClone(d);
  if (out.ruleset === DEFAULT_RULESET_NAME) delete out.ruleset;
  return out;
}

/** An empty board of `width` x `height` hexes with two sides, the French from the south and their enemy from the north. */
export function emptyScenario(
  width: number,
  height: number,
  names: { a: string; b: string; title: string; description: string },
): ScenarioJson {
  return {
    kind: 'scenario',
    id: 'my-charge',
    title: names.title,
    description: names.description,
    board: { width, height, defaultTerrain: 'clear', terrain: {} },
    sides: [
      { id: 'a', name: names.a, homeEdge: 'south' },
      { id: 'b', name: names.b, homeEdge: 'north' },
    ],
    units: [],
    leaders: [],
    charge: { attackers: [], targets: [] },
  };
}

/** A scenario file's JSON made editable: a deep copy with the optional lists present. */
export function editable(json: unknown): ScenarioJson {
  const d = structuredClone(json ?? {}) as ScenarioJson;
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return editable({});
  d.kind = 'scenario';
  d.id ??= 'my-charge';
  d.title ??= '';
  d.description ??= '';
  d.board ??= { width: 12, height: 10, defaultTerrain: 'clear', terrain: {} };
  d.board.terrain ??= {};
  d.sides ??= [];
  d.units ??= [];
  d.leaders ??= [];
  d.charge ??= { attackers: [], targets: [] };
  d.charge.attackers ??= [];
  d.charge.targets ??= [];
  return d;
}

type Shape = 'text' | 'number' | 'hex' | 'texts' | 'hexes';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What each member the editor reads must be, when present (other members are kept as they are). */
const ROOT_SHAPE: Readonly<Record<string, Shape>> = {
  id: 'text',
  title: 'text',
  description: 'text',
  ruleset: 'text',
};
const BOARD_SHAPE: Readonly<Record<string, Shape>> = {
  width: 'number',
  height: 'number',
  defaultTerrain: 'text',
};
const SIDE_SHAPE: Readonly<Record<string, Shape>> = { id: 'text', name: 'text', homeEdge: 'text' };
const UNIT_SHAPE: Readonly<Record<string, Shape>> = {
  id: 'text',
  name: 'text',
  side: 'text',
  arm: 'text',
  weight: 'text',
  formation: 'text',
  moraleState: 'text',
  readiness: 'text',
  facing: 'text',
  at: 'hex',
};
const LEADER_SHAPE: Readonly<Record<string, Shape>> = { id: 'text', name: 'text', side: 'text', at: 'hex' };
const CHARGE_SHAPE: Readonly<Record<string, Shape>> = { attackers: 'texts', targets: 'hexes' };

function fits(v: unknown, shape: Shape): boolean {
  const hex = (x: unknown) =>
    typeof x === 'string' || (isPlainObject(x) && typeof x.col === 'number' && typeof x.row === 'number');
  switch (shape) {
    case 'text':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number';
    case 'hex':
      return hex(v);
    case 'texts':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'hexes':
      return Array.isArray(v) && v.every(hex);
  }
}

const SHAPE_WORDS: Readonly<Record<Shape, string>> = {
  text: 'a text',
  number: 'a number',
  hex: 'a hex label',
  texts: 'a list of texts',
  hexes: 'a list of hex labels',
};

/** A member in the editor's way: its path, its code and what it should be. */
interface Misfit {
  readonly code: 'data/wrong-type' | 'data/not-an-object';
  readonly path: string;
  readonly what: string;
}

/** The first member of `o` that does not have its shape. */
function misfit(
  o: Record<string, unknown>,
  shape: Readonly<Record<string, Shape>>,
  path: string,
): Misfit | undefined {
  for (const [k, want] of Object.entries(shape)) {
    if (o[k] === undefined || fits(o[k], want)) continue;
    return { code: 'data/wrong-type', path: `${path}${path ? '.' : ''}${k}`, what: SHAPE_WORDS[want] };
  }
  return undefined;
}

/** The first entry of a list member that is not an object of its shape. */
function misfitList(list: unknown, shape: Readonly<Record<string, Shape>>, path: string): Misfit | undefined {
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) return { code: 'data/wrong-type', path, what: 'a list' };
  for (const [i, x] of list.entries()) {
    if (!isPlainObject(x)) return { code: 'data/not-an-object', path: `${path}[${i}]`, what: 'an object' };
    const bad = misfit(x, shape, `${path}[${i}]`);
    if (bad) return bad;
  }
  return undefined;
}

/** The first member of a scenario's JSON in the editor's way. */
function firstMisfit(json: Record<string, unknown>): Misfit | undefined {
  const object = (v: unknown, path: string): Misfit | undefined =>
    v === undefined || isPlainObject(v) ? undefined : { code: 'data/not-an-object', path, what: 'an object' };
  const board = json.board;
  const charge = json.charge;
  const found =
    misfit(json, ROOT_SHAPE, '') ??
    object(board, 'board') ??
    (isPlainObject(board)
      ? (misfit(board, BOARD_SHAPE, 'board') ?? object(board.terrain, 'board.terrain'))
      : undefined);
  if (found) return found;
  if (isPlainObject(board) && isPlainObject(board.terrain))
    for (const [k, v] of Object.entries(board.terrain))
      if (typeof v !== 'string')
        return { code: 'data/wrong-type', path: `board.terrain.${k}`, what: 'a text' };
  return (
    misfitList(json.sides, SIDE_SHAPE, 'sides') ??
    misfitList(json.units, UNIT_SHAPE, 'units') ??
    misfitList(json.leaders, LEADER_SHAPE, 'leaders') ??
    object(charge, 'charge') ??
    (isPlainObject(charge) ? misfit(charge, CHARGE_SHAPE, 'charge') : undefined)
  );
}

/**
 * A scenario file's JSON as a draft the editor can show, however wrong its values are (the validator
 * names those): refused, with the path of the first member that is in the way, when its shape is not
 * a scenario's: not an object, a board, a side, a unit, a leader or the charge that is not an object,
 * lists that are not lists, ids, names, hexes, formations and the like that are not texts, a board
 * size that is not a number, a terrain that is not a text.
 */
export function draftOf(json: unknown, file = 'the scenario'): Result<ScenarioJson> {
  if (!isPlainObject(json)) return fail('data/not-an-object', 'expected a scenario object', file);
  const bad = firstMisfit(json);
  if (bad) return fail(bad.code, `expected ${bad.what}: the editor cannot show it`, file, bad.path);
  return ok(editable(json));
}

/** The formations of an arm in a ruleset (its hexside table), first the default. */
export function formationsOf(ruleset: Ruleset, arm: Arm): string[] {
  return ruleset.hexsides.filter((h) => h.arm === arm).map((h) => h.formation as string);
}

function freshId(d: ScenarioJson, prefix: string): string {
  const used = new Set([...d.units.map((u) => u.id), ...d.leaders.map((l) => l.id)]);
  for (let i = 1; ; i++) if (!used.has(`${prefix}${i}`)) return `${prefix}${i}`;
}

/** The direction a side faces by default: toward the enemy's home edge. */
function facingOf(d: ScenarioJson, side: string): string {
  const edge = d.sides.find((s) => s.id === side)?.homeEdge ?? 'south';
  return { south: 'N', north: 'S', east: 'NW', west: 'SE' }[edge] ?? 'N';
}

const DEFAULTS: Readonly<Record<Arm, Partial<UnitJson>>> = {
  cavalry: {
    increments: 4,
    melee: 8,
    fire: 0,
    morale: 44,
    weight: 'light',
    readiness: 'fresh',
    movementLeft: 6,
  },
  infantry: { increments: 6, melee: 6, fire: 4, morale: 43 },
  artillery: { increments: 2, melee: 1, fire: 4, morale: 41, supplied: true },
};

/** Adds a unit of `arm` for `side` at `hex`, with the values of an ordinary counter; returns its id. */
export function addUnit(
  d: ScenarioJson,
  ruleset: Ruleset,
  hex: string,
  side: string,
  arm: Arm,
  name: string,
): string {
  const id = freshId(d, `${arm.slice(0, 3)}-`);
  const formation = arm === 'artillery' ? 'unlimbered' : (formationsOf(ruleset, arm)[0] ?? 'line');
  d.units.push({
    id,
    name,
    side,
    arm,
    ...structuredClone(DEFAULTS[arm]),
    formation,
    facing: facingOf(d, side),
    at: hex,
  } as UnitJson);
  return id;
}

/** Adds a leader for `side` at `hex`; returns its id. */
export function addLeader(d: ScenarioJson, hex: string, side: string, name: string): string {
  const id = freshId(d, 'leader-');
  d.leaders.push({ id, name, side, at: hex, meleeModifier: 1 });
  return id;
}

/** Removes a unit or a leader (and the unit from the charging stack). */
export function removePiece(d: ScenarioJson, id: string): void {
  d.units = d.units.filter((u) => u.id !== id);
  d.leaders = d.leaders.filter((l) => l.id !== id);
  d.charge.attackers = d.charge.attackers.filter((a) => a !== id);
}

/** Changes one value of a unit; a change of arm keeps only the values that arm may have. */
export function setUnitValue(
  d: ScenarioJson,
  ruleset: Ruleset,
  id: string,
  key: string,
  value: unknown,
): void {
  const u = d.units.find((x) => x.id === id);
  if (!u) return;
  if (value === undefined || value === '') delete u[key];
  else u[key] = value;
  if (key === 'arm') {
    const arm = value as Arm;
    if (arm !== 'cavalry') {
      delete u.weight;
      delete u.lancer;
      delete u.readiness;
      delete u.movementLeft;
      d.charge.attackers = d.charge.attackers.filter((a) => a !== id);
    } else {
      u.weight ??= 'light';
      u.readiness ??= 'fresh';
    }
    if (arm !== 'artillery') delete u.supplied;
    else u.supplied ??= true;
    const known = formationsOf(ruleset, arm);
    if (!known.includes(u.formation)) u.formation = arm === 'artillery' ? 'unlimbered' : (known[0] ?? 'line');
  }
  if (key === 'increments' && typeof u.fullIncrements === 'number' && u.fullIncrements < Number(value))
    u.fullIncrements = Number(value);
}

/** Changes one value of a leader. */
export function setLeaderValue(d: ScenarioJson, id: string, key: string, value: unknown): void {
  const l = d.leaders.find((x) => x.id === id);
  if (!l) return;
  if (value === undefined || value === '') delete l[key];
  else l[key] = value;
}

/** Moves every unit and leader at `from` to `to` (keeping the charge declaration on the moved stack). */
export function moveStack(d: ScenarioJson, from: string, to: string): void {
  if (from === to) return;
  for (const u of d.units) if (u.at === from) u.at = to;
  for (const l of d.leaders) if (l.at === from) l.at = to;
  d.charge.targets = d.charge.targets.map((t) => (t === from ? to : t));
}

/** Paints a hex with a terrain (the board's default terrain clears it). */
export function paintTerrain(d: ScenarioJson, hex: string, terrain: string): void {
  if (terrain === d.board.defaultTerrain) delete d.board.terrain[hex];
  else d.board.terrain[hex] = terrain;
}

/** The hex of the charging stack, from its first attacker. */
export function chargingHex(d: ScenarioJson): string | undefined {
  const first = d.units.find((u) => u.id === d.charge.attackers[0]);
  return first?.at;
}

/**
 * Makes the cavalry at `hex` the charging stack: its cavalry units become the attackers, and targets that
 * are no longer adjacent are dropped. Cavalry of one side only: the side of the top cavalry unit.
 */
export function setChargingStack(d: ScenarioJson, hex: string): void {
  const cav = d.units.filter((u) => u.at === hex && u.arm === 'cavalry');
  const side = cav[0]?.side;
  d.charge.attackers = cav.filter((u) => u.side === side).map((u) => u.id);
  const at = parseHexLabel(hex);
  d.charge.targets = d.charge.targets.filter((t) => {
    const c = parseHexLabel(t);
    return at && c && distance(at, c) === 1;
  });
}

/** Adds `hex` to the target hexes, or removes it when it is one. */
export function toggleTarget(d: ScenarioJson, hex: string): void {
  d.charge.targets = d.charge.targets.includes(hex)
    ? d.charge.targets.filter((t) => t !== hex)
    : [...d.charge.targets, hex];
}

/** Whether a unit is one of the charging units. */
export function isAttacker(d: ScenarioJson, id: string): boolean {
  return d.charge.attackers.includes(id);
}

/** Adds or removes one unit from the charging units. */
export function setAttacker(d: ScenarioJson, id: string, on: boolean): void {
  const rest = d.charge.attackers.filter((a) => a !== id);
  d.charge.attackers = on ? [...rest, id] : rest;
}

/** Resizes the board, dropping terrain, units and leaders that fall off it. */
export function resizeBoard(d: ScenarioJson, width: number, height: number): void {
  d.board.width = width;
  d.board.height = height;
  const inside = (label: string) => {
    const c = parseHexLabel(label);
    return c !== undefined && c.col < width && c.row < height;
  };
  for (const k of Object.keys(d.board.terrain)) if (!inside(k)) delete d.board.terrain[k];
  const gone = d.units.filter((u) => !inside(u.at)).map((u) => u.id);
  d.units = d.units.filter((u) => inside(u.at));
  d.leaders = d.leaders.filter((l) => inside(l.at));
  d.charge.attackers = d.charge.attackers.filter((a) => !gone.includes(a));
  d.charge.targets = d.charge.targets.filter(inside);
}

/** The hex label of a column and row on a board of this size (four digits, six past 99). */
export function labelOf(d: ScenarioJson, c: Coord): string {
  const wide = d.board.width > 100 || d.board.height > 100;
  return wide ? `${String(c.col).padStart(3, '0')}${String(c.row).padStart(3, '0')}` : hexLabel(c);
}

/** The outcome of checking a draft with the CLI's validator: the loaded scenario, or the refusal and where it is on the map. */
export type Checked =
  | { readonly ok: true; readonly loaded: Loaded }
  | {
      readonly ok: false;
      readonly error: HexchargeError;
      readonly hexes: readonly string[];
      readonly piece?: string;
    };

/**
 * Checks a draft with validateScenario of src/data (the CLI's loader), under the ruleset file given or the
 * scenario's own; a refusal is placed on the map from its JSON path (units[i], leaders[i], board.terrain.X,
 * charge.*).
 */
export function check(d: ScenarioJson, rulesetFile?: string): Checked {
  const r = loadScenarioJson(structuredClone(d), `${d.id || 'scenario'}.json`, rulesetFile);
  if (r.ok) return { ok: true, loaded: r.value };
  const path =
    r.error.path ?? /at ((?:units|leaders|board|charge|sides)[^\s:]*)/.exec(r.error.message)?.[1] ?? '';
  const hexes: string[] = [];
  let piece: string | undefined;
  const unit = /^units\[(\d+)\]/.exec(path);
  const leader = /^leaders\[(\d+)\]/.exec(path);
  const terrain = /^board\.terrain\.(\w+)/.exec(path);
  if (unit) {
    const u = d.units[Number(unit[1])];
    if (u) {
      if (typeof u.at === 'string') hexes.push(u.at);
      piece = u.id;
    }
  } else if (leader) {
    const l = d.leaders[Number(leader[1])];
    if (l) {
      if (typeof l.at === 'string') hexes.push(l.at);
      piece = l.id;
    }
  } else if (terrain) hexes.push(terrain[1]!);
  else if (path.startsWith('charge')) {
    const from = chargingHex(d);
    if (from) hexes.push(from);
    hexes.push(...d.charge.targets);
  }
  return {
    ok: false,
    error: r.error,
    hexes: hexes.filter((h) => parseHexLabel(h) !== undefined),
    ...(piece ? { piece } : {}),
  };
}

/**
 * The draft as a board to draw, however wrong it is: pieces whose hex cannot be read are left out,
 * missing values take their defaults.
 */
export function draftBoard(d: ScenarioJson, ruleset: Ruleset): Board {
  const units: Unit[] = [];
  for (const u of d.units) {
    const at = typeof u.at === 'string' ? parseHexLabel(u.at) : undefined;
    if (!at) continue;
    const increments = Number(u.increments) || 1;
    units.push({
      id: String(u.id),
      name: String(u.name ?? u.id),
      side: String(u.side),
      arm: (['infantry', 'cavalry', 'artillery'].includes(u.arm) ? u.arm : 'infantry') as Arm,
      ...(u.weight ? { weight: u.weight } : {}),
      ...(u.lancer ? { lancer: true } : {}),
      increments,
      fullIncrements: Number(u.fullIncrements) || increments,
      melee: Number(u.melee) || 0,
      fire: Number(u.fire) || 0,
      morale: Number(u.morale) || 0,
      formation: u.formation as Unit['formation'],
      moraleState: u.moraleState ?? 'good',
      ...(u.arm === 'cavalry' ? { readiness: u.readiness ?? 'fresh' } : {}),
      facing: (parseDirection(u.facing) ?? 0) as Direction,
      at,
    });
  }
  const leaders: Leader[] = [];
  for (const l of d.leaders) {
    const at = typeof l.at === 'string' ? parseHexLabel(l.at) : undefined;
    if (at)
      leaders.push({ id: l.id, name: l.name, side: l.side, at, meleeModifier: Number(l.meleeModifier) || 0 });
  }
  const terrain: Record<string, string> = {};
  for (const [k, v] of Object.entries(d.board.terrain)) {
    const c = parseHexLabel(k);
    if (c) terrain[coordKey(c)] = v;
  }
  const known = new Set(ruleset.terrain.map((t) => t.id));
  return {
    width: Math.max(1, Math.min(60, Number(d.board.width) || 1)),
    height: Math.max(1, Math.min(60, Number(d.board.height) || 1)),
    defaultTerrain: known.has(d.board.defaultTerrain) ? d.board.defaultTerrain : 'clear',
    terrain,
    units,
    leaders,
    sides: d.sides as Side[],
  };
}

/** The ruleset file a draft is played under: the one picked in the menu, else its own, else the default. */
export function rulesetFileOf(d: ScenarioJson, picked?: string): string {
  if (picked) return picked;
  if (typeof d.ruleset === 'string' && d.ruleset.startsWith('../rulesets/'))
    return `data/rulesets/${d.ruleset.slice('../rulesets/'.length)}`;
  return DEFAULT_RULESET_FILE;
}

/** Facing names for the editor's menu. */
export const FACINGS: readonly string[] = DIRECTION_NAMES;
