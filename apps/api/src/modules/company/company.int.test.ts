import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const valid = {
  name: 'Kantor Złoty Sp. z o.o.',
  legal_form: 'spółka z ograniczoną odpowiedzialnością',
  institution_type: 'currency_exchange',
  nip: '856-734-62-15',
  regon: '123456785',
  krs: '0000123456',
  address: {
    city: 'Łódź',
    street: 'Piotrkowska',
    postal_code: '90-001',
    house_number: '12',
    flat_number: '3',
  },
  contact_person: {
    first_name: 'Anna',
    last_name: 'Nowak',
    email: 'Anna@Kantor.pl',
    phone: '+48 600 100 200',
  },
};

describe('company data', () => {
  it('starts empty, saves validated data normalised, and records the change', async () => {
    const admin = await registerAndLogin(t.app);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/int/obligated-institution',
      headers: admin.headers,
    });
    expect(empty.json()).toEqual({ data: null });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/int/obligated-institution',
      headers: admin.headers,
      payload: valid,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      nip: '8567346215',
      address: { country: 'PL', region: '', city: 'Łódź' },
      contact_person: { email: 'anna@kantor.pl' },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/int/obligated-institution',
      headers: admin.headers,
    });
    expect(again.json().data.name).toBe('Kantor Złoty Sp. z o.o.');

    const audit = (
      await t.app.inject({ method: 'GET', url: '/int/audit-events', headers: admin.headers })
    ).json();
    expect(audit.items.at(-1)).toMatchObject({
      entity_type: 'obligated_institution',
      action: 'created',
    });
  });

  it('explains wrong identifiers and a Polish postal code field by field', async () => {
    const admin = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/int/obligated-institution',
      headers: admin.headers,
      payload: {
        ...valid,
        nip: '8567346216',
        regon: '192598183',
        krs: '123',
        address: { ...valid.address, postal_code: '90001' },
        institution_type: 'bank',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'nip', code: 'nip_invalid' },
        { path: 'regon', code: 'regon_invalid' },
        { path: 'krs', code: 'krs_invalid' },
        { path: 'institution_type', code: 'invalid_value' },
      ]),
    );
  });

  it('saves without a contact person, and asks for the type of institution', async () => {
    const admin = await registerAndLogin(t.app);
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/int/obligated-institution',
        headers: admin.headers,
        payload,
      });
    const { contact_person: _contact, institution_type: _type, ...rest } = valid;
    const untyped = await post({ ...rest, institution_type: '' });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().details.fields).toEqual([{ path: 'institution_type', code: 'required' }]);

    const saved = await post({ ...rest, institution_type: 'art_antiques_trader' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.contact_person).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
    });
    // What is given of the contact person is still checked.
    const wrong = await post({
      ...rest,
      institution_type: 'art_antiques_trader',
      contact_person: { email: 'not an address', phone: '12' },
    });
    expect(wrong.json().details.fields).toEqual([
      { path: 'contact_person.email', code: 'email_invalid' },
      { path: 'contact_person.phone', code: 'phone_invalid' },
    ]);
  });

  it('documents the company data endpoints in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/int/openapi.json' })).json();
    expect(doc.paths['/int/obligated-institution'].post.requestBody).toBeDefined();
  });
});
