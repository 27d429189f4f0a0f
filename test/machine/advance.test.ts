/**
 * Step 6, the advance after combat: nobody advances into a target hex that was not vacated.
 */
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../cli/load.ts';
import { entries, playByHand, variantJson } from '../support/charges.ts';
import { said } from '../support/said.ts';

describe('step 6: no target hex vacated', () => {
  it('11 under the 6e flight doctrine at 100 cm a hex: IR 4 flees 15 cm, 0 hexes, so nobody advances', () => {
    // DR at 3:1 (55, leader +2 = 61); the rout becomes a flight (seed 002); 5d6 = 15 cm is less than a
    // hex, so IR 4 stays in 0811 (ruling R41) and the hex is not vacated: no advance (19.10).
    const r = loadRuleset('data/rulesets/flight-pursuit-6e.json');
    if (!r.ok) throw new Error(r.error.message);
    const ruleset = { ...r.value, settings: { ...r.value.settings, hexScale: { cm: 100, inches: 40 } } };
    const s = playByHand(
      variantJson('11-recall-trample.json', () => {}),
      ruleset,
      [55, 1, 11, 55, 15, 24],
    );
    expect(entries(s, 'doctrine.flees-6e').map((e) => said(e))).toMatchInlineSnapshot(`
      [
        "doctrine.flees-6e unit=IR 4 Hoch- und Deutschmeister roll=15 hexes=0 from=0811 to=0811 path=0811 dropped=0",
      ]
    `);
    expect(entries(s, 'advance.none').map((e) => [e.step, e.rule, said(e)])).toMatchInlineSnapshot(`
      [
        [
          "advanceAfterCharge",
          "19.10",
          "advance.none",
        ],
      ]
    `);
  });
});
