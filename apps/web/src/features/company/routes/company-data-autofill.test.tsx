import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildAutofill } from '../../registries/autofill/autofill.fixtures';
import { CompanyDataPage } from './company-data-page';

const fetchMock = mockApi();

function answering(role = 'admin') {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/obligated-institution' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, { data: { ...body, updated_at: '2026-11-27T09:00:00.000Z' } });
    }
    if (url === '/int/obligated-institution') return jsonResponse(200, { data: null });
    if (url.startsWith('/int/giif/')) return jsonResponse(200, buildAutofill());
    if (url === '/int/registries-status') {
      return jsonResponse(200, { registries: [{ registry: 'regon', configured: true }] });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/company-data', element: <CompanyDataPage /> }],
    '/dashboard/company-data',
  );

const field = (name: string) => screen.getByRole('textbox', { name });

describe("filling the institution's own data from the registries", () => {
  it('looks the NIP up, and fills name, legal form, identifiers and address to save', async () => {
    const user = userEvent.setup();
    answering();
    open();
    const fill = await screen.findByRole(
      'button',
      { name: 'Fill from registries' },
      { timeout: 5000 },
    );
    expect(fill).toBeDisabled();
    await user.type(field('NIP'), '5252700001');
    await user.click(fill);
    const dialog = await screen.findByRole('dialog', { name: 'Data from the registries' });
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/int/giif')),
    ).toEqual(['/int/giif/nip/5252700001']);
    expect(within(dialog).getByRole('listitem', { name: 'Legal form' })).toHaveTextContent(
      'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄKRS, 27 Nov 2026',
    );
    // No people and no accounts: the institution's form has no place for them.
    expect(within(dialog).queryByText('Board members in KRS')).toBeNull();
    expect(within(dialog).queryByRole('listitem', { name: 'Bank account' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Fill in 5 fields' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(field('Name')).toHaveValue('KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
    expect(field('Legal form')).toHaveValue('SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
    expect(field('REGON')).toHaveValue('146552108');
    expect(field('KRS')).toHaveValue('0000612345');
    expect(field('Street')).toHaveValue('ul. Marszałkowska');
    expect(field('House number')).toHaveValue('104/122');
    expect(field('Postal code')).toHaveValue('00-017');
    expect(field('City')).toHaveValue('Warszawa');
    expect(field('Country')).toHaveValue('PL');
    // The values are changes to save like any other.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('is offered only to those who may change the data', async () => {
    await i18n.changeLanguage('pl');
    answering('all_viewer_member');
    open();
    expect(await screen.findByRole('textbox', { name: 'Nazwa' }, { timeout: 5000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Uzupełnij z rejestrów' })).toBeNull();
  });
});
