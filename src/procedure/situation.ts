import { hexsideClassOf } from '../hex/index.ts';
import type { Coord } from '../model/coord.ts';
import type { HexsideClass } from '../model/ruleset.ts';
import type { Unit } from '../model/unit.ts';
import type { Situation } from '../rules/conditions.ts';
import { leadersAt, terrainAt, unitsAt, unitsByIds } from './board.ts';
import type { ChargeState, TargetStack } from './state.ts';

const RANK: Record<HexsideClass, number> = { front: 0, flank: 1, rear: 2 };

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
  let best: HexsideClass = 'rear';
  for (const u of defenders) {
    const c = hexsideClassOf(u, from, s.ruleset.hexsides);
    // Stryker disable next-line EqualityOperator: equal ranks are the same class
    if (RANK[c] < RANK[best]) best = c;
  }
  // every caller gives at least one defender (situationFor's callers: a stack or units in retreat)
  return best;
}

/**
 * The situation of the charge against one target stack (at least one unit), for modifier conditions.
 */
export function situationFor(s: ChargeState, defenders: readonly Unit[], notRecalled = false): Situation {
  const attackers = chargers(s);
  // Stryker disable next-line OptionalChaining: every caller runs with a charger on the board (steps 2 and 4, step 3 while one is left, step 7 with its horsemen)
  const attackerHex = attackers[0]?.at ?? s.attackerHex;
  const defenderHex = defenders[0]!.at;
  return {
    attackers,
    defenders,
    contact: contactClass(s, defenders, attackerHex),
    defenderTerrain: terrainAt(s.board, s.ruleset, defenderHex).kind,
    // Stryker disable next-line MethodExpression: the charging units are all of one side, and a legal board has no enemy leader in their hex
    leadersWithAttacker: leadersAt(s.board, attackerHex).filter((l) =>
      // Stryker disable next-line MethodExpression,ConditionalExpression: as above
      attackers.some((a) => a.side === l.side),
    ),
    // Stryker disable next-line MethodExpression: a legal board has no leader of another side in the defenders' hex
    leadersWithDefender: leadersAt(s.board, defenderHex).filter((l) =>
      // Stryker disable next-line MethodExpression,ConditionalExpression: as above
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
