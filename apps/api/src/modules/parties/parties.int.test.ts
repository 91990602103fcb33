import { describe, expect, it } from 'vitest';
import {
  createTestClock,
  registerAndLogin,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock(new Date('2026-05-04T08:00:00Z'));
const env = useTestApp({ clock });

const anna = {
  type: 'individual',
  first_name: 'Anna',
  last_name: 'Nowak',
  pesel: '85071212149',
  birth_date: '1985-07-12',
  gender: 'female',
  citizenships: ['PL'],
  document: { type: 'id_card', number: 'ABA300000', expiry_date: '2030-01-31' },
  accommodation_address: {
    country: 'PL',
    city: 'Łódź',
    postal_code: '90-001',
    street: 'Piotrkowska',
    house_number: '1',
  },
};

/** A team whose admin invites a second user with `role`; both work in it. */
async function teamWith(role: string) {
  const { admin, member } = await teamWithMember(env, role, 'Biuro');
  return { admin: admin.headers, member: member.headers };
}

const create = async (headers: AuthHeaders, party: object = anna) => {
  const response = await env.call('POST', '/int/parties', headers, party);
  expect(response.statusCode).toBe(201);
  return response.json<{ party: { code: string }; warnings: unknown[] }>();
};

describe('parties', () => {
  it('creates, reads, finds by PESEL and records it in the audit trail', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const { party, warnings } = await create(admin);
    expect(warnings).toEqual([]);
    const read = (await env.call('GET', `/int/parties/${party.code}`, admin)).json();
    expect(read).toMatchObject({
      status: 'draft',
      entity_type: 'individual',
      first_name: 'Anna',
      citizenships: ['PL'],
    });
    const found = (await env.call('POST', '/int/parties/search', admin, { text: '850712' })).json();
    expect(found.total).toBe(1);
    expect(found.items[0].code).toBe(party.code);
    const audit = (await env.call('GET', '/int/audit-events?entity_type=party', admin)).json();
    expect(audit.items[0]).toMatchObject({ action: 'created', entity_code: party.code });
  });

  it('validates Polish identifiers and warns when the PESEL disagrees with the data', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const bad = await env.call('POST', '/int/parties', admin, {
      type: 'company',
      tax_id: '8567346216',
      pesel: '85071212148',
      industries: ['6419Z'],
    });
    expect(bad.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'pesel', code: 'pesel_invalid' },
        { path: 'industries.0', code: 'pkd_invalid' },
      ]),
    );
    const companyWithoutName = await env.call('POST', '/int/parties', admin, {
      type: 'company',
      tax_id: '8567346216',
    });
    expect(companyWithoutName.json().details.fields).toEqual([
      { path: 'name', code: 'required' },
      { path: 'tax_id', code: 'nip_invalid' },
    ]);
    const { warnings } = await create(admin, { ...anna, birth_date: '1985-07-13', gender: 'male' });
    expect(warnings).toEqual([
      { path: 'birth_date', code: 'pesel_birth_date_differs' },
      { path: 'gender', code: 'pesel_gender_differs' },
    ]);
  });

  it('moves statuses only along the documented transitions', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const { party } = await create(admin);
    const status = (to: string) =>
      env.call('POST', `/int/parties/${party.code}/status`, admin, { status: to });
    expect((await status('active')).json().code).toBe('status_transition_not_allowed');
    expect((await status('in_acceptance')).json().status).toBe('in_acceptance');
    expect((await status('active')).json().status).toBe('active');
    expect((await status('draft')).statusCode).toBe(409);
  });

  it('lets self-viewing members see and edit only their own parties', async () => {
    const { admin, member } = await teamWith('self_viewer_member');
    const adminParty = (await create(admin)).party.code;
    const memberParty = (await create(member, { ...anna, first_name: 'Ewa' })).party.code;
    const list = (await env.call('POST', '/int/parties/search', member, {})).json();
    expect(list.items.map((p: { code: string }) => p.code)).toEqual([memberParty]);
    expect((await env.call('GET', `/int/parties/${adminParty}`, member)).statusCode).toBe(404);
    expect(
      (
        await env.call('PATCH', '/int/parties', member, {
          code: memberParty,
          references: 'Umowa 12/2026',
        })
      ).statusCode,
    ).toBe(200);
    expect((await env.call('POST', '/int/parties/search', admin, {})).json().total).toBe(2);

    // The history of their company names only the owners they may see.
    const company = (await create(member, { type: 'company', name: 'Galeria Północ Sp. z o.o.' }))
      .party.code;
    await env.call('POST', `/int/parties/${company}/beneficiaries`, admin, {
      first_name: 'Jan',
      last_name: 'Nowak',
      birth_date: '1970-01-01',
      share: '50',
    });
    const owners = async (caller: typeof admin) =>
      (await env.call('GET', `/int/parties/${company}/history`, caller))
        .json()
        .items.flatMap((event: { subject?: { name: string } }) =>
          event.subject ? [event.subject.name] : [],
        );
    expect(await owners(member)).toEqual([]);
    expect(await owners(admin)).toContain('Jan Nowak');
  });

  it('closes the edit window of the time-limited role after 12 hours', async () => {
    const { member } = await teamWith('all_viewer_member_self_editing_time_limited');
    const code = (await create(member)).party.code;
    clock.advance(11 * 3_600_000);
    expect(
      (await env.call('PATCH', '/int/parties', member, { code, references: 'ok' })).statusCode,
    ).toBe(200);
    clock.advance(3_600_000);
    const late = await env.call('PATCH', '/int/parties', member, { code, references: 'late' });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('edit_not_allowed');
  });

  it('keeps deleted parties out of lists and answers 404 to other teams', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const other = await registerAndLogin(env.t.app);
    const codes = [(await create(admin)).party.code, (await create(admin)).party.code];
    expect((await env.call('GET', `/int/parties/${codes[0]}`, other.headers)).statusCode).toBe(404);
    const deleted = await env.call('DELETE', '/int/parties/group/delete', admin, { codes });
    expect(deleted.statusCode).toBe(200);
    expect((await env.call('POST', '/int/parties/search', admin, {})).json().total).toBe(0);
    expect((await env.call('GET', `/int/parties/${codes[0]}`, admin)).statusCode).toBe(404);
  });

  it('keeps the beneficial owners and board members of a company, apart from the customer list', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const company = (
      await create(admin, {
        type: 'company',
        name: 'Galeria Sztuki Sp. z o.o.',
        tax_id: '5261040828',
      })
    ).party.code;
    const person = await create(admin);
    const owner = await env.call('POST', `/int/parties/${company}/beneficiaries`, admin, {
      first_name: 'Jan',
      last_name: 'Kowalski',
      pesel: '44051401359',
      share: '60.5',
    });
    expect(owner.statusCode).toBe(201);
    expect(owner.json().party).toMatchObject({ entity_type: 'beneficiary', share: '60.50' });
    const board = await env.call('POST', `/int/parties/${company}/boardmembers`, admin, {
      first_name: 'Ewa',
      last_name: 'Lis',
      birth_date: '1975-02-03',
      board_role: 'Prezes Zarządu',
    });
    expect(board.json().party).toMatchObject({
      entity_type: 'board_member',
      board_role: 'Prezes Zarządu',
    });

    const badShare = await env.call('POST', `/int/parties/${company}/beneficiaries`, admin, {
      first_name: 'X',
      last_name: 'Y',
      pesel: '44051401359',
      share: '120',
    });
    expect(badShare.json().details.fields).toEqual([{ path: 'share', code: 'share_invalid' }]);
    const notCompany = await env.call(
      'POST',
      `/int/parties/${person.party.code}/beneficiaries`,
      admin,
      {
        first_name: 'X',
        last_name: 'Y',
        pesel: '44051401359',
        share: '10',
      },
    );
    expect(notCompany.json().code).toBe('not_a_company');

    const ownerCode = owner.json().party.code;
    const patched = await env.call('PATCH', '/int/parties/beneficiaries', admin, {
      code: ownerCode,
      share: '75',
    });
    expect(patched.json().party.share).toBe('75.00');
    expect(
      (await env.call('GET', `/int/parties/${company}/beneficiaries`, admin)).json().total,
    ).toBe(1);
    expect(
      (await env.call('GET', `/int/parties/${company}/boardmembers`, admin)).json().items[0]
        .last_name,
    ).toBe('Lis');
    // The customer list shows the company and the person, not the company's people.
    expect((await env.call('POST', '/int/parties/search', admin, {})).json().total).toBe(2);

    // A board member is not removed through the beneficiaries path.
    const boardCode = board.json().party.code;
    expect((await env.call('DELETE', `/int/beneficiaries/${boardCode}`, admin)).statusCode).toBe(
      404,
    );
    expect((await env.call('DELETE', `/int/beneficiaries/${ownerCode}`, admin)).statusCode).toBe(
      200,
    );
    expect(
      (await env.call('GET', `/int/parties/${company}/beneficiaries`, admin)).json().total,
    ).toBe(0);
  });

  it('keeps what art. 36 and CRBR ask of beneficial owners and board members', async () => {
    const { admin } = await teamWith('all_viewer_member');
    const company = (await create(admin, { type: 'company', name: 'Antykwariat Sp. z o.o.' })).party
      .code;
    const owners = `/int/parties/${company}/beneficiaries`;

    // Neither PESEL nor date of birth, and no control: both said, with their fields.
    const bare = await env.call('POST', owners, admin, { first_name: 'Olena', last_name: 'Kowal' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details.fields).toEqual([
      { path: 'pesel', code: 'pesel_or_birth_date_required' },
      { path: 'share', code: 'control_required' },
    ]);
    const boardBare = await env.call('POST', `/int/parties/${company}/boardmembers`, admin, {
      first_name: 'Ewa',
      last_name: 'Lis',
      board_role: 'Prezes Zarządu',
    });
    expect(boardBare.json().details.fields).toEqual([
      { path: 'pesel', code: 'pesel_or_birth_date_required' },
    ]);
    const badVotes = await env.call('POST', owners, admin, {
      first_name: 'Olena',
      last_name: 'Kowal',
      birth_date: '1980-03-12',
      votes: '0',
    });
    expect(badVotes.json().details.fields).toEqual([{ path: 'votes', code: 'share_invalid' }]);

    // Control by votes and by other means, without shares; residence, document and PEP.
    const created = await env.call('POST', owners, admin, {
      first_name: 'Olena',
      last_name: 'Kowal',
      birth_date: '1980-03-12',
      citizenships: ['UA', 'PL'],
      accommodation_address: { country: 'DE' },
      document: { type: 'passport', number: 'FX1234567', without_expiration: true },
      pep: true,
      votes: '30',
      other_control: 'Umowa wspólników: prawo powoływania zarządu',
    });
    expect(created.statusCode).toBe(201);
    const owner = created.json().party.code as string;
    const [read] = (await env.call('GET', owners, admin)).json().items;
    expect(read).toMatchObject({
      code: owner,
      pesel: null,
      birth_date: '1980-03-12',
      citizenships: ['UA', 'PL'],
      accommodation_address: { country: 'DE' },
      document: { type: 'passport', number: 'FX1234567', without_expiration: true },
      pep: true,
      share: null,
      votes: '30.00',
      other_control: 'Umowa wspólników: prawo powoływania zarządu',
    });

    // A change keeps some control and some identity; null clears a field.
    const patch = (fields: object) =>
      env.call('PATCH', '/int/parties/beneficiaries', admin, { code: owner, ...fields });
    const noControl = await patch({ votes: null, other_control: null });
    expect(noControl.statusCode).toBe(400);
    expect(noControl.json().details.fields).toEqual([{ path: 'share', code: 'control_required' }]);
    const noIdentity = await patch({ birth_date: null });
    expect(noIdentity.json().details.fields).toEqual([
      { path: 'pesel', code: 'pesel_or_birth_date_required' },
    ]);
    const changed = await patch({
      share: '25.5',
      votes: null,
      other_control: null,
      pesel: '44051401359',
      birth_date: null,
      citizenships: ['UA', 'PL'],
      accommodation_address: { country: 'DE' },
      pep: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().party).toMatchObject({
      share: '25.50',
      votes: null,
      other_control: null,
      pesel: '44051401359',
      birth_date: null,
      pep: false,
    });
    // The history names what changed, and not what was sent as it was.
    type Event = { action: string; changes: Record<string, unknown>; subject?: { name: string } };
    const history: { items: Event[] } = (
      await env.call('GET', `/int/parties/${company}/history`, admin)
    ).json();
    const update = history.items.find(
      (event) => event.action === 'updated' && event.subject?.name === 'Olena Kowal',
    );
    expect(Object.keys(update!.changes).sort()).toEqual(
      ['birth_date', 'other_control', 'pep', 'pesel', 'share', 'votes'].sort(),
    );
    expect(update!.changes.votes).toEqual(['30.00', null]);

    // Another team sees none of it.
    const stranger = await registerAndLogin(env.t.app);
    expect((await env.call('GET', owners, stranger.headers)).statusCode).toBe(404);
    const foreign = await env.call('PATCH', '/int/parties/beneficiaries', stranger.headers, {
      code: owner,
      votes: '40',
    });
    expect(foreign.statusCode).toBe(404);
    const foreignAdd = await env.call('POST', owners, stranger.headers, {
      first_name: 'Jan',
      last_name: 'Nowak',
      pesel: '44051401359',
      share: '10',
    });
    expect(foreignAdd.statusCode).toBe(404);
  });

  it("reads the residence of a beneficial owner as the country rules read the party's", async () => {
    const { admin } = await teamWith('all_viewer_member');
    const company = (
      await create(admin, {
        type: 'company',
        name: 'Galeria Wschód Sp. z o.o.',
        business_address: { country: 'PL' },
      })
    ).party.code;
    await env.call('POST', `/int/parties/${company}/beneficiaries`, admin, {
      first_name: 'Amani',
      last_name: 'Otieno',
      birth_date: '1980-04-02',
      citizenships: ['PL'],
      accommodation_address: { country: 'KE' },
      pep: false,
      share: '60',
    });
    const risk = (await env.call('GET', `/int/parties/${company}/risk`, admin)).json();
    const country = risk.assessment.results.find(
      (result: { kind: string }) => result.kind === 'country_high_risk',
    );
    expect(country).toMatchObject({ status: 'risk_found' });
    expect(country.explanation.en).toContain('Amani Otieno: country of residence KE');
  });

  it('filters by creator, risk level and type, and validates REGON and bank accounts', async () => {
    const { admin, member } = await teamWith('all_viewer_member_self_editing');
    await create(admin);
    const company = {
      type: 'company',
      name: 'Kantor Wymiany Sp. z o.o.',
      tax_id: '5261040828',
      regon: '012100784',
      bank_account: 'PL61 1090 1014 0000 0712 1981 2874',
    };
    const created = await create(member, company);
    const memberEmail = (await env.call('GET', '/int/user', member)).json().email;
    const search = (filters: object) =>
      env.call('POST', '/int/parties/search', admin, filters).then((r) => r.json());
    expect((await search({ created_by: memberEmail.toUpperCase() })).items).toEqual([
      expect.objectContaining({ code: created.party.code, regon: '012100784' }),
    ]);
    expect((await search({ type: 'individual' })).total).toBe(1);
    expect((await search({ risk_level: 'all_levels' })).total).toBe(2);
    // Every party is assessed by the rules as it is created: none stays pending.
    expect((await search({ risk_level: 'pending' })).total).toBe(0);
    expect((await search({ risk_level: 'high' })).total).toBe(0);
    expect(
      (await env.call('POST', '/int/parties/search', admin, { risk_level: 'x' })).statusCode,
    ).toBe(400);

    const bad = await env.call('POST', '/int/parties', admin, {
      ...company,
      regon: '012100785',
      bank_account: 'PL61 1090 1014 0000 0712 1981 2875',
    });
    expect(bad.json().details.fields).toEqual([
      { path: 'regon', code: 'regon_invalid' },
      { path: 'bank_account', code: 'iban_invalid' },
    ]);
  });

  it('summarises a party with its counts and what the caller may do', async () => {
    const { admin, member } = await teamWith('all_viewer_member');
    const company = (
      await create(admin, { type: 'company', name: 'Dom Aukcyjny S.A.', tax_id: '5261040828' })
    ).party.code;
    for (const last_name of ['Nowak', 'Lis']) {
      await env.call('POST', `/int/parties/${company}/beneficiaries`, admin, {
        first_name: 'Jan',
        last_name,
        birth_date: '1970-01-01',
        share: '50',
      });
    }
    const own = (await env.call('GET', `/int/parties/${company}/summary`, admin)).json();
    expect(own).toMatchObject({
      display_name: 'Dom Aukcyjny S.A.',
      status: 'draft',
      beneficiaries: 2,
      board_members: 0,
      editable: true,
      not_editable_reason: null,
      allowed_statuses: ['kyc_in_progress', 'in_acceptance', 'rejected'],
    });
    const viewer = (await env.call('GET', `/int/parties/${company}/summary`, member)).json();
    expect(viewer).toMatchObject({
      editable: false,
      not_editable_reason: 'read_only_role',
      allowed_statuses: [],
    });
    const stranger = await registerAndLogin(env.t.app);
    const hidden = await env.call('GET', `/int/parties/${company}/summary`, stranger.headers);
    expect(hidden.statusCode).toBe(404);

    await env.call('PATCH', '/int/parties', admin, { code: company, references: 'Umowa 7/2026' });
    const cleared = await env.call('PATCH', '/int/parties', admin, {
      code: company,
      tax_id: null,
      industries: null,
    });
    expect(cleared.json().party).toMatchObject({
      tax_id: null,
      industries: [],
      name: 'Dom Aukcyjny S.A.',
    });
    const [lis] = (await env.call('GET', `/int/parties/${company}/beneficiaries`, admin))
      .json()
      .items.filter((person: { last_name: string }) => person.last_name === 'Lis');
    await env.call('PATCH', '/int/parties/beneficiaries', admin, { code: lis.code, share: '25' });
    await env.call('DELETE', `/int/beneficiaries/${lis.code}`, admin);

    type Event = { action: string; changes: object; subject?: { kind: string; name: string } };
    const history: { items: Event[] } = (
      await env.call('GET', `/int/parties/${company}/history`, member)
    ).json();
    // Its beneficial owners' events are part of it, each naming its owner.
    const ofOwners = history.items
      .filter((event) => event.subject && event.action !== 'risk_assessed')
      .map((event) => [event.action, event.subject]);
    expect(ofOwners).toEqual([
      ['beneficiary_added', { kind: 'beneficiary', name: 'Jan Nowak' }],
      ['beneficiary_added', { kind: 'beneficiary', name: 'Jan Lis' }],
      ['updated', { kind: 'beneficiary', name: 'Jan Lis' }],
      ['deleted', { kind: 'beneficiary', name: 'Jan Lis' }],
    ]);
    // The rules' assessments are part of the party's history too.
    const edits = history.items.filter(
      (event) => !event.subject && event.action !== 'risk_assessed',
    );
    expect(edits.map((event) => event.action)).toEqual(['created', 'updated', 'updated']);
    expect(history.items.map((event) => event.action)).toContain('risk_assessed');
    expect(edits[1]!.changes).toEqual({ references: [null, 'Umowa 7/2026'] });
    expect(Object.keys(history.items[0]!)).not.toContain('ip');
    const strangers = await env.call('GET', `/int/parties/${company}/history`, stranger.headers);
    expect(strangers.statusCode).toBe(404);
  });
});
