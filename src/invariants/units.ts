import { hexLabel } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import type { InvariantSource } from './source.ts';
import { type BoardViolation, violation } from './violation.ts';

const MORALE_STATES: readonly string[] = ['good', 'disordered', 'routed'];
const READINESS: readonly string[] = ['fresh', 'tired', 'exhausted'];
/** What a charge never changes on a counter: who it is and what is printed on it. */
const PRINTED = ['side', 'arm', 'weight', 'lancer', 'fullIncrements', 'melee', 'fire', 'morale'] as const;

/**
 * Each unit on the board: increments a whole number in 1..full (a unit at 0 increments is eliminated
 * and must be removed), never more than it had when the charge began, the same printed values as at
 * the start, never rallied from rout, unlimbered artillery routed in the charge eliminated (18.10.4, once
 * its rout move comes), a side of the board, a facing 0-5, a morale state, a formation of its arm in the ruleset,
 * and a readiness for cavalry only.
 */
export function unitViolations(
  s: Pick<InvariantSource, 'ruleset' | 'board' | 'initialBoard' | 'moves'>,
): BoardViolation[] {
  const out: BoardViolation[] = [];
  const sides = new Set(s.board.sides.map((x) => x.id));
  const start = new Map(s.initialBoard.units.map((u) => [u.id, u]));
  for (const l of s.board.leaders) {
    if (!sides.has(l.side)) {
      out.push(
        violation(
          'unit/unknown-side',
          `leader ${l.id} in hex ${hexLabel(l.at)} belongs to no side (${l.side})`,
          [l.id],
          l.at,
        ),
      );
    }
  }
  for (const u of s.board.units) {
    const where = `unit ${u.id} in hex ${hexLabel(u.at)}`;
    const bad = (code: BoardViolation['code'], what: string) =>
      out.push(violation(code, `${where} ${what}`, [u.id], u.at));
    if (!sides.has(u.side)) bad('unit/unknown-side', `belongs to no side (${u.side})`);
    if (!Number.isInteger(u.increments) || u.increments < 1 || u.increments > u.fullIncrements) {
      bad(
        'unit/increments',
        u.increments === 0
          ? `has 0 increments (full ${u.fullIncrements}): it is eliminated and must be removed`
          : `has ${u.increments} increments, outside 1..${u.fullIncrements}`,
      );
    }
    const was = start.get(u.id);
    if (was !== undefined) {
      if (u.increments > was.increments)
        bad(
          'unit/increments-gained',
          `has ${u.increments} increments, more than the ${was.increments} it began with`,
        );
      const changed = PRINTED.filter((k) => u[k] !== was[k]);
      if (changed.length > 0) {
        bad(
          'unit/printed-values-changed',
          `changed ${changed.map((k) => `${k} ${String(was[k])} -> ${String(u[k])}`).join(', ')}`,
        );
      }
    }
    if (was?.moraleState === 'routed' && u.moraleState !== 'routed')
      bad(
        'unit/rallied',
        `is ${u.moraleState}, but it was routed when the charge began (nothing in a charge rallies it)`,
      );
    // 18.10.4: unlimbered artillery forced to rout is eliminated (at its rout move, when one is queued)
    const routedNow = u.moraleState === 'routed' && was !== undefined && was.moraleState !== 'routed';
    if (
      routedNow &&
      u.arm === 'artillery' &&
      u.formation === 'unlimbered' &&
      !s.moves.some((m) => m.units.includes(u.id))
    )
      bad(
        'unit/routed-unlimbered-artillery',
        'is unlimbered artillery routed in this charge, yet not eliminated (18.10.4)',
      );
    for (const w of valueProblems(s, u)) bad('unit/bad-value', w);
  }
  return out;
}

function valueProblems(s: Pick<InvariantSource, 'ruleset'>, u: Unit): string[] {
  const out: string[] = [];
  if (!Number.isInteger(u.facing) || u.facing < 0 || u.facing > 5)
    out.push(`faces ${String(u.facing)}, not 0-5`);
  if (!MORALE_STATES.includes(u.moraleState)) out.push(`has morale state ${String(u.moraleState)}`);
  if (!s.ruleset.hexsides.some((h) => h.arm === u.arm && h.formation === u.formation))
    out.push(`is ${u.arm} in formation ${String(u.formation)}, not a formation of its arm in the ruleset`);
  if (u.arm === 'cavalry' ? !READINESS.includes(u.readiness ?? 'fresh') : u.readiness !== undefined)
    out.push(`has readiness ${String(u.readiness)} as ${u.arm}`);
  return out;
}
