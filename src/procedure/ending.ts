import type { Odds, RecallResult } from '../model/ruleset.ts';
import type { MoraleState } from '../model/unit.ts';
import { unitsByIds } from './board.ts';
import type { ChargeState, Removal } from './state.ts';

/**
 * What decided a charge: the melee at its odds (step 5), the stand check that routed every target
 * (19.6), the defensive fire that left no charger (step 3), the target already routed that retreated
 * before it (10.5), or the unsupplied artillery that fled and left no target (step 1, 18.10.3).
 */
export type DecidedBy = 'melee' | 'stand-check' | 'defensive-fire' | 'routed-target' | 'unsupplied-artillery';

/**
 * Where a side stands at the end: some of its units on the board, or none: surrendered (one of them
 * surrendered), off the map (gone off it to return, none removed), eliminated (any other way of going).
 */
export type SideStatus = 'on-board' | 'surrendered' | 'eliminated' | 'off-map';

/** How one side (the charging units, or the units of the target hexes) ends the charge. */
export interface SideEnding {
  readonly status: SideStatus;
  /** The morale states of its units on the board, each once, in the order of the side's units (empty when none is left). */
  readonly states: readonly MoraleState[];
  /** Its units on the board, by id, in the order of the side's units. */
  readonly onBoard: readonly string[];
  /** Its units removed during the charge, and why, in the order they were removed. */
  readonly removed: readonly { readonly unit: string; readonly reason: Removal['reason'] }[];
  /** Its units off the map, to come back to it (a doctrine's return-to-map obligation). */
  readonly offMap: readonly string[];
}

/**
 * How a charge ended, as data: what decided it, the odds of its melee, how each side ends and the
 * recall roll's result. Its words are the narration's (src/narration/ending.ts), in any language.
 */
export interface Ending {
  readonly decidedBy: DecidedBy;
  /** The final column of the melee (attacker:defender), when one was fought. */
  readonly odds?: Odds;
  readonly attackers: SideEnding;
  readonly defenders: SideEnding;
  /** The result of the recall roll (19.8), when there was one. */
  readonly recall?: RecallResult;
}

/** How the side of these unit ids ends the charge. */
function sideEnding(s: ChargeState, ids: readonly string[]): SideEnding {
  const left = unitsByIds(s.board, ids);
  const removed = s.removed
    .filter((r) => ids.includes(r.unit.id))
    .map((r) => ({ unit: r.unit.id, reason: r.reason }));
  const offMap = (s.obligations ?? []).flatMap((o) =>
    o.kind === 'return-to-map' && ids.includes(o.unit.id) ? [o.unit.id] : [],
  );
  const status: SideStatus =
    left.length > 0
      ? 'on-board'
      : removed.some((r) => r.reason === 'surrendered')
        ? 'surrendered'
        : offMap.length > 0 && removed.length === 0
          ? 'off-map'
          : 'eliminated';
  return {
    status,
    states: [...new Set(left.map((u) => u.moraleState))],
    onBoard: left.map((u) => u.id),
    removed,
    offMap,
  };
}

/** What decided the charge, read off its final state (the steps it went through leave these marks). */
function decidedBy(s: ChargeState, attackers: SideEnding): DecidedBy {
  if (s.odds) return 'melee';
  if (s.procedure === 'against-routed') return 'routed-target';
  if (attackers.status !== 'on-board') return 'defensive-fire';
  if (s.targets.some((t) => t.standCheck === 'failed')) return 'stand-check';
  return 'unsupplied-artillery';
}

/** How the charge ended: what decided it, the melee odds, what became of each side, the recall. */
export function describeEnding(s: ChargeState): Ending {
  const attackers = sideEnding(s, s.attackers);
  const defenders = sideEnding(
    s,
    s.targets.flatMap((t) => t.units),
  );
  const odds = s.odds?.finalColumn;
  return {
    decidedBy: decidedBy(s, attackers),
    ...(odds ? { odds: { attacker: odds.attacker, defender: odds.defender } } : {}),
    attackers,
    defenders,
    ...(s.recall ? { recall: s.recall } : {}),
  };
}

/**
 * The ending as the parameters of its log entry (charge.ended): flat, each a word of the procedure or
 * a number, so the narration renders it in any language without reading prose. Each side's status is
 * `attackers` / `defenders`; its morale states, when it is on the board, `attackerState1`...
 * `attackerState3` in order (`defenderState1`...).
 */
export function endingParams(e: Ending): EndingParams {
  const states = (prefix: 'attackerState' | 'defenderState', side: SideEnding) =>
    Object.fromEntries(side.states.map((m, i) => [`${prefix}${i + 1}`, m]));
  return {
    decidedBy: e.decidedBy,
    ...(e.odds ? { odds: `${e.odds.attacker}:${e.odds.defender}` } : {}),
    attackers: e.attackers.status,
    ...states('attackerState', e.attackers),
    defenders: e.defenders.status,
    ...states('defenderState', e.defenders),
    ...(e.recall ? { recall: e.recall } : {}),
  };
}

/** The parameters of the log entry that closes a charge (charge.ended): endingParams. */
export type EndingParams = {
  readonly decidedBy: DecidedBy;
  /** The melee's final column, "3:2", when one was fought. */
  readonly odds?: string;
  readonly attackers: SideStatus;
  readonly attackerState1?: MoraleState;
  readonly attackerState2?: MoraleState;
  readonly attackerState3?: MoraleState;
  readonly defenders: SideStatus;
  readonly defenderState1?: MoraleState;
  readonly defenderState2?: MoraleState;
  readonly defenderState3?: MoraleState;
  readonly recall?: RecallResult;
};
