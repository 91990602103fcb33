import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { CompanyDataPage } from './company-data-page';

const fetchMock = mockApi();
const FORM = '/int/obligated-institution/identification-form';

/** Saved without the contact person, whom GIIF's identification form asks for. */
const stored = {
  name: 'Kantor Złoty Róg sp. z o.o.',
  legal_form: 'sp. z o.o.',
  institution_type: 'currency_exchange',
  nip: '5261040828',
  regon: '',
  krs: '',
  address: {
    country: 'PL',
    region: '',
    city: 'Warszawa',
    street: 'Marszałkowska',
    postal_code: '00-950',
    house_number: '10',
    flat_number: '',
  },
  contact_person: { first_name: '', last_name: 'Nowak', email: 'anna@kantor.pl', phone: '' },
  updated_at: '2026-11-20T10:00:00.000Z',
};

const lacking = {
  model: { institution: { name: stored.name } },
  issues: [
    {
      transaction_code: null,
      party_code: null,
      field: 'institution.contact_person.first_name',
      code: 'required',
    },
  ],
  filed_on: null,
  reminder: { state: 'due', due_on: '2026-12-31', days_left: 33 },
  schema_installed: false,
};

function answering(role = 'admin') {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/obligated-institution' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, { data: { ...body, updated_at: '2026-11-27T09:00:00.000Z' } });
    }
    if (url === '/int/obligated-institution') return jsonResponse(200, { data: stored });
    if (url === FORM) return jsonResponse(200, lacking);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const formReads = () => fetchMock.mock.calls.filter(([url]) => url === FORM).length;

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/company-data', element: <CompanyDataPage /> }],
    '/dashboard/company-data',
  );

describe('the identification form on the company data page', () => {
  it('leads from what the form lacks to its field, and reads the form again once saved', async () => {
    answering();
    open();
    const card = await screen.findByRole(
      'region',
      { name: 'GIIF identification form (art. 77)' },
      { timeout: 5000 },
    );
    const go = await within(card).findByRole('button', {
      name: 'Go to the field: Contact person › First name',
    });
    await userEvent.click(go);
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveFocus();

    await userEvent.type(firstName, 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    const reads = formReads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(formReads()).toBeGreaterThan(reads));
  });

  it('offers no way to a field a member cannot change', async () => {
    answering('all_viewer_member');
    open();
    const card = await screen.findByRole(
      'region',
      { name: 'GIIF identification form (art. 77)' },
      { timeout: 5000 },
    );
    expect(await within(card).findByRole('table')).toHaveTextContent('Contact person › First name');
    expect(within(card).queryByRole('button', { name: /^Go to the field/ })).toBeNull();
  });
});
