import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock });

type Summary = { code: string; active: boolean; version: number; name: string };

const get = async (headers: AuthHeaders, url: string) =>
  (await env.call('GET', url, headers)).json();

async function activeSet(headers: AuthHeaders): Promise<Summary> {
  const list = await get(headers, '/int/rule-sets');
  return list.items.find((item: Summary) => item.active);
}

/** A Polish individual with every datum the default rules ask for: 'normal' (new relationship). */
async function createPerson(headers: AuthHeaders) {
  const created = await env.call('POST', '/int/parties', headers, {
    type: 'individual',
    first_name: 'Anna',
    last_name: 'Wiśniewska',
    birth_date: '1985-06-01',
    pep: false,
    citizenships: ['PL'],
  });
  expect(created.statusCode).toBe(201);
  return created.json().party as { code: string; risk_level: string };
}

/** An edit that changes nothing the rules read: only a rule set change can alter the outcome. */
const touch = async (headers: AuthHeaders, code: string) =>
  (await env.call('PATCH', '/int/parties', headers, { code, references: `R-${Date.now()}` })).json()
    .party as { risk_level: string };

describe('rule sets', () => {
  it('gives a team its default set, with rules, lists, scheme and versions', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const list = await get(member.headers, '/int/rule-sets');
    expect(list.items).toHaveLength(1);
    // 15 party rules and 7 transaction rules.
    expect(list.items[0]).toMatchObject({ active: true, version: 1, rule_count: 22 });
    expect(list.items[0].enabled_rules).toBe(22);

    const { code } = list.items[0];
    const detail = await get(admin.headers, `/int/rule-sets/${code}`);
    expect(detail).toMatchObject({ code, shown_version: 1, editable: true });
    const pep = detail.rules.find((rule: { code: string }) => rule.code === 'pep');
    expect(pep).toMatchObject({ kind: 'pep', name: { en: expect.any(String) }, enabled: true });
    expect(pep.reads).toContain('beneficiaries');
    expect(pep.applies_to).toBe('party');
    const structuring = detail.rules.find(
      (rule: { code: string }) => rule.code === 'multiple_transactions_limit',
    );
    expect(structuring).toMatchObject({
      applies_to: 'transaction',
      config: { window_days: 7, threshold_eur: '15000.00', risk: 'high' },
    });
    expect(detail.risk_management).toEqual({
      missing_data_requires_verification: true,
      unprocessable_blocks: false,
      normals_make_high: 3,
    });
    const lists = Object.fromEntries(
      detail.lists.map((l: { id: string; entries: number }) => [l.id, l.entries]),
    );
    expect(lists.fatf_call_for_action).toBe(3);
    expect(lists.internal_risk_list).toBe(0);
    // The first to look made it.
    expect(detail.versions).toEqual([
      expect.objectContaining({ version: 1, created_by: member.email }),
    ]);
    expect((await get(member.headers, `/int/rule-sets/${code}`)).editable).toBe(false);

    expect((await get(member.headers, `/int/rule-sets/${code}/rules`)).items).toHaveLength(22);
    expect(await get(member.headers, `/int/rule-sets/${code}/rules/pep`)).toEqual(pep);
    expect(
      (await env.call('GET', `/int/rule-sets/${code}/rules/nope`, member.headers)).statusCode,
    ).toBe(404);
    expect((await get(member.headers, `/int/rule-sets/${code}/lists`)).items).toEqual(detail.lists);
    const fatf = await get(member.headers, `/int/rule-sets/${code}/lists/fatf_call_for_action`);
    expect(fatf.entries.map((e: { code: string }) => e.code).sort()).toEqual(['IR', 'KP', 'MM']);
    expect(
      (await env.call('GET', `/int/rule-sets/${code}/lists/nope`, member.headers)).statusCode,
    ).toBe(404);
  });

  it('creates copies, renames, activates one set at a time and keeps the active one from deletion', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const original = await activeSet(admin.headers);
    await env.call('PATCH', `/int/rule-sets/${original.code}/rules/pep`, admin.headers, {
      config: { risk: 'non_acceptable' },
    });

    const copy = await env.call('POST', '/int/rule-sets', admin.headers, {
      name: 'Ostrzejszy',
      copy_from: original.code,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Ostrzejszy', active: false, version: 1 });
    const copied = copy.json().rules.find((rule: { code: string }) => rule.code === 'pep');
    expect(copied.config).toEqual({ risk: 'non_acceptable' });

    const fresh = await env.call('POST', '/int/rule-sets', admin.headers, { name: 'Od nowa' });
    expect(fresh.statusCode).toBe(201);
    const freshPep = fresh.json().rules.find((rule: { code: string }) => rule.code === 'pep');
    expect(freshPep.config).toEqual({ risk: 'high' });
    expect(
      (await env.call('POST', '/int/rule-sets', member.headers, { name: 'x' })).statusCode,
    ).toBe(403);

    const renamed = await env.call('PATCH', `/int/rule-sets/${fresh.json().code}`, admin.headers, {
      name: 'Nowy',
    });
    expect(renamed.json().name).toBe('Nowy');

    const activated = await env.call(
      'POST',
      `/int/rule-sets/${copy.json().code}/activate`,
      admin.headers,
    );
    expect(activated.statusCode).toBe(200);
    expect(activated.json().active).toBe(true);
    const sets = (await get(admin.headers, '/int/rule-sets')).items as Summary[];
    expect(sets.filter((set) => set.active).map((set) => set.code)).toEqual([copy.json().code]);

    const refused = await env.call('DELETE', `/int/rule-sets/${copy.json().code}`, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('rule_set_active');
    expect(
      (await env.call('DELETE', `/int/rule-sets/${original.code}`, member.headers)).statusCode,
    ).toBe(403);
    expect(
      (await env.call('DELETE', `/int/rule-sets/${original.code}`, admin.headers)).statusCode,
    ).toBe(200);
    expect(
      (await env.call('GET', `/int/rule-sets/${original.code}`, admin.headers)).statusCode,
    ).toBe(404);
    expect((await get(admin.headers, '/int/rule-sets')).items).toHaveLength(2);

    const audit = await get(admin.headers, '/int/audit-events?entity_type=rule_set');
    const actions = audit.items.map((event: { action: string }) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['created', 'rule_changed', 'updated', 'activated', 'deleted']),
    );
  });

  it('validates a rule change by its kind and makes a new version; old versions stay readable', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const { code } = await activeSet(admin.headers);
    const url = `/int/rule-sets/${code}/rules/individual_customer_profile`;

    const invalid = await env.call('PATCH', url, admin.headers, {
      config: { bands: [{ from_age: 18, to_age: 10, gender: null, risk: 'extreme' }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('validation_failed');
    const paths = invalid.json().details.fields.map((field: { path: string }) => field.path);
    expect(paths).toContain('config.bands.0.risk');
    expect(paths.every((path: string) => path.startsWith('config.'))).toBe(true);
    expect((await get(admin.headers, `/int/rule-sets/${code}`)).version).toBe(1);
    expect((await env.call('PATCH', url, member.headers, { enabled: false })).statusCode).toBe(403);

    const bands = [{ from_age: null, to_age: 21, gender: null, risk: 'high' }];
    const changed = await env.call('PATCH', url, admin.headers, { config: { bands } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().config).toEqual({ bands });
    const detail = await get(admin.headers, `/int/rule-sets/${code}`);
    expect(detail.version).toBe(2);
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const old = await get(admin.headers, `/int/rule-sets/${code}?version=1`);
    expect(old).toMatchObject({ version: 2, shown_version: 1, editable: false });
    const oldRule = old.rules.find(
      (rule: { code: string }) => rule.code === 'individual_customer_profile',
    );
    expect(oldRule.config.bands).toHaveLength(3);
    expect(
      (await env.call('GET', `/int/rule-sets/${code}?version=9`, admin.headers)).statusCode,
    ).toBe(404);

    // The same change again changes nothing, so it makes no version.
    await env.call('PATCH', url, admin.headers, { config: { bands } });
    expect((await get(admin.headers, `/int/rule-sets/${code}`)).version).toBe(2);
  });

  it('keeps assessments on the version they used; the next change of a party uses the new one', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const person = await createPerson(admin.headers);
    expect(person.risk_level).toBe('normal');
    const before = (await get(admin.headers, `/int/parties/${person.code}/risk`)).assessment;
    expect(before.rule_set.version).toBe(1);

    const { code } = await activeSet(admin.headers);
    await env.call(
      'PATCH',
      `/int/rule-sets/${code}/rules/length_of_economic_relations`,
      admin.headers,
      {
        enabled: false,
      },
    );
    // The rule set change alone re-assesses nobody.
    expect((await get(admin.headers, `/int/parties/${person.code}/risk`)).assessment.code).toBe(
      before.code,
    );

    expect((await touch(admin.headers, person.code)).risk_level).toBe('low');
    const after = (await get(admin.headers, `/int/parties/${person.code}/risk`)).assessment;
    expect(after.rule_set.version).toBe(2);
    expect(after.results.map((r: { kind: string }) => r.kind)).not.toContain(
      'length_of_economic_relations',
    );

    const old = await get(admin.headers, `/int/risk-assessment-records/${before.code}`);
    expect(old.rule_set.version).toBe(1);
    expect(old.level).toBe('normal');
    expect(old.results).toEqual(before.results);
  });

  it('refuses bad list codes and uses a changed list at the next change of a party', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const person = await createPerson(admin.headers);
    const { code } = await activeSet(admin.headers);
    const url = `/int/rule-sets/${code}/lists/eu_high_risk_third_countries`;
    const list = await get(admin.headers, url);

    const bad = await env.call('PUT', url, admin.headers, {
      entries: [{ code: 'pl' }, { code: 'POL' }, { code: 'DE' }, { code: 'DE' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([
      { path: 'entries.0.code', code: 'country_invalid' },
      { path: 'entries.1.code', code: 'country_invalid' },
      { path: 'entries.3.code', code: 'invalid_value' },
    ]);
    const badPkd = await env.call(
      'PUT',
      `/int/rule-sets/${code}/lists/pkd_high_risk`,
      admin.headers,
      {
        entries: [{ code: '6419Z' }],
      },
    );
    expect(badPkd.json().details.fields).toEqual([{ path: 'entries.0.code', code: 'pkd_invalid' }]);
    const noScore = await env.call(
      'PUT',
      `/int/rule-sets/${code}/lists/cpi_scores`,
      admin.headers,
      {
        entries: [{ code: 'PL' }],
      },
    );
    expect(noScore.json().details.fields).toEqual([{ path: 'entries.0.score', code: 'required' }]);
    expect((await env.call('PUT', url, member.headers, { entries: [] })).statusCode).toBe(403);

    const entries = [...list.entries, { code: 'PL', label: 'Poland (test)' }];
    const put = await env.call('PUT', url, admin.headers, { entries, as_of: '2026-11-23' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: 'eu_high_risk_third_countries', as_of: '2026-11-23' });
    expect(put.json().entries).toHaveLength(list.entries.length + 1);
    expect((await get(admin.headers, `/int/rule-sets/${code}`)).version).toBe(2);
    // An earlier version shows the list as it was then.
    expect((await get(admin.headers, `${url}?version=1`)).entries).toEqual(list.entries);
    expect((await get(admin.headers, `${url}?version=2`)).entries).toHaveLength(entries.length);
    expect((await env.call('GET', `${url}?version=9`, admin.headers)).statusCode).toBe(404);

    expect((await touch(admin.headers, person.code)).risk_level).toBe('high');
  });

  it('puts a party on the internal risk list at high', async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    const person = await createPerson(admin.headers);
    const { code } = await activeSet(admin.headers);
    const url = `/int/rule-sets/${code}/lists/internal_risk_list`;

    const unknown = await env.call('PUT', url, admin.headers, {
      entries: [{ code: 'ABCDEFGHIJKL' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([
      { path: 'entries.0.code', code: 'invalid_value' },
    ]);

    const put = await env.call('PUT', url, admin.headers, { entries: [{ code: person.code }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().entries).toEqual([{ code: person.code, label: 'Anna Wiśniewska' }]);
    expect((await get(admin.headers, url)).entries).toEqual(put.json().entries);
    // A member who sees only their own parties is not shown the codes of the others.
    const own = (
      await env.call('POST', '/int/parties', member.headers, {
        type: 'individual',
        first_name: 'Ołena',
        last_name: 'Kowal',
        birth_date: '1980-01-01',
      })
    ).json().party;
    await env.call('PUT', url, admin.headers, {
      entries: [{ code: person.code }, { code: own.code }],
    });
    expect((await get(member.headers, url)).entries).toEqual([
      { code: own.code, label: 'Ołena Kowal' },
    ]);
    expect((await get(admin.headers, url)).entries).toHaveLength(2);

    expect((await touch(admin.headers, person.code)).risk_level).toBe('high');
    const risk = await get(admin.headers, `/int/parties/${person.code}/risk`);
    const internal = risk.assessment.results.find(
      (r: { kind: string }) => r.kind === 'internal_risk_list',
    );
    expect(internal).toMatchObject({ status: 'risk_found', risk: 'high' });

    // Another team's party cannot be listed.
    const other = await teamWithMember(env, 'all_viewer_member');
    const stranger = await createPerson(other.admin.headers);
    expect(
      (await env.call('PUT', url, admin.headers, { entries: [{ code: stranger.code }] }))
        .statusCode,
    ).toBe(400);
  });

  it('edits the combination scheme and the individual customer profile as new versions', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const { code } = await activeSet(admin.headers);
    const schemeUrl = `/int/rule-sets/${code}/risk-management`;
    const scheme = await get(member.headers, schemeUrl);
    expect(scheme.normals_make_high).toBe(3);
    expect(
      (await env.call('PUT', schemeUrl, admin.headers, { ...scheme, normals_make_high: 0 }))
        .statusCode,
    ).toBe(400);
    expect((await env.call('PUT', schemeUrl, member.headers, scheme)).statusCode).toBe(403);
    const put = await env.call('PUT', schemeUrl, admin.headers, {
      ...scheme,
      normals_make_high: 2,
    });
    expect(put.json().normals_make_high).toBe(2);
    expect((await get(admin.headers, `/int/rule-sets/${code}`)).version).toBe(2);

    const profileUrl = `/int/rule-sets/${code}/profile/individual-customer`;
    const profile = await get(member.headers, profileUrl);
    expect(profile.bands).toHaveLength(3);
    const invalid = await env.call('PUT', profileUrl, admin.headers, { bands: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fields[0].path).toBe('bands');
    const bands = [{ from_age: 80, to_age: null, gender: 'male', risk: 'normal' }];
    const saved = await env.call('PUT', profileUrl, admin.headers, { bands });
    expect(saved.json()).toEqual({ bands });
    expect((await get(admin.headers, `/int/rule-sets/${code}`)).version).toBe(3);
    const rule = await get(
      admin.headers,
      `/int/rule-sets/${code}/rules/individual_customer_profile`,
    );
    expect(rule.config).toEqual({ bands });
  });

  it('answers 404 for another team’s rule set', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const { code } = await activeSet(admin.headers);
    const other = await teamWithMember(env, 'all_viewer_member');
    const o = other.admin.headers;
    for (const [method, url, body] of [
      ['GET', `/int/rule-sets/${code}`],
      ['GET', `/int/rule-sets/${code}/rules`],
      ['GET', `/int/rule-sets/${code}/lists/pkd_high_risk`],
      ['PATCH', `/int/rule-sets/${code}`, { name: 'x' }],
      ['PATCH', `/int/rule-sets/${code}/rules/pep`, { enabled: false }],
      ['POST', `/int/rule-sets/${code}/activate`],
      ['DELETE', `/int/rule-sets/${code}`],
      ['POST', '/int/rule-sets', { name: 'x', copy_from: code }],
    ] as const) {
      const response = await env.call(method, url, o, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(admin.headers, `/int/rule-sets/${code}`)).version).toBe(1);
  });
});
