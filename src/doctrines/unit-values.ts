import type { Unit } from '../model/unit.ts';
import type { doctrineSettings } from './settings.ts';

type Settings = ReturnType<typeof doctrineSettings>;

/** Unit strength: the scenario's value, else its increments (ruling, docs/doctrines.md). */
export function unitStrength(u: Unit): number {
  return u.unitStrength ?? u.increments;
}

/** Movement in cm: the scenario's value, else the ruleset's default for its arm. */
export function movementCm(u: Unit, s: Settings): number {
  return u.movement ?? s.flight6e.defaultMovementCm[u.arm];
}

/** Full ranks: the scenario's value, else the ruleset's default. */
export function fullRanks(u: Unit, s: Settings): number {
  return u.ranks ?? s.fp8e.defaultRanks;
}
