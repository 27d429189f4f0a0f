import type { Draft } from 'immer';
import { bearing, distance, hexLine, neighbor } from '../hex/index.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Leader, Unit } from '../model/unit.ts';
import { unitById, unitsAt } from '../procedure/board.ts';
import { produce } from '../procedure/immer.ts';
import { removeUnit } from '../procedure/losses.ts';
import { carryLeaders } from '../procedure/moves.ts';
import { subjectOf, words } from '../procedure/request.ts';
import type { ChargeState, Pending } from '../procedure/state.ts';
import { is8e, rollDice } from './dice.ts';
import { flightPath6e } from './flight-path-6e.ts';
import { lineHexes, pointAlong } from './line.ts';
import { nearestEdge, type Obligation } from './obligations.ts';
import { hexHolds, mayEndIn } from './occupancy.ts';
import { inOrder } from './order.ts';
import type { FlightRecord, PursuerRecord } from './progress.ts';
import { latestFlight, pushObligation } from './record.ts';
import { RULE } from './rules.ts';
import { tell } from './say.ts';
import { cmToHexes, inchesToHexes } from './scale.ts';
import { doctrineSettings } from './settings.ts';

/** The value a record holds for a unit id, never an inherited member (a unit may be named "constructor"). */
function ownValue<T>(record: Readonly<Record<string, T>> | undefined, id: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, id) ? record[id] : undefined;
}

/** Pursuers that still have to move, in the order they act: a target, not held back, on the board. */
function waiting(s: ChargeState): PursuerRecord[] {
  // Stryker disable next-line ArrayDeclaration: a made-up pursuer record (a string) has no target and is filtered out
  return inOrder(s.doctrine?.pursuers ?? [], s.doctrine?.pursuitOrder).filter(
    (p) =>
      p.target && p.holdBack !== 'held' && p.holdBack !== 'declined' && !p.moved && unitById(s.board, p.unit),
  );
}

/**
 * Whether a doctrine pursuit is due after the advance (the machine goes to its pursuit state): a pursuer
 * still has to move. Under the La Bataille pursuit no doctrine pursuer is ever declared (eligibility.ts).
 */
export function doctrinePursuitDue(s: ChargeState): boolean {
  return !doctrinePursuitDone(s);
}

/** The flight a pursuer follows (the latest record of its target). */
function flightOf(s: ChargeState, target: string): FlightRecord | undefined {
  return latestFlight(s.doctrine!.flights, target);
}

/**
 * The hexes of a fleeing unit's line from the hex after its start: its path, then straight on for `n`
 * more hexes (at least `n` in all; a pursuer reads the first ones).
 */
function flightLine(f: FlightRecord, n: number): Coord[] {
  // Stryker disable next-line ArrayDeclaration: a pursued flight has been made: it has a path
  const path = (f.path ?? [f.from]).slice(1);
  const last = path[path.length - 1] ?? f.from;
  const aim = f.aim ?? last;
  const far = sameHex(last, f.from) ? aim : pointAlong(last, f.from, aim, 64);
  return [...path, ...lineHexes(last, far, n)];
}

interface Walk {
  /** Hexes the pursuer moves through: to the hex its target fled from, then along the flight line. */
  readonly route: readonly Coord[];
  /** The next hex on its line after the route: a fresh enemy there is contact, a new charge (ruling R43). */
  readonly ahead: Coord;
  readonly caught: boolean;
  readonly distanceHexes: number;
}

/**
 * Hexes of a pursuer's move counted along its target's flight line from the hex the target fled from
 * (ruling R47): all `k` of them when the roll counts from that hex (`fled-hex`: an attacker stands there
 * after the advance, a defender in contact steps into it first); with `pursuer-hex` the hexes from where
 * the pursuer stood in contact to that hex are part of the roll (an attacker's advance, a defender's
 * first step).
 */
export function alongHexes(s: ChargeState, unitId: string, fledFrom: Coord, k: number): number {
  const from = doctrineSettings(s.ruleset)[is8e(s.ruleset) ? 'fp8e' : 'pursuit6e'].pursuitCountsFrom;
  if (from === 'fled-hex') return k;
  // Stryker disable next-line OptionalChaining: every pursuer is a unit of the scenario, on the initial board
  const contact = s.initialBoard.units.find((x) => x.id === unitId)?.at ?? fledFrom;
  return Math.max(0, k - distance(contact, fledFrom));
}

/**
 * The hexes from a fleeing unit's start toward the hex it fled to (start excluded): its path, then on to
 * the hex it was placed in when its move ended in a friend (seed 002: beside or behind it). Where it
 * stands now, or where an earlier pursuer destroyed it.
 */
function towardFleer(s: ChargeState, f: FlightRecord): Coord[] {
  // Stryker disable next-line ArrayDeclaration: a pursued flight has been made: it has a path
  const path = (f.path ?? [f.from]).slice(1);
  const last = path[path.length - 1] ?? f.from;
  const now = unitById(s.board, f.unit)?.at ?? s.removed.find((r) => r.unit.id === f.unit)?.unit.at ?? last;
  return [...path, ...hexLine(last, now).slice(1)];
}

/**
 * Seed 000: the route of a 6e pursuer: to the hex its target fled from, then its roll along the flight
 * line if it caught (or its target is gone); if it missed, its roll toward the fleeing unit, where it is
 * ("hacia la unidad que huye": along its path, and on to the hex it was placed in behind a friend), up to
 * the difference of the rolls behind it, never into or beyond its hex ("rolls decide, not distances").
 */
function walk6e(s: ChargeState, pr: PursuerRecord, f: FlightRecord, u: Unit): Walk {
  const ds = doctrineSettings(s.ruleset);
  const k = cmToHexes(pr.roll!, ds.hexScale);
  // seed 000: caught when the pursuit roll is equal to or above the flight roll, on the map or off it (a
  // unit destroyed by its own flight, ruling R41, is gone either way: the pursuer moves its whole roll)
  const caught = pr.roll! >= f.roll!;
  const along = alongHexes(s, u.id, f.from, k);
  const lead = hexLine(u.at, f.from).slice(1);
  if (caught || f.outcome !== 'fled') {
    const line = flightLine(f, along + 1);
    // the line has at least along + 1 hexes
    return { route: [...lead, ...line.slice(0, along)], ahead: line[along]!, caught, distanceHexes: k };
  }
  const toward = towardFleer(s, f);
  const dest = Math.max(0, Math.min(along, toward.length - 1));
  // a flight of no hex leaves nothing toward the fleeing unit: what is ahead is its line of flight
  const ahead = toward[dest] ?? flightLine(f, dest + 1)[dest]!;
  return { route: [...lead, ...toward.slice(0, dest)], ahead, caught, distanceHexes: k };
}

/** The first already-fleeing enemy on a 6e route that still has to flee again (it needs a roll), if any. */
function reflightNeeded(
  s: ChargeState,
  route: readonly Coord[],
  side: string,
  ignore: readonly string[],
): Unit | undefined {
  const fleeingHere = s.doctrine!.flights.map((f) => f.unit);
  for (const h of route) {
    const holds = hexHolds(s.board, s.ruleset, h, side, ignore);
    if (holds === 'free') continue;
    if (holds !== 'enemy') return undefined;
    // a hex holding enemies holds no friend (a legal board), and no ignored unit: the pursuers are
    // friends, and a caught fleeing unit ended its flight alone in its hex (ruling R40)
    const enemies = unitsAt(s.board, h);
    // Stryker disable next-line MethodExpression: a unit fleeing from this combat ends its flight alone in its hex (R40)
    if (enemies.some((x) => fleeingHere.includes(x.id))) return undefined;
    const fleeing = enemies.find(
      // Stryker disable next-line ArrayDeclaration: no unit is called "Stryker was here"
      (x) => x.moraleState === 'routed' && !(s.doctrine!.reflown ?? []).includes(x.id),
    );
    if (fleeing && ownValue(s.doctrine!.reflights, fleeing.id) === undefined) return fleeing;
    if (!fleeing) return undefined;
  }
  return undefined;
}

/**
 * A pursuer runs off the map after `exit`: it leaves the board for a return-to-map obligation, with the
 * leaders riding with it when it is the last unit of its side in the hex it pursued from (ruling R40).
 */
function leaveMap(d: Draft<ChargeState>, u: Unit, exit: Coord, rule: string): void {
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
    source: rule.startsWith('001') ? '001' : '000',
    unit: { ...(gone as Unit), at: { ...exit } },
    ...(leaders.length > 0 ? { leaders } : {}),
    exit: { ...exit },
    edge: nearestEdge(d.board, exit),
    when: 'next-movement-phase',
    mayCharge: false,
    countsAsMoved: true,
  };
  pushObligation(d, ob);
  tell(d, rule, 'doctrine.off-map', { unit: u.name, hex: hexLabel(exit) });
}

function chargeObligation(
  d: Draft<ChargeState>,
  u: Unit,
  enemies: readonly Unit[],
  rule: string,
  roll?: number,
): void {
  const side = u.side;
  const eight = rule.startsWith('001');
  // Stryker disable next-line MethodExpression: the enemies contacted stand in one hex, so each is next to the same units
  const inCombat = enemies.some((e) =>
    d.board.units.some((x) => x.side === side && x.id !== u.id && distance(x.at, e.at) === 1),
  );
  pushObligation(d, {
    kind: 'melee-next-turn',
    rule,
    source: eight ? '001' : '000',
    attackers: [u.id],
    defenders: enemies.map((e) => e.id),
    charging: [u.id],
    bothChargeIfCountercharged: !eight,
    enemyMayOnlyHold: true,
    // seed 001: the pursuit roll is the charge distance (given only by the 8e pursuit)
    ...(roll !== undefined ? { chargeDistance: roll } : {}),
    joinsCombatIfUnfought: eight && inCombat,
  });
  tell(d, rule, eight ? 'doctrine.charge-8e' : 'doctrine.new-charge-6e', {
    unit: u.name,
    enemy: enemies.map((e) => e.name).join(' + '),
    hex: hexLabel(enemies[0]!.at),
  });
}

/** Makes one 6e pursuit (seed 000): destroys the fleeing unit if the roll matched, then moves the pursuer. */
function pursue6e(d: Draft<ChargeState>, s: ChargeState, pr: PursuerRecord): void {
  const ds = doctrineSettings(s.ruleset);
  const f = flightOf(s, pr.target!)!;
  const u = unitById(s.board, pr.unit)!;
  const w = walk6e(s, pr, f, u);
  const target = unitById(d.board as never, f.unit);
  if (w.caught && target) {
    tell(d, RULE.distance6eP, 'doctrine.caught-6e', {
      unit: u.name,
      target: target.name,
      pursuit: pr.roll!,
      flight: f.roll!,
    });
    // its still-fleeing obligation goes with it (removeUnit)
    removeUnit(d, target.id, 'eliminated', RULE.distance6eP);
  } else if (w.caught) {
    // seed 000: caught off the table too: destroyed, not fled (ruling R45). A target an earlier pursuer
    // already destroyed is not caught again: that catch was told once.
    const gone = d.removed.find((r) => r.unit.id === f.unit && r.reason === 'fled');
    if (gone) {
      gone.reason = 'eliminated';
      gone.rule = RULE.distance6eP;
      // a unit removed as fled is a target that fled off the map (a re-flight moves only other units)
      d.doctrine!.flights.find((y) => y.unit === f.unit && y.outcome === 'off-map')!.outcome = 'destroyed';
      tell(d, RULE.distance6eP, 'doctrine.caught-off-table-6e', {
        unit: u.name,
        target: gone.unit.name,
        pursuit: pr.roll!,
        flight: f.roll!,
      });
    }
  }
  const ignore = s.doctrine!.pursuers!.map((p) => p.unit);
  const fleeingHere = s.doctrine!.flights.map((x) => x.unit);
  // the route, then the hex ahead: a fresh enemy there is in contact, a new charge (ruling R43); a
  // pursuer that does not move makes no contact
  const steps = w.route.length > 0 ? [...w.route, w.ahead] : w.route;
  let at = u.at;
  const walked: Coord[] = [u.at];
  let contact: Unit[] | undefined;
  for (let i = 0; i < steps.length && !contact; i++) {
    const h = steps[i]!;
    const ahead = i === w.route.length;
    const holds = hexHolds(d.board as never, s.ruleset, h, u.side, ignore);
    if (holds === 'free') {
      if (ahead) break;
      at = h;
      walked.push(h);
      continue;
    }
    if (holds === 'off-map') {
      if (ahead) break;
      leaveMap(d, u, at, RULE.offTable);
      return;
    }
    // a hex holding enemies holds no friend (a legal board)
    const enemies = unitsAt(d.board as never, h);
    // Stryker disable next-line MethodExpression: a unit fleeing from this combat ends its flight alone in its hex (R40)
    if (holds !== 'enemy' || enemies.some((x) => fleeingHere.includes(x.id))) {
      // friends, impassable terrain or a unit fleeing from this combat stop it in the hex before
      if (!ahead) tell(d, RULE.distance6eP, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    const fleeing = enemies.find(
      // Stryker disable next-line ArrayDeclaration: no unit is called "Stryker was here"
      (x) => x.moraleState === 'routed' && !(d.doctrine!.reflown ?? []).includes(x.id),
    );
    if (fleeing) {
      // seed 000: an enemy already fleeing flees again at once, and is destroyed if the pursuit roll reaches
      // its new roll, asked before the move (reflightNeeded scans the same hexes)
      const roll = ownValue(d.doctrine!.reflights, fleeing.id)!;
      d.doctrine!.reflown = [...(d.doctrine!.reflown ?? []), fleeing.id];
      if (pr.roll! >= roll) {
        tell(d, RULE.reflight, 'doctrine.reflight-caught', { unit: fleeing.name, roll, pursuit: pr.roll! });
        removeUnit(d, fleeing.id, 'eliminated', RULE.reflight);
      } else {
        reflee(d, s, fleeing, at, roll, ds);
      }
      i--; // look at the same hex again
      continue;
    }
    // seed 000: a fresh enemy straight ahead is a new, compulsory charge; the pursuer stops in contact
    contact = enemies;
  }
  at = pushBack(d, s, u, walked, RULE.distance6eP);
  if (contact && sameHex(at, walked[walked.length - 1]!)) chargeObligation(d, u, contact, RULE.newCharge);
  moveTo(d, u.id, at, f);
  const still = unitById(d.board as never, f.unit);
  if (!w.caught && still) {
    // seed 000 clarification: placed at the difference of the rolls behind it, if it got there
    const place = w.route[w.route.length - 1] ?? u.at;
    const params = { unit: u.name, target: still.name, pursuit: pr.roll!, flight: f.roll ?? 0 };
    if (sameHex(at, place))
      tell(d, RULE.placement, 'doctrine.escaped-6e', { ...params, behind: (f.roll ?? 0) - pr.roll! });
    else tell(d, RULE.placement, 'doctrine.escaped-6e-stopped', { ...params, to: hexLabel(at) });
  }
  movedOrStayed(d, RULE.distance6eP, u, pr.roll!, w.distanceHexes, at);
}

/** Logs where a pursuer went: from its hex to another, or that it could not move at all. */
function movedOrStayed(
  d: Draft<ChargeState>,
  rule: string,
  u: Unit,
  roll: number,
  hexes: number,
  at: Coord,
): void {
  const params = { unit: u.name, roll, hexes, from: hexLabel(u.at), to: hexLabel(at) };
  tell(d, rule, sameHex(u.at, at) ? 'doctrine.pursuer-stays' : 'doctrine.pursuer-moves', params);
}

/** Seed 000: an already-fleeing enemy hit by a pursuit flees its new roll away from the pursuer at `from`. */
function reflee(
  d: Draft<ChargeState>,
  s: ChargeState,
  fleeing: Unit,
  from: Coord,
  roll: number,
  ds: ReturnType<typeof doctrineSettings>,
): void {
  const plan = flightPath6e(
    d.board as never,
    s.ruleset,
    fleeing.id,
    fleeing.side,
    fleeing.at,
    from,
    cmToHexes(roll, ds.hexScale),
    cmToHexes(ds.flight6e.enemyBufferCm, ds.hexScale),
  );
  const path = plan.path.map(hexLabel).join('-');
  if (plan.blocked) {
    tell(
      d,
      RULE.reflight,
      plan.blocked === 'no-way' ? 'doctrine.flight-blocked' : 'doctrine.flight-no-room',
      {
        unit: fleeing.name,
        roll,
        hexes: plan.path.length - 1,
        path,
      },
    );
    removeUnit(d, fleeing.id, 'eliminated', RULE.reflight);
  } else if (plan.end === null) {
    tell(d, RULE.reflight, 'doctrine.fled-off-map', {
      unit: fleeing.name,
      roll,
      hexes: plan.path.length - 1,
      path,
    });
    removeUnit(d, fleeing.id, 'fled', RULE.reflight);
  } else {
    place(d, fleeing.id, plan.end);
    const x = d.board.units.find((y) => y.id === fleeing.id)!;
    x.facing = bearing(from, plan.end);
    tell(d, RULE.reflight, 'doctrine.reflight-flees', { unit: fleeing.name, roll, to: hexLabel(plan.end) });
  }
}

/**
 * The hex a pursuer that walked `walked` (its start first) ends in: the last one where it may stand
 * (ruling R40: never over the stacking limit, with enemies or with an enemy leader), pushed back the
 * minimum needed (seed 001); its start is always kept.
 */
function pushBack(
  d: Draft<ChargeState>,
  s: ChargeState,
  u: Unit,
  walked: readonly Coord[],
  rule: string,
): Coord {
  const last = walked[walked.length - 1]!;
  for (let i = walked.length - 1; i > 0; i--) {
    // Stryker disable next-line ArrayDeclaration: the pursuer still stands in its start, never one of the hexes checked
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
function place(d: Draft<ChargeState>, id: string, at: Coord): void {
  const x = d.board.units.find((y) => y.id === id)!;
  const from = { ...x.at };
  x.at = { ...at };
  carryLeaders(d, from, at, x.side);
}

function moveTo(d: Draft<ChargeState>, id: string, at: Coord, f: FlightRecord): void {
  place(d, id, at);
  // a pursued flight has been made (makeFlights gives every flight it moves a path and an aim)
  d.board.units.find((y) => y.id === id)!.facing = bearing(f.from, f.aim!);
}

/**
 * Makes one 8e pursuit (seed 001): pivot to face the fleeing unit or its mark, then straight ahead the
 * roll; an enemy on the pivoted front, on the way or in the hex ahead at the end is a charge (ruling R43).
 */
function pursue8e(d: Draft<ChargeState>, s: ChargeState, pr: PursuerRecord): void {
  const ds = doctrineSettings(s.ruleset);
  const f = flightOf(s, pr.target!)!;
  const u = unitById(s.board, pr.unit)!;
  const fleeing = unitById(s.board, f.unit);
  const point = fleeing?.at ?? f.endedAt ?? f.path?.[f.path.length - 1] ?? f.from;
  const x = d.board.units.find((y) => y.id === u.id)!;
  if (!sameHex(point, u.at)) x.facing = bearing(u.at, point);
  tell(d, RULE.pivot8e, 'doctrine.pivot-8e', { unit: u.name, hex: hexLabel(point) });
  const ignore = s.doctrine!.pursuers!.map((p) => p.unit);
  const fleeingHere = s.doctrine!.flights.map((y) => y.unit);
  const n = inchesToHexes(pr.roll!, ds.hexScale);
  // hexes it moves: its roll, from the hex its target fled from or from its own (ruling R47)
  const m = sameHex(u.at, f.from)
    ? alongHexes(s, u.id, f.from, n)
    : alongHexes(s, u.id, f.from, n) + distance(u.at, f.from);
  const front = neighbor(u.at, x.facing);
  // the pivoted front, the hexes straight ahead, and (after a move) the hex in front at the end: m + 1 hexes
  const route = [front, ...lineHexes(u.at, pointAlong(u.at, u.at, point, 64), m + 1).slice(1)];
  let at = u.at;
  const walked: Coord[] = [u.at];
  let contact: Unit[] | undefined;
  for (const [i, h] of route.entries()) {
    const holds = hexHolds(d.board as never, s.ruleset, h, u.side, ignore);
    // a hex holding enemies holds no friend (a legal board)
    const enemies = unitsAt(d.board as never, h);
    // Stryker disable next-line MethodExpression: a unit fleeing from this combat ends its flight alone in its hex (R40)
    const ownFleeing = enemies.some((y) => fleeingHere.includes(y.id));
    if (holds === 'enemy' && !ownFleeing) {
      // a pivot onto an enemy (i = 0), contact on the way or at the end: a charge with the pursuit roll
      // as its distance, no reaction
      contact = enemies;
      break;
    }
    if (i >= m) break;
    if (holds === 'off-map') {
      leaveMap(d, u, at, RULE.charge8e);
      return;
    }
    if (holds !== 'free') {
      // friends, impassable terrain, or a unit fleeing from its own combat: it stops one hex short
      tell(d, RULE.blocked8e, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    at = h;
    walked.push(h);
  }
  at = pushBack(d, s, u, walked, RULE.blocked8e);
  if (contact && sameHex(at, walked[walked.length - 1]!))
    chargeObligation(d, u, contact, RULE.charge8e, pr.roll!);
  place(d, u.id, at);
  movedOrStayed(d, RULE.pivot8e, u, pr.roll!, n, at);
}

/** The doctrine's pursuit step (seeds 000, 001): asks the next roll, or makes the next pursuit, until all have moved. */
export function askDoctrinePursuit(s: ChargeState): ChargeState {
  let cur = produce(s, (d) => {
    d.pending = null;
  });
  const eight = is8e(s.ruleset);
  // Stryker disable next-line UpdateOperator: each turn moves a pursuer or asks a roll: the guard is never reached
  for (let guard = 0; guard < 100; guard++) {
    const next = waiting(cur)[0];
    if (!next) return cur;
    const u = unitById(cur.board, next.unit)!;
    let pending: Pending | undefined;
    if (next.roll === undefined) {
      pending = {
        kind: 'roll',
        id: `pursuit:${next.unit}`,
        what: 'pursuit-roll',
        subject: subjectOf([u]),
        // the pursuer's controller rolls (ruling R61)
        side: u.side,
        // Stryker disable next-line StringLiteral: any word but 'flight' asks the pursuit dice
        dice: rollDice(cur.ruleset, u, 'pursuit'),
        say: words('request.pursuit-roll.cm', { unit: u.name }),
        rule: RULE.distance6eP,
      };
    } else if (!eight) {
      const f = flightOf(cur, next.target!)!;
      const w = walk6e(cur, next, f, u);
      // a caught target is removed before the pursuer moves: it does not hide an enemy behind it
      const pursuers = cur.doctrine!.pursuers!.map((p) => p.unit);
      const ignore = w.caught ? [...pursuers, f.unit] : pursuers;
      const steps = w.route.length > 0 ? [...w.route, w.ahead] : w.route;
      const hit = reflightNeeded(cur, steps, u.side, ignore);
      if (hit) {
        pending = {
          kind: 'roll',
          id: `reflight:${hit.id}`,
          what: 'reflight-roll',
          subject: subjectOf([hit]),
          // the player of the unit hit, already fleeing, rolls its new flight (ruling R61)
          side: hit.side,
          // Stryker disable next-line StringLiteral: 6e only, whose flight and pursuit dice are the same
          dice: rollDice(cur.ruleset, hit, 'flight'),
          say: words('request.reflight-roll', { unit: hit.name }),
          rule: RULE.reflight,
        };
      }
    }
    if (pending) {
      const p = pending;
      return produce(cur, (d) => {
        d.pending = p as Draft<Pending>;
      });
    }
    const snapshot = cur;
    cur = produce(cur, (d) => {
      if (eight) pursue8e(d, snapshot, next);
      else pursue6e(d, snapshot, next);
      const rec = d.doctrine!.pursuers!.find((p) => p.unit === next.unit)!;
      rec.moved = true;
    });
  }
  // Stryker disable next-line StringLiteral: unreachable (see the guard above)
  throw new Error('pursuit step did not settle');
}

/** Whether every doctrine pursuer has moved (the machine leaves its pursuit state). */
export function doctrinePursuitDone(s: ChargeState): boolean {
  return waiting(s).length === 0;
}
