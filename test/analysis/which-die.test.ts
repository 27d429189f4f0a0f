// Which die mattered most (issue 23, item 12): every roll of a played charge weighed by the exact
// analysis, how far it moved the distribution of both sides' fates and what each other value would
// have left of the ending the charge reached.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { whichDieMattered } from '../../machines/entries/analysis.ts';
import { loadScenarioFromJson } from '../../machines/index.ts';
import { addF, formatF, mulF, ZERO } from '../../src/math/fraction-big.ts';
import { REF, ROOT } from '../support/cli.ts';

const file = join(ROOT, REF);
const loaded = loadScenarioFromJson(readFileSync(file, 'utf8'), { file });
if (!loaded.ok) throw new Error(loaded.error.message);
const REFERENCE_DICE = [53, 2, 11, 64, 1, 33];

describe('which die mattered most in the reference charge (its own dice 53 2 11 64 1 33)', () => {
  const r = whichDieMattered(loaded.value, REFERENCE_DICE);
  if (!r.ok) throw new Error(r.error.message);
  const w = r.value;

  it('the charge ends with both sides routed; the melee roll 64 moved the ending most (8/9 of it)', () => {
    expect(w.ending).toEqual({ attacker: 'routed', defender: 'routed' });
    expect(w.most).toBe(3);
    expect(w.rolls.map((r) => [r.index, r.step, r.request.dice, r.value])).toEqual([
      [1, 'standCheck', 'd66', 53],
      [2, 'columnShiftDie', 'd6', 2],
      [3, 'defensiveFire', 'd66', 11],
      [4, 'meleeRoll', 'd66', 64],
      [5, 'pursuit.recall', 'd6', 1],
      [6, 'pursuit.pursuitMelee', 'd66', 33],
    ]);
  });

  it('the chance of that ending before and after each roll, and how far each roll moved the fates', () => {
    expect(w.rolls.map((r) => [formatF(r.before), formatF(r.after), formatF(r.swing)])).toEqual([
      ['116557/1679616', '11/3888', '21155/46656'],
      ['11/3888', '1/324', '55/288'],
      ['1/324', '1/27', '7/24'],
      ['1/27', '1/3', '8/9'],
      ['1/3', '1', '2/3'],
      ['1', '1', '0'],
    ]);
  });

  it('each value the die could have shown: its chance sums to 1, and they average to the chance before', () => {
    for (const r of w.rolls) {
      const total = r.faces.reduce((s, f) => addF(s, f.chance), ZERO);
      expect(formatF(total)).toBe('1');
      const mean = r.faces.reduce((s, f) => addF(s, mulF(f.chance, f.ending)), ZERO);
      expect(formatF(mean)).toBe(formatF(r.before));
      expect(formatF(r.faces.find((f) => f.value === r.value)!.ending)).toBe(formatF(r.after));
    }
    // the defensive fire: only 3 of its 36 values leave both sides a chance of routing
    expect(w.rolls[2]!.faces.filter((f) => f.ending.n > 0n).map((f) => f.value)).toEqual([11, 12, 13]);
  });

  it('a script that runs out, or a value that does not fit its roll, is refused, never thrown', () => {
    expect(whichDieMattered(loaded.value, [53, 2])).toEqual({
      ok: false,
      error: {
        code: 'dice/script-exhausted',
        message: 'the dice script ran out after 2 values: the charge still needs d66 (step 3)',
      },
    });
    const r = whichDieMattered(loaded.value, [53, 7]);
    expect(r.ok ? '' : r.error.code).toBe('dice/out-of-range');
  });
});
