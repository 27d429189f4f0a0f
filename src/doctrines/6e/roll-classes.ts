import { outcomes } from '../../dice/index.ts';
import { unitById } from '../../procedure/board.ts';
import type { RollClassifier } from '../../procedure/roll-classes.ts';
import type { ChargeState } from '../../procedure/state.ts';
import type { DoctrineProgress } from '../progress.ts';
import { latestFlight } from '../record.ts';
import { cmToHexes } from '../scale.ts';
import { doctrineSettings } from '../settings.ts';
import { movementDice } from './dice.ts';

// The classes of the 6e flight and pursuit rolls (seeds 002, 000); roll-classes.ts says what they are for.

/** The hexes a 6e roll moves: centimetres over the ruleset's hex scale. */
function hexesOf(s: ChargeState, roll: number): number {
  return cmToHexes(roll, doctrineSettings(s.ruleset).hexScale);
}

/**
 * The class of a 6e flight roll (seed 002): its hexes and, against the pursuit rolls that will be
 * compared with it (seed 000: caught when a pursuit roll is equal or above), whether every such roll
 * reaches it, none can, or it depends (every value its own class). A flight nobody may pursue is read
 * as its hexes only. Where pursuit declarations may still come (none made yet, or none eligible, which a
 * later batch of flights re-opens) or a pursuer has no target yet, every value is its own class.
 */
export function flightRollClass6e(
  s: ChargeState,
  doc: DoctrineProgress,
  unit: string,
): RollClassifier | undefined {
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
    // seed 000: the pursuit dice are by Movement, as the flight's (seed 002)
    const values = outcomes(movementDice(s.ruleset, u)).map((o) => o.value);
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
  return s.board.units.some(
    (u) => u.side !== side && u.moraleState === 'routed' && !here.has(u.id) && !doc.reflown?.includes(u.id),
  );
}

/**
 * The class of a 6e pursuit roll (seed 000): its hexes and whether it catches the unit it follows,
 * unless it may hit an enemy already fleeing (every value its own class).
 */
export function pursuitRollClass6e(
  s: ChargeState,
  doc: DoctrineProgress,
  unit: string,
): RollClassifier | undefined {
  const pr = doc.pursuers?.find((p) => p.unit === unit);
  const u = unitById(s.board, unit);
  if (!pr?.target || !u || reflightPossible(s, doc, u.side)) return undefined;
  // its target was picked among the flight records, which are never taken out
  const f = latestFlight(doc.flights, pr.target)!;
  // a flight not made (or destroyed, or stood) is never caught: no roll reaches infinity
  const chased = f.outcome === 'fled' || f.outcome === 'off-map' ? f.roll : undefined;
  return (st, roll) => `hexes ${hexesOf(st, roll)} caught ${roll >= (chased ?? Number.POSITIVE_INFINITY)}`;
}
