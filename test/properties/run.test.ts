import { describe, expect, it } from 'vitest';
import { unchecked } from '../invariants/legal.ts';
import { generateCharge, generateScenario, RULESETS } from './generator.ts';
import { consequenceProblems, runCharge, sessionOf } from './run.ts';

describe('the property run checks what it claims to', () => {
  it('the generator is deterministic and goes round the shipped rulesets', () => {
    expect(RULESETS.map((r) => r.id)).toEqual([
      'flight-pursuit-6e',
      'flight-pursuit-8e',
      'la-bataille-nearest-half',
      'la-bataille',
    ]);
    expect(JSON.stringify(generateScenario(42, RULESETS[3]!.ruleset))).toBe(
      JSON.stringify(generateScenario(42, RULESETS[3]!.ruleset)),
    );
    expect([0, 1, 2, 3, 4].map((s) => generateCharge(s).rulesetId)).toEqual([
      'flight-pursuit-6e',
      'flight-pursuit-8e',
      'la-bataille-nearest-half',
      'la-bataille',
      'flight-pursuit-6e',
    ]);
  });

  it('consequences are held to the final board: a removal without its record is caught', () => {
    // generator seed 3 (la-bataille): find a charge that removes a unit
    let seed = 3;
    for (; seed < 400; seed += 4) {
      const s = unchecked(() => {
        const x = sessionOf(generateCharge(seed));
        x.runToEnd();
        return x;
      });
      if (s.state.removed.length === 0) continue;
      expect(consequenceProblems(s.state)).toEqual([]);
      const id = s.state.removed[0]!.unit.id;
      expect(consequenceProblems({ ...s.state, removed: s.state.removed.slice(1) })).toContain(
        `consequences: ${id} left the board without a removal record`,
      );
      break;
    }
    expect(seed).toBeLessThan(400);
  });

  it('one charge, every check: no violation, no failure, a bounded length', () => {
    const r = runCharge(7, { saveEveryStep: true, resumeToEnd: true });
    expect(r.charge.rulesetId).toBe('la-bataille');
    expect(r.events).toBeGreaterThan(0);
    expect(r.violations).toEqual([]);
    expect(r.failures).toEqual([]);
  });
});
