import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    // The start-up test's first start builds the web app and the API of a fresh copy.
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
