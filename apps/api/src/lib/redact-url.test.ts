import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides one-time codes in page paths and query strings', () => {
    expect(redactUrl('/user/reset-password/abcDEF_123-x')).toBe('/user/reset-password/[redacted]');
    expect(redactUrl('/user/email-verification/abc?lng=pl')).toBe(
      '/user/email-verification/[redacted]?lng=pl',
    );
    expect(redactUrl('/team-invite/abc')).toBe('/team-invite/[redacted]');
    expect(redactUrl('/int/teams/invite/abcDEF_123/handle')).toBe(
      '/int/teams/invite/[redacted]/handle',
    );
    expect(redactUrl('/int/teams/invite')).toBe('/int/teams/invite');
    expect(redactUrl('/int/users/email/delete-user?code=secret&x=1')).toBe(
      '/int/users/email/delete-user?code=[redacted]&x=1',
    );
  });

  it('hides what was searched for and who was filtered by: personal data', () => {
    expect(redactUrl('/int/alerts?text=Jan%20Kowalski&status=new&assignee=anna%40biuro.pl')).toBe(
      '/int/alerts?text=[redacted]&status=new&assignee=[redacted]',
    );
    expect(redactUrl('/int/teams/audit?actor=jan%40biuro.pl&from=2026-01-01')).toBe(
      '/int/teams/audit?actor=[redacted]&from=2026-01-01',
    );
  });

  it("hides the NIPs and REGONs the registries are asked about (a sole trader's is personal)", () => {
    expect(redactUrl('/int/regon-autofill?nip=6762300005')).toBe(
      '/int/regon-autofill?nip=[redacted]',
    );
    expect(redactUrl('/int/crbr-beneficiaries/5252700001')).toBe(
      '/int/crbr-beneficiaries/[redacted]',
    );
    expect(redactUrl('/int/giif/regon/362015337')).toBe('/int/giif/regon/[redacted]');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/dashboard/teams/abc?tab=members')).toBe('/dashboard/teams/abc?tab=members');
  });
});
