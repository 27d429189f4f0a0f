/**
 * Step 1: a lone unsupplied battery in a target hex flees and is eliminated; a supplied one stands.
 * Expected values worked out from RULES.md, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import { endingParams } from '../../src/procedure/ending.ts';
import { boardLines, type EditableJson, playVariant } from '../support/charges.ts';
import { said } from '../support/said.ts';

const battery = (at: string, supplied: boolean) => ({
  id: 'au-bty',
  name: 'Fussbatterie Nr. 4',
  side: 'austrian',
  arm: 'artillery',
  increments: 2,
  melee: 1,
  fire: 4,
  morale: 41,
  formation: 'unlimbered',
  facing: 'S',
  at,
  supplied,
});

describe('step 1: lone artillery in a target hex', () => {
  it('a lone unsupplied battery in the second target hex flees and is eliminated; the charge goes on against IR 4 (scenario 02)', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24, 15], (j) => {
      j.units.push(battery('0911', false));
      j.charge.targets.push('0911');
    });
    expect(s.log.slice(0, 3).map((e) => `${e.rule} ${said(e)}`)).toMatchInlineSnapshot(`
      [
        "18.10.3 artillery.flees unit=Fussbatterie Nr. 4",
        "18.10.4 artillery.eliminated-fleeing unit=Fussbatterie Nr. 4",
        "19.6 stand.failed stack=IR 4 Hoch- und Deutschmeister hex=0811 roll=33 modified=33 morale=52",
      ]
    `);
    expect(endingParams(s.ending!)).toMatchInlineSnapshot(`
      {
        "attackerState1": "disordered",
        "attackers": "on-board",
        "decidedBy": "melee",
        "defenderState1": "disordered",
        "defenders": "on-board",
        "odds": "2:1",
      }
    `);
    expect(boardLines(s)).toMatchInlineSnapshot(`
      [
        "0712 fr-hussars 6/6 disordered exhausted",
        "0811 au-ir4 6/6 disordered",
      ]
    `);
  });

  it('a lone supplied battery does not flee: it stands its check (scenario 02 with the battery for IR 4)', () => {
    const s = playVariant('02-stand-failed-disorder.json', [66], (j) => {
      j.units = j.units.filter((u: EditableJson) => u.id !== 'au-ir4');
      j.units.push(battery('0811', true));
    });
    expect(s.log.slice(0, 2).map((e) => `${e.rule} ${said(e)}`)).toMatchInlineSnapshot(`
      [
        "18.10.3 artillery.none-flees",
        "19.6 stand.passed stack=Fussbatterie Nr. 4 hex=0811 roll=66 modified=66 morale=41",
      ]
    `);
    expect(boardLines(s)).toMatchInlineSnapshot(`
      [
        "0811 au-bty 2/2 good",
        "0812 fr-hussars 6/6 good fresh",
      ]
    `);
  });
});
