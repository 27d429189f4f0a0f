import { type Draft, produce } from 'immer';
import { bearing, distance, hexLine, neighbor } from '../hex/index.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import { unitById, unitsAt } from '../procedure/board.ts';
import { removeUnit } from '../procedure/losses.ts';
import type { ChargeState, Pending } from '../procedure/state.ts';
import { is8e, rollDice } from './dice.ts';
import { flightPath6e } from './flight-path-6e.ts';
import { lineHexes, pointAlong } from './line.ts';
import { nearestEdge, type Obligation } from './obligations.ts';
import { hexHolds } from './occupancy.ts';
import type { FlightRecord, PursuerRecord } from './progress.ts';
import { pushObligation } from './record.ts';
import { RULE } from './rules.ts';
import { tell } from './say.ts';
import { cmToHexes, inchesToHexes } from './scale.ts';
import { doctrineSettings } from './settings.ts';

/** The value a record holds for a unit id, never an inherited member (a unit may be named "constructor"). */
function ownValue<T>(record: Readonly<Record<string, T>> | undefined, id: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, id) ? record[id] : undefined;
}

/** Pursuers that still have to move: a target, not held back, on the board. */
function waiting(s: ChargeState): PursuerRecord[] {
  return (s.doctrine?.pursuers ?? []).filter(
    (p) =>
      p.target && p.holdBack !== 'held' && p.holdBack !== 'declined' && !p.moved && unitById(s.board, p.unit),
  );
}

/** Whether a doctrine pursuit is due after the advance (the machine goes to its pursuit state). */
export function doctrinePursuitDue(s: ChargeState): boolean {
  return s.ruleset.settings.doctrine.pursuit !== 'la-bataille' && waiting(s).length > 0;
}

/** The flight a pursuer follows (the latest record of its target). */
function flightOf(s: ChargeState, target: string): FlightRecord | undefined {
  return [...(s.doctrine?.flights ?? [])].reverse().find((f) => f.unit === target);
}

/** The hexes of a fleeing unit's line from the hex after its start: its path, then straight on. */
function flightLine(f: FlightRecord, n: number): Coord[] {
  const path = (f.path ?? [f.from]).slice(1);
  if (path.length >= n) return path.slice(0, n);
  const last = path[path.length - 1] ?? f.from;
  const aim = f.aim ?? last;
  const far = sameHex(last, f.from) ? aim : pointAlong(last, f.from, aim, 64);
  return [...path, ...lineHexes(last, far, n - path.length)];
}

interface Walk {
  readonly route: readonly Coord[];
  readonly caught: boolean;
  readonly distanceHexes: number;
}

/** Seed 000: the route of a 6e pursuer: the full roll along the flight line if it caught, else up to the difference behind the fleeing unit. */
function walk6e(s: ChargeState, pr: PursuerRecord, f: FlightRecord, u: Unit): Walk {
  const ds = doctrineSettings(s.ruleset);
  const k = cmToHexes(pr.roll!, ds.hexScale);
  const caught = f.roll !== undefined && pr.roll! >= f.roll && f.outcome === 'fled';
  const pathLen = (f.path?.length ?? 1) - 1;
  if (!s.attackers.includes(pr.unit) && !sameHex(u.at, f.from)) {
    // a defender pursues from its own hex, in contact with the hex the charging units fled from: the hexes
    // up to that one come first, then the flight line; missed, it stops short of the fleeing unit (ruling 5)
    const lead = hexLine(u.at, f.from).slice(1);
    const reach = caught || f.outcome !== 'fled' ? k : Math.max(0, Math.min(k, lead.length - 1 + pathLen));
    const route = [...lead, ...flightLine(f, Math.max(reach - lead.length, 0))].slice(0, reach);
    return { route, caught, distanceHexes: k };
  }
  const dest = caught || f.outcome !== 'fled' ? k : Math.max(0, Math.min(k, pathLen - 1));
  const line = flightLine(f, Math.max(dest, 1));
  const goal = dest === 0 ? f.from : line[dest - 1]!;
  const route = sameHex(u.at, f.from) ? line.slice(0, dest) : hexLine(u.at, goal).slice(1);
  return { route, caught, distanceHexes: k };
}

/** The first already-fleeing enemy on a 6e route that still has to flee again (it needs a roll), if any. */
function reflightNeeded(
  s: ChargeState,
  route: readonly Coord[],
  side: string,
  ignore: readonly string[],
): Unit | undefined {
  const fleeingHere = (s.doctrine?.flights ?? []).map((f) => f.unit);
  for (const h of route) {
    const holds = hexHolds(s.board, s.ruleset, h, side, ignore);
    if (holds === 'free') continue;
    if (holds !== 'enemy') return undefined;
    const enemies = unitsAt(s.board, h).filter((x) => x.side !== side && !ignore.includes(x.id));
    if (enemies.some((x) => fleeingHere.includes(x.id))) return undefined;
    const fleeing = enemies.find(
      (x) => x.moraleState === 'routed' && !(s.doctrine?.reflown ?? []).includes(x.id),
    );
    if (fleeing && ownValue(s.doctrine?.reflights, fleeing.id) === undefined) return fleeing;
    if (!fleeing) return undefined;
  }
  return undefined;
}

function leaveMap(d: Draft<ChargeState>, u: Unit, exit: Coord, rule: string): void {
  const i = d.board.units.findIndex((x) => x.id === u.id);
  const [gone] = d.board.units.splice(i, 1);
  const ob: Obligation = {
    kind: 'return-to-map',
    rule,
    source: rule.startsWith('001') ? '001' : '000',
    unit: { ...(gone as Unit), at: { ...exit } },
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
    ...(eight && roll !== undefined ? { chargeDistance: roll } : {}),
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
    removeUnit(d, target.id, 'eliminated', RULE.distance6eP);
    d.obligations = (d.obligations ?? []).filter(
      (o) => !(o.kind === 'still-fleeing' && o.unit === target.id),
    );
  } else if (target) {
    tell(d, RULE.placement, 'doctrine.escaped-6e', {
      unit: u.name,
      target: target.name,
      pursuit: pr.roll!,
      flight: f.roll ?? 0,
      behind: (f.roll ?? 0) - pr.roll!,
    });
  }
  const ignore = (s.doctrine?.pursuers ?? []).map((p) => p.unit);
  const fleeingHere = (s.doctrine?.flights ?? []).map((x) => x.unit);
  let at = u.at;
  let ended = false;
  for (let i = 0; i < w.route.length && !ended; i++) {
    const h = w.route[i]!;
    const holds = hexHolds(d.board as never, s.ruleset, h, u.side, ignore);
    if (holds === 'free') {
      at = h;
      continue;
    }
    if (holds === 'off-map') {
      moveTo(d, u.id, at, f);
      leaveMap(d, u, at, RULE.offTable);
      return;
    }
    if (holds !== 'enemy') {
      tell(d, RULE.distance6eP, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    const enemies = unitsAt(d.board as never, h).filter((x) => x.side !== u.side);
    if (enemies.some((x) => fleeingHere.includes(x.id))) {
      tell(d, RULE.distance6eP, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    const fleeing = enemies.find(
      (x) => x.moraleState === 'routed' && !(d.doctrine?.reflown ?? []).includes(x.id),
    );
    const roll = fleeing ? ownValue(d.doctrine?.reflights, fleeing.id) : undefined;
    if (fleeing && roll !== undefined) {
      // seed 000: an enemy already fleeing flees again at once, and is destroyed if the pursuit roll reaches its new roll
      d.doctrine!.reflown = [...(d.doctrine!.reflown ?? []), fleeing.id];
      if (pr.roll! >= roll) {
        tell(d, RULE.reflight, 'doctrine.reflight-caught', { unit: fleeing.name, roll, pursuit: pr.roll! });
        removeUnit(d, fleeing.id, 'eliminated', RULE.reflight);
      } else {
        const plan = flightPath6e(
          d.board as never,
          s.ruleset,
          fleeing.id,
          fleeing.side,
          fleeing.at,
          at,
          cmToHexes(roll, ds.hexScale),
          cmToHexes(ds.flight6e.enemyBufferCm, ds.hexScale),
        );
        const x = d.board.units.find((y) => y.id === fleeing.id)!;
        if (plan.end === null) {
          tell(d, RULE.reflight, 'doctrine.fled-off-map', {
            unit: fleeing.name,
            roll,
            hexes: plan.path.length - 1,
            path: plan.path.map(hexLabel).join('-'),
          });
          removeUnit(d, fleeing.id, 'fled', RULE.reflight);
        } else {
          x.at = { ...plan.end };
          x.facing = bearing(at, plan.end);
          tell(d, RULE.reflight, 'doctrine.reflight-flees', {
            unit: fleeing.name,
            roll,
            to: hexLabel(plan.end),
          });
        }
      }
      i--; // look at the same hex again
      continue;
    }
    // seed 000: a fresh enemy straight ahead is a new, compulsory charge; the pursuer stops in contact
    chargeObligation(d, u, enemies, RULE.newCharge);
    ended = true;
  }
  moveTo(d, u.id, at, f);
  tell(d, RULE.distance6eP, 'doctrine.pursuer-moves', {
    unit: u.name,
    roll: pr.roll!,
    hexes: w.distanceHexes,
    from: hexLabel(u.at),
    to: hexLabel(at),
  });
}

function moveTo(d: Draft<ChargeState>, id: string, at: Coord, f: FlightRecord): void {
  const x = d.board.units.find((y) => y.id === id);
  if (!x) return;
  x.at = { ...at };
  if (f.aim && !sameHex(f.from, f.aim)) x.facing = bearing(f.from, f.aim);
}

/** Makes one 8e pursuit (seed 001): pivot to face the fleeing unit or its mark, then straight ahead the roll. */
function pursue8e(d: Draft<ChargeState>, s: ChargeState, pr: PursuerRecord): void {
  const ds = doctrineSettings(s.ruleset);
  const f = flightOf(s, pr.target!)!;
  const u = unitById(s.board, pr.unit)!;
  const fleeing = unitById(s.board, f.unit);
  const point = fleeing?.at ?? f.endedAt ?? f.path?.[f.path.length - 1] ?? f.from;
  const x = d.board.units.find((y) => y.id === u.id)!;
  if (!sameHex(point, u.at)) x.facing = bearing(u.at, point);
  tell(d, RULE.pivot8e, 'doctrine.pivot-8e', { unit: u.name, hex: hexLabel(point) });
  const ignore = (s.doctrine?.pursuers ?? []).map((p) => p.unit);
  const fleeingHere = (s.doctrine?.flights ?? []).map((y) => y.unit);
  const n = inchesToHexes(pr.roll!, ds.hexScale);
  const front = neighbor(u.at, x.facing);
  const route = [front, ...lineHexes(u.at, pointAlong(u.at, u.at, point, 64), n).slice(1)].slice(
    0,
    Math.max(n, 1),
  );
  let at = u.at;
  for (let i = 0; i < route.length; i++) {
    const h = route[i]!;
    const holds = hexHolds(d.board as never, s.ruleset, h, u.side, ignore);
    const enemies = unitsAt(d.board as never, h).filter((y) => y.side !== u.side);
    const ownFleeing = enemies.some((y) => fleeingHere.includes(y.id));
    if (holds === 'enemy' && !ownFleeing) {
      // a pivot onto an enemy (i = 0) or contact on the way: a charge with the pursuit roll as its distance, no reaction
      chargeObligation(d, u, enemies, RULE.charge8e, pr.roll!);
      break;
    }
    if (holds === 'off-map') {
      x.at = { ...at };
      leaveMap(d, u, at, RULE.charge8e);
      return;
    }
    if (holds !== 'free') {
      // friends, impassable terrain, or a unit fleeing from its own combat: it stops one hex short
      tell(d, RULE.blocked8e, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    if (i >= n) break;
    at = h;
  }
  x.at = { ...at };
  tell(d, RULE.pivot8e, 'doctrine.pursuer-moves', {
    unit: u.name,
    roll: pr.roll!,
    hexes: n,
    from: hexLabel(u.at),
    to: hexLabel(at),
  });
}

/** The doctrine's pursuit step (seeds 000, 001): asks the next roll, or makes the next pursuit, until all have moved. */
export function askDoctrinePursuit(s: ChargeState): ChargeState {
  let cur = produce(s, (d) => {
    d.step = 'doctrinePursuit';
    d.pending = null;
  });
  const eight = is8e(s.ruleset);
  for (let guard = 0; guard < 100; guard++) {
    const next = waiting(cur)[0];
    if (!next) return cur;
    const u = unitById(cur.board, next.unit)!;
    let pending: Pending | undefined;
    if (next.roll === undefined) {
      pending = {
        kind: 'roll',
        id: `pursuit:${next.unit}`,
        dice: rollDice(cur.ruleset, u, 'pursuit'),
        purpose: `pursuit roll of ${u.name} (cm)`,
        rule: RULE.distance6eP,
      };
    } else if (!eight) {
      const f = flightOf(cur, next.target!)!;
      const w = walk6e(cur, next, f, u);
      // a caught target is removed before the pursuer moves: it does not hide an enemy behind it
      const ignore = [...(cur.doctrine?.pursuers ?? []).map((p) => p.unit), ...(w.caught ? [f.unit] : [])];
      const hit = reflightNeeded(cur, w.route, u.side, ignore);
      if (hit) {
        pending = {
          kind: 'roll',
          id: `reflight:${hit.id}`,
          dice: rollDice(cur.ruleset, hit, 'flight'),
          purpose: `new flight roll of ${hit.name}, already fleeing, hit by the pursuit (cm)`,
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
  throw new Error('pursuit step did not settle');
}

/** Whether every doctrine pursuer has moved (the machine leaves its pursuit state). */
export function doctrinePursuitDone(s: ChargeState): boolean {
  return waiting(s).length === 0;
}
