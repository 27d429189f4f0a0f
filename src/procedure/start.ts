import type { DiceSource } from '../dice/index.ts';
import type { Ruleset } from '../model/ruleset.ts';
import type { Scenario } from '../model/scenario.ts';
import { unitsAt, unitsByIds } from './board.ts';
import type { ChargeState, Procedure } from './state.ts';

/**
 * Which procedure of seed 003 applies: against routed (PGD) units when every target unit is routed,
 * against cavalry when every target unit is cavalry, otherwise against infantry and artillery
 * (cavalry stacked with infantry defends with it). See docs/rulings.md.
 */
export function procedureFor(s: Pick<ChargeState, 'board' | 'targets'>): Procedure {
  const defenders = s.targets.flatMap((t) => unitsByIds(s.board, t.units));
  if (defenders.every((u) => u.moraleState === 'routed')) return 'against-routed';
  if (defenders.every((u) => u.arm === 'cavalry')) return 'against-cavalry';
  return 'against-infantry-artillery';
}

/** The state of a charge when the charging cavalry reaches its target (entry of the melee procedure). */
export function startCharge(scenario: Scenario, ruleset: Ruleset, dice: DiceSource): ChargeState {
  const board = scenario.board;
  const attackers = [...scenario.charge.attackers];
  const attackerHex = unitsByIds(board, attackers)[0]!.at;
  const targets = scenario.charge.targets.map((hex) => ({
    hex,
    units: unitsAt(board, hex).map((u) => u.id),
    fireDoubled: false,
  }));
  const base = { board, targets };
  return {
    ruleset,
    scenarioId: scenario.id,
    board,
    initialBoard: board,
    procedure: procedureFor(base),
    attackers,
    attackerHex,
    targets,
    dice,
    pending: null,
    moves: [],
    fireCasualties: 0,
    meleeFought: false,
    vacatedByMelee: false,
    routedTargets: [],
    pursuers: [],
    removed: [],
    log: [],
  };
}
