import { makeCrtResult } from '../data/crt-result.ts';
import { hexLabel } from '../model/coord.ts';
import type { MoraleState, Unit } from '../model/unit.ts';
import type { ChargeState } from '../procedure/state.ts';
import { canonicalJson } from './canonical.ts';

/** What became of one side's units in a charge, worst first: destroyed, surrendered, routed, disordered, held. */
export type Fate = 'held' | 'disordered' | 'routed' | 'surrendered' | 'destroyed';

/** The fates in display order (best for that side first). */
export const FATES: readonly Fate[] = ['held', 'disordered', 'routed', 'surrendered', 'destroyed'];

/** One unit at the end of a charge: where it stands, its increments and morale, or why it was removed. */
export interface UnitEnd {
  readonly id: string;
  readonly side: string;
  /** Printed hex number, or null when removed. */
  readonly hex: string | null;
  readonly increments: number;
  readonly morale: MoraleState | null;
  readonly removed?: 'eliminated' | 'surrendered' | 'fled';
}

/** A final outcome of a charge, as the analysis and Monte Carlo count it. */
export interface ChargeOutcome {
  /** Every unit of the starting board, by id. */
  readonly units: readonly UnitEnd[];
  readonly defenderFate: Fate;
  readonly attackerFate: Fate;
  /** Increments lost by the charging side and by the defending side (a removed unit loses all it had). */
  readonly attackerLost: number;
  readonly defenderLost: number;
  /** The melee chart result as printed ("DR", "1/1", "-"), or "no melee". */
  readonly melee: string;
  /** The recall roll's result (19.8), or "no recall roll". */
  readonly recall: string;
  /** What the pursuit did (19.11): "no pursuit", "touched nothing", "caught routed units", "melee with fresh units: DR". */
  readonly pursuit: string;
}

function fateOf(ids: readonly string[], s: ChargeState): Fate {
  const left = s.board.units.filter((u) => ids.includes(u.id));
  if (left.length === 0) {
    const reasons = s.removed.filter((r) => ids.includes(r.unit.id)).map((r) => r.reason);
    return reasons.includes('surrendered') ? 'surrendered' : 'destroyed';
  }
  const states = new Set(left.map((u) => u.moraleState));
  return states.has('routed') ? 'routed' : states.has('disordered') ? 'disordered' : 'held';
}

function lostBy(side: string, s: ChargeState): number {
  const now = new Map<string, Unit>(s.board.units.map((u) => [u.id, u]));
  let lost = 0;
  for (const u of s.initialBoard.units) {
    if (u.side !== side) continue;
    lost += u.increments - (now.get(u.id)?.increments ?? 0);
  }
  return lost;
}

function pursuitOf(s: ChargeState): string {
  const c = s.pursuitContact;
  if (!c) return 'no pursuit';
  if (c.kind === 'none') return 'touched nothing';
  if (c.kind === 'routed') return 'caught routed units';
  const pm = s.pursuitMelee;
  const column = pm ? s.ruleset.crt.columns[pm.columnIndex] : undefined;
  const cell =
    column && pm?.modified !== undefined
      ? column.cells.find((x) => pm.modified! >= x.rolls.from && pm.modified! <= x.rolls.to)
      : undefined;
  return `melee with fresh units: ${cell ? makeCrtResult(cell.result) : '?'}`;
}

/**
 * The members of a charge state that summariseOutcome reads, and nothing else: two final states that
 * agree on these have the same outcome (the exact analysis merges them before summarising).
 */
export const OUTCOME_READS = [
  'attackers',
  'board',
  'initialBoard',
  'meleeResult',
  'pursuitContact',
  'pursuitMelee',
  'recall',
  'removed',
  'ruleset',
  'targets',
] as const satisfies readonly (keyof ChargeState)[];

/** Summarises the final state of a charge (or any state: it reads the board as it stands). */
export function summariseOutcome(s: ChargeState): ChargeOutcome {
  const now = new Map<string, Unit>(s.board.units.map((u) => [u.id, u]));
  const removed = new Map(s.removed.map((r) => [r.unit.id, r.reason]));
  const units: UnitEnd[] = [...s.initialBoard.units]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((u0) => {
      const u = now.get(u0.id);
      if (u)
        return {
          id: u0.id,
          side: u0.side,
          hex: hexLabel(u.at),
          increments: u.increments,
          morale: u.moraleState,
        };
      return {
        id: u0.id,
        side: u0.side,
        hex: null,
        increments: 0,
        morale: null,
        removed: removed.get(u0.id) ?? 'eliminated',
      };
    });
  const defenders = s.targets.flatMap((t) => t.units);
  const attackerSide = s.initialBoard.units.find((u) => s.attackers.includes(u.id))?.side ?? '';
  const defenderSide = s.initialBoard.units.find((u) => defenders.includes(u.id))?.side ?? '';
  return {
    units,
    defenderFate: fateOf(defenders, s),
    attackerFate: fateOf(s.attackers, s),
    attackerLost: lostBy(attackerSide, s),
    defenderLost: lostBy(defenderSide, s),
    melee: s.meleeResult ? makeCrtResult(s.meleeResult) : 'no melee',
    recall: s.recall ?? 'no recall roll',
    pursuit: pursuitOf(s),
  };
}

/** The stable key of an outcome (canonical JSON). */
export function outcomeKey(o: ChargeOutcome): string {
  return canonicalJson(o);
}

/** The final board of an outcome as one line: "0606 br-52-foot 7 good; ... ; fr-x removed (surrendered)". */
export function boardLine(o: ChargeOutcome): string {
  return o.units
    .map((u) =>
      u.hex === null ? `${u.id} removed (${u.removed})` : `${u.id} ${u.hex} ${u.increments} inc ${u.morale}`,
    )
    .join('; ');
}

/** The key of an outcome's final board alone (units only). */
export function boardKey(o: ChargeOutcome): string {
  return canonicalJson(o.units);
}
