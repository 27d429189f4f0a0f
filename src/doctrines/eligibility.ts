import { unitsByIds } from '../procedure/board.ts';
import { chargers, stackUnits } from '../procedure/situation.ts';
import type { ChargeState } from '../procedure/state.ts';
import type { PursuitDoctrine } from './doctrine.ts';
import type { FlightRecord } from './progress.ts';
import { latestFlight } from './record.ts';
import { unitStrength } from './unit-values.ts';

/**
 * Whether the flights waiting are the charging units' (a melee result routed the attackers): then the
 * defenders who won are the pursuers (seed 000 "Quién puede perseguir"; seed 001).
 */
export function attackersFlee(s: ChargeState): boolean {
  return s.doctrine?.flights.some((f) => f.outcome === undefined && s.attackers.includes(f.unit)) ?? false;
}

/**
 * Seed 000 "Quién puede perseguir": the units that won and whose every enemy in base contact fled,
 * highest unit strength first. None under the La Bataille pursuit (`flight-6e` with `la-bataille`): the
 * charging cavalry then makes the recall roll and pursuit of 19.8 / 19.11 (step 7), and nobody pursues
 * routed attackers. When the defenders fled: the charging units not routed, none if a target unit still
 * stands. When the charging units fled (an attacker result of the melee): the defenders still standing in
 * the target hexes, none if a charging unit still stands, and never unlimbered artillery (it cannot move;
 * ruling 11 of docs/doctrines.md).
 */
export function eligiblePursuers(s: ChargeState, pursuit: PursuitDoctrine): string[] {
  if (pursuit.recallAndPursuit) return [];
  if (attackersFlee(s)) return eligibleDefenders(s);
  const standing = s.targets
    .flatMap((t) => unitsByIds(s.board, t.units))
    .filter((u) => u.moraleState !== 'routed');
  if (standing.length > 0) return [];
  return chargers(s)
    .filter((u) => u.moraleState !== 'routed')
    .sort((a, b) => unitStrength(b) - unitStrength(a))
    .map((u) => u.id);
}

function eligibleDefenders(s: ChargeState): string[] {
  if (chargers(s).some((u) => u.moraleState !== 'routed')) return [];
  return s.targets
    .flatMap((t) => stackUnits(s, t))
    .filter((u) => u.moraleState !== 'routed' && !(u.arm === 'artillery' && u.formation === 'unlimbered'))
    .sort((a, b) => unitStrength(b) - unitStrength(a))
    .map((u) => u.id);
}

/**
 * The fleeing units a pursuer may follow: the other side's units still fleeing on the map (`byDefenders`:
 * the pursuers are the defenders, so the charging units' flights) that the pursuit doctrine lets be
 * pursued (seed 000: only those that broke in the melee, unless the house rule). One record a unit: its
 * latest flight.
 */
export function pursuableFlights(
  s: ChargeState,
  pursuit: PursuitDoctrine,
  byDefenders = attackersFlee(s),
): FlightRecord[] {
  if (!s.doctrine) return [];
  const flights = s.doctrine.flights;
  return flights.filter(
    (f) =>
      // a unit that flees twice in the charge is followed on its latest flight (pursuit.ts flightOf)
      latestFlight(flights, f.unit) === f &&
      s.attackers.includes(f.unit) === byDefenders &&
      unitsByIds(s.board, [f.unit]).length > 0 &&
      pursuit.pursuable(s.ruleset, f),
  );
}
