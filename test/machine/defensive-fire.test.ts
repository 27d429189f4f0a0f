/**
 * Step 3, defensive fire: the fire strength and column of each firing stack, tables of no modifiers,
 * and a charge the fire ends. Expected values worked out from RULES.md and the demonstration fire
 * table, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import { ChargeSession } from '../../machines/session.ts';
import { manualSource } from '../../src/dice/index.ts';
import { endingParams } from '../../src/procedure/ending.ts';
import {
  type EditableJson,
  entries,
  playByHand,
  playJson,
  rulesetWith,
  scenarioOf,
  variantJson,
} from '../support/charges.ts';
import { said } from '../support/said.ts';

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

describe('step 3: a fire strength below the first column of the fire table', () => {
  it('fire 1 at 3 of 6 increments is 1/2, strength 0: no column, no casualty, whatever the roll', () => {
    // Scenario 02: IR 4 fails its stand check (33): no doubling. The fire d66 66 would be the best roll.
    const s = playJson(
      variantJson('02-stand-failed-disorder.json', (j) => {
        Object.assign(j.units[1], { fire: 1, increments: 3, fullIncrements: 6 });
      }),
      [33, 66, 24, 6],
    );
    expect(entries(s, 'fire.result').map((e) => [said(e), e.arithmetic])).toMatchInlineSnapshot(`
      [
        [
          "fire.result stack=IR 4 Hoch- und Deutschmeister hex=0811 strength=0 column=none roll=66 modified=63 casualties=0",
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
    expect(entries(s, 'fire.result').map((e) => [said(e), e.arithmetic])).toMatchInlineSnapshot(`
      [
        [
          "fire.result stack=Fussbatterie Nr. 4 hex=0811 strength=0 column=none roll=66 modified=63 casualties=0",
          "fire 1/2 = 0, column none, canister 2 columns right; d66 66 +3 Target is charging cavalry -6 Firer disordered = 63: 0 casualties",
        ],
      ]
    `);
    expect(s.fireCasualties).toBe(0);
  });
});

describe('step 3: a fire table of no modifiers (a user table)', () => {
  it('the fire arithmetic is the bare die', () => {
    // Scenario 02 (stand check 33 fails: no doubling), fire 6 = 6 on column 6-8, d66 24 unmodified: 0.
    const r = rulesetWith();
    const s = playByHand(
      variantJson('02-stand-failed-disorder.json', () => {}),
      { ...r, fire: { ...r.fire, modifiers: [] } },
      [33, 24, 31],
    );
    expect(entries(s, 'fire.result').map((e) => e.arithmetic)).toEqual([
      'fire 6 = 6, column 6-8; d66 24 = 24: 0 casualties',
    ]);
  });
});

describe('step 3 with two firing stacks', () => {
  it("the first stack's fire eliminates the hussars (scenario 08, 2 increments): the second stack is not asked to fire, the charge ends", () => {
    const ruleset = rulesetWith();
    const json = variantJson('08-fire-eliminates-chargers.json', (j) => {
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '0911' });
      j.charge.targets.push('0911');
    });
    const s = new ChargeSession({ scenario: scenarioOf(json, ruleset), ruleset, dice: manualSource() });
    const asked: string[] = [];
    for (const v of [44, 44, 1, 1, 44] as const) {
      asked.push(String(s.pending?.id));
      if (!s.roll(v).ok) throw new Error(`roll ${v} refused`);
    }
    asked.push(String(s.pending?.id ?? 'nothing'));
    expect(asked).toMatchInlineSnapshot(`
      [
        "stand-check-0",
        "stand-check-1",
        "column-shift-0",
        "column-shift-1",
        "fire-0",
        "nothing",
      ]
    `);
    expect(endingParams(s.state.ending!)).toMatchInlineSnapshot(`
      {
        "attackers": "eliminated",
        "decidedBy": "defensive-fire",
        "defenderState1": "good",
        "defenders": "on-board",
      }
    `);
  });
});
