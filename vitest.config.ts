import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The test files that drive browsers, and the one that fails tests on purpose to find no child left
 * (test/cli/processes.test.ts runs a vitest of its own): each runs in a module graph of its own, as
 * vitest does by default. The other CLI files share like the rest: they call the CLI's entry
 * in-process (`main(argv, io)`, no listener on `process`, no module state) or start tracked children
 * (test/cli/processes.ts), as test/hostile/cli*.test.ts already did in the shared graph; isolated,
 * each re-imported the CLI, the machine and the rules (9 files: 20.5 -> 12.9 s of CPU).
 */
const ISOLATED = ['test/e2e/**/*.test.ts', 'test/cli/web-page.test.ts', 'test/cli/processes.test.ts'];

// Every test charge is checked against the board invariants after every event (test/invariants/setup.ts).
// The package's own name and its subpaths (hexcharge, hexcharge/narration...: what the CLI, the page and
// docs/example-host.ts import, as a host would) resolve to the TypeScript sources through the
// "hexcharge-source" export condition of package.json, so the tests need no build;
// .ci/consumer-test.sh checks the compiled package as it installs.
//
// The other test files (rules, machine, data, analysis, properties, model, web logic, hostile input,
// reliability, CLI) share one module graph per worker (isolate: false), as the mutation runs already do
// (vitest.stryker.config.ts): they mock no module but the analysis driver the setup file wraps for every
// file alike, the listeners they put on `process` are taken off in `finally`, and each re-imported the
// machine, the rules and xstate for itself, about a second of CPU a file (docs/performance.md, "npm test
// CPU"). The setup file still runs before every file.
export default defineConfig({
  resolve: { conditions: ['hexcharge-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['hexcharge-source', ...defaultServerConditions] } },
  test: {
    setupFiles: ['test/invariants/setup.ts'],
    // No test depends on timing: the limit only stops a test that hangs. On the two shared cores under
    // load, a test of the exact analysis with its after-every-event board checks passed vitest's 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ['test/**/*.test.ts'], exclude: ISOLATED },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
