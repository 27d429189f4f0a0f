import { distance } from '../../hex/index.ts';
import type { Board } from '../../model/board.ts';
import type { Ruleset } from '../../model/ruleset.ts';
import type { Unit } from '../../model/unit.ts';
import { terrainAt } from '../../procedure/board.ts';
import type { ChargeState } from '../../procedure/state.ts';
import { doctrineSettings } from '../settings.ts';

/**
 * The Leadership a unit tests to hold back (seed 000 "Evitar la persecución"): its own, or, under the
 * house rule, the best of a leader of its side within range. Not a psychology test: no unit is exempt.
 */
export function holdBackLeadership(board: Board, ruleset: Ruleset, u: Unit): { value: number; from: string } {
  const s = doctrineSettings(ruleset).pursuit6e;
  const own = u.leadership ?? s.defaultLeadership;
  if (!s.leaderLeadership) return { value: own, from: u.name };
  const near = board.leaders.filter((l) => l.side === u.side && distance(l.at, u.at) <= s.leaderRangeHexes);
  return near.reduce<{ value: number; from: string }>(
    (a, l) => {
      // a leader without Leadership lends none: he beats no value
      const value = l.leadership ?? Number.NEGATIVE_INFINITY;
      return value > a.value ? { value, from: l.name } : a;
    },
    { value: own, from: u.name },
  );
}

/** The hold-back test: passed when the 2D6 roll is equal to or below the Leadership (seed 000). */
export function holdBackPasses(roll: number, leadership: number): boolean {
  return roll <= leadership;
}

/**
 * Whether a unit may decline to pursue without a test (seed 000): it defends a wall, hedge or
 * fortification, read on hexes as standing in a special structure (a chateau) or general-order terrain
 * (woods, town): the terrain kinds of seed 003 that protect a stack against a charge (ruling 11 of
 * docs/doctrines.md). The flight step offers it to the defenders of the charge only.
 */
export function mayDeclineFreely(board: Board, ruleset: Ruleset, u: Unit): boolean {
  const kind = terrainAt(board, ruleset, u.at).kind;
  return kind === 'special-structure' || kind === 'general-order';
}

/**
 * Seed 000: a unit that holds back "permanecerá inmóvil y no perseguirá": it stays where it is, making
 * no advance after the charge either (ruling R44), unless the ruleset's `pursuit6e.heldBackAdvance`.
 */
export function staysInPlace(s: Pick<ChargeState, 'ruleset' | 'doctrine'>, unitId: string): boolean {
  if (doctrineSettings(s.ruleset).pursuit6e.heldBackAdvance) return false;
  return s.doctrine?.pursuers?.some((p) => p.unit === unitId && p.holdBack === 'held') ?? false;
}
