import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTooltip } from '../components/lazy-tooltip';
import '../i18n/i18n';
// As every page has them (lib/query-client.tsx).
import '../i18n/code-texts';

// Tooltips as once loaded: a test's click is not lost to a control drawn anew under it
// (lazy-tooltip.test.tsx tests the loading itself).
await loadTooltip();

// The data grid renders its rows after layout; on a busy shared machine that takes longer than
// Testing Library's default second, so queries that wait (findBy…, waitFor) wait up to fifteen.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
