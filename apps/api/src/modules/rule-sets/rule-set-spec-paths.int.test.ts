/**
 * The lists and limits of a rule set by the paths of spec section 7 (beside the generic
 * /lists/{listId}): read by every member, changed by the team's administrators as new versions.
 * Each case works on a rule set of its own, a copy of the default one at version 1.
 */
import { describe, expect, it } from 'vitest';
import { teamWithMember, useTestApp, type AuthHeaders } from '../../test/test-app.js';

const env = useTestApp();

/** Each path and the lists it serves, in order. */
const GROUPS = {
  'high-risk': [
    'eu_high_risk_third_countries',
    'fatf_call_for_action',
    'fatf_increased_monitoring',
  ],
  corrupt: ['cpi_scores'],
  'tax-haven': ['eu_tax_non_cooperative', 'pl_tax_havens'],
  sanction: ['sanctioned_countries'],
  terrorism: ['terrorism_financing_countries'],
  pkd: ['pkd_high_risk', 'pkd_payment_institutions'],
  region: ['pl_high_risk_regions'],
  'risk-list': ['internal_risk_list'],
} as const;
const PATHS = ['limits', ...Object.keys(GROUPS)];

type List = { id: string; entries: Array<{ code: string; label?: string; score?: number }> };

const read = async (headers: AuthHeaders, url: string) =>
  (await env.call('GET', url, headers)).json();

/** A new rule set of the admin's team, a copy of the default (version 1); its code. */
const newRuleSet = async (headers: AuthHeaders): Promise<string> =>
  (await env.call('POST', '/int/rule-sets', headers, { name: 'Spec paths' })).json().code;

const versionOf = async (headers: AuthHeaders, code: string) =>
  (await read(headers, `/int/rule-sets/${code}`)).version as number;

describe('rule set lists and limits by the paths of spec section 7', () => {
  it('serves each group of lists in full, as the generic route serves each list', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const code = await newRuleSet(admin.headers);
    for (const [path, ids] of Object.entries(GROUPS)) {
      const response = await env.call('GET', `/int/rule-sets/${code}/${path}`, member.headers);
      expect(response.statusCode, path).toBe(200);
      const items: List[] = response.json().items;
      expect(
        items.map((list) => list.id),
        path,
      ).toEqual(ids);
      for (const list of items)
        expect(await read(member.headers, `/int/rule-sets/${code}/lists/${list.id}`)).toEqual(list);
    }
  });

  it('replaces one list of a group as a new version and answers the group', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const code = await newRuleSet(admin.headers);
    const party = (
      await env.call('POST', '/int/parties', admin.headers, {
        type: 'individual',
        first_name: 'Anna',
        last_name: 'Wiśniewska',
      })
    ).json().party as { code: string };
    let version = await versionOf(admin.headers, code);
    for (const [path, ids] of Object.entries(GROUPS)) {
      const url = `/int/rule-sets/${code}/${path}`;
      const list: List = (await read(admin.headers, url)).items.at(-1);
      const entries =
        path === 'risk-list'
          ? [{ code: party.code }]
          : list.entries.length > 0
            ? list.entries.slice(1)
            : [{ code: 'PL-MZ', label: 'mazowieckie' }];
      // The group's last list, named where the group has several.
      const body = ids.length > 1 ? { list: list.id, entries } : { entries };
      const put = await env.call('PUT', url, admin.headers, body);
      expect(put.statusCode, path).toBe(200);
      const changed = put.json().items.find((item: List) => item.id === list.id);
      expect(changed.entries.map((entry: { code: string }) => entry.code)).toEqual(
        entries.map((entry) => entry.code),
      );
      expect(await versionOf(admin.headers, code), path).toBe(++version);
      expect(await read(admin.headers, url)).toEqual(put.json());
    }
    const internal = await read(admin.headers, `/int/rule-sets/${code}/lists/internal_risk_list`);
    expect(internal.entries).toEqual([{ code: party.code, label: 'Anna Wiśniewska' }]);
  });

  it('refuses a change naming no list of a group of several, or a list of another group', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const code = await newRuleSet(admin.headers);
    const put = (path: string, body: object) =>
      env.call('PUT', `/int/rule-sets/${code}/${path}`, admin.headers, body);

    const unnamed = await put('high-risk', { entries: [] });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().details.fields).toEqual([{ path: 'list', code: 'required' }]);
    const foreign = await put('corrupt', { list: 'pl_tax_havens', entries: [] });
    expect(foreign.json().details.fields).toEqual([{ path: 'list', code: 'invalid_value' }]);
    const badCountry = await put('sanction', { entries: [{ code: 'POL' }] });
    expect(badCountry.json().details.fields).toEqual([
      { path: 'entries.0.code', code: 'country_invalid' },
    ]);
    const unknownField = await put('region', { entries: [], note: 'x' });
    expect(unknownField.statusCode).toBe(400);
    expect(await versionOf(admin.headers, code)).toBe(1);
  });

  it('serves the limits of the single transaction limit rule and replaces them as a new version', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const code = await newRuleSet(admin.headers);
    const url = `/int/rule-sets/${code}/limits`;
    const limits = await read(member.headers, url);
    expect(limits.limits).toHaveLength(8);
    const rule = await read(
      member.headers,
      `/int/rule-sets/${code}/rules/single_transaction_limit`,
    );
    expect(rule.config).toEqual(limits);

    const invalid = await env.call('PUT', url, admin.headers, { limits: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fields[0].path).toBe('limits');
    const changed = {
      limits: [{ ...limits.limits[0], threshold_eur: '12000.00' }, ...limits.limits.slice(1)],
    };
    const put = await env.call('PUT', url, admin.headers, changed);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(changed);
    expect(await versionOf(admin.headers, code)).toBe(2);
    expect(await read(member.headers, url)).toEqual(changed);
    expect(
      (await read(member.headers, `/int/rule-sets/${code}/rules/single_transaction_limit`)).config,
    ).toEqual(changed);
  });

  it('answers 401 without a session, 403 to a member who may not change, 404 to another team', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member');
    const code = await newRuleSet(admin.headers);
    const other = await teamWithMember(env, 'all_viewer_member');
    const limits = await read(admin.headers, `/int/rule-sets/${code}/limits`);
    const bodyOf = (path: string) =>
      path === 'limits'
        ? limits
        : { list: GROUPS[path as keyof typeof GROUPS][0], entries: [] as object[] };
    for (const path of PATHS) {
      const url = `/int/rule-sets/${code}/${path}`;
      expect((await env.call('GET', url)).statusCode, `GET ${path}`).toBe(401);
      expect((await env.call('PUT', url, undefined, bodyOf(path))).statusCode, path).toBe(401);
      expect((await env.call('PUT', url, member.headers, bodyOf(path))).statusCode, path).toBe(403);
      expect((await env.call('GET', url, other.admin.headers)).statusCode, `GET ${path}`).toBe(404);
      expect(
        (await env.call('PUT', url, other.admin.headers, bodyOf(path))).statusCode,
        `PUT ${path}`,
      ).toBe(404);
    }
    expect(await versionOf(admin.headers, code)).toBe(1);
  });

  it('describes every path in the OpenAPI document', async () => {
    const document = (await env.call('GET', '/int/openapi.json')).json();
    for (const path of PATHS) {
      const item = document.paths[`/int/rule-sets/{id}/${path}`];
      expect(item, path).toBeDefined();
      expect(item.get.tags).toEqual(['Rule sets']);
      expect(item.put.tags).toEqual(['Rule sets']);
      expect(item.put.requestBody.content['application/json'].schema, path).toBeDefined();
      expect(item.get.responses['200'], path).toBeDefined();
    }
    const group = document.paths['/int/rule-sets/{id}/high-risk'].put;
    expect(Object.keys(group.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['list', 'entries', 'source', 'as_of']),
    );
  });
});
