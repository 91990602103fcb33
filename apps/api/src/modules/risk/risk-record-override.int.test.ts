import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

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

describe('overriding a record (PATCH /int/risk-assessment-records)', () => {
  const patch = (headers: AuthHeaders, body: Record<string, unknown>) =>
    env.call('PATCH', '/int/risk-assessment-records', headers, body);
  const reason = 'Source of funds documented; the owner has lived in Poland for 20 years.';

  it("overrides the party's current record as set-risk does: kept beside the computed level, audited, carried over", async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const company = await createRiskyCompany(admin.headers);
    const current = (await riskOf(admin.headers, company)).assessment;
    expect(current.level).toBe('high');

    const response = await patch(admin.headers, {
      code: current.code,
      override_level: 'normal',
      override_reason: `  ${reason} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: current.code,
      level: 'normal',
      computed_level: 'high',
      override: { level: 'normal', reason, by: admin.email },
      party: { code: company },
    });
    const risk = await riskOf(admin.headers, company);
    expect(risk.risk_level).toBe('normal');
    expect(risk.assessment.code).toBe(current.code);

    const history = await get(admin.headers, `/int/parties/${company}/history`);
    const event = history.items.find((e: { action: string }) => e.action === 'risk_overridden');
    expect(event.changes).toMatchObject({
      risk_level: ['high', 'normal'],
      computed_level: 'high',
      reason,
      assessment: current.code,
    });

    // A later assessment keeps the decision, and then the earlier record cannot be overridden.
    await env.call('PATCH', '/int/parties', admin.headers, {
      code: company,
      industries: ['64.19.Z'],
    });
    const later = (await riskOf(admin.headers, company)).assessment;
    expect(later.code).not.toBe(current.code);
    expect(later.override).toMatchObject({ level: 'normal', reason });
    const stale = await patch(admin.headers, {
      code: current.code,
      override_level: 'low',
      override_reason: reason,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('risk_assessment_superseded');
    expect((await riskOf(admin.headers, company)).risk_level).toBe('normal');
  });

  it('is for administrators, needs a level and a reason, and hides other teams’ records', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    const company = await createRiskyCompany(admin.headers);
    const { code } = (await riskOf(admin.headers, company)).assessment;
    const body = { code, override_level: 'normal', override_reason: reason };

    expect((await patch(member.headers, body)).statusCode).toBe(403);
    const other = await teamWithMember(env, 'all_viewer_member');
    const foreign = await patch(other.admin.headers, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    expect((await patch(admin.headers, { ...body, code: 'rass99999999' })).statusCode).toBe(404);

    for (const [invalid, path] of [
      [{ ...body, override_reason: '   ' }, 'override_reason'],
      [{ code, override_level: 'normal' }, 'override_reason'],
      [{ ...body, override_level: 'pending' }, 'override_level'],
      [{ ...body, level: 'normal' }, ''],
    ] as const) {
      const refused = await patch(admin.headers, invalid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
      if (path) {
        expect(refused.json().details.fields.map((f: { path: string }) => f.path)).toContain(path);
      }
    }
    const risk = await riskOf(admin.headers, company);
    expect(risk).toMatchObject({ risk_level: 'high', assessment: { override: null } });
  });

  it('filters the list by party text, computed or overridden, and period', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const company = await createRiskyCompany(admin.headers);
    const person = await env.call('POST', '/int/parties', admin.headers, {
      type: 'individual',
      first_name: 'Zofia',
      last_name: 'Wiśniewska',
    });
    const personCode = person.json().party.code as string;
    const current = (await riskOf(admin.headers, company)).assessment;
    await patch(admin.headers, {
      code: current.code,
      override_level: 'normal',
      override_reason: reason,
    });
    const codes = async (query: string) =>
      (await get(admin.headers, `/int/risk-assessment-records?${query}`)).items.map(
        (item: { code: string }) => item.code,
      );

    expect(await codes('overridden=true')).toEqual([current.code]);
    const computed = await codes('overridden=false');
    expect(computed).toHaveLength(2);
    expect(computed).not.toContain(current.code);
    const ofPerson = await get(admin.headers, '/int/risk-assessment-records?text=wiŚniewSKA');
    expect(ofPerson.items.map((item: { party: { code: string } }) => item.party.code)).toEqual([
      personCode,
    ]);
    expect(await codes(`text=${current.code.slice(2, 9)}`)).toEqual([current.code]);
    // Made on 2026-11-23 (Warsaw time).
    expect(await codes('created_from=2026-11-23&created_to=2026-11-23')).toHaveLength(3);
    expect(await codes('created_from=2026-11-24')).toEqual([]);
    expect(await codes('created_to=2026-11-22')).toEqual([]);
    expect(
      (await env.call('GET', '/int/risk-assessment-records?overridden=maybe', admin.headers))
        .statusCode,
    ).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await env.call('GET', '/int/openapi.json')).json();
    const operation = document.paths['/int/risk-assessment-records'].patch;
    expect(operation.tags).toEqual(['Risk']);
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['code', 'override_level', 'override_reason']);
  });
});
