// The exact distribution of every shipped scenario equals its committed golden file
// (test/fixtures/golden/, written by `npm run golden`). Speed work must leave every number as it was;
// a rules change that moves numbers on purpose regenerates the files with `npm run golden`.
import { describe, expect, it } from 'vitest';
import { computeGolden, goldenScenarios, readGolden, rowLine } from './golden.ts';

describe('golden distributions: exact odds of every shipped scenario are unchanged', () => {
  for (const file of goldenScenarios()) {
    it(file, () => {
      const want = readGolden(file);
      expect(want, `${file} has no golden file: run npm run golden`).toBeDefined();
      const got = computeGolden(file);
      expect(got.total).toBe('1');
      expect({ scenario: got.scenario, ruleset: got.ruleset }).toEqual({
        scenario: want!.scenario,
        ruleset: want!.ruleset,
      });
      // Order-free: each line is one outcome with its exact probability.
      const lines = (g: typeof got) => g.outcomes.map(rowLine).sort();
      expect(
        lines(got),
        'exact distribution differs from the golden file (npm run golden if intended)',
      ).toEqual(lines(want!));
    }, 300_000);
  }
});
