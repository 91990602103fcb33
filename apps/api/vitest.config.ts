import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each integration file opens its own in-memory PGlite; WASM start-up takes a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
