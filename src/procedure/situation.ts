import { hexsideClassOf } from '../hex/index.ts';
import type { Coord } from '../model/coord.ts';
import type { HexsideClass } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import type { Situation } from '../rules/conditions.ts';
import { leadersAt, terrainAt, unitsAt, unitsByIds } from './board.ts';
import type { ChargeState, TargetStack } from './state.ts';

const RANK: Readonly<Record<HexsideClass, number>> = { front: 0, flank: 1, rear: 2 };
/** The hexside classes by RANK, least exposed first. */
const BY_RANK: readonly HexsideClass[] = ['front', 'flank', 'rear'];

/** The charging units still on the board. */
export function chargers(s: ChargeState): Unit[] {
  return unitsByIds(s.board, s.attackers);
}

/** The units of a target stack still on the board and still in the target hex. */
export function stackUnits(s: ChargeState, t: TargetStack): Unit[] {
  return unitsByIds(s.board, t.units).filter((u) => u.at.col === t.hex.col && u.at.row === t.hex.row);
}

/** The defending units still standing in the target hexes and not routed (they melee). */
export function meleeDefenders(s: ChargeState, t: TargetStack): Unit[] {
  return stackUnits(s, t).filter((u) => u.moraleState !== 'routed');
}

/**
 * The hexside class the charge comes through for a stack: the least exposed of its units' classes
 * (front before flank before rear), so a flank or rear bonus needs every unit taken there (ruling).
 */
export function contactClass(s: ChargeState, defenders: readonly Unit[], from: Coord): HexsideClass {
  let best = RANK.rear;
  for (const u of defenders) best = Math.min(best, RANK[hexsideClassOf(u, from, s.ruleset.hexsides)]);
  // every caller gives at least one defender (situationFor's callers: a stack or units in retreat)
  return BY_RANK[best]!;
}

/**
 * The situation of the charge against one target stack (at least one unit), for modifier conditions.
 */
export function situationFor(s: ChargeState, defenders: readonly Unit[], notRecalled = false): Situation {
  const attackers = chargers(s);
  const attackerHex = attackers[0]?.at ?? s.attackerHex;
  const defenderHex = defenders[0]!.at;
  return {
    attackers,
    defenders,
    contact: contactClass(s, defenders, attackerHex),
    defenderTerrain: terrainAt(s.board, s.ruleset, defenderHex).kind,
    leadersWithAttacker: leadersAt(s.board, attackerHex).filter((l) =>
      attackers.some((a) => a.side === l.side),
    ),
    leadersWithDefender: leadersAt(s.board, defenderHex).filter((l) =>
      // Stryker disable next-line MethodExpression: the defenders given are all of one side (no two sides share a hex), so some is every
      defenders.some((d) => d.side === l.side),
    ),
    notRecalled,
  };
}

/** Whether every unit that stood in the target hexes has routed or left the board. */
export function everyTargetRoutedOrGone(s: ChargeState): boolean {
  return s.targets.every((t) => unitsByIds(s.board, t.units).every((u) => u.moraleState === 'routed'));
}

/** Whether a target hex is empty: none of its defenders left, and no other unit moved into it. */
export function hexVacated(s: ChargeState, t: TargetStack): boolean {
  return unitsAt(s.board, t.hex).length === 0;
}
