/**
 * 19.9: the hexside the charge comes through (front, flank, rear) and the factor it gives the
 * attacker. Expected values worked out from RULES.md, then checked against the engine.
 */
import { describe, expect, it } from 'vitest';
import { type EditableJson, entries, rollAll, sessionJson, variantJson } from '../support/charges.ts';

/**
 * Melee odds through a flank or rear hexside (19.9, the cavalry melee modifiers: flank x2, rear x3/2),
 * and a stack taken through several classes of hexside counting its least exposed one (the ruling in
 * src/procedure/situation.ts `contactClass`). Scenario 02: the hussars (melee 12) at 0812 charge IR 4
 * (melee 6) at 0811 from the south; IR 4's facing is changed. No test charged a flank before: written to
 * kill the surviving mutants of `contactClass` (docs/mutation.md).
 */

/** The melee-odds arithmetic of scenario 02 with IR 4 (and any added unit) changed by `edit`. */
function odds(edit: (j: EditableJson) => void): string | undefined {
  const ses = sessionJson(variantJson('02-stand-failed-disorder.json', edit));
  // the stand check (33: fails), then the defensive fire if any, until the odds are read
  for (let i = 0; i < 4 && entries(ses.state, 'melee.odds').length === 0; i++)
    rollAll(ses, [i === 0 ? 33 : 31]);
  return entries(ses.state, 'melee.odds')[0]?.arithmetic;
}

const ir4 = (j: EditableJson) => j.units.find((u: EditableJson) => u.id === 'au-ir4');

describe('19.9: the hexside the charge comes through', () => {
  it('IR 4 facing south: the hussars hit its front, no factor', () => {
    expect(
      odds((j) => {
        ir4(j).facing = 'S';
      }),
    ).toBe('melee 5e Hussards 12 : IR 4 Hoch- und Deutschmeister 6 = 2:1');
  });

  it('facing north-east: the hussars come through a flank hexside, x2', () => {
    expect(
      odds((j) => {
        ir4(j).facing = 'NE';
      }),
    ).toBe(
      'melee 5e Hussards 12 x2 Charge through a flank hexside = 24 : IR 4 Hoch- und Deutschmeister 6 = 4:1',
    );
  });

  it('facing north: through its rear hexside, x3/2', () => {
    expect(
      odds((j) => {
        ir4(j).facing = 'N';
      }),
    ).toBe(
      'melee 5e Hussards 12 x3/2 Charge through a rear hexside = 18 : IR 4 Hoch- und Deutschmeister 6 = 3:1',
    );
  });

  it('a stack taken in the flank of one unit and the front of the other: no flank factor', () => {
    const second = (facing: string) => (j: EditableJson) => {
      ir4(j).facing = 'NE';
      ir4(j).melee = 3;
      j.units.push({ ...ir4(j), id: 'au-ir4-2', name: 'IR 4 II', facing });
    };
    expect(odds(second('S'))).toBe(
      'melee 5e Hussards 12 : IR 4 Hoch- und Deutschmeister 3 + IR 4 II 3 = 6 = 2:1',
    );
    // the same the other way round: the front unit listed first
    expect(
      odds((j) => {
        ir4(j).facing = 'S';
        ir4(j).melee = 3;
        j.units.push({ ...ir4(j), id: 'au-ir4-2', name: 'IR 4 II', facing: 'NE' });
      }),
    ).toBe('melee 5e Hussards 12 : IR 4 Hoch- und Deutschmeister 3 + IR 4 II 3 = 6 = 2:1');
    // both in the flank: the factor applies
    expect(odds(second('NE'))).toBe(
      'melee 5e Hussards 12 x2 Charge through a flank hexside = 24 : IR 4 Hoch- und Deutschmeister 3 + IR 4 II 3 = 6 = 4:1',
    );
  });
});
