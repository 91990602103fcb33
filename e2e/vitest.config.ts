import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server per file; two cores do not gain from running files in parallel.
    fileParallelism: false,
  },
});
