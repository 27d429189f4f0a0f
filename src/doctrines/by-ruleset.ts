import type { ChargeState } from '../procedure/state.ts';
import { eligiblePursuers as eligibleUnder, pursuableFlights as pursuableUnder } from './eligibility.ts';
import { doctrinesFor } from './plugin.ts';
import type { FlightRecord } from './progress.ts';

/*
 * The doctrine questions asked of a charge state alone, for callers that hold no doctrine value (a host,
 * a test): each asks the doctrines its ruleset selects (doctrinesFor), never which edition it names.
 */

/** Whether a rout becomes a flight under the ruleset's flight doctrine (record.ts; none under La Bataille's). */
export function routBecomesFlight(s: Pick<ChargeState, 'ruleset'>, defender: boolean, step: string): boolean {
  return doctrinesFor(s.ruleset).flight.routBecomesFlight(s, defender, step);
}

/** Whether a charging unit held back stays in place under the ruleset's pursuit doctrine (seed 000 only). */
export function staysInPlace(s: Pick<ChargeState, 'ruleset' | 'doctrine'>, unitId: string): boolean {
  return doctrinesFor(s.ruleset).pursuit.staysInPlace(s, unitId);
}

/** The units that may pursue under the ruleset's pursuit doctrine (eligibility.ts). */
export function eligiblePursuers(s: ChargeState): string[] {
  return eligibleUnder(s, doctrinesFor(s.ruleset).pursuit);
}

/** The flights a pursuer may follow under the ruleset's pursuit doctrine (eligibility.ts). */
export function pursuableFlights(s: ChargeState, byDefenders?: boolean): FlightRecord[] {
  return pursuableUnder(s, doctrinesFor(s.ruleset).pursuit, byDefenders);
}
