import { type Coord, coordKey, hexLabel } from '../model/coord.ts';
import type { Leader, Unit } from '../model/unit.ts';
import type { InvariantSource } from './source.ts';
import { type BoardViolation, violation } from './violation.ts';

/** The units of a board grouped by hex, in board order. */
function stacks(units: readonly Unit[]): Map<string, Unit[]> {
  const out = new Map<string, Unit[]>();
  for (const u of units) {
    const k = coordKey(u.at);
    const list = out.get(k);
    if (list) list.push(u);
    else out.set(k, [u]);
  }
  return out;
}

const ids = (us: readonly { readonly id: string }[]) => us.map((u) => u.id);

/**
 * Stacks: no hex holds more units than the ruleset's stacking limit, no hex holds units of two sides,
 * and no leader stands with enemy units (his own stack's hex taken by the enemy, or alone among them).
 */
export function stackViolations(s: Pick<InvariantSource, 'ruleset' | 'board'>): BoardViolation[] {
  const out: BoardViolation[] = [];
  const limit = s.ruleset.settings.stackingLimit;
  const byHex = stacks(s.board.units);
  for (const units of byHex.values()) {
    const hex = units[0]!.at;
    if (units.length > limit) {
      out.push(
        violation(
          'board/over-stacking',
          `hex ${hexLabel(hex)} holds ${units.length} units (${ids(units).join(', ')}); the stacking limit is ${limit}`,
          ids(units),
          hex,
        ),
      );
    }
    const sides = [...new Set(units.map((u) => u.side))];
    if (sides.length > 1) {
      const list = sides.map((side) => `${side}: ${ids(units.filter((u) => u.side === side)).join(', ')}`);
      out.push(
        violation(
          'board/enemies-share-hex',
          `hex ${hexLabel(hex)} holds enemies (${list.join('; ')})`,
          ids(units),
          hex,
        ),
      );
    }
  }
  for (const l of s.board.leaders) {
    const enemies = (byHex.get(coordKey(l.at)) ?? []).filter((u) => u.side !== l.side);
    if (enemies.length > 0) {
      out.push(
        violation(
          'leader/with-enemy',
          `leader ${l.id} (${l.side}) stands in hex ${hexLabel(l.at)} with enemy units ${ids(enemies).join(', ')}`,
          [l.id, ...ids(enemies)],
          l.at,
        ),
      );
    }
  }
  return out;
}

/** The units of the leader's side that stood in his hex when the charge began: the stack he rode with. */
function rodeWith(s: Pick<InvariantSource, 'initialBoard'>, l: Leader): Unit[] {
  return s.initialBoard.units.filter((u) => u.side === l.side && sameAt(u.at, l.at));
}

function sameAt(a: Coord, b: Coord): boolean {
  return a.col === b.col && a.row === b.row;
}

/**
 * Leaders ride with stacks: a leader who began the charge with units of his side still stands with
 * units of his side; a leader leaves the board only when units he rode with have left it (his stack is
 * gone), never on his own (a leader alone from the start stays where he is).
 */
export function leaderViolations(s: Pick<InvariantSource, 'board' | 'initialBoard'>): BoardViolation[] {
  const out: BoardViolation[] = [];
  const now = new Map(s.board.leaders.map((l) => [l.id, l]));
  const onBoard = new Set(s.board.units.map((u) => u.id));
  for (const start of s.initialBoard.leaders) {
    const stack = rodeWith(s, start);
    const l = now.get(start.id);
    if (l === undefined) {
      if (!stack.some((u) => !onBoard.has(u.id))) {
        const why = stack.length === 0 ? 'he began alone' : `${ids(stack).join(', ')} are all still on it`;
        out.push(
          violation(
            'leader/vanished',
            `leader ${start.id} (${start.side}) left the board from hex ${hexLabel(start.at)} though ${why}`,
            [start.id],
            start.at,
          ),
        );
      }
      continue;
    }
    if (stack.length === 0) continue;
    const friends = s.board.units.filter((u) => u.side === l.side && sameAt(u.at, l.at));
    if (friends.length === 0) {
      out.push(
        violation(
          'leader/without-stack',
          `leader ${l.id} (${l.side}) stands in hex ${hexLabel(l.at)} without a unit of his side (he rode with ${ids(stack).join(', ')})`,
          [l.id],
          l.at,
        ),
      );
    }
  }
  return out;
}
