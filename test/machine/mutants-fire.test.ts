/**
 * Defensive fire (step 3) below the fire table: a battalion whose fire, in proportion to its increments
 * left, rounds down to a strength no column covers fires on no column and inflicts no casualty.
 * Written to kill the uncovered mutants of step3-defensive-fire.ts (docs/mutation.md).
 */

import { describe, expect, it } from 'vitest';
import { narrate } from '../../src/narration/narrate.ts';
import { entries, playJson, variantJson } from './helpers.ts';

describe('step 3: a fire strength below the first column of the fire table', () => {
  it('fire 1 at 3 of 6 increments is 1/2, strength 0: no column, no casualty, whatever the roll', () => {
    // Scenario 02: IR 4 fails its stand check (33): no doubling. The fire d66 66 would be the best roll.
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', (j) => {
        Object.assign(j.units[1], { fire: 1, increments: 3, fullIncrements: 6 });
      }),
      [33, 66, 24, 6],
    );
    expect(entries(s, 'fire.result').map((e) => [narrate(e), e.arithmetic])).toMatchInlineSnapshot(`
      [
        [
          "IR 4 Hoch- und Deutschmeister fires at strength 0 on column none: roll 63, 0 casualties",
          "fire 1/2 = 0, column none; d66 66 +3 Target is charging cavalry -6 Firer disordered = 63: 0 casualties",
        ],
      ]
    `);
    expect(s.fireCasualties).toBe(0);
  });

  it('a half-strength battery below the table: canister shifts no column into existence', () => {
    // IR 4 has no fire value; the battery (fire 1, 1 of 2 increments) fires alone at 1/2, strength 0.
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', (j) => {
        j.units[1].fire = 0;
        j.units.push({
          id: 'au-bty',
          name: 'Fussbatterie Nr. 4',
          side: 'austrian',
          arm: 'artillery',
          increments: 1,
          fullIncrements: 2,
          melee: 1,
          fire: 1,
          morale: 41,
          formation: 'unlimbered',
          supplied: true,
          facing: 'S',
          at: '0811',
        });
      }),
      [33, 66, 24, 6],
    );
    expect(entries(s, 'fire.result').map((e) => [narrate(e), e.arithmetic])).toMatchInlineSnapshot(`
      [
        [
          "Fussbatterie Nr. 4 fires at strength 0 on column none: roll 63, 0 casualties",
          "fire 1/2 = 0, column none, canister 2 columns right; d66 66 +3 Target is charging cavalry -6 Firer disordered = 63: 0 casualties",
        ],
      ]
    `);
    expect(s.fireCasualties).toBe(0);
  });
});
