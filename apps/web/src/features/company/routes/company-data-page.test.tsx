import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { CompanyDataPage } from './company-data-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

/** The company data as GET /int/obligated-institution answers it once saved. */
const stored = {
  name: 'Kantor Złoty Róg sp. z o.o.',
  legal_form: 'sp. z o.o.',
  institution_type: 'currency_exchange',
  nip: '5261040828',
  regon: '',
  krs: '',
  address: {
    country: 'PL',
    region: 'mazowieckie',
    city: 'Warszawa',
    street: 'Marszałkowska',
    postal_code: '00-950',
    house_number: '10',
    flat_number: '',
  },
  contact_person: {
    first_name: 'Anna',
    last_name: 'Nowak',
    email: 'anna@kantor.pl',
    phone: '+48 22 100 20 30',
  },
  updated_at: '2026-11-20T10:00:00.000Z',
};

function answering(role: string, saved: object | null = stored) {
  return (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/obligated-institution' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, { data: { ...body, updated_at: '2026-11-27T09:00:00.000Z' } });
    }
    if (url === '/int/obligated-institution') return jsonResponse(200, { data: saved });
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/company-data', element: <CompanyDataPage /> }],
    '/dashboard/company-data',
  );

const field = (name: string) => screen.findByRole('textbox', { name }, { timeout: 5000 });

describe('the company data', () => {
  it('shows the stored data and saves a change after the save question', async () => {
    fetchMock.mockImplementation(answering('admin'));
    open();
    expect(await field('Name')).toHaveValue('Kantor Złoty Róg sp. z o.o.');
    expect(screen.getByRole('textbox', { name: 'NIP' })).toHaveValue('5261040828');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Warszawa');
    expect(
      screen.getByRole('combobox', { name: 'Type of obligated institution' }),
    ).toHaveTextContent('Currency exchange office');
    // Nothing changed, nothing to save.
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Kraków');
    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to save the changes?');
    expect(posts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/int/obligated-institution');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Kantor Złoty Róg sp. z o.o.',
      legal_form: 'sp. z o.o.',
      institution_type: 'currency_exchange',
      nip: '5261040828',
      regon: '',
      krs: '',
      address: { ...stored.address, city: 'Kraków' },
      contact_person: stored.contact_person,
    });
    expect(await screen.findByText('Data has been updated successfully')).toBeVisible();
    // Saved: the form is clean again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('says what is wrong under each field, in English and in Polish, and sends nothing', async () => {
    fetchMock.mockImplementation(answering('admin'));
    const view = open();
    const name = await field('Name');
    await userEvent.clear(name);
    const nip = screen.getByRole('textbox', { name: 'NIP' });
    await userEvent.clear(nip);
    await userEvent.type(nip, '5261040829');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('This is not a valid NIP (check the digits)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    await i18n.changeLanguage('pl');
    open();
    const nazwa = await field('Nazwa');
    await userEvent.clear(nazwa);
    const nipPl = screen.getByRole('textbox', { name: 'NIP' });
    await userEvent.clear(nipPl);
    await userEvent.type(nipPl, '5261040829');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('To nie jest poprawny NIP (sprawdź cyfry)')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('is read-only for a member who is not the team admin', async () => {
    fetchMock.mockImplementation(answering('all_viewer_member'));
    open();
    expect(await field('Name')).toBeDisabled();
    expect(screen.getByText('Only team admins can change the company data.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('asks first for what saving needs: the type of institution chosen, no contact person', async () => {
    fetchMock.mockImplementation(answering('admin', null));
    open();
    const type = await screen.findByRole(
      'combobox',
      { name: 'Type of obligated institution' },
      { timeout: 5000 },
    );
    expect(type).toHaveTextContent(/^\u200b?$/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toBeRequired();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Antykwariat Zażółć');
    await userEvent.type(screen.getByRole('textbox', { name: 'NIP' }), '5261040828');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Kraków');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '31-001');
    await userEvent.type(screen.getByRole('textbox', { name: 'House number' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Only the type is missing: it is said under it, and nothing is sent.
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    expect(posts()).toHaveLength(0);

    await userEvent.click(type);
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Art and antiques trade (dealer, gallery, auction house)',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1].body))).toMatchObject({
      institution_type: 'art_antiques_trader',
      contact_person: { first_name: '', last_name: '', email: '', phone: '' },
    });
  });
});
