import { describe, expect, it } from 'vitest';
import { zocHexes, zonesLeft, zonesOf } from '../../src/hex/index.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { Arm, Formation, MoraleState } from '../../src/model/unit.ts';
import { HEXSIDES, h, unit } from './fixtures.ts';

// RULES "Zone of influence": the hexes in front of a unit's front hexsides; a square has none.
describe('zocHexes', () => {
  it.each<[string, Arm, Formation, MoraleState, boolean, Coord, Direction, Coord[]]>([
    // column facing N at odd 5,5: front hexsides N, NE, NW (clockwise from the facing: N, NE, NW)
    ['column facing N', 'infantry', 'column', 'good', false, h(5, 5), 0, [h(5, 4), h(6, 5), h(4, 5)]],
    // column facing S at even 4,4: S, SW, SE
    [
      'column facing S, even column',
      'infantry',
      'column',
      'good',
      false,
      h(4, 4),
      3,
      [h(4, 5), h(3, 4), h(5, 4)],
    ],
    // a disordered unit still has its zone
    ['disordered column', 'infantry', 'column', 'disordered', false, h(5, 5), 0, [h(5, 4), h(6, 5), h(4, 5)]],
    // square: six front hexsides but no zone
    ['square has none', 'infantry', 'square', 'good', false, h(5, 5), 0, []],
    // limbered artillery fixture has no zone
    ['limbered artillery has none', 'artillery', 'limbered', 'good', false, h(5, 5), 0, []],
    // routed: none unless the ruleset gives routed units a zone
    ['routed, routedHaveZoc off', 'infantry', 'column', 'routed', false, h(5, 5), 0, []],
    [
      'routed, routedHaveZoc on',
      'infantry',
      'column',
      'routed',
      true,
      h(5, 5),
      0,
      [h(5, 4), h(6, 5), h(4, 5)],
    ],
    // unlimbered artillery facing SE at odd 3,3: SE, S, NE
    [
      'artillery facing SE',
      'artillery',
      'unlimbered',
      'good',
      false,
      h(3, 3),
      2,
      [h(4, 4), h(3, 4), h(4, 3)],
    ],
    // missing formation: no zone (throw-free)
    ['formation missing from the table', 'cavalry', 'column', 'good', false, h(5, 5), 0, []],
  ])('%s', (_name, arm, formation, moraleState, routedHaveZoc, at, facing, expected) => {
    const u = unit({ id: 'u', side: 'al', at, facing, arm, formation, moraleState });
    expect(zocHexes(u, HEXSIDES, routedHaveZoc)).toEqual(expected);
  });
});

// E1 at even 4,5 facing SE: zone {5,5 (SE), 4,6 (S), 5,4 (NE)}.
// E2 at even 6,5 facing SW: zone {5,5 (SW), 5,4 (NW), 6,6 (S)}.
// E3 a square at odd 5,6, adjacent to 5,5: no zone.
const E1 = unit({ id: 'E1', side: 'al', at: h(4, 5), facing: 2 });
const E2 = unit({ id: 'E2', side: 'al', at: h(6, 5), facing: 4 });
const E3 = unit({ id: 'E3', side: 'al', at: h(5, 6), formation: 'square' });
const enemies = [E1, E2, E3];

describe('zonesOf', () => {
  it.each<[Coord, string[]]>([
    [h(5, 5), ['E1', 'E2']], // in front of both; the adjacent square adds nothing
    [h(5, 4), ['E1', 'E2']], // in front of both
    [h(4, 6), ['E1']], // E1's south hexside only
    [h(6, 6), ['E2']], // E2's south hexside only
    [h(5, 7), []], // in no zone
    [h(4, 5), []], // a unit's own hex is not in its zone
  ])('%j -> %j', (hex, expected) => {
    expect(zonesOf(hex, enemies, HEXSIDES, false)).toEqual(expected);
  });
});

// 10.5: one increment lost for each zone left (in `from`'s zones and not in `to`'s).
describe('zonesLeft', () => {
  it.each<[Coord, Coord, string[]]>([
    [h(5, 5), h(4, 6), ['E2']], // stays in E1's zone, leaves E2's: 1 increment
    [h(5, 5), h(6, 6), ['E1']], // stays in E2's zone, leaves E1's: 1 increment
    [h(5, 5), h(5, 4), []], // moves along both zones: none lost
    [h(4, 6), h(4, 7), ['E1']], // out of E1's zone: 1
    [h(4, 7), h(4, 6), []], // entering a zone costs nothing
    [h(5, 4), h(5, 3), ['E1', 'E2']], // leaves two zones at once: 2 increments
  ])('%j -> %j loses %j', (from, to, expected) => {
    expect(zonesLeft(from, to, enemies, HEXSIDES, false)).toEqual(expected);
  });

  it('a routed enemy only counts when routed units have a zone', () => {
    const routed = unit({ id: 'R', side: 'al', at: h(4, 5), facing: 2, moraleState: 'routed' });
    expect(zonesLeft(h(5, 5), h(6, 6), [routed], HEXSIDES, false)).toEqual([]);
    expect(zonesLeft(h(5, 5), h(6, 6), [routed], HEXSIDES, true)).toEqual(['R']);
  });
});

describe('zones of influence (10.5): zocHexes, zonesOf, zonesLeft at the edges', () => {
  it('the hexes across the front hexsides, clockwise from the facing', () => {
    const col = unit({ id: 'A', side: 'al', at: h(4, 4), facing: 2 });
    // 4,4 (an even column) facing SE: its front hexsides SE, S and NE, in that order
    expect(zocHexes(col, HEXSIDES, false)).toEqual([h(5, 4), h(4, 5), h(5, 3)]);
    const routed = { ...col, moraleState: 'routed' as const };
    expect(zocHexes(routed, HEXSIDES, false)).toEqual([]);
    expect(zocHexes(routed, HEXSIDES, true)).toEqual(zocHexes(col, HEXSIDES, false));
    const disordered = { ...col, moraleState: 'disordered' as const };
    expect(zocHexes(disordered, HEXSIDES, false)).toEqual(zocHexes(col, HEXSIDES, false));
    expect(zocHexes({ ...col, formation: 'square' }, HEXSIDES, true)).toEqual([]);
    expect(zocHexes({ ...col, formation: 'limbered' }, HEXSIDES, true)).toEqual([]);
  });

  it('zones of a hex and zones left by a step, in the order the enemies are listed', () => {
    const a = unit({ id: 'A', side: 'al', at: h(4, 4), facing: 3 });
    const b = unit({ id: 'B', side: 'al', at: h(4, 6), facing: 0 });
    const c = unit({ id: 'C', side: 'al', at: h(8, 8), facing: 0 });
    expect(zonesOf(h(4, 5), [c, b, a], HEXSIDES, false)).toEqual(['B', 'A']);
    expect(zonesOf(h(4, 5), [a, b, c], HEXSIDES, false)).toEqual(['A', 'B']);
    // A faces S from 4,4: zone 4,5 3,4 5,4; B faces N from 4,6: zone 4,5 5,5 3,5
    expect(zonesLeft(h(4, 5), h(5, 5), [a, b], HEXSIDES, false)).toEqual(['A']);
    expect(zonesLeft(h(4, 5), h(3, 4), [a, b], HEXSIDES, false)).toEqual(['B']);
    expect(zonesLeft(h(4, 5), h(4, 4), [b, a], HEXSIDES, false)).toEqual(['B', 'A']);
    expect(zonesLeft(h(5, 5), h(4, 5), [a, b], HEXSIDES, false)).toEqual([]);
  });
});
