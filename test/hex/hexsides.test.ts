import { describe, expect, it } from 'vitest';
import { formationHexsides, hexsideClassOf } from '../../src/hex/index.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { HexsideClass } from '../../src/model/ruleset.ts';
import type { Arm, Formation } from '../../src/model/unit.ts';
import { HEXSIDES, h, unit } from './fixtures.ts';

// Seed 003 steps 3-4: defensive fire only through front hexsides; melee flank x2, rear x1.5.
// Which hexside the attacker hex touches depends on the defender's formation and facing.
describe('hexsideClassOf', () => {
  it.each<[string, Arm, Formation, Coord, Direction, Coord, HexsideClass]>([
    // infantry column (3 front / 2 flank / 1 rear) at odd column 5,5 facing N
    ['column, attacker N (facing)', 'infantry', 'column', h(5, 5), 0, h(5, 4), 'front'],
    ['column, attacker NE', 'infantry', 'column', h(5, 5), 0, h(6, 5), 'front'],
    ['column, attacker SE', 'infantry', 'column', h(5, 5), 0, h(6, 6), 'flank'],
    ['column, attacker S (behind)', 'infantry', 'column', h(5, 5), 0, h(5, 6), 'rear'],
    ['column, attacker SW', 'infantry', 'column', h(5, 5), 0, h(4, 6), 'flank'],
    ['column, attacker NW', 'infantry', 'column', h(5, 5), 0, h(4, 5), 'front'],
    // infantry column at even column 4,4 facing SE: classes rotate with the facing
    ['column facing SE, attacker N', 'infantry', 'column', h(4, 4), 2, h(4, 3), 'flank'],
    ['column facing SE, attacker NE', 'infantry', 'column', h(4, 4), 2, h(5, 3), 'front'],
    ['column facing SE, attacker SE', 'infantry', 'column', h(4, 4), 2, h(5, 4), 'front'],
    ['column facing SE, attacker S', 'infantry', 'column', h(4, 4), 2, h(4, 5), 'front'],
    ['column facing SE, attacker SW', 'infantry', 'column', h(4, 4), 2, h(3, 4), 'flank'],
    ['column facing SE, attacker NW (behind)', 'infantry', 'column', h(4, 4), 2, h(3, 3), 'rear'],
    // line fixture (3 front / 3 flank, no rear) facing NW at 2,2: the hexside behind is a flank
    ['line facing NW, attacker SE (behind)', 'infantry', 'line', h(2, 2), 5, h(3, 2), 'flank'],
    ['line facing NW, attacker N', 'infantry', 'line', h(2, 2), 5, h(2, 1), 'front'],
    ['line facing NW, attacker S', 'infantry', 'line', h(2, 2), 5, h(2, 3), 'flank'],
    // square: every hexside is front
    ['square, attacker S', 'infantry', 'square', h(5, 5), 0, h(5, 6), 'front'],
    ['square, attacker SE', 'infantry', 'square', h(5, 5), 0, h(6, 6), 'front'],
    // unlimbered artillery (3/2/1) facing S at odd column 3,3
    ['artillery facing S, attacker N (behind)', 'artillery', 'unlimbered', h(3, 3), 3, h(3, 2), 'rear'],
    ['artillery facing S, attacker NE', 'artillery', 'unlimbered', h(3, 3), 3, h(4, 3), 'flank'],
    ['artillery facing S, attacker SE', 'artillery', 'unlimbered', h(3, 3), 3, h(4, 4), 'front'],
    ['artillery facing S, attacker S', 'artillery', 'unlimbered', h(3, 3), 3, h(3, 4), 'front'],
    ['artillery facing S, attacker SW', 'artillery', 'unlimbered', h(3, 3), 3, h(2, 4), 'front'],
    ['artillery facing S, attacker NW', 'artillery', 'unlimbered', h(3, 3), 3, h(2, 3), 'flank'],
    // limbered artillery fixture (1 front / 2 flank / 3 rear) facing N
    ['limbered facing N, attacker SE', 'artillery', 'limbered', h(5, 5), 0, h(6, 6), 'rear'],
    ['limbered facing N, attacker NE', 'artillery', 'limbered', h(5, 5), 0, h(6, 5), 'flank'],
    // not adjacent: the hexside pointing most nearly toward the hex (two hexes straight behind)
    ['column, attacker two hexes behind', 'infantry', 'column', h(5, 5), 0, h(5, 7), 'rear'],
    // a formation missing from the table counts as front (the ruleset loader should reject it)
    ['cavalry column not in the table', 'cavalry', 'column', h(5, 5), 0, h(5, 6), 'front'],
  ])('%s', (_name, arm, formation, at, facing, attacker, expected) => {
    const defender = unit({ id: 'd', side: 'fr', at, facing, arm, formation });
    expect(hexsideClassOf(defender, attacker, HEXSIDES)).toBe(expected);
  });
});

describe('formationHexsides', () => {
  it('finds the row of the arm and formation', () => {
    expect(formationHexsides({ arm: 'infantry', formation: 'square' }, HEXSIDES)?.zoc).toBe(false);
    expect(formationHexsides({ arm: 'cavalry', formation: 'line' }, HEXSIDES)?.hexsides[3]).toBe('rear');
  });

  it('returns undefined, without throwing, when the table lacks it', () => {
    expect(formationHexsides({ arm: 'cavalry', formation: 'square' }, HEXSIDES)).toBeUndefined();
    expect(formationHexsides({ arm: 'infantry', formation: 'line' }, [])).toBeUndefined();
  });
});
