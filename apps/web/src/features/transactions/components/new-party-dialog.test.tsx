import type { Party } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { storage } from '../../../lib/storage';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { NewPartyDialog } from './new-party-dialog';
import { buildParty } from '../../../test/party-fixture';

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  storage.setToken('t'.repeat(43));
  fetchMock.mockImplementation((url: string, init?: RequestInit) =>
    url === '/int/parties' && init?.method === 'POST'
      ? jsonResponse(201, { party: created(JSON.parse(String(init.body))), warnings: [] })
      : jsonResponse(404, { code: 'not_found', message: 'x' }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await i18n.changeLanguage('en');
});

const created = (input: Record<string, unknown>) =>
  buildParty({
    entity_type: (input.type === 'company' ? 'legal_entity' : input.type) as Party['entity_type'],
    first_name: null,
    last_name: null,
    ...(input as Partial<Party>),
  });

function open() {
  const onCreated = vi.fn();
  renderRoutes(
    [{ path: '/t', element: <NewPartyDialog open onClose={() => {}} onCreated={onCreated} /> }],
    '/t',
  );
  return onCreated;
}

const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

/** Types into a country picker without opening the list of every country first. */
async function pickCountry(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  text: string,
  country: RegExp,
) {
  within(dialog).getByRole('combobox', { name: label }).focus();
  await user.keyboard(text);
  await user.click(await screen.findByRole('option', { name: country }));
}

describe('creating a party from the transaction form', () => {
  it('asks a person for what screening needs: names, PESEL or date of birth, citizenship', async () => {
    const user = userEvent.setup();
    const onCreated = open();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Create a new party' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole('radio', { name: 'Sole proprietorship' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: 'Citizenship' })).toBeRequired();

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Olena');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Kowal');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(
      await within(dialog).findByText('Give the PESEL or, when there is none, the date of birth'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(posted()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'PESEL' }), '44051401359');
    await pickCountry(user, dialog, 'Citizenship', 'ukr', /^Ukraine/);
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted()).toEqual([
      {
        type: 'individual',
        first_name: 'Olena',
        last_name: 'Kowal',
        pesel: '44051401359',
        citizenships: ['UA'],
      },
    ]);
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ code: 'party0000001' });
  });

  it('asks a sole proprietorship for the business name and the person', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('radio', { name: 'Sole proprietorship' }));
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toBeRequired();
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Antyki Kowal');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Jan');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Kowal');
    // Typed as a user does: day, month and year, digit after digit.
    const birth = within(dialog).getByRole('group', { name: 'Date of birth' });
    await user.click(within(birth).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01011970');
    await pickCountry(user, dialog, 'Citizenship', 'pol', /^Poland/);
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      type: 'sole_proprietorship',
      name: 'Antyki Kowal',
      first_name: 'Jan',
      last_name: 'Kowal',
      birth_date: '1970-01-01',
      citizenships: ['PL'],
    });
  });

  it('asks a company for its name and country of registration, in Polish too', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Nowy podmiot' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('radio', { name: 'Spółka' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Imię' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Kraj rejestracji' })).toBeRequired();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nazwa firmy' }),
      'Kivu Sp. z o.o.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz i dodaj' }));
    expect(await within(dialog).findByText('To pole jest wymagane')).toBeInTheDocument();
    await pickCountry(user, dialog, 'Kraj rejestracji', 'cypr', /^Cypr/);
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz i dodaj' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      type: 'company',
      name: 'Kivu Sp. z o.o.',
      business_address: { country: 'CY' },
    });
  });
});
