import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The test folders that exercise the rules and run fast, for mutation testing (npm run test:mutation).
// Left out: e2e, web, reliability, hostile, cli (slow or spawn processes), analysis (golden and Monte
// Carlo runs), properties (big random runs) and model (a 20-second coverage walk).
// isolate: false shares one module graph between test files and runs, which halves the time of each
// mutant's run (the rules code is pure; no test mocks a module).
// HEXCHARGE_MUTATION_TESTS=analysis (set by scripts/mutation.ts for the `keys` folder): the analysis
// tests that exercise the state keys instead (keys, exact merging, golden distributions, unfrozen
// stepping), for mutants of src/analysis/canonical.ts, which only the exact analysis runs.
const ANALYSIS = [
  'test/analysis/keys.test.ts',
  'test/analysis/exact.test.ts',
  'test/analysis/golden.test.ts',
  'test/analysis/host-immer.test.ts',
];

export default defineConfig({
  // hexcharge and its subpaths (which cli/load.ts, imported by the data tests, uses) are the sources
  ssr: { resolve: { conditions: ['hexcharge-source', ...defaultServerConditions] } },
  test: {
    isolate: false,
    // Under Stryker's instrumentation, with perTest coverage and the shared machine loaded, the dice
    // fairness test (60,000 seeded rolls) took more than vitest's default 5 s and failed the initial run.
    testTimeout: 30_000,
    setupFiles: ['test/invariants/setup.ts', 'test/mutation-setup.ts'],
    include:
      process.env.HEXCHARGE_MUTATION_TESTS === 'analysis'
        ? ANALYSIS
        : [
            'test/procedure/**/*.test.ts',
            'test/doctrines/**/*.test.ts',
            'test/machine/**/*.test.ts',
            'test/hex/**/*.test.ts',
            'test/dice/**/*.test.ts',
            'test/data/**/*.test.ts',
            'test/rules/**/*.test.ts',
            'test/invariants/**/*.test.ts',
          ],
  },
});
