import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildDetail, fatfList, ruleSetCode, user } from './rule-set-fixtures';
import { RuleSetDetailPage } from './rule-set-detail-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = ruleSetCode(1);
const current = buildDetail(1, { name: 'Kantor rules', active: true });
const older = buildDetail(1, { name: 'Kantor rules', active: true, shown_version: 2 });

function answer(input: string, init?: RequestInit) {
  const url = new URL(input, 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/int/user') return jsonResponse(200, user());
  if (url.pathname === `/int/rule-sets/${CODE}`) {
    return jsonResponse(200, url.searchParams.get('version') === '2' ? older : current);
  }
  if (url.pathname === `/int/rule-sets/${CODE}/backtests`) return jsonResponse(200, { items: [] });
  if (url.pathname.startsWith(`/int/rule-sets/${CODE}/rules/`) && method === 'PATCH') {
    return jsonResponse(200, {});
  }
  if (url.pathname === `/int/rule-sets/${CODE}/lists/fatf_call_for_action`) {
    if (method === 'PUT') {
      const body = JSON.parse(String(init!.body));
      if (body.entries.some((entry: { code: string }) => entry.code === 'XX')) {
        const index = body.entries.findIndex((entry: { code: string }) => entry.code === 'XX');
        return jsonResponse(400, {
          statusCode: 400,
          code: 'validation_failed',
          message: 'Invalid',
          details: { fields: [{ path: `entries.${index}.code`, code: 'country_invalid' }] },
        });
      }
      return jsonResponse(200, { ...fatfList, entries: body.entries });
    }
    return jsonResponse(200, fatfList);
  }
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (path = `/dashboard/rule-sets/${CODE}`) =>
  renderRoutes(
    [{ path: '/dashboard/rule-sets/:ruleSetCode', element: <RuleSetDetailPage /> }],
    path,
  );

const heading = () => screen.findByRole('heading', { name: 'Kantor rules' }, { timeout: 5000 });
const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('a rule set', () => {
  it('shows its rules in the language of the interface, with links to their pages', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    const rules = screen.getByRole('table', { name: 'Party rules' });
    expect(within(rules).getByRole('link', { name: 'Politically exposed person' })).toHaveAttribute(
      'href',
      `/dashboard/rule-sets/${CODE}/rules/rule00000001`,
    );
    // A rule the API gives no name falls back to its kind's name.
    expect(
      within(rules).getByRole('link', { name: 'Individual customer profile' }),
    ).toBeInTheDocument();
    expect(within(rules).getByRole('switch', { name: /Length of the business/ })).not.toBeChecked();
    // What each rule reads, named as the party form names it, not by field id.
    const rows = within(rules).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Party typePolitically exposed person (PEP declaration)');
    expect(rows[3]).toHaveTextContent('Party statusStart of the business relationship');
    expect(rules).not.toHaveTextContent('relation_start');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Missing data requires verification' }),
    ).toBeChecked();
    expect(
      screen.getByRole('spinbutton', { name: 'Rules pointing to normal risk that make it high' }),
    ).toHaveValue(3);

    await i18n.changeLanguage('pl');
    expect(
      await within(rules).findByRole('link', { name: 'Osoba zajmująca eksponowane stanowisko' }),
    ).toBeInTheDocument();
    expect(
      within(rules).getByRole('link', { name: 'Profil klienta indywidualnego' }),
    ).toBeVisible();
    expect(within(rules).getAllByRole('row')[2]).toHaveTextContent(
      'Typ podmiotuData urodzeniaPłeć',
    );
  });

  it('shows the transaction rules in a table of their own, with counts and what they read', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    expect(screen.getByRole('heading', { name: 'Party rules' })).toBeVisible();
    expect(screen.getByText('3 rules, 2 on')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Transaction rules' })).toBeVisible();
    expect(screen.getByText('7 rules, 6 on')).toBeVisible();
    const party = screen.getByRole('table', { name: 'Party rules' });
    expect(within(party).queryByRole('link', { name: 'Single transaction limit' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Transaction rules' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(
      within(rows[1]!).getByRole('link', { name: 'Single transaction limit' }),
    ).toHaveAttribute('href', `/dashboard/rule-sets/${CODE}/rules/rule00000102`);
    // A transaction rule's `type` is the transaction's type, not the party's.
    expect(rows[1]).toHaveTextContent(
      'Value in EURTransaction typePayment methodKind of institution (company data)',
    );
    expect(rows[0]).toHaveTextContent('No transaction data: it applies to every transaction.');
    expect(rows[4]).toHaveTextContent('Parties of the transactionRisk level of the parties');
    expect(rows[6]).toHaveTextContent(
      'Sanctions screening of the partiesSanctions screening of the description',
    );
    expect(
      within(table).getByRole('switch', { name: /Deviation from the average/ }),
    ).not.toBeChecked();
    expect(table).not.toHaveTextContent('parties.history');

    await i18n.changeLanguage('pl');
    const polish = await screen.findByRole('table', { name: 'Reguły dla transakcji' });
    expect(
      within(polish).getByRole('link', { name: 'Limit transakcji powiązanych' }),
    ).toBeVisible();
    expect(within(polish).getAllByRole('row')[3]).toHaveTextContent(
      'Wartość w EURWcześniejsze transakcje stron',
    );
    expect(screen.getByText('7 reguł, włączone: 6')).toBeVisible();
    expect(screen.getByText('3 reguły, włączone: 2')).toBeVisible();
  });

  it('turns a rule off with a PATCH and fetches the new version', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Enabled: Politically exposed person' }),
    );
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]![0]).toBe(`/int/rule-sets/${CODE}/rules/rule00000001`);
    expect(JSON.parse(String(sent('PATCH')[0]![1].body))).toEqual({ enabled: false });
    expect(
      await screen.findByText('"Politically exposed person" is off; a new version has been saved'),
    ).toBeVisible();
    const detailCalls = () =>
      fetchMock.mock.calls.filter(([url]) => url === `/int/rule-sets/${CODE}`).length;
    await waitFor(() => expect(detailCalls()).toBeGreaterThan(1));
  });

  it('shows an older version read-only, with a banner', async () => {
    fetchMock.mockImplementation(answer);
    open(`/dashboard/rule-sets/${CODE}?version=2`);
    await heading();
    expect(screen.getByText(/You are viewing version 2 of 3/)).toBeInTheDocument();
    for (const toggle of screen.getAllByRole('switch', { name: /^Enabled:/ })) {
      expect(toggle).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Rename the rule set' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Politically exposed person' })).toHaveAttribute(
      'href',
      `/dashboard/rule-sets/${CODE}/rules/rule00000001?version=2`,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Show entries of FATF call for action' }),
    );
    expect(await screen.findByText('North Korea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/lists/'));
    expect(listCall![0]).toBe(`/int/rule-sets/${CODE}/lists/fatf_call_for_action?version=2`);

    await userEvent.click(screen.getByRole('button', { name: 'Show the current version' }));
    await waitFor(() => expect(screen.queryByText(/You are viewing version/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Rename the rule set' })).toBeInTheDocument();
  });

  it('adds a list entry and saves the list, showing the server error at the entry', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit entries of FATF call for action' }),
    );
    const editor = await screen.findByRole('form', { name: 'Entries of FATF call for action' });
    expect(within(editor).getAllByRole('group', { name: /^Entry / })).toHaveLength(3);
    await userEvent.click(within(editor).getByRole('button', { name: 'Add entry' }));
    const added = within(editor).getByRole('group', { name: 'Entry 4' });
    await userEvent.type(within(added).getByRole('textbox', { name: /Code/ }), 'XX');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(
      await within(added).findByText('Use a two-letter ISO country code, e.g. PL'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(editor).getByRole('group', { name: 'Entry 1' })).not.toHaveTextContent(
      'two-letter',
    );

    const code = within(added).getByRole('textbox', { name: /Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'SY');
    await userEvent.type(within(added).getByRole('textbox', { name: 'Label (optional)' }), 'Syria');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(sent('PUT')).toHaveLength(2));
    expect(sent('PUT')[1]![0]).toBe(`/int/rule-sets/${CODE}/lists/fatf_call_for_action`);
    expect(JSON.parse(String(sent('PUT')[1]![1].body))).toEqual({
      entries: [
        { code: 'KP', label: 'North Korea' },
        { code: 'IR', label: 'Iran' },
        { code: 'MM', label: 'Myanmar' },
        { code: 'SY', label: 'Syria' },
      ],
      source: 'FATF plenary, June 2026',
      as_of: '2026-06-19',
    });
    expect(
      await screen.findByText('"FATF call for action" has been saved as a new version'),
    ).toBeVisible();
  });
});
