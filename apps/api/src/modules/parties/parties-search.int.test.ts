import { describe, expect, it } from 'vitest';
import { teamWithMember, useTestApp, type AuthHeaders } from '../../test/test-app.js';

const env = useTestApp();

const create = async (headers: AuthHeaders, party: object) => {
  const response = await env.call('POST', '/int/parties', headers, party);
  expect(response.statusCode).toBe(201);
  return response.json<{ party: { code: string } }>().party.code;
};

/** The codes of the parties a search of `text` lists for the caller. */
const found = async (headers: AuthHeaders, text: string) =>
  (await env.call('POST', '/int/parties/search', headers, { text }))
    .json<{ items: Array<{ code: string }> }>()
    .items.map((party) => party.code)
    .sort();

describe('the parties search', () => {
  it('matches names whatever their case, diacritics, hyphens and word order', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const douri = await create(admin.headers, {
      type: 'individual',
      first_name: 'Ahmad',
      last_name: 'Al Douri',
    });
    const zazolc = await create(admin.headers, {
      type: 'company',
      name: 'Zażółć Gęślą Jaźń Sp. z o.o.',
    });
    const lodz = await create(admin.headers, { type: 'company', name: 'ŁÓDŹ-TRANS S.A.' });

    for (const text of ['al-douri', 'douri al', 'AL DOURI', 'ahmad, al-douri', 'Al Dou']) {
      expect(await found(admin.headers, text), text).toEqual([douri]);
    }
    for (const text of ['zolc', 'ZAŻÓŁĆ', 'jazn gesla', 'sp z o o zazolc']) {
      expect(await found(admin.headers, text), text).toEqual([zazolc]);
    }
    for (const text of ['łódź', 'lodz trans', 'Lodz-Trans', 'trans ŁÓDŹ']) {
      expect(await found(admin.headers, text), text).toEqual([lodz]);
    }
    // Every word must match: one that no party has finds nothing.
    expect(await found(admin.headers, 'al douri zazolc')).toEqual([]);
  });

  it('matches identifiers with or without separators and spaces', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const hyphenated = await create(admin.headers, {
      type: 'company',
      name: 'Kantor Wschód',
      tax_id: '526-104-08-34',
      bank_account: 'PL61 1090 1014 0000 0712 1981 2874',
    });
    const plain = await create(admin.headers, {
      type: 'company',
      name: 'Kantor Zachód',
      tax_id: '5261040828',
      regon: '012100784',
      bank_account: 'PL27114020040000300201355387',
    });
    const person = await create(admin.headers, {
      type: 'individual',
      first_name: 'Anna',
      last_name: 'Nowak',
      pesel: '85071212149',
    });

    expect(await found(admin.headers, '5261040834')).toEqual([hyphenated]);
    expect(await found(admin.headers, '526 104 08 34')).toEqual([hyphenated]);
    expect(await found(admin.headers, '526-104-08-28')).toEqual([plain]);
    expect(await found(admin.headers, 'PL61109010140000071219812874')).toEqual([hyphenated]);
    expect(await found(admin.headers, '1090 1014 0000')).toEqual([hyphenated]);
    expect(await found(admin.headers, 'PL27 1140 2004 0000 3002 0135 5387')).toEqual([plain]);
    expect(await found(admin.headers, '012-100-784')).toEqual([plain]);
    expect(await found(admin.headers, '850712-12149')).toEqual([person]);
    // Part of a number finds every party that has it: both NIPs begin with 526104.
    expect(await found(admin.headers, '526-104')).toEqual([hyphenated, plain].sort());
  });

  it('finds a company by its beneficial owners and board members, never another team', async () => {
    const { admin, member } = await teamWithMember(env, 'self_viewer_member');
    const company = await create(admin.headers, {
      type: 'company',
      name: 'Galeria Sztuki Sp. z o.o.',
    });
    const owner = await env.call('POST', `/int/parties/${company}/beneficiaries`, admin.headers, {
      first_name: 'Józef',
      last_name: 'Al-Douri',
      pesel: '44051401359',
      share: '60',
    });
    expect(owner.statusCode).toBe(201);
    const board = await env.call('POST', `/int/parties/${company}/boardmembers`, admin.headers, {
      first_name: 'Ewa',
      last_name: 'Żuławska',
      birth_date: '1975-02-03',
      board_role: 'Prezes Zarządu',
    });
    expect(board.statusCode).toBe(201);

    // The company is listed, not its people.
    expect(await found(admin.headers, 'douri jozef')).toEqual([company]);
    expect(await found(admin.headers, '440514 01359')).toEqual([company]);
    expect(await found(admin.headers, 'zulawska')).toEqual([company]);
    expect(await found(admin.headers, 'zulawska galeria')).toEqual([]);
    // Once removed, an owner no longer leads to the company.
    await env.call('DELETE', `/int/beneficiaries/${owner.json().party.code}`, admin.headers);
    expect(await found(admin.headers, 'douri')).toEqual([]);

    // A member who sees only their own records finds neither the company nor through its people.
    expect(await found(member.headers, 'zulawska')).toEqual([]);
    const own = await create(member.headers, { type: 'company', name: 'Galeria Północ' });
    await env.call('POST', `/int/parties/${own}/boardmembers`, admin.headers, {
      first_name: 'Ewa',
      last_name: 'Żuławska',
      birth_date: '1975-02-03',
      board_role: 'Członek Zarządu',
    });
    expect(await found(member.headers, 'zulawska')).toEqual([]);
    expect(await found(admin.headers, 'zulawska')).toEqual([company, own].sort());

    // Another team's party, with the same name and people, never shows.
    const other = await teamWithMember(env, 'all_viewer_member', 'Inny kantor');
    const theirs = await create(other.admin.headers, {
      type: 'company',
      name: 'Galeria Sztuki Sp. z o.o.',
    });
    await env.call('POST', `/int/parties/${theirs}/boardmembers`, other.admin.headers, {
      first_name: 'Ewa',
      last_name: 'Żuławska',
      birth_date: '1975-02-03',
      board_role: 'Prezes Zarządu',
    });
    expect(await found(other.admin.headers, 'zulawska')).toEqual([theirs]);
    expect(await found(admin.headers, 'galeria sztuki')).toEqual([company]);
    expect(await found(admin.headers, 'zulawska')).toEqual([company, own].sort());
  });
});
