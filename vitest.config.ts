import { defineConfig } from 'vitest/config';

// Every test charge is checked against the board invariants after every event (test/invariants/setup.ts).
export default defineConfig({
  test: {
    setupFiles: ['test/invariants/setup.ts'],
  },
});
