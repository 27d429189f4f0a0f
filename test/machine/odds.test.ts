/**
 * Step 4, the odds: the melee strengths of both sides with their factors, several target stacks, the
 * flank factor, and a defender of melee 0. Expected values worked out from RULES.md, then checked
 * against the engine.
 */
import { describe, expect, it } from 'vitest';
import type { ChargeState } from '../../src/procedure/state.ts';
import { type EditableJson, playVariant } from '../support/charges.ts';
import { said } from '../support/said.ts';

/** The melee odds entry ("text | arithmetic") and the odds recorded in the state. */
function odds(s: ChargeState) {
  const e = s.log.find((x) => x.key === 'melee.odds');
  return { told: `${e && said(e)} | ${e?.arithmetic}`, odds: s.odds };
}

const unit = (j: EditableJson, id: string) => j.units.find((u: EditableJson) => u.id === id);

describe('step 4: the odds', () => {
  it('heavy cuirassiers (18 x2 against light cavalry = 36) against tired chevaulegers (10 x1/2 = 5): 36 : 5, 6:1', () => {
    const s = playVariant('09-cavalry-vs-cavalry.json', [], (j) => {
      unit(j, 'au-chl').readiness = 'tired';
    });
    expect(odds(s)).toMatchInlineSnapshot(`
      {
        "odds": {
          "attacker": "36",
          "column": {
            "attacker": 6,
            "defender": 1,
          },
          "columnIndex": 8,
          "defender": "5",
          "finalColumn": {
            "attacker": 6,
            "defender": 1,
          },
          "ratio": "36:5",
          "shift": 0,
        },
        "told": "melee.odds attacker=36 defender=5 column=6:1 rounding=round-down | melee 4e Cuirassiers 18 x2 Heavy cavalry against light cavalry = 36 : Chevaulegers Rgt. Klenau 10 x1/2 Tired defending cavalry = 5 = 6:1",
      }
    `);
  });

  it('two target stacks at 5/2 each (melee 5, 3 of 6 increments) add up to 5: 12 : 5, 2:1', () => {
    const s = playVariant('02-stand-failed-disorder.json', [66, 66, 1, 1, 11, 11], (j) => {
      Object.assign(unit(j, 'au-ir4'), { melee: 5, increments: 3, fullIncrements: 6 });
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '0911' });
      j.charge.targets.push('0911');
    });
    expect(odds(s)).toMatchInlineSnapshot(`
      {
        "odds": {
          "attacker": "12",
          "column": {
            "attacker": 2,
            "defender": 1,
          },
          "columnIndex": 4,
          "defender": "5",
          "finalColumn": {
            "attacker": 2,
            "defender": 1,
          },
          "ratio": "12:5",
          "shift": 0,
        },
        "told": "melee.odds attacker=12 defender=5 column=2:1 rounding=round-down | melee 5e Hussards 12 : IR 4 Hoch- und Deutschmeister 2 1/2 + IR 5 2 1/2 = 5 = 2:1",
      }
    `);
  });

  it("two target stacks, one taken in front and one in flank: the attacker's flank x2 needs every stack taken there, so none here", () => {
    const s = playVariant('02-stand-failed-disorder.json', [66, 66, 1, 1, 11, 11], (j) => {
      unit(j, 'au-ir4').facing = 'S';
      // the hussars at 0812 are south-west of 0911: facing north, that is a flank hexside of IR 5
      j.units.push({ ...unit(j, 'au-ir4'), id: 'au-ir5', name: 'IR 5', at: '0911', facing: 'N' });
      j.charge.targets.push('0911');
    });
    expect(odds(s).told).toMatchInlineSnapshot(
      `"melee.odds attacker=12 defender=12 column=1:1 rounding=round-down | melee 5e Hussards 12 : IR 4 Hoch- und Deutschmeister 6 + IR 5 6 = 12 = 1:1"`,
    );
  });

  it('a defender of melee 0: the odds are read at the highest column', () => {
    const s = playVariant('02-stand-failed-disorder.json', [33, 24], (j) => {
      unit(j, 'au-ir4').melee = 0;
    });
    expect(odds(s)).toMatchInlineSnapshot(`
      {
        "odds": {
          "attacker": "12",
          "column": {
            "attacker": 6,
            "defender": 1,
          },
          "columnIndex": 8,
          "defender": "0",
          "finalColumn": {
            "attacker": 6,
            "defender": 1,
          },
          "ratio": "12:0",
          "shift": 0,
        },
        "told": "melee.odds attacker=12 defender=0 column=6:1 rounding=round-down | melee 5e Hussards 12 : IR 4 Hoch- und Deutschmeister 0 = 6:1",
      }
    `);
  });
});
