import { describe, expect, it } from 'vitest';
import { inNewTeam, useTestApp } from '../../test/test-app.js';

/**
 * An installation that reaches no registry (the default): every answer says the registry is
 * not configured, the checks that need one say so, and a scan still records what was asked.
 */
const env = useTestApp();

describe('registries not configured', () => {
  it('says so in every answer and keeps the scan usable', async () => {
    const { headers } = await inNewTeam(env);
    const status = (await env.call('GET', '/int/registries-status', headers)).json();
    expect(status.registries.every((r: { configured: boolean }) => !r.configured)).toBe(true);

    const autofill = (await env.call('GET', '/int/regon-autofill?nip=5252700001', headers)).json();
    expect(autofill.fields).toEqual({});
    expect(new Set(autofill.answers.map((a: { status: string }) => a.status))).toEqual(
      new Set(['not_configured']),
    );

    const report = await env.call('POST', '/int/registries-reports', headers, {
      identifier: '5252700001',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().red_flags).toEqual([]);

    const party = (
      await env.call('POST', '/int/parties', headers, {
        type: 'company',
        name: 'Kantor Złotówka Sp. z o.o.',
        tax_id: '5252700001',
      })
    ).json().party.code as string;
    const crbr = await env.call('POST', `/int/parties/${party}/crbr`, headers);
    expect(crbr.statusCode).toBe(409);
    expect(crbr.json().code).toBe('registry_not_configured');
  });
});
