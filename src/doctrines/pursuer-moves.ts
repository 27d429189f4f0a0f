import type { Draft } from 'immer';
import { distance } from '../hex/index.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Pursuit6eSettings } from '../model/ruleset.ts';
import type { Leader, Unit } from '../model/unit.ts';
import { type LogEffect, movedAlong } from '../procedure/log-effect.ts';
import { carryLeaders } from '../procedure/moves.ts';
import type { ChargeState } from '../procedure/state.ts';
import { lineHexes, pointAlong } from './line.ts';
import { nearestEdge, type Obligation } from './obligations.ts';
import { mayEndIn } from './occupancy.ts';
import type { FlightRecord } from './progress.ts';
import { latestFlight, pushObligation } from './record.ts';
import { tell } from './say.ts';

/*
 * What the pursuers of seeds 000 and 001 share as they move (6e/pursue.ts, 8e/pursue.ts): the flight they
 * follow and its line, where their roll counts from, leaving the map, a new charge, being pushed back.
 */

/** Where a pursuit roll counts from (ruling R47): the hex the fleeing unit left, or the pursuer's own. */
export type PursuitCountsFrom = Pursuit6eSettings['pursuitCountsFrom'];

/** The value a record holds for a unit id, never an inherited member (a unit may be named "constructor"). */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, id: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, id) ? record[id] : undefined;
}

/** The flight a pursuer follows (the latest record of its target). */
export function flightOf(s: ChargeState, target: string): FlightRecord | undefined {
  return latestFlight(s.doctrine!.flights, target);
}

/**
 * The hexes of a fleeing unit's line from the hex after its start: its path, then straight on for `n`
 * more hexes (at least `n` in all; a pursuer reads the first ones).
 */
export function flightLine(f: FlightRecord, n: number): Coord[] {
  const path = f.path?.slice(1) ?? [];
  const last = path[path.length - 1] ?? f.from;
  const aim = f.aim ?? last;
  const far = sameHex(last, f.from) ? aim : pointAlong(last, f.from, aim, 64);
  return [...path, ...lineHexes(last, far, n)];
}

/**
 * Hexes of a pursuer's move counted along its target's flight line from the hex the target fled from
 * (ruling R47): all `k` of them when the roll counts from that hex (`fled-hex`: an attacker stands there
 * after the advance, a defender in contact steps into it first); with `pursuer-hex` the hexes from where
 * the pursuer stood in contact to that hex are part of the roll (an attacker's advance, a defender's
 * first step). `from` is the doctrine's setting (`pursuitCountsFrom`).
 */
export function alongHexes(
  s: ChargeState,
  unitId: string,
  fledFrom: Coord,
  k: number,
  from: PursuitCountsFrom,
): number {
  if (from === 'fled-hex') return k;
  const contact = s.initialBoard.units.find((x) => x.id === unitId)?.at ?? fledFrom;
  return Math.max(0, k - distance(contact, fledFrom));
}

/**
 * A pursuer runs off the map after `exit`: it leaves the board for a return-to-map obligation, with the
 * leaders riding with it when it is the last unit of its side in the hex it pursued from (ruling R40);
 * `seed` is the obligation's source.
 */
export function leaveMap(
  d: Draft<ChargeState>,
  u: Unit,
  exit: Coord,
  rule: string,
  seed: '000' | '001',
): void {
  const i = d.board.units.findIndex((x) => x.id === u.id);
  const [gone] = d.board.units.splice(i, 1);
  const from = { ...gone!.at };
  const alone = (l: Leader) =>
    l.side === u.side &&
    sameHex(l.at, from) &&
    !d.board.units.some((x) => x.side === u.side && sameHex(x.at, from));
  const leaders = d.board.leaders.filter(alone).map((l) => ({ ...l, at: { ...exit } }) as Leader);
  d.board.leaders = d.board.leaders.filter((l) => !alone(l));
  const ob: Obligation = {
    kind: 'return-to-map',
    rule,
    source: seed,
    unit: { ...(gone as Unit), at: { ...exit } },
    ...(leaders.length > 0 ? { leaders } : {}),
    exit: { ...exit },
    edge: nearestEdge(d.board, exit),
    when: 'next-movement-phase',
    mayCharge: false,
    countsAsMoved: true,
  };
  pushObligation(d, ob);
  tell(d, rule, 'doctrine.off-map', { unit: u.name, hex: hexLabel(exit) }, undefined, [
    { kind: 'removed', unit: u.id, reason: 'off-map' },
  ]);
}

/** The terms of the new charge a pursuer makes on a fresh enemy (seed 000; seed 001), as its obligation records them. */
export interface NewChargeTerms {
  /** The seed of the obligation (its source). */
  readonly seed: '000' | '001';
  /** Seed 000: both count as charging if the enemy also charges. */
  readonly bothChargeIfCountercharged: boolean;
  /** Seed 001: the charge joins the combat of another unit of the pursuer's side next to the enemy. */
  readonly joinsCombat: boolean;
  /** The log key of the new charge. */
  readonly key: 'doctrine.new-charge-6e' | 'doctrine.charge-8e';
}

/** Records a pursuer's new charge on the fresh enemies it reached (a melee-next-turn obligation, ruling R43). */
export function newCharge(
  d: Draft<ChargeState>,
  u: Unit,
  enemies: readonly Unit[],
  rule: string,
  terms: NewChargeTerms,
  roll?: number,
): void {
  const side = u.side;
  // the enemies reached stand in one hex (a pursuit stops at the first hex holding enemies)
  const hex = enemies[0]!.at;
  const inCombat = d.board.units.some((x) => x.side === side && x.id !== u.id && distance(x.at, hex) === 1);
  pushObligation(d, {
    kind: 'melee-next-turn',
    rule,
    source: terms.seed,
    attackers: [u.id],
    defenders: enemies.map((e) => e.id),
    charging: [u.id],
    bothChargeIfCountercharged: terms.bothChargeIfCountercharged,
    enemyMayOnlyHold: true,
    // seed 001: the pursuit roll is the charge distance (given only by the 8e pursuit)
    ...(roll !== undefined ? { chargeDistance: roll } : {}),
    joinsCombatIfUnfought: terms.joinsCombat && inCombat,
  });
  tell(d, rule, terms.key, {
    unit: u.name,
    enemy: enemies.map((e) => e.name).join(' + '),
    hex: hexLabel(enemies[0]!.at),
  });
}

/**
 * Logs where a pursuer went: from its hex to another, or that it could not move at all; its effect is
 * the move along the hexes it `walked` (its start first) to `at`, with the facing it ends in when that
 * is not the one it had (`u`, the pursuer as it stood before its pursuit).
 */
export function movedOrStayed(
  d: Draft<ChargeState>,
  rule: string,
  u: Unit,
  roll: number,
  hexes: number,
  at: Coord,
  walked: readonly Coord[],
): void {
  const params = { unit: u.name, roll, hexes, from: hexLabel(u.at), to: hexLabel(at) };
  const facing = d.board.units.find((y) => y.id === u.id)!.facing;
  const end = walked.findIndex((h) => sameHex(h, at));
  const moved = movedAlong(u.id, u.at, walked.slice(1, end + 1), 'pursuit');
  const effects: LogEffect[] =
    facing !== u.facing ? [{ ...moved, facing }] : sameHex(u.at, at) ? [] : [moved];
  tell(
    d,
    rule,
    sameHex(u.at, at) ? 'doctrine.pursuer-stays' : 'doctrine.pursuer-moves',
    params,
    undefined,
    effects,
  );
}

/**
 * The hex a pursuer that walked `walked` (its start first) ends in: the last one where it may stand
 * (ruling R40: never over the stacking limit, with enemies or with an enemy leader), pushed back the
 * minimum needed (seed 001); its start is always kept.
 */
export function pushBack(
  d: Draft<ChargeState>,
  s: ChargeState,
  u: Unit,
  walked: readonly Coord[],
  rule: string,
): Coord {
  const last = walked[walked.length - 1]!;
  for (let i = walked.length - 1; i > 0; i--) {
    // Stryker disable next-line ArrayDeclaration: the pursuer still stands in its start (walked[0]), never one of the hexes checked
    if (!mayEndIn(d.board as never, s.ruleset, walked[i]!, u.side, [u.id])) continue;
    if (i < walked.length - 1)
      tell(d, rule, 'doctrine.pushed-back', { unit: u.name, hex: hexLabel(last), to: hexLabel(walked[i]!) });
    return walked[i]!;
  }
  if (walked.length > 1)
    tell(d, rule, 'doctrine.pushed-back', { unit: u.name, hex: hexLabel(last), to: hexLabel(walked[0]!) });
  return walked[0]!;
}

/** Moves a unit to `at`; leaders of its side go with the last of its side to leave the hex (ruling R40). */
export function place(d: Draft<ChargeState>, id: string, at: Coord): void {
  const x = d.board.units.find((y) => y.id === id)!;
  const from = { ...x.at };
  x.at = { ...at };
  carryLeaders(d, from, at, x.side);
}
