import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { RiskAssessmentRecordsPage } from './risk-assessment-records-page';
import {
  buildAssessment,
  buildTransactionAssessment,
  OVERRIDE,
  PARTY_CODE,
  TRANSACTION_CODE,
} from './risk-fixtures';
import { userWithRole } from '../../../test/session-user';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const recordCode = (n: number) => `rass${String(n).padStart(8, '0')}`;
const page = {
  items: [
    buildAssessment({ code: recordCode(1), level: 'normal', override: OVERRIDE }),
    buildAssessment({
      code: recordCode(2),
      level: 'low',
      computed_level: 'low',
      party: { code: 'party00000008', display_name: 'Jan Kowalski' },
    }),
    buildAssessment({ code: recordCode(3), party: null }),
    buildTransactionAssessment({ code: recordCode(4) }),
  ],
  total: 4,
};

function answering({ role = 'admin', list = page } = {}) {
  return (url: string) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/risk-assessment-records/group/delete') return jsonResponse(200, { ok: true });
    if (url.startsWith('/int/risk-assessment-records')) return jsonResponse(200, list);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = (path = '/dashboard/risk-assessment-records') =>
  renderRoutes(
    [
      { path: '/dashboard/risk-assessment-records', element: <RiskAssessmentRecordsPage /> },
      { path: '/dashboard/risk-assessment-records/:code', element: <p>record</p> },
    ],
    path,
  );

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/risk-assessment-records');

const firstRecord = () => screen.findByRole('link', { name: recordCode(1) }, { timeout: 5000 });

describe('the risk assessment records list', () => {
  it('shows each record with its party, level, computed level, override and rule set version', async () => {
    fetchMock.mockImplementation(answering());
    open();
    expect(await screen.findByRole('heading', { name: 'Risk assessment records' })).toBeVisible();
    expect(await firstRecord()).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records/${recordCode(1)}`,
    );
    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(first!).getByRole('link', { name: /Galeria Sztuki/ })).toHaveAttribute(
      'href',
      `/dashboard/parties/${PARTY_CODE}?tab=risk`,
    );
    expect(first).toHaveTextContent('Party:');
    expect(within(first!).getByText('Normal risk')).toBeInTheDocument();
    expect(within(first!).getByText('High risk')).toBeInTheDocument();
    expect(within(first!).getByText('overridden by anna@kantor.pl')).toBeInTheDocument();
    expect(within(first!).getByText('Default rule set, version 3')).toBeInTheDocument();
    expect(within(second!).queryByText(/overridden by/)).toBeNull();
    expect(within(third!).getByText('The party or transaction no longer exists')).toBeVisible();
    expect(screen.getByText('Displaying 1–4 of 4')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      page: '0',
      page_size: '25',
    });
  });

  it('sends the filters of the URL and keeps new ones in the URL', async () => {
    fetchMock.mockImplementation(answering());
    const view = open(
      `/dashboard/risk-assessment-records?text=Galeria&party_code=${PARTY_CODE}&level=high` +
        '&overridden=true&created_from=2026-01-01&created_to=2026-12-31&page=1',
    );
    await firstRecord();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      text: 'Galeria',
      party_code: PARTY_CODE,
      level: 'high',
      overridden: 'true',
      created_from: '2026-01-01',
      created_to: '2026-12-31',
      page: '1',
      page_size: '25',
    });
    expect(screen.getByText(`Party ${PARTY_CODE}`)).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Set by' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'The rules (not overridden)' }),
    );
    await waitFor(() => expect(view.location().search).toContain('overridden=false'));
    // A new filter starts on the first page.
    expect(view.location().search).not.toContain('page=1');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('overridden')).toBe('false'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Risk level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unacceptable' }));
    await waitFor(() =>
      expect(listCalls().at(-1)!.searchParams.get('level')).toBe('non_acceptable'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location().search).toBe(''));
  });

  it('shows transaction records with their transaction, and filters by subject in the URL', async () => {
    fetchMock.mockImplementation(answering());
    const view = open(`/dashboard/risk-assessment-records?transaction_code=${TRANSACTION_CODE}`);
    await firstRecord();
    const fourth = screen.getAllByRole('row')[4]!;
    expect(fourth).toHaveTextContent('Transaction:');
    expect(within(fourth).getByRole('link', { name: '70000 PLN, 2026-11-20' })).toHaveAttribute(
      'href',
      `/dashboard/transactions/${TRANSACTION_CODE}?tab=risk`,
    );
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toMatchObject({
      transaction_code: TRANSACTION_CODE,
    });
    expect(screen.getByText(`Transaction ${TRANSACTION_CODE}`)).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Assessed' }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Parties and transactions', 'Parties', 'Transactions']);
    await userEvent.click(within(options).getByRole('option', { name: 'Transactions' }));
    await waitFor(() => expect(view.location().search).toContain('subject=transaction'));
    await waitFor(() =>
      expect(listCalls().at(-1)!.searchParams.get('subject')).toBe('transaction'),
    );

    // The chip is removed from the keyboard as from its delete icon.
    screen.getByRole('button', { name: `Transaction ${TRANSACTION_CODE}` }).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(view.location().search).not.toContain('transaction_code'));
  });

  it('deletes a selection after a confirmation naming the count', async () => {
    fetchMock.mockImplementation(answering());
    open();
    await firstRecord();
    const boxes = await screen.findAllByRole('checkbox', { name: /Select row/ });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(await screen.findByText('2 records selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete risk assessment records' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 records?');
    const deletes = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/int/risk-assessment-records/group/delete');
    expect(deletes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]![1].method).toBe('DELETE');
    expect(JSON.parse(String(deletes()[0]![1].body))).toEqual({
      codes: [recordCode(1), recordCode(2)],
    });
    expect(await screen.findByText('2 records deleted')).toBeVisible();
  });

  it('offers no selection to members who may not delete', async () => {
    fetchMock.mockImplementation(answering({ role: 'all_viewer_member' }));
    open();
    await firstRecord();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/int/user')).toBe(true),
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('says why the list is empty, and in Polish counts with Polish plurals', async () => {
    fetchMock.mockImplementation(answering({ list: { items: [], total: 0 } }));
    open();
    expect(
      await screen.findByText(/No risk assessment records yet/, undefined, { timeout: 5000 }),
    ).toBeVisible();

    fetchMock.mockImplementation(answering());
    await i18n.changeLanguage('pl');
    open('/dashboard/risk-assessment-records?level=high');
    await firstRecord();
    const boxes = await screen.findAllByRole('checkbox', { name: /Zaznacz wiersz|Select row/ });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(await screen.findByText('Wybrano 2 rekordy')).toBeInTheDocument();
  });
});
