import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The test files that drive browsers, servers and the CLI's terminal: each runs in a module graph of its
 * own, as vitest does by default.
 */
const ISOLATED = ['test/e2e/**/*.test.ts', 'test/cli/**/*.test.ts'];

// Every test charge is checked against the board invariants after every event (test/invariants/setup.ts).
// The package's own name and its subpaths (hexcharge, hexcharge/narration...: what the CLI, the page and
// docs/example-host.ts import, as a host would) resolve to the TypeScript sources through the
// "hexcharge-source" export condition of package.json, so the tests need no build;
// .ci/consumer-test.sh checks the compiled package as it installs.
//
// The other test files (rules, machine, data, analysis, properties, model, web logic, hostile input,
// reliability) share one module graph per worker (isolate: false), as the mutation runs already do
// (vitest.stryker.config.ts): they mock no module but the analysis driver the setup file wraps for every
// file alike, the listeners they put on `process` are taken off in `finally`, and each re-imported the
// machine, the rules and xstate for itself, about a second of CPU a file (docs/performance.md, "npm test
// CPU"). The setup file still runs before every file.
export default defineConfig({
  resolve: { conditions: ['hexcharge-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['hexcharge-source', ...defaultServerConditions] } },
  test: {
    setupFiles: ['test/invariants/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ['test/**/*.test.ts'], exclude: ISOLATED },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
