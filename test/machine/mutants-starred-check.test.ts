/**
 * The starred morale check of an a/d result (step 5: `1/2*` the defender checks) passes only when the
 * d66 is GREATER than the morale value (RULES: "a check passes when the modified roll is GREATER than
 * the morale value"); equal fails. Scenario 02: IR 4 (morale 52, disordered by its failed stand check)
 * takes 1/2* at 2:1 (melee roll 35). Written to kill a surviving mutant of crt-result.ts (`>` to `>=`).
 */
import { describe, expect, it } from 'vitest';
import { entries, play } from './helpers.ts';

describe('1/2*: the defender morale check against morale 52', () => {
  it('53 passes: the battalion holds', () => {
    const s = play('02-stand-failed-disorder.json', [33, 24, 35, 53]).state;
    expect(entries(s, 'result.check-passed').map((e) => e.arithmetic)).toEqual(['d66 53 > morale 52']);
    expect(entries(s, 'result.check-failed')).toEqual([]);
  });
  it('52, equal to its morale, fails: already disordered, it routs (second disorder)', () => {
    const s = play('02-stand-failed-disorder.json', [33, 24, 35, 52, 6, 6, 6]).state;
    expect(entries(s, 'result.check-failed').map((e) => e.arithmetic)).toEqual(['d66 52 <= morale 52']);
    expect(entries(s, 'result.check-passed')).toEqual([]);
    expect(entries(s, 'morale.routed-second-disorder').map((e) => e.params)).toEqual([
      { unit: 'IR 4 Hoch- und Deutschmeister' },
    ]);
  });
});
