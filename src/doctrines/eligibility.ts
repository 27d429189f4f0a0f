import { unitsByIds } from '../procedure/board.ts';
import { chargers } from '../procedure/situation.ts';
import type { ChargeState } from '../procedure/state.ts';
import type { FlightRecord } from './progress.ts';
import { doctrineSettings } from './settings.ts';
import { unitStrength } from './unit-values.ts';

/**
 * Seed 000 "Quién puede perseguir": the charging units not routed, when every enemy they fought (the
 * target units) fled or is gone; highest unit strength first. None if a target unit still stands.
 */
export function eligiblePursuers(s: ChargeState): string[] {
  const standing = s.targets
    .flatMap((t) => unitsByIds(s.board, t.units))
    .filter((u) => u.moraleState !== 'routed');
  if (standing.length > 0) return [];
  return chargers(s)
    .filter((u) => u.moraleState !== 'routed')
    .sort((a, b) => unitStrength(b) - unitStrength(a))
    .map((u) => u.id);
}

/**
 * The fleeing units a pursuer may follow: those still fleeing on the map; under 6e only those that broke
 * in the melee, or at the stand check if the ruleset's house rule allows it (seed 000: fleers from a
 * failed test only if the pursuers won the round just before; a stand check comes before any round).
 */
export function pursuableFlights(s: ChargeState): FlightRecord[] {
  const flights = s.doctrine?.flights ?? [];
  const six = s.ruleset.settings.doctrine.pursuit === 'pursuit-6e';
  const allowTest = doctrineSettings(s.ruleset).pursuit6e.pursueStandCheckFleers;
  return flights.filter((f) => unitsByIds(s.board, [f.unit]).length > 0 && (!six || f.inMelee || allowTest));
}
