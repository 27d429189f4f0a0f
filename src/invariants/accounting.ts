import { hexLabel } from '../model/coord.ts';
import type { InvariantSource } from './source.ts';
import { type BoardViolation, violation } from './violation.ts';

/** The ids of the units a return-to-map obligation keeps off the map for now (seeds 000, 001). */
function offMapIds(s: Pick<InvariantSource, 'obligations'>): string[] {
  return (s.obligations ?? []).flatMap((o) => (o.kind === 'return-to-map' ? [o.unit.id] : []));
}

function repeated(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of list) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/**
 * Every unit is accounted for exactly once: each unit of the starting board is either on the board,
 * or removed (eliminated, surrendered, fled), or off the map for now (a return-to-map obligation);
 * no unit is on the board that was not there at the start; ids are unique (units and leaders share
 * them); a unit a flight recorded as destroyed or gone off the map is not on the board.
 */
export function accountingViolations(
  s: Pick<InvariantSource, 'board' | 'initialBoard' | 'removed' | 'obligations' | 'doctrine'>,
): BoardViolation[] {
  const out: BoardViolation[] = [];
  const pieces = [...s.board.units.map((u) => u.id), ...s.board.leaders.map((l) => l.id)];
  for (const id of repeated(pieces)) {
    const at = [...s.board.units, ...s.board.leaders].filter((p) => p.id === id).map((p) => hexLabel(p.at));
    out.push(
      violation(
        'unit/duplicate-id',
        `id ${id} is used by ${at.length} pieces on the board (hexes ${at.join(', ')})`,
        [id],
      ),
    );
  }
  const on = new Set(s.board.units.map((u) => u.id));
  const removed = s.removed.map((r) => r.unit.id);
  const away = offMapIds(s);
  for (const id of repeated(removed))
    out.push(violation('unit/on-and-off', `unit ${id} is recorded as removed more than once`, [id]));
  for (const id of repeated(away))
    out.push(violation('unit/on-and-off', `unit ${id} is recorded as off the map more than once`, [id]));
  for (const u of s.board.units) {
    if (removed.includes(u.id)) {
      const r = s.removed.find((x) => x.unit.id === u.id)!;
      out.push(
        violation(
          'unit/removed-on-board',
          `unit ${u.id} is still in hex ${hexLabel(u.at)} though recorded as ${r.reason} (${r.rule})`,
          [u.id],
          u.at,
        ),
      );
    }
    if (away.includes(u.id))
      out.push(
        violation(
          'unit/on-and-off',
          `unit ${u.id} is in hex ${hexLabel(u.at)} and also off the map (to return)`,
          [u.id],
          u.at,
        ),
      );
  }
  for (const id of removed.filter((x) => away.includes(x)))
    out.push(
      violation('unit/on-and-off', `unit ${id} is recorded both as removed and as off the map (to return)`, [
        id,
      ]),
    );
  for (const f of s.doctrine?.flights ?? []) {
    if ((f.outcome === 'destroyed' || f.outcome === 'off-map') && on.has(f.unit)) {
      const u = s.board.units.find((x) => x.id === f.unit)!;
      out.push(
        violation(
          'unit/removed-on-board',
          `unit ${f.unit} is still in hex ${hexLabel(u.at)} though its flight ended ${f.outcome}`,
          [f.unit],
          u.at,
        ),
      );
    }
  }
  const start = new Set(s.initialBoard.units.map((u) => u.id));
  for (const u of s.initialBoard.units) {
    if (!on.has(u.id) && !removed.includes(u.id) && !away.includes(u.id)) {
      out.push(
        violation(
          'unit/vanished',
          `unit ${u.id} (from hex ${hexLabel(u.at)}) is neither on the board, nor removed, nor off the map`,
          [u.id],
          u.at,
        ),
      );
    }
  }
  for (const u of s.board.units) {
    if (!start.has(u.id))
      out.push(
        violation(
          'unit/appeared',
          `unit ${u.id} in hex ${hexLabel(u.at)} was not on the board when the charge began`,
          [u.id],
          u.at,
        ),
      );
  }
  return out;
}
