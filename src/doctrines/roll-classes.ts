import { outcomes } from '../dice/index.ts';
import { unitById } from '../procedure/board.ts';
import type { RollClassifier } from '../procedure/roll-classes.ts';
import type { ChargeState } from '../procedure/state.ts';
import { is8e, rollDice } from './dice.ts';
import type { DoctrineProgress } from './progress.ts';
import { latestFlight } from './record.ts';
import { cmToHexes, inchesToHexes } from './scale.ts';
import { doctrineSettings } from './settings.ts';

/*
 * The classes of the doctrines' flight and pursuit rolls (seeds 000-002): what of a roll the flight and
 * pursuit steps read, so the exact analysis branches once per class (src/procedure/roll-classes.ts says
 * what a class is): the hexes the unit moves and how the roll compares with the other rolls it meets (a
 * pursuit roll catches a flight roll it equals or beats). A roll that a roll still to come may be
 * compared with in a way its class does not settle is left whole: an 8e flight roll, a pursuit roll that
 * may hit an enemy already fleeing (its new flight roll is compared with it). A hold-back test is not
 * classified (the analysis takes the default choice, pursue, and never reaches it). The raw roll stays in
 * the state and the log.
 */

/** The hexes a roll of the doctrine moves: centimetres (6e) or inches (8e) over the ruleset's hex scale. */
function hexesOf(s: ChargeState, roll: number): number {
  const scale = doctrineSettings(s.ruleset).hexScale;
  return is8e(s.ruleset) ? inchesToHexes(roll, scale) : cmToHexes(roll, scale);
}

/**
 * The class of a 6e flight roll (seed 002): its hexes and, against the pursuit rolls that will be
 * compared with it (seed 000: caught when a pursuit roll is equal or above), whether every such roll
 * reaches it, none can, or it depends (every value its own class). A flight nobody may pursue is read
 * as its hexes only. Where pursuit declarations may still come (none made yet, or none eligible, which a
 * later batch of flights re-opens) or a pursuer has no target yet, every value is its own class; 8e
 * (seed 001) flight rolls too.
 */
function flightClass(s: ChargeState, doc: DoctrineProgress, unit: string): RollClassifier | undefined {
  if (is8e(s.ruleset)) return undefined;
  const f = doc.flights.find((x) => x.unit === unit && x.outcome === undefined);
  if (!f) return undefined;
  const hexesOnly: RollClassifier = (st, roll) => `hexes ${hexesOf(st, roll)}`;
  if (!f.inMelee && !doctrineSettings(s.ruleset).pursuit6e.pursueStandCheckFleers) return hexesOnly;
  const pursuers = doc.pursuers;
  if (pursuers === undefined || pursuers.length === 0) return undefined;
  const active = pursuers.filter((p) => p.holdBack !== 'held' && p.holdBack !== 'declined' && !p.moved);
  if (active.some((p) => p.target === undefined)) return undefined;
  const chasers = active.filter((p) => p.target === unit);
  if (chasers.length === 0) return hexesOnly;
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const p of chasers) {
    const u = unitById(s.board, p.unit);
    if (!u) return undefined;
    // Stryker disable next-line StringLiteral: the 6e dice of a roll are by Movement only (flight and pursuit alike), and this class is 6e only
    const values = outcomes(rollDice(s.ruleset, u, 'pursuit')).map((o) => o.value);
    lowest = Math.min(lowest, ...values);
    highest = Math.max(highest, ...values);
  }
  return (st, roll) => {
    const hexes = `hexes ${hexesOf(st, roll)}`;
    if (roll <= lowest) return `${hexes} always caught`;
    if (roll > highest) return `${hexes} never caught`;
    return `roll ${roll}`;
  };
}

/** Whether an enemy of `side` already fleeing from another combat may be hit by a 6e pursuit (its new flight roll is compared with the pursuit roll). */
function reflightPossible(s: ChargeState, doc: DoctrineProgress, side: string): boolean {
  const here = new Set(doc.flights.map((f) => f.unit));
  // Stryker disable next-line ArrayDeclaration: no unit's id is the mutant's string, so it reflies nobody
  const reflown = doc.reflown ?? [];
  return s.board.units.some(
    (u) => u.side !== side && u.moraleState === 'routed' && !here.has(u.id) && !reflown.includes(u.id),
  );
}

/**
 * The class of a pursuit roll: 8e (seed 001), its hexes and, for each flight still to be made, whether
 * it reaches that flight's roll; 6e (seed 000), its hexes and whether it catches the unit it follows,
 * unless it may hit an enemy already fleeing (every value its own class).
 */
function pursuitClass(s: ChargeState, doc: DoctrineProgress, unit: string): RollClassifier | undefined {
  if (is8e(s.ruleset)) {
    const rolls = doc.flights
      .filter((f) => f.outcome === undefined && f.roll !== undefined)
      .map((f) => f.roll!);
    return (st, roll) =>
      `hexes ${hexesOf(st, roll)} reaches ${rolls.map((r) => (roll >= r ? 1 : 0)).join('')}`;
  }
  const pr = doc.pursuers?.find((p) => p.unit === unit);
  const u = unitById(s.board, unit);
  if (!pr?.target || !u || reflightPossible(s, doc, u.side)) return undefined;
  // its target was picked among the flight records, which are never taken out
  const f = latestFlight(doc.flights, pr.target)!;
  // a flight not made (or destroyed, or stood) is never caught: no roll reaches infinity
  const chased = f.outcome === 'fled' || f.outcome === 'off-map' ? f.roll : undefined;
  return (st, roll) => `hexes ${hexesOf(st, roll)} caught ${roll >= (chased ?? Number.POSITIVE_INFINITY)}`;
}

/**
 * The classifier of the doctrine roll the charge is waiting for (a flight or pursuit roll), or undefined
 * (every value its own class: a hold-back test, a new flight roll of an already-fleeing enemy, ...).
 * The exact analysis asks it next to the procedure's (machines/analysis).
 */
export function doctrineRollClassifier(s: ChargeState): RollClassifier | undefined {
  const p = s.pending;
  if (p?.kind !== 'roll' || !s.doctrine) return undefined;
  // a flight or pursuit roll is one unit's: the fleeing unit, the pursuer
  const unit = p.subject.units[0]!;
  if (p.what === 'pursuit-roll') return pursuitClass(s, s.doctrine, unit);
  if (p.what === 'flight-roll') return flightClass(s, s.doctrine, unit);
  return undefined;
}
