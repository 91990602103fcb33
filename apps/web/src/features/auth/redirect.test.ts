import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const redirectOf = (target: string) => safeRedirect(new URLSearchParams({ redirect: target }));

describe('safeRedirect', () => {
  it('follows a path on this site, with its query', () => {
    expect(redirectOf('/dashboard/teams?tab=members')).toBe('/dashboard/teams?tab=members');
  });

  it('goes to the dashboard without a redirect or with one to another site', () => {
    expect(safeRedirect(new URLSearchParams())).toBe('/dashboard');
    expect(redirectOf('https://evil.example/dashboard')).toBe('/dashboard');
    expect(redirectOf('//evil.example/dashboard')).toBe('/dashboard');
    expect(redirectOf('/\\evil.example/dashboard')).toBe('/dashboard');
  });
});
