import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'start',
    include: ['*.test.ts'],
    // The first start builds the web app and the API of a fresh copy.
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
