// The hex geometry (src/hex, everything but the retreat search) held to exact outcomes where the other
// tests of test/hex leave room. Written for the mutants Stryker's hex-2 run left alive; each test was
// checked to fail with its mutant applied by hand.
import { describe, expect, it } from 'vitest';
import { hexsideClassOf, neighbor } from '../../src/hex/index.ts';
import type { Direction } from '../../src/model/direction.ts';
import type { FormationHexsides } from '../../src/model/ruleset.ts';
import { h } from './fixtures.ts';

describe('hexsideClassOf with a table row shorter than six hexsides', () => {
  it('a hexside the row does not list counts as front', () => {
    // a (malformed) row naming only the first three hexsides clockwise from the facing
    const short = [
      { arm: 'infantry', formation: 'column', hexsides: ['rear', 'flank', 'rear'], zoc: true },
    ] as unknown as FormationHexsides[];
    const u = { arm: 'infantry' as const, formation: 'column' as const, facing: 0 as Direction, at: h(4, 4) };
    const classes = ([0, 1, 2, 3, 4, 5] as Direction[]).map((d) =>
      hexsideClassOf(u, neighbor(h(4, 4), d), short),
    );
    expect(classes).toEqual(['rear', 'flank', 'rear', 'front', 'front', 'front']);
  });
});
