import type { Draft } from 'immer';
import { bearing, hexLine } from '../../hex/index.ts';
import { type Coord, hexLabel, sameHex } from '../../model/coord.ts';
import type { Unit } from '../../model/unit.ts';
import { unitById, unitsAt } from '../../procedure/board.ts';
import { movedAlong, movesAlong } from '../../procedure/log-effect.ts';
import { removeUnit } from '../../procedure/losses.ts';
import type { ChargeState } from '../../procedure/state.ts';
import { hexHolds } from '../occupancy.ts';
import type { FlightRecord, PursuerRecord } from '../progress.ts';
import {
  alongHexes,
  flightLine,
  flightOf,
  leaveMap,
  movedOrStayed,
  type NewChargeTerms,
  newCharge,
  ownValue,
  place,
  pushBack,
} from '../pursuer-moves.ts';
import { RULE } from '../rules.ts';
import { tell } from '../say.ts';
import { cmToHexes } from '../scale.ts';
import { doctrineSettings } from '../settings.ts';
import { flightPath6e } from './flight-path.ts';

/** Seed 000: a pursuer's new charge; both count as charging if the enemy also charges. */
const NEW_CHARGE_000: NewChargeTerms = {
  seed: '000',
  bothChargeIfCountercharged: true,
  joinsCombat: false,
  key: 'doctrine.new-charge-6e',
};

/** A 6e pursuer's way: its route, the hex ahead, whether it caught its target, and its roll in hexes. */
export interface Walk {
  /** Hexes the pursuer moves through: to the hex its target fled from, then along the flight line. */
  readonly route: readonly Coord[];
  /** The next hex on its line after the route: a fresh enemy there is contact, a new charge (ruling R43). */
  readonly ahead: Coord;
  readonly caught: boolean;
  readonly distanceHexes: number;
}

/**
 * The hexes from a fleeing unit's start toward the hex it fled to (start excluded): its path, then on to
 * the hex it was placed in when its move ended in a friend (seed 002: beside or behind it). Where it
 * stands now, or where an earlier pursuer destroyed it.
 */
function towardFleer(s: ChargeState, f: FlightRecord): Coord[] {
  const path = f.path!.slice(1);
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
export function walk6e(s: ChargeState, pr: PursuerRecord, f: FlightRecord, u: Unit): Walk {
  const ds = doctrineSettings(s.ruleset);
  const k = cmToHexes(pr.roll!, ds.hexScale);
  // seed 000: caught when the pursuit roll is equal to or above the flight roll, on the map or off it (a
  // unit destroyed by its own flight, ruling R41, is gone either way: the pursuer moves its whole roll)
  const caught = pr.roll! >= f.roll!;
  const along = alongHexes(s, u.id, f.from, k, ds.pursuit6e.pursuitCountsFrom);
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
export function reflightNeeded(
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
    if (enemies.some((x) => fleeingHere.includes(x.id))) return undefined;
    const fleeing = enemies.find((x) => x.moraleState === 'routed' && !s.doctrine!.reflown?.includes(x.id));
    if (fleeing && ownValue(s.doctrine!.reflights, fleeing.id) === undefined) return fleeing;
    if (!fleeing) return undefined;
  }
  return undefined;
}

/** Makes one 6e pursuit (seed 000): destroys the fleeing unit if the roll matched, then moves the pursuer. */
export function pursue6e(d: Draft<ChargeState>, s: ChargeState, pr: PursuerRecord): void {
  const ds = doctrineSettings(s.ruleset);
  const f = flightOf(s, pr.target!)!;
  const u = unitById(s.board, pr.unit)!;
  const w = walk6e(s, pr, f, u);
  const target = unitById(d.board as never, f.unit);
  if (w.caught && target) {
    tell(
      d,
      RULE.distance6eP,
      'doctrine.caught-6e',
      { unit: u.name, target: target.name, pursuit: pr.roll!, flight: f.roll! },
      undefined,
      [{ kind: 'removed', unit: target.id, reason: 'eliminated' }],
    );
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
      tell(
        d,
        RULE.distance6eP,
        'doctrine.caught-off-table-6e',
        { unit: u.name, target: gone.unit.name, pursuit: pr.roll!, flight: f.roll! },
        undefined,
        // the removal's reason changes: fled, now destroyed (ruling R45)
        [{ kind: 'removed', unit: gone.unit.id, reason: 'eliminated' }],
      );
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
      leaveMap(d, u, at, RULE.offTable, '000');
      return;
    }
    // a hex holding enemies holds no friend (a legal board)
    const enemies = unitsAt(d.board as never, h);
    if (holds !== 'enemy' || enemies.some((x) => fleeingHere.includes(x.id))) {
      // friends, impassable terrain or a unit fleeing from this combat stop it in the hex before
      if (!ahead) tell(d, RULE.distance6eP, 'doctrine.pursuit-blocked', { unit: u.name, hex: hexLabel(h) });
      break;
    }
    const fleeing = enemies.find((x) => x.moraleState === 'routed' && !d.doctrine!.reflown?.includes(x.id));
    if (fleeing) {
      // seed 000: an enemy already fleeing flees again at once, and is destroyed if the pursuit roll reaches
      // its new roll, asked before the move (reflightNeeded scans the same hexes)
      const roll = ownValue(d.doctrine!.reflights, fleeing.id)!;
      d.doctrine!.reflown = [...(d.doctrine!.reflown ?? []), fleeing.id];
      if (pr.roll! >= roll) {
        tell(
          d,
          RULE.reflight,
          'doctrine.reflight-caught',
          { unit: fleeing.name, roll, pursuit: pr.roll! },
          undefined,
          [{ kind: 'removed', unit: fleeing.id, reason: 'eliminated' }],
        );
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
  if (contact && sameHex(at, walked[walked.length - 1]!))
    newCharge(d, u, contact, RULE.newCharge, NEW_CHARGE_000);
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
  movedOrStayed(d, RULE.distance6eP, u, pr.roll!, w.distanceHexes, at, walked);
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
      undefined,
      [
        ...movesAlong(fleeing.id, fleeing.at, plan.path, 'flight'),
        { kind: 'removed', unit: fleeing.id, reason: 'eliminated' },
      ],
    );
    removeUnit(d, fleeing.id, 'eliminated', RULE.reflight);
  } else if (plan.end === null) {
    tell(
      d,
      RULE.reflight,
      'doctrine.fled-off-map',
      { unit: fleeing.name, roll, hexes: plan.path.length - 1, path },
      undefined,
      [
        ...movesAlong(fleeing.id, fleeing.at, plan.path, 'flight'),
        { kind: 'removed', unit: fleeing.id, reason: 'fled' },
      ],
    );
    removeUnit(d, fleeing.id, 'fled', RULE.reflight);
  } else {
    const start = { ...fleeing.at };
    const was = fleeing.facing;
    place(d, fleeing.id, plan.end);
    const x = d.board.units.find((y) => y.id === fleeing.id)!;
    x.facing = bearing(from, plan.end);
    const moved = movedAlong(fleeing.id, start, plan.path, 'flight');
    tell(
      d,
      RULE.reflight,
      'doctrine.reflight-flees',
      { unit: fleeing.name, roll, to: hexLabel(plan.end) },
      undefined,
      [x.facing !== was ? { ...moved, facing: x.facing } : moved],
    );
  }
}

function moveTo(d: Draft<ChargeState>, id: string, at: Coord, f: FlightRecord): void {
  place(d, id, at);
  // a pursued flight has been made (makeFlights gives every flight it moves a path and an aim)
  d.board.units.find((y) => y.id === id)!.facing = bearing(f.from, f.aim!);
}
