import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRoleTable } from './permissions-table.js';

describe('docs/roles.md', () => {
  it('shows the permission map as the code defines it (npm run docs:roles rewrites it)', () => {
    const doc = readFileSync(new URL('../../../docs/roles.md', import.meta.url), 'utf8');
    expect(doc).toContain(renderRoleTable());
  });
});
