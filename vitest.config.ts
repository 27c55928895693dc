import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The conformance kit and the server start belong to .ci/run, not to unit tests.
    testTimeout: 20_000,
  },
});
