import type { Draft } from 'immer';
import type { Coord } from '../model/coord.ts';
import { removeUnit } from '../procedure/losses.ts';
import { say } from '../procedure/say.ts';
import type { ChargeState } from '../procedure/state.ts';
import type { Obligation } from './obligations.ts';
import type { FlightRecord } from './progress.ts';

/**
 * The latest flight record of a unit, the one its pursuers follow: a unit may flee twice in one charge
 * (a stand-check flight too short to leave its hex, then a rout with its stack: R26).
 */
export function latestFlight(flights: readonly FlightRecord[], unit: string): FlightRecord | undefined {
  for (let i = flights.length - 1; i >= 0; i--) if (flights[i]!.unit === unit) return flights[i];
  return undefined;
}

/**
 * The machine steps of La Bataille's own pursuit (19.11) that may rout units: the pursuit that catches a
 * routed unit (made as the cavalry leaves its pursuit-target step), what it touched, and the pursuit
 * melee. What they rout moves as La Bataille says.
 */
const LA_BATAILLE_PURSUIT_STEPS: readonly string[] = [
  'pursuit.pursuitTarget',
  'pursuit.contact',
  'pursuit.pursuitMelee',
];

/**
 * Whether a rout of these units becomes a flight under the flight of seed 002 or 001 (La Bataille's flight
 * doctrine makes its rout move instead, la-bataille/flight.ts): defenders always; the charging units when a melee result routs them (AR, AD or a bounce on disordered
 * cavalry, a failed starred check: step 5), so that the defenders who won may pursue (seeds 002, 000, 001).
 * Attackers routed elsewhere (the La Bataille pursuit melee) keep the La Bataille rout move, and so does
 * every unit La Bataille's pursuit routs (`flight-6e` with `la-bataille`, 19.11: a routed unit it catches
 * retreats again by 10.5, an enemy it melees routs by the chart; ruling 12 of docs/doctrines.md).
 * `step` is the machine step the rout is made in.
 */
export function routBecomesFlight(
  _s: Pick<ChargeState, 'ruleset'>,
  defender: boolean,
  step: string,
): boolean {
  if (LA_BATAILLE_PURSUIT_STEPS.includes(step)) return false;
  return defender || step === 'meleeRoll';
}

/**
 * Records routed units (defenders, or the charging units routed by the melee result) as fleeing units
 * of the doctrine (the hook of procedure/morale.ts `routs`): no La Bataille rout move is queued; the
 * machine's flight state for the step they broke in (`step`) rolls and moves them, then goes back to
 * that step's way on. Unlimbered artillery forced to flee is still eliminated (18.10.4).
 */
export function recordFlights(
  d: Draft<ChargeState>,
  ids: readonly string[],
  awayFrom: readonly Coord[],
  rule: string,
  step: string,
): void {
  if (!d.doctrine) d.doctrine = { flights: [] } as Draft<NonNullable<ChargeState['doctrine']>>;
  const p = d.doctrine;
  // a new batch of flights re-opens the pursuit declarations if nobody was eligible before
  if (p.pursuers && p.pursuers.length === 0) p.pursuers = undefined;
  for (const u of d.board.units.filter((x) => ids.includes(x.id))) {
    if (u.arm === 'artillery' && u.formation === 'unlimbered') {
      say(d, { rule: '18.10.4', key: 'rout.artillery-eliminated', params: { unit: u.name } });
      removeUnit(d, u.id, 'eliminated', '18.10.4');
      continue;
    }
    if (p.flights.some((f) => f.unit === u.id && f.outcome === undefined)) continue;
    const f: FlightRecord = {
      unit: u.id,
      from: { col: u.at.col, row: u.at.row },
      awayFrom: awayFrom.map((h) => ({ col: h.col, row: h.row })),
      rule,
      inMelee: step !== 'standCheck',
    };
    p.flights.push(f as Draft<FlightRecord>);
  }
}

/** Whether flights are waiting to be made (the machine goes to its flight state). */
export function flightsWaiting(s: ChargeState): boolean {
  return (s.doctrine?.flights ?? []).some((f) => f.outcome === undefined);
}

/** Adds an obligation for the host game to the charge's state. */
export function pushObligation(d: Draft<ChargeState>, ob: Obligation): void {
  if (!d.obligations) d.obligations = [];
  d.obligations.push(ob as Draft<Obligation>);
}
