import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every test charge is checked against the board invariants after every event (test/invariants/setup.ts).
// The package's own name (imported by docs/example-host.ts as a host would) is the source entry here, so
// the tests need no build; .ci/consumer-test.sh checks the compiled package as it installs.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^hexcharge$/, replacement: fileURLToPath(new URL('./machines/index.ts', import.meta.url)) },
    ],
  },
  test: {
    setupFiles: ['test/invariants/setup.ts'],
  },
});
