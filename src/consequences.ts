import type { Obligation } from './doctrines/obligations.ts';
import type { Board } from './model/board.ts';
import { type Coord, sameHex } from './model/coord.ts';
import type { Direction } from './model/direction.ts';
import type { Formation, MoraleState, Readiness, Unit } from './model/unit.ts';
import type { LogEffect } from './procedure/log-effect.ts';

/** Why a unit left the board during a charge (the engine's `Removal` reasons). */
export type RemovalReason = 'eliminated' | 'surrendered' | 'fled';

/** A removal as the engine records it: the unit as it was when taken off, why, and the rule. */
export interface RemovalRecord {
  readonly unit: Unit;
  readonly reason: RemovalReason;
  readonly rule: string;
}

/** A unit the host must move on its map. */
export interface UnitMoved {
  readonly unit: string;
  readonly from: Coord;
  readonly to: Coord;
  /**
   * Every hex it stood in on its way, in order, `from` first and `to` last (its retreats, advance,
   * pursuit or flight one after the other), read from the `moved` effects of the charge's log: for a
   * host that animates the counter. Absent when the state kept no log (a quiet analysis state).
   */
  readonly path?: readonly Coord[];
}

/** A unit the host must take off its map, with the reason and the rule, and the increments it had. */
export interface UnitRemoved {
  readonly unit: string;
  /** Where it stood before the charge. */
  readonly from: Coord;
  readonly reason: RemovalReason;
  /** The rule that removed it; empty when the engine gave none. */
  readonly rule: string;
  /** Increments before the charge. */
  readonly incrementsBefore: number;
  /** Increments it still had when it was taken off (0 when losses eliminated it). */
  readonly incrementsAtRemoval: number;
}

/** A field of a unit that changed: its value before and after the charge. */
export interface FieldChange<T> {
  readonly from: T;
  readonly to: T;
}

/** The fields of one unit still on the board that the host must update; only changed fields are present. */
export interface UnitChanged {
  readonly unit: string;
  /** Increments lost: `from` before, `to` after (to < from). */
  readonly increments?: FieldChange<number>;
  readonly moraleState?: FieldChange<MoraleState>;
  readonly readiness?: FieldChange<Readiness | undefined>;
  readonly formation?: FieldChange<Formation>;
  readonly facing?: FieldChange<Direction>;
  readonly movementLeft?: FieldChange<number | undefined>;
}

/** A unit that left the map (a pursuit doctrine's pursuer) and comes back later: see its `return-to-map` obligation. */
export interface UnitLeftMap {
  readonly unit: string;
  readonly from: Coord;
  /** Where it left the map (and comes back). */
  readonly exit: Coord;
}

/** A leader the host must move (leaders ride with their stack). */
export interface LeaderMoved {
  readonly leader: string;
  readonly from: Coord;
  readonly to: Coord;
}

/** A leader the host must take off the map (its stack is gone). */
export interface LeaderRemoved {
  readonly leader: string;
  readonly from: Coord;
}

/**
 * Something the charge leaves for the host game to do later, outside the charge procedure: a melee
 * next turn, a pursuer returning to the map, a unit still fleeing. La Bataille produces none; the
 * flight-and-pursuit doctrines of the mass-battle texts do (defined with them, src/doctrines/obligations.ts).
 */
export type { Obligation };

/** Everything a host game must apply to its own board after a charge, from the board before and after. */
export interface Consequences {
  readonly moved: readonly UnitMoved[];
  readonly removed: readonly UnitRemoved[];
  /** Units off the map for now, not lost: they return (obligations of kind `return-to-map`). */
  readonly leftMap: readonly UnitLeftMap[];
  readonly changed: readonly UnitChanged[];
  readonly leadersMoved: readonly LeaderMoved[];
  readonly leadersRemoved: readonly LeaderRemoved[];
  /** Increments lost per side id (losses of units still on the board plus increments of removed units). */
  readonly incrementsLost: Readonly<Record<string, number>>;
  /** What the host must do later (La Bataille: none). */
  readonly obligations: readonly Obligation[];
}

function change<T>(from: T, to: T): FieldChange<T> | undefined {
  return from === to ? undefined : { from, to };
}

/**
 * The consequences of a charge as a pure diff of two boards: units moved (from -> to), removed (with the
 * reason and rule from `removals` when the engine recorded one, else "eliminated"), off the map for now
 * (a unit missing from `after` that a `return-to-map` obligation names), changed fields
 * (increments, morale state, readiness, formation, facing, movement left), leaders moved or removed,
 * increments lost per side, and the obligations given. Units are matched by id; order follows `before`.
 */
export function diffBoards(
  before: Board,
  after: Board,
  removals: readonly RemovalRecord[] = [],
  obligations: readonly Obligation[] = [],
): Consequences {
  const now = new Map(after.units.map((u) => [u.id, u]));
  const moved: UnitMoved[] = [];
  const removed: UnitRemoved[] = [];
  const leftMap: UnitLeftMap[] = [];
  const away = new Map<string, { unit: Unit; exit: Coord }>();
  for (const o of obligations)
    if (o.kind === 'return-to-map') away.set(o.unit.id, { unit: o.unit, exit: o.exit });
  const changed: UnitChanged[] = [];
  // a Map: a side id from the scenario ("constructor", "__proto__") is never an inherited member
  const lost = new Map<string, number>();
  const addLoss = (side: string, n: number) => {
    if (n > 0) lost.set(side, (lost.get(side) ?? 0) + n);
  };
  for (const b of before.units) {
    const gone = away.get(b.id);
    if (!now.has(b.id) && gone) {
      leftMap.push({ unit: b.id, from: b.at, exit: gone.exit });
      addLoss(b.side, b.increments - gone.unit.increments);
      continue;
    }
    const a = now.get(b.id);
    if (a === undefined) {
      const r = removals.find((x) => x.unit.id === b.id);
      const left = r?.unit.increments ?? 0;
      removed.push({
        unit: b.id,
        from: b.at,
        reason: r?.reason ?? 'eliminated',
        rule: r?.rule ?? '',
        incrementsBefore: b.increments,
        incrementsAtRemoval: left,
      });
      addLoss(b.side, b.increments);
      continue;
    }
    if (!sameHex(a.at, b.at)) moved.push({ unit: b.id, from: b.at, to: a.at });
    const fields = {
      increments: change(b.increments, a.increments),
      moraleState: change(b.moraleState, a.moraleState),
      readiness: change(b.readiness, a.readiness),
      formation: change(b.formation, a.formation),
      facing: change(b.facing, a.facing),
      movementLeft: change(b.movementLeft, a.movementLeft),
    };
    const present = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(present).length > 0) changed.push({ unit: b.id, ...present });
    addLoss(b.side, b.increments - a.increments);
  }
  const leadersNow = new Map(after.leaders.map((l) => [l.id, l]));
  const leadersMoved: LeaderMoved[] = [];
  const leadersRemoved: LeaderRemoved[] = [];
  for (const b of before.leaders) {
    const a = leadersNow.get(b.id);
    if (a === undefined) leadersRemoved.push({ leader: b.id, from: b.at });
    else if (!sameHex(a.at, b.at)) leadersMoved.push({ leader: b.id, from: b.at, to: a.at });
  }
  return {
    moved,
    removed,
    leftMap,
    changed,
    leadersMoved,
    leadersRemoved,
    incrementsLost: Object.fromEntries(lost),
    obligations: [...obligations],
  };
}

/** The parts of a charge's state the consequences are read from (a `ChargeState` has them all). */
export interface ConsequenceSource {
  readonly initialBoard: Board;
  readonly board: Board;
  readonly removed: readonly RemovalRecord[];
  /** Obligations a flight or pursuit doctrine left for the host, when the state carries any. */
  readonly obligations?: readonly Obligation[];
  /** The charge's log, whose `moved` effects give each moved unit's path, when the state has one. */
  readonly log?: readonly { readonly effects?: readonly LogEffect[] }[];
}

/**
 * What the host must apply after a charge (or so far, for a charge still in progress): see diffBoards;
 * each moved unit with the hexes it walked, from the log's effects.
 */
export function consequences(state: ConsequenceSource): Consequences {
  const c = diffBoards(state.initialBoard, state.board, state.removed, state.obligations ?? []);
  const log = state.log;
  if (!Array.isArray(log) || log.length === 0 || c.moved.length === 0) return c;
  return { ...c, moved: c.moved.map((m) => ({ ...m, path: walked(m, log) })) };
}

/** The hexes a unit stood in from its start to its end, its `moved` effects one after the other. */
function walked(m: UnitMoved, log: NonNullable<ConsequenceSource['log']>): Coord[] {
  const path: Coord[] = [m.from];
  for (const entry of log)
    for (const e of entry.effects ?? [])
      if (e.kind === 'moved' && e.unit === m.unit && !sameHex(e.from, e.to)) path.push(...e.through, e.to);
  return path;
}
