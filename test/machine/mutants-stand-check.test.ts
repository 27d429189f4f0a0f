/**
 * The stand check (step 2, 19.6) passes only when the modified d66 is GREATER than the morale value
 * (RULES: "a check passes when the modified roll is GREATER than the morale value"); equal fails.
 * Scenario 02: IR 4, morale 52, no stand modifier applies. Written for the wrong reading "passes on
 * equal" (`>` to `>=` in step2-stand-check.ts), which left every test green (npm run test:rule-mutants).
 */
import { describe, expect, it } from 'vitest';
import { rollAll, sessionJson, variantJson } from './helpers.ts';

/** Scenario 02 after its stand check roll only. */
function standCheck(roll: number) {
  return rollAll(sessionJson(variantJson('02-stand-failed-disorder.json', () => {})), [roll]).state;
}

describe('the stand check of IR 4 (morale 52) against the charge', () => {
  it('53 passes: the battalion stands and doubles its fire', () => {
    const s = standCheck(53);
    expect(s.log.filter((e) => e.key === 'stand.passed').map((e) => e.arithmetic)).toEqual([
      'd66 53 = 53 > morale 52',
    ]);
    expect(s.targets[0]).toMatchObject({ standCheck: 'passed', fireDoubled: true });
    expect(s.board.units.find((u) => u.id === 'au-ir4')?.moraleState).toBe('good');
  });

  it('52, equal to its morale, fails: the battalion is disordered and its fire is not doubled', () => {
    const s = standCheck(52);
    expect(s.log.filter((e) => e.key === 'stand.failed').map((e) => e.arithmetic)).toEqual([
      'd66 52 = 52 <= morale 52',
    ]);
    expect(s.log.filter((e) => e.key === 'stand.passed')).toEqual([]);
    expect(s.targets[0]).toMatchObject({ standCheck: 'failed', fireDoubled: false });
    expect(s.board.units.find((u) => u.id === 'au-ir4')?.moraleState).toBe('disordered');
  });
});
