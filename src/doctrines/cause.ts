import type { Board } from '../model/board.ts';
import { sameHex } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import type { FlightRecord } from './progress.ts';
import type { doctrineSettings } from './settings.ts';
import { fullRanks, unitStrength } from './unit-values.ts';

/**
 * The enemies a fleeing unit may flee from, best first, and how many tie for best: seed 002 priority 1
 * (the enemy in the combat with the highest unit strength) or seed 001 (the most full ranks).
 */
export function causeCandidates(
  board: Board,
  f: FlightRecord,
  side: string,
  edition: '6e' | '8e',
  s: ReturnType<typeof doctrineSettings>,
): { readonly best: readonly Unit[]; readonly all: readonly Unit[] } {
  const all = board.units.filter((u) => u.side !== side && f.awayFrom.some((h) => sameHex(h, u.at)));
  const score = (u: Unit) => (edition === '6e' ? unitStrength(u) : fullRanks(u, s));
  const top = Math.max(...all.map(score));
  return { best: all.filter((u) => score(u) === top), all };
}
