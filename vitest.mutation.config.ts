import { defineConfig } from 'vitest/config';

/**
 * The unit tests that mutation testing runs (stryker.config.mjs): those of the files it
 * mutates, and no integration test, so that a run fits two cores. Not part of `npm test`.
 */
export default defineConfig({
  test: {
    include: [
      'apps/api/src/policies/*.test.ts',
      'apps/api/src/modules/alerts/*.test.ts',
      'apps/api/src/engines/risk-rules/**/*.test.ts',
      'apps/api/src/modules/audit/audit-chain.test.ts',
      'apps/api/src/modules/exchange-rates/conversion.test.ts',
      'apps/api/src/engines/sanctions-matching/*.test.ts',
      'packages/shared/src/format.test.ts',
    ],
    exclude: ['**/*.int.test.ts', '**/node_modules/**'],
    // The transfer-title screening test (seconds per run) would run for each of hundreds of
    // the matcher's mutants; the name comparisons and the accuracy figures cover the scoring.
    testNamePattern: /^(?!.*declined inside a Polish transfer title)/,
    testTimeout: 30_000,
  },
});
