import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

type Result = { code: string; kind: string; risk: string | null; rejected: unknown };

const get = async (headers: AuthHeaders, url: string) =>
  (await env.call('GET', url, headers)).json();

/** A company whose Kenyan beneficial owner (EU high-risk list) makes it high. */
async function createRiskyCompany(headers: AuthHeaders) {
  const created = await env.call('POST', '/int/parties', headers, {
    type: 'company',
    name: 'Galeria Sztuki Nowa sp. z o.o.',
    tax_id: '5261040828',
    business_address: { country: 'PL', city: 'Kraków' },
  });
  const code = created.json().party.code as string;
  await env.call('POST', `/int/parties/${code}/beneficiaries`, headers, {
    first_name: 'Amani',
    last_name: 'Otieno',
    citizenships: ['KE'],
    pep: false,
    birth_date: '1980-04-02',
    share: '60',
  });
  return code;
}

const riskOf = (headers: AuthHeaders, code: string) => get(headers, `/int/parties/${code}/risk`);

describe('risk assessment records', () => {
  it('lists the records the caller may see, newest first, with filters', async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    const company = await createRiskyCompany(admin.headers);
    const own = await env.call('POST', '/int/parties', member.headers, {
      type: 'individual',
      first_name: 'Jan',
      last_name: 'Nowak',
    });
    const ownCode = own.json().party.code as string;

    const all = await get(admin.headers, '/int/risk-assessment-records');
    expect(all.total).toBe(3); // the company before and after its owner, and the person
    const times = all.items.map((item: { created_at: string }) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items[0].results.length).toBeGreaterThan(0);

    const ofCompany = await get(
      admin.headers,
      `/int/risk-assessment-records?party_code=${company}`,
    );
    expect(ofCompany.total).toBe(2);
    expect(ofCompany.items[0]).toMatchObject({ level: 'high', party: { code: company } });
    const high = await get(admin.headers, '/int/risk-assessment-records?level=high');
    expect(high.items.map((item: { party: { code: string } }) => item.party.code)).toEqual([
      company,
    ]);
    const page = await get(admin.headers, '/int/risk-assessment-records?page=1&page_size=2');
    expect(page).toMatchObject({ total: 3 });
    expect(page.items).toHaveLength(1);

    // A member who sees only the parties they created sees only their records.
    const mine = await get(member.headers, '/int/risk-assessment-records');
    expect(mine.total).toBe(1);
    expect(mine.items[0].party.code).toBe(ownCode);
    const other = await teamWithMember(env, 'all_viewer_member');
    expect((await get(other.admin.headers, '/int/risk-assessment-records')).total).toBe(0);
  });

  it('deletes records: the party falls back to its newest remaining level, or pending', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const company = await createRiskyCompany(admin.headers);
    const records = (await get(admin.headers, `/int/risk-assessment-records?party_code=${company}`))
      .items as Array<{ code: string; level: string }>;
    const [newest, first] = records;
    expect(newest!.level).toBe('high');

    expect(
      (await env.call('DELETE', `/int/risk-assessment-records/${newest!.code}`, member.headers))
        .statusCode,
    ).toBe(403);
    const other = await teamWithMember(env, 'all_viewer_member');
    expect(
      (
        await env.call(
          'DELETE',
          `/int/risk-assessment-records/${newest!.code}`,
          other.admin.headers,
        )
      ).statusCode,
    ).toBe(404);

    const deleted = await env.call(
      'DELETE',
      `/int/risk-assessment-records/${newest!.code}`,
      admin.headers,
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      (await env.call('GET', `/int/risk-assessment-records/${newest!.code}`, admin.headers))
        .statusCode,
    ).toBe(404);
    const risk = await riskOf(admin.headers, company);
    expect(risk.risk_level).toBe(first!.level);
    expect(risk.assessment.code).toBe(first!.code);

    const group = await env.call(
      'DELETE',
      '/int/risk-assessment-records/group/delete',
      admin.headers,
      {
        codes: [first!.code],
      },
    );
    expect(group.statusCode).toBe(200);
    expect(await riskOf(admin.headers, company)).toEqual({
      risk_level: 'pending',
      assessment: null,
    });

    const history = await get(admin.headers, `/int/parties/${company}/history`);
    const deletions = history.items.filter(
      (event: { action: string }) => event.action === 'risk_assessment_deleted',
    );
    expect(deletions).toHaveLength(2);
  });
});

describe('rule results', () => {
  it('tells a rule result’s status and missing data', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const created = await env.call('POST', '/int/parties', admin.headers, {
      type: 'individual',
      first_name: 'Jan',
      last_name: 'Nowak',
    });
    const risk = await riskOf(admin.headers, created.json().party.code);
    const profile = risk.assessment.results.find(
      (r: Result) => r.kind === 'individual_customer_profile',
    );
    const missing = await get(admin.headers, `/int/rules/${profile.code}/missing-data`);
    expect(missing).toEqual({
      code: profile.code,
      status: 'missing_data',
      rejected: null,
      missing: ['birth_date'],
    });
    expect(await get(admin.headers, `/int/result/${profile.code}/status`)).toEqual(missing);
    const other = await teamWithMember(env, 'all_viewer_member');
    expect(
      (await env.call('GET', `/int/result/${profile.code}/status`, other.admin.headers)).statusCode,
    ).toBe(404);
  });

  it('rejects a finding with a reason, combines the rest again and audits it', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const company = await createRiskyCompany(admin.headers);
    const before = (await riskOf(admin.headers, company)).assessment;
    expect(before.level).toBe('high');
    const country = before.results.find((r: Result) => r.kind === 'country_high_risk');
    const url = `/int/result/${country.code}/reject`;
    const reason = 'The owner holds Polish citizenship as well; the Kenyan one was checked.';

    expect((await env.call('POST', url, member.headers, { reason })).statusCode).toBe(403);
    expect((await env.call('POST', url, admin.headers, { reason: ' ' })).statusCode).toBe(400);
    const other = await teamWithMember(env, 'all_viewer_member');
    expect((await env.call('POST', url, other.admin.headers, { reason })).statusCode).toBe(404);

    const rejected = await env.call('POST', url, admin.headers, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      code: country.code,
      status: 'rejected',
      rejected: { reason, by: admin.email },
    });

    const after = await riskOf(admin.headers, company);
    expect(after.assessment.code).toBe(before.code);
    expect(after.assessment.computed_level).not.toBe('high');
    expect(after.risk_level).toBe(after.assessment.level);
    expect(after.assessment.reason.en).not.toContain('country_high_risk');
    const shown = after.assessment.results.find((r: Result) => r.code === country.code);
    expect(shown.rejected).toMatchObject({ reason, by: admin.email });

    // The first decision stands.
    await env.call('POST', url, admin.headers, { reason: 'another' });
    expect((await get(admin.headers, `/int/result/${country.code}/status`)).rejected.reason).toBe(
      reason,
    );

    const history = await get(admin.headers, `/int/parties/${company}/history`);
    const event = history.items.find(
      (e: { action: string }) => e.action === 'rule_result_rejected',
    );
    expect(event.changes).toMatchObject({
      result: country.code,
      rule: 'country_high_risk',
      reason,
      computed_level: ['high', after.assessment.computed_level],
    });
  });
});
