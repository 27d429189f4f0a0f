import { unitById } from '../procedure/board.ts';
import type { RollClassifier } from '../procedure/roll-classes.ts';
import type { ChargeState } from '../procedure/state.ts';
import { is8e } from './dice.ts';
import type { FlightRecord } from './progress.ts';
import { cmToHexes, inchesToHexes } from './scale.ts';
import { doctrineSettings } from './settings.ts';

/*
 * The classes of the doctrines' pursuit rolls (seeds 000, 001): what of the roll the flight and pursuit
 * steps read, so the exact analysis branches once per class (src/procedure/roll-classes.ts says what a
 * class is): the hexes the pursuer moves and how the roll compares with the flight rolls already made.
 * A pursuit roll that a roll still to come may be compared with (the new flight roll of an enemy already
 * fleeing, seed 000) is not classified, nor is a flight roll (a pursuit roll to come may be compared
 * with it; where none can be, measured: 1 flight roll in 26 of the shipped charges), nor a hold-back
 * test (the analysis takes the default choice, pursue, and never reaches it). The raw roll stays in the
 * state and the log.
 */

/** The hexes a roll of the doctrine moves: centimetres (6e) or inches (8e) over the ruleset's hex scale. */
function hexesOf(s: ChargeState, roll: number): number {
  const scale = doctrineSettings(s.ruleset).hexScale;
  return is8e(s.ruleset) ? inchesToHexes(roll, scale) : cmToHexes(roll, scale);
}

/** The latest flight of a unit (the one its pursuers follow). */
function latestFlight(s: ChargeState, unit: string): FlightRecord | undefined {
  const flights = s.doctrine?.flights ?? [];
  for (let i = flights.length - 1; i >= 0; i--) if (flights[i]!.unit === unit) return flights[i];
  return undefined;
}

/** Whether an enemy of `side` already fleeing from another combat may be hit by a 6e pursuit (its new flight roll is compared with the pursuit roll). */
function reflightPossible(s: ChargeState, side: string): boolean {
  const here = new Set((s.doctrine?.flights ?? []).map((f) => f.unit));
  const reflown = s.doctrine?.reflown ?? [];
  return s.board.units.some(
    (u) => u.side !== side && u.moraleState === 'routed' && !here.has(u.id) && !reflown.includes(u.id),
  );
}

/**
 * The class of a pursuit roll: 8e (seed 001), its hexes and, for each flight still to be made, whether
 * it reaches that flight's roll; 6e (seed 000), its hexes and whether it catches the unit it follows,
 * unless it may hit an enemy already fleeing (every value its own class).
 */
function pursuitClass(s: ChargeState, unit: string): RollClassifier | undefined {
  if (is8e(s.ruleset)) {
    const rolls = (s.doctrine?.flights ?? [])
      .filter((f) => f.outcome === undefined && f.roll !== undefined)
      .map((f) => f.roll!);
    return (st, roll) =>
      `hexes ${hexesOf(st, roll)} reaches ${rolls.map((r) => (roll >= r ? 1 : 0)).join('')}`;
  }
  const pr = s.doctrine?.pursuers?.find((p) => p.unit === unit);
  const u = unitById(s.board, unit);
  if (!pr?.target || !u || reflightPossible(s, u.side)) return undefined;
  const f = latestFlight(s, pr.target);
  const chased =
    f?.roll !== undefined && (f.outcome === 'fled' || f.outcome === 'off-map') ? f.roll : undefined;
  return (st, roll) => `hexes ${hexesOf(st, roll)} caught ${chased !== undefined && roll >= chased}`;
}

/**
 * The classifier of the doctrine roll the charge is waiting for (a pursuit roll), or undefined (every
 * value its own class: a flight roll, a hold-back test, a new flight roll of an already-fleeing enemy).
 * The exact analysis asks it next to the procedure's (machines/analysis).
 */
export function doctrineRollClassifier(s: ChargeState): RollClassifier | undefined {
  const p = s.pending;
  if (p?.kind !== 'roll' || !s.doctrine) return undefined;
  const colon = p.id.indexOf(':');
  if (colon < 0) return undefined;
  return p.id.slice(0, colon) === 'pursuit' ? pursuitClass(s, p.id.slice(colon + 1)) : undefined;
}
