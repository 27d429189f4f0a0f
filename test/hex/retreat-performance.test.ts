// Performance target of the brief: a 10-hex rout on a 200 x 200 board with 200 units well under a few
// milliseconds. The search only looks at the disk of radius 10 around the start (331 hexes).
import { describe, expect, it } from 'vitest';
import type { RetreatRequest } from '../../src/hex/index.ts';
import { distance, findRetreatPaths, neighbor } from '../../src/hex/index.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { Unit } from '../../src/model/unit.ts';
import { board, HEXSIDES, h, TERRAIN, unit } from './fixtures.ts';

function bigCase(): RetreatRequest {
  let seed = 12345;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const start = h(100, 100);
  const charger = neighbor(start, 0);
  const units: Unit[] = [
    unit({ id: 'R', side: 'fr', at: start, moraleState: 'routed' }),
    unit({ id: 'C', side: 'al', at: charger, facing: 3, arm: 'cavalry', formation: 'line' }),
  ];
  // 198 more units, a third of them within 15 hexes of the rout
  for (let i = 0; i < 198; i++) {
    const spread = i % 3 === 0 ? 15 : 100;
    const at = h(100 - spread + next(2 * spread), 100 - spread + next(2 * spread));
    if (distance(at, start) < 2) continue;
    units.push(unit({ id: `U${i}`, side: i % 2 ? 'fr' : 'al', at, facing: next(6) as Direction }));
  }
  const terrain: Record<string, string> = {};
  for (let i = 0; i < 4000; i++)
    terrain[`${next(200)},${next(200)}`] = ['rough', 'woods', 'town', 'lake'][next(4)]!;
  delete terrain['100,100'];
  return {
    board: board({ width: 200, height: 200, terrain, units }),
    terrain: TERRAIN,
    hexsides: HEXSIDES,
    routedHaveZoc: false,
    stackingLimit: 3,
    units: ['R'],
    hexes: 10,
    awayFrom: [charger],
  };
}

// Timing is measured in bench/, not here: this checks the search stays local on a big board.
describe('findRetreatPaths on a big board', () => {
  it('routs 10 hexes on a 200 x 200 board with 200 units looking at no more than the 331 hexes within reach', () => {
    const req = bigCase();
    expect(req.board.units.length).toBeGreaterThan(190);
    const result = findRetreatPaths(req);
    expect(result.best.length).toBeGreaterThan(0);
    expect(result.considered).toBeLessThanOrEqual(331);
  });
});
