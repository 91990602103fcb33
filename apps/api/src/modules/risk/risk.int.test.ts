import { describe, expect, it } from 'vitest';
import { createTestClock, teamWithMember, useTestApp } from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock, smtp: true });

type Result = { kind: string; status: string; risk: string | null; explanation: { en: string } };

async function createCompany(headers: { authorization: string }) {
  const response = await env.call('POST', '/int/parties', headers, {
    type: 'company',
    name: 'Galeria Sztuki Nowa sp. z o.o.',
    tax_id: '5261040828',
    business_address: { country: 'PL', city: 'Kraków' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().party.code as string;
}

const riskOf = async (headers: { authorization: string }, code: string) =>
  (await env.call('GET', `/int/parties/${code}/risk`, headers)).json();

describe('party risk assessment', () => {
  it('assesses a company with a beneficiary from a high-risk country as high, explains it and raises an alert', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const company = await createCompany(admin.headers);
    const before = await riskOf(admin.headers, company);
    expect(before.assessment.rule_set.version).toBe(1);
    expect(before.risk_level).not.toBe('high');

    const owner = await env.call('POST', `/int/parties/${company}/beneficiaries`, admin.headers, {
      first_name: 'Amani',
      last_name: 'Otieno',
      citizenships: ['KE'],
      pep: false,
      birth_date: '1980-04-02',
      share: '60',
    });
    expect(owner.statusCode).toBe(201);

    const risk = await riskOf(admin.headers, company);
    expect(risk.risk_level).toBe('high');
    expect(risk.assessment).toMatchObject({
      level: 'high',
      computed_level: 'high',
      override: null,
      party: { code: company },
    });
    const country = risk.assessment.results.find((r: Result) => r.kind === 'country_high_risk');
    expect(country).toMatchObject({ status: 'risk_found', risk: 'high' });
    expect(country.explanation.en).toContain('Amani Otieno');
    expect(country.explanation.en).toContain('KE');
    expect(country.explanation.en).toMatch(/2016\/1675/);
    // Every enabled rule of the default set answered, and the sanctions rule says it cannot run.
    const sanctions = risk.assessment.results.find((r: Result) => r.kind === 'sanction_lists');
    expect(sanctions.status).toBe('cannot_be_processed');

    const alerts = (
      await env.call('GET', `/int/alerts?party_code=${company}`, admin.headers)
    ).json();
    expect(alerts.total).toBe(1);
    expect(alerts.items[0]).toMatchObject({ source: 'rule_result', severity: 'high' });
    expect(alerts.items[0].explanation).toContain('KE');
    expect(alerts.items[0].links).toContainEqual(
      expect.objectContaining({ type: 'risk_assessment', code: risk.assessment.code }),
    );
    // The admins hear of it.
    await env.smtp.waitFor(admin.email, /High risk: Galeria Sztuki Nowa/);

    // A change that alters no rule's say adds no assessment and no second alert.
    await env.call('PATCH', '/int/parties', admin.headers, { code: company, references: 'X' });
    expect((await riskOf(admin.headers, company)).assessment.code).toBe(risk.assessment.code);
    expect(
      (await env.call('GET', `/int/alerts?party_code=${company}`, admin.headers)).json().total,
    ).toBe(1);

    const record = await env.call(
      'GET',
      `/int/risk-assessment-records/${risk.assessment.code}`,
      admin.headers,
    );
    expect(record.json().results).toHaveLength(risk.assessment.results.length);
  });

  it('sends a person without the data the rules need to verification, with a task', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const created = await env.call('POST', '/int/parties', admin.headers, {
      type: 'individual',
      first_name: 'Jan',
      last_name: 'Nowak',
    });
    const code = created.json().party.code as string;
    expect(created.json().party.risk_level).toBe('user_verification_required');
    const risk = await riskOf(admin.headers, code);
    const missing = risk.assessment.results.flatMap((r: { missing: string[] }) => r.missing);
    expect(missing).toEqual(expect.arrayContaining(['birth_date', 'pep']));
    const tasks = (await env.call('GET', `/int/tasks?party_code=${code}`, admin.headers)).json();
    expect(tasks.total).toBe(1);
    expect(tasks.items[0].description).toContain('date of birth');

    // Completing the data re-assesses the party in the same request.
    const completed = await env.call('PATCH', '/int/parties', admin.headers, {
      code,
      birth_date: '1985-06-01',
      pep: false,
      citizenships: ['PL'],
    });
    // A new relationship (under 12 months) is what remains: normal, nothing missing.
    expect(completed.json().party.risk_level).toBe('normal');
    const now = await riskOf(admin.headers, code);
    expect(now.assessment.results.flatMap((r: { missing: string[] }) => r.missing)).toEqual([]);
  });

  it('lets an admin override the level with a reason, kept beside the computed one and over later edits', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const company = await createCompany(admin.headers);
    await env.call('POST', `/int/parties/${company}/beneficiaries`, admin.headers, {
      first_name: 'Amani',
      last_name: 'Otieno',
      citizenships: ['KE'],
      pep: false,
      birth_date: '1980-04-02',
      share: '100',
    });
    const denied = await env.call('POST', `/int/parties/${company}/set-risk`, member.headers, {
      level: 'normal',
      reason: 'x',
    });
    expect(denied.statusCode).toBe(403);
    const noReason = await env.call('POST', `/int/parties/${company}/set-risk`, admin.headers, {
      level: 'normal',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);

    const reason = 'Udziałowiec mieszka w Polsce od 20 lat; źródło środków udokumentowane.';
    const set = await env.call('POST', `/int/parties/${company}/set-risk`, admin.headers, {
      level: 'normal',
      reason,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      risk_level: 'normal',
      assessment: {
        level: 'normal',
        computed_level: 'high',
        override: { level: 'normal', reason, by: admin.email },
      },
    });
    // A later edit that changes the rules' say keeps the officer's decision visible and in force.
    await env.call('PATCH', '/int/parties', admin.headers, {
      code: company,
      industries: ['64.19.Z'],
    });
    const after = await riskOf(admin.headers, company);
    expect(after.risk_level).toBe('normal');
    expect(after.assessment.override).toMatchObject({ level: 'normal', reason });

    const history = (
      await env.call('GET', `/int/parties/${company}/history`, admin.headers)
    ).json();
    const actions = history.items.map((e: { action: string }) => e.action);
    expect(actions).toContain('risk_overridden');
    expect(actions).toContain('risk_assessed');
  });

  it('hides another team’s assessments', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const company = await createCompany(admin.headers);
    const code = (await riskOf(admin.headers, company)).assessment.code;
    const other = await teamWithMember(env, 'all_viewer_member');
    expect(
      (await env.call('GET', `/int/risk-assessment-records/${code}`, other.admin.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await env.call('GET', `/int/parties/${company}/risk`, other.admin.headers)).statusCode,
    ).toBe(404);
  });
});
