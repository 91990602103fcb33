import type { Party } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { LinkedPeopleTab } from './linked-people-tab';
import { mockApi } from '../../../test/mock-api';
import { buildParty } from '../../../test/party-fixture';
import { typeDate } from '../../../test/dates';

const fetchMock = mockApi();

const COMPANY = 'company00001';

const person = (fields: Partial<Party>): Party =>
  buildParty({ code: 'person000001', entity_type: 'beneficiary', ...fields });

const owners = [
  person({
    code: 'person000001',
    pesel: '44051401359',
    citizenships: ['PL', 'UA'],
    accommodation_address: { country: 'DE', city: 'Berlin' },
    share: '60.00',
    pep: false,
  }),
  person({
    code: 'person000002',
    first_name: 'Olena',
    last_name: 'Kowal',
    birth_date: '1980-03-12',
    votes: '25.00',
    other_control: 'Umowa wspólników',
  }),
];

function answering(people: Party[]) {
  return (url: string, init?: RequestInit) => {
    if (url.startsWith(`/int/parties/${COMPANY}/beneficiaries`) && init?.method === 'POST') {
      return jsonResponse(201, { party: person(JSON.parse(String(init.body))), warnings: [] });
    }
    if (url === '/int/parties/beneficiaries' && init?.method === 'PATCH') {
      return jsonResponse(200, { party: owners[0], warnings: [] });
    }
    if (url.startsWith(`/int/parties/${COMPANY}/beneficiaries`)) {
      return jsonResponse(200, { items: people, total: people.length });
    }
    if (url.startsWith(`/int/parties/${COMPANY}/boardmembers`)) {
      return jsonResponse(200, { items: [], total: 0 });
    }
    if (url === '/int/user') return jsonResponse(401, { code: 'unauthorized', message: 'x' });
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = (kind: 'beneficiary' | 'board_member' = 'beneficiary') =>
  renderRoutes(
    [{ path: '/p', element: <LinkedPeopleTab code={COMPANY} kind={kind} editable /> }],
    '/p',
  );

const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('the beneficial owners of a company', () => {
  it('lists each owner with the PESEL or "no PESEL", countries by name, control and PEP', async () => {
    fetchMock.mockImplementation(answering(owners));
    open();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Jan Kowalski');
    expect(first).toHaveTextContent('44051401359');
    expect(first).toHaveTextContent('Poland, Ukraine');
    expect(first).toHaveTextContent('Germany');
    expect(first).toHaveTextContent('Shares: 60%');
    expect(within(first!).getByText('No')).toHaveClass('MuiChip-label');
    // No blank where the PESEL would be: said, with the date of birth.
    expect(second).toHaveTextContent('No PESEL');
    expect(second).toHaveTextContent('born 12 Mar 1980');
    expect(second).toHaveTextContent('Votes: 25%');
    expect(second).toHaveTextContent('Other: Umowa wspólników');
    expect(within(second!).getByText('Not declared')).toHaveClass('MuiChip-label');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'PESEL / date of birth',
      'Citizenship',
      'Country of residence',
      'Control',
      'PEP',
      'Actions',
    ]);
  });

  it('says the same in Polish', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering(owners));
    open();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(table).toHaveTextContent('Polska, Ukraina');
    expect(table).toHaveTextContent('Niemcy');
    expect(table).toHaveTextContent('Brak PESEL');
    expect(table).toHaveTextContent('ur. 12 mar 1980');
    expect(table).toHaveTextContent(/Udziały: 60\s?%/);
    expect(within(table).getByText('Nie złożono')).toHaveClass('MuiChip-label');
  });

  it('marks what is required, asks for a PESEL or a date of birth and for control, and stores country codes', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answering([]));
    open();
    await user.click(await screen.findByRole('button', { name: 'Add beneficial owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add beneficial owner' });
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'PESEL' })).not.toBeRequired();
    expect(
      within(dialog).getByText(
        'PESEL, or the date of birth when there is none: screening needs one of them',
      ),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Olena');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Kowal');
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficial owner' }));
    expect(
      await within(dialog).findByText('Give the PESEL or, when there is none, the date of birth'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Give the share, the votes or another form of control'),
    ).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);

    typeDate('Date of birth', '1980-03-12', { within: dialog });
    const citizenship = within(dialog).getByRole('combobox', { name: 'Citizenship' });
    await user.type(citizenship, 'ukr');
    await user.click(await screen.findByRole('option', { name: /^Ukraine/ }));
    await user.type(citizenship, 'PL');
    await user.click(await screen.findByRole('option', { name: /^Poland/ }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Country of residence' }), 'germ');
    await user.click(await screen.findByRole('option', { name: /^Germany/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Votes (%)' }), '25,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficial owner' }));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toEqual({
      first_name: 'Olena',
      last_name: 'Kowal',
      birth_date: '1980-03-12',
      citizenships: ['UA', 'PL'],
      accommodation_address: { country: 'DE' },
      votes: '25.5',
    });
  });

  it('clears what was emptied when changing an owner, and keeps the rest of the address', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answering(owners));
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Change Jan Kowalski' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change beneficial owner' });
    const citizenship = within(dialog).getByRole('combobox', { name: 'Citizenship' });
    // The stored codes are shown by name.
    expect(within(dialog).getByRole('button', { name: 'Ukraine' })).toBeInTheDocument();
    await user.click(citizenship);
    await user.keyboard('{Backspace}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Votes (%)' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /save the changes/ })).getByRole('button', {
        name: 'Save',
      }),
    );
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toEqual({
      code: 'person000001',
      first_name: 'Jan',
      last_name: 'Kowalski',
      pesel: '44051401359',
      birth_date: null,
      citizenships: ['PL'],
      accommodation_address: { city: 'Berlin', country: 'DE' },
      document: null,
      pep: false,
      share: '60.00',
      votes: '30',
      other_control: null,
    });
  });
});

describe('the board members of a company', () => {
  it('mark the function as required and ask for a PESEL or a date of birth', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answering([]));
    open('board_member');
    await user.click(
      await screen.findByRole('button', { name: 'Add board member' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add board member' });
    expect(within(dialog).getByRole('textbox', { name: 'Function' })).toBeRequired();
    expect(within(dialog).queryByRole('textbox', { name: 'Votes (%)' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Document type' })).toBeInTheDocument();
  });
});
