import type { Draft } from 'immer';
import { bearing } from '../hex/index.ts';
import { type Coord, hexLabel, sameHex } from '../model/coord.ts';
import type { Direction } from '../model/direction.ts';
import { unitById } from '../procedure/board.ts';
import { produce } from '../procedure/immer.ts';
import { type LogEffect, movedAlong, movesAlong } from '../procedure/log-effect.ts';
import { removeUnit } from '../procedure/losses.ts';
import { carryLeaders } from '../procedure/moves.ts';
import { subjectOf, words } from '../procedure/request.ts';
import type { ChargeState, Pending } from '../procedure/state.ts';
import { causeNext } from './cause.ts';
import { declarationsNext } from './declarations.ts';
import type { Doctrines, Flight, FlightDoctrine, Next, PursuitDoctrine } from './doctrine.ts';
import { inOrder } from './order.ts';
import type { FlightRecord } from './progress.ts';
import { pushObligation, recordFlights, routBecomesFlight } from './record.ts';
import { RULE } from './rules.ts';
import { tell } from './say.ts';
import { doctrineSettings } from './settings.ts';

/** The flights not made yet. */
export function openFlights(s: ChargeState): FlightRecord[] {
  return (s.doctrine?.flights ?? []).filter((f) => f.outcome === undefined);
}

/** The flights in the order they roll and move (8e: the controller's chosen order). */
export function orderedFlights(s: ChargeState): FlightRecord[] {
  return inOrder(openFlights(s), s.doctrine?.order);
}

/** Step 1: the cause of each flight (seed 002 priority 1; seed 001); null when every flight has one. */
function causesNext(s: ChargeState, flight: Flight): Next | null {
  for (const f of openFlights(s)) {
    if (f.cause !== undefined) continue;
    const u = unitById(s.board, f.unit);
    if (!u) continue;
    return causeNext(s, f, u, flight.cause);
  }
  return null;
}

/** Step 3: the next flight roll, in the order chosen (8e); null when every fleeing unit on the board rolled. */
function flightRollNext(s: ChargeState, flight: Flight): Next | null {
  const f = orderedFlights(s).find((x) => x.roll === undefined && unitById(s.board, x.unit));
  if (!f) return null;
  const u = unitById(s.board, f.unit)!;
  const pending: Pending = {
    kind: 'roll',
    id: `flight:${f.unit}`,
    what: 'flight-roll',
    subject: subjectOf([u]),
    // seed 001 "каждое разгромленное подразделение кидает": the fleeing unit's controller rolls
    side: u.side,
    dice: flight.dice(s.ruleset, u),
    say: words(flight.measure.flightRoll, { unit: u.name }),
    rule: flight.rollRule,
  };
  return { pending };
}

/**
 * The next thing the flight step needs, or null when the flights can be made: 1. the causes, 2. the
 * pursuit declarations (seed 000 "Cuándo se persigue": before any flight roll) and what the pursuit
 * doctrine asks of the pursuers then, the flight order (8e), 3. the flight rolls, then what the pursuit
 * doctrine asks after them (8e: the pursuit order and rolls, one unit at a time).
 */
function nextRequest(s: ChargeState, flight: Flight, pursuit: PursuitDoctrine): Next | null {
  return (
    causesNext(s, flight) ??
    declarationsNext(s, pursuit) ??
    pursuit.beforeFlightRolls(s) ??
    flight.beforeRolls(s) ??
    flightRollNext(s, flight) ??
    pursuit.afterFlightRolls(s)
  );
}

/**
 * The flight step of a seed's flight: asks what is missing (causes, pursuit declarations, who rolls
 * first, rolls) and, when nothing is, makes every flight (seed 002 or 001).
 */
function flightStep(s: ChargeState, flight: Flight, pursuit: PursuitDoctrine): ChargeState {
  let cur = produce(s, (d) => {
    d.pending = null;
  });
  for (let guard = 0; guard < 100; guard++) {
    const next = nextRequest(cur, flight, pursuit);
    if (next === null) return makeFlights(cur, flight);
    if (next.pending) {
      const pending = next.pending;
      return produce(cur, (d) => {
        d.pending = pending as Draft<Pending>;
      });
    }
    const auto = next.auto!;
    cur = produce(cur, (d) => auto(d));
  }
  throw new Error('flight step did not settle');
}

/** The flight doctrine of a seed's flight (002, 001): routs of the charge become flights, made by the shared flight step. */
export function seedFlight(flight: Flight): FlightDoctrine {
  return {
    routBecomesFlight,
    recordFlights,
    askFlight: (s, pursuit) => flightStep(s, flight, pursuit),
    flightRollClass: flight.rollClass,
  };
}

/** The flight step of the ruleset's doctrines (the machine's flight states): asks what the flights need, then makes them. */
export function askFlight(s: ChargeState, doctrines: Pick<Doctrines, 'flight' | 'pursuit'>): ChargeState {
  return doctrines.flight.askFlight(s, doctrines.pursuit);
}

/** Moves every fleeing unit along its doctrine's line; 8e destroys a unit any pursuer's roll matched. */
export function makeFlights(s: ChargeState, flight: Flight): ChargeState {
  const ds = doctrineSettings(s.ruleset);
  return produce(s, (d) => {
    for (const f of orderedFlights(s)) {
      const x = d.doctrine!.flights.find((y) => y.unit === f.unit && y.outcome === undefined)!;
      const u = d.board.units.find((y) => y.id === f.unit);
      if (!u || f.roll === undefined) {
        x.outcome = 'stood';
        continue;
      }
      const cause = f.causeHex ?? f.awayFrom[0]!;
      const n = flight.measure.hexes(f.roll, ds.hexScale);
      const plan = flight.path(d.board as never, s.ruleset, u, cause, n);
      x.path = plan.path.map((h) => ({ ...h }));
      x.aim = { ...plan.aim };
      const path = plan.path.map(hexLabel).join('-');
      if (flight.destroyedByPursuit(d, x, u, plan)) continue;
      // turn its back on the cause and move (seed 002 "Resolver la huida"; seed 001)
      const rule = flight.moveRule;
      if (plan.blocked) {
        // no path one hex farther from the cause, or no free hex to end in (ruling R41): destroyed
        x.outcome = 'destroyed';
        const key = plan.blocked === 'no-way' ? 'doctrine.flight-blocked' : 'doctrine.flight-no-room';
        tell(d, rule, key, { unit: u.name, roll: f.roll, hexes: n, path }, undefined, [
          ...movesAlong(u.id, u.at, plan.path, 'flight'),
          { kind: 'removed', unit: u.id, reason: 'eliminated' },
        ]);
        removeUnit(d, u.id, 'eliminated', rule);
        continue;
      }
      if (plan.end === null) {
        x.outcome = 'off-map';
        tell(d, rule, 'doctrine.fled-off-map', { unit: u.name, roll: f.roll, hexes: n, path }, undefined, [
          ...movesAlong(u.id, u.at, plan.path, 'flight'),
          { kind: 'removed', unit: u.id, reason: 'fled' },
        ]);
        removeUnit(d, u.id, 'fled', rule);
        continue;
      }
      const from = { ...u.at };
      const was = u.facing;
      u.at = { ...plan.end };
      carryLeaders(d, from, plan.end, u.side);
      u.facing = facingAway(cause, plan.end, u.facing);
      x.outcome = 'fled';
      // its effects: the flight along its path, then (6e) the placing beside the friends it could not
      // pass, from the path's end to the hex it ends in (told by its own entry); its last move carries
      // the facing it ends with (a unit turned in place moves to its own hex)
      const along = movesAlong(u.id, from, plan.path, 'flight');
      const reached = along.length > 0 ? (along[0] as { readonly to: Coord }).to : from;
      const moves: LogEffect[] = [
        ...along,
        ...(sameHex(reached, plan.end) ? [] : [movedAlong(u.id, reached, [plan.end], 'flight')]),
      ];
      if (u.facing !== was) {
        const last = moves.pop() ?? movedAlong(u.id, from, [], 'flight');
        moves.push({ ...(last as ReturnType<typeof movedAlong>), facing: u.facing });
      }
      const told = plan.placedFrom ? along.length : moves.length;
      tell(
        d,
        rule,
        flight.fled,
        {
          unit: u.name,
          roll: f.roll,
          hexes: n,
          from: hexLabel(f.from),
          to: hexLabel(plan.end),
          path,
          dropped: plan.dropped,
        },
        undefined,
        moves.slice(0, told),
      );
      if (plan.placedFrom)
        tell(
          d,
          RULE.friends6e,
          'doctrine.placed',
          { unit: u.name, hex: hexLabel(plan.placedFrom), to: hexLabel(plan.end) },
          undefined,
          moves.slice(told),
        );
      pushObligation(d, {
        kind: 'still-fleeing',
        rule,
        source: flight.seed,
        unit: u.id,
        at: { ...plan.end },
        nextFlight: 'toward-nearest-edge',
      });
    }
  });
}

function facingAway(cause: Coord, at: Coord, fallback: Direction): Direction {
  return cause.col === at.col && cause.row === at.row ? fallback : bearing(cause, at);
}

/** Whether every flight of the doctrine has been made (the machine leaves its flight state). */
export function flightsMade(s: ChargeState): boolean {
  return openFlights(s).length === 0;
}
