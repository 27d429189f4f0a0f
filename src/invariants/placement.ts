import { onBoard } from '../model/board.ts';
import { coordKey, hexLabel } from '../model/coord.ts';
import type { InvariantSource } from './source.ts';
import { type BoardViolation, violation } from './violation.ts';

/**
 * Where pieces stand: every unit and leader on the board stands inside it, no unit stands in
 * impassable terrain (a unit that left the map is recorded as removed or off the map, not kept on the
 * board), and every hex's terrain is a terrain type of the ruleset.
 */
export function placementViolations(s: Pick<InvariantSource, 'ruleset' | 'board'>): BoardViolation[] {
  const out: BoardViolation[] = [];
  const b = s.board;
  const kinds = new Map(s.ruleset.terrain.map((t) => [t.id, t.kind]));
  if (!kinds.has(b.defaultTerrain)) {
    out.push(
      violation(
        'board/unknown-terrain',
        `the board's default terrain ${b.defaultTerrain} is not a terrain type of ruleset ${s.ruleset.id}`,
        [],
      ),
    );
  }
  for (const [key, id] of Object.entries(b.terrain)) {
    if (kinds.has(id)) continue;
    const [col, row] = key.split(',').map(Number);
    const hex = { col: col ?? Number.NaN, row: row ?? Number.NaN };
    out.push(
      violation(
        'board/unknown-terrain',
        `hex ${hexLabel(hex)} has terrain ${id}, not a terrain type of ruleset ${s.ruleset.id}`,
        [],
        hex,
      ),
    );
  }
  const size = `${b.width}x${b.height}`;
  for (const u of b.units) {
    if (!onBoard(b, u.at)) {
      out.push(
        violation(
          'board/off-map',
          `unit ${u.id} stands at ${u.at.col},${u.at.row}, off the ${size} board, yet is kept on it`,
          [u.id],
          u.at,
        ),
      );
      continue;
    }
    const terrain = b.terrain[coordKey(u.at)] ?? b.defaultTerrain;
    if (kinds.get(terrain) === 'impassable') {
      out.push(
        violation(
          'board/impassable',
          `unit ${u.id} stands in hex ${hexLabel(u.at)}, impassable terrain (${terrain})`,
          [u.id],
          u.at,
        ),
      );
    }
  }
  for (const l of b.leaders) {
    if (!onBoard(b, l.at)) {
      out.push(
        violation(
          'board/off-map',
          `leader ${l.id} stands at ${l.at.col},${l.at.row}, off the ${size} board, yet is kept on it`,
          [l.id],
          l.at,
        ),
      );
    }
  }
  return out;
}
