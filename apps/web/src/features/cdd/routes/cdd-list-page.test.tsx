import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { buildParty } from '../../../test/party-fixture';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildExecution, code } from '../cdd.fixtures';
import { CddListPage } from './cdd-list-page';

const fetchMock = mockApi();

const list = {
  items: [
    buildExecution(1),
    buildExecution(2, {
      status: 'completed',
      kind: 'enhanced',
      measures_settled: 12,
      measures_total: 12,
      ended_at: '2026-11-22T10:00:00.000Z',
      next_due_date: '2026-11-05',
      overdue: true,
      allowed_statuses: [],
    }),
  ],
  total: 2,
};

function answer(url: string) {
  if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
  if (url === `/int/parties/${code('party', 1)}`) {
    return jsonResponse(200, buildParty({ code: code('party', 1), first_name: 'Anna' }));
  }
  if (url.startsWith('/int/customer-due-diligence-executions')) return jsonResponse(200, list);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/customer-due-diligence-executions');

const open = (path = '/dashboard/customer-due-diligence') =>
  renderRoutes([{ path: '/dashboard/customer-due-diligence', element: <CddListPage /> }], path);

const firstRow = () => screen.findByRole('link', { name: /Anna Wiśniewska 1/ }, { timeout: 5000 });

describe('the due diligence list', () => {
  it('links each execution, with its kind, status, progress, review date and triggers', async () => {
    fetchMock.mockImplementation(answer);
    open();
    expect(await firstRow()).toHaveAttribute(
      'href',
      `/dashboard/customer-due-diligence/${code('cdde', 1)}`,
    );
    const rows = screen.getAllByRole('row');
    const running = rows.find((row) => within(row).queryByText(/Anna Wiśniewska 1/))!;
    expect(within(running).getByText('5/7')).toBeInTheDocument();
    expect(within(running).getByText('In progress')).toBeInTheDocument();
    expect(within(running).getByText('Standard')).toBeInTheDocument();
    expect(
      within(running).getByText('New party in the register, Risk level went up'),
    ).toBeInTheDocument();
    const ended = rows.find((row) => within(row).queryByText(/Anna Wiśniewska 2/))!;
    expect(within(ended).getByText('12/12')).toBeInTheDocument();
    expect(within(ended).getByText('5 Nov 2026')).toBeInTheDocument();
    expect(within(ended).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    expect(listCalls()[0]!.search).toBe('?page=0&page_size=25');
  });

  it('sends the filters of the address, and puts a changed filter in the address', async () => {
    fetchMock.mockImplementation(answer);
    const view = open(
      `/dashboard/customer-due-diligence?party_code=${code('party', 1)}&kind=enhanced` +
        '&status=completed&due=overdue&started_from=2026-01-01&started_to=2026-12-31&page=1',
    );
    await firstRow();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      party_code: code('party', 1),
      kind: 'enhanced',
      status: 'completed',
      due: 'overdue',
      started_from: '2026-01-01',
      started_to: '2026-12-31',
      page: '1',
      page_size: '25',
    });
    // The party is named on its chip; removing the chip widens the list again.
    const chip = await screen.findByRole('button', { name: 'Party: Anna Kowalski' });
    await userEvent.type(chip, '{backspace}');
    await waitFor(() => expect(view.location().search).not.toContain('party_code'));

    await userEvent.click(screen.getByRole('combobox', { name: /Next review/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Due this month' }));
    await waitFor(() => expect(view.location().search).toContain('due=this_month'));
    // A new filter starts on the first page.
    expect(view.location().search).not.toContain('page=1');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('due')).toBe('this_month'));
    expect(listCalls().at(-1)!.searchParams.get('kind')).toBe('enhanced');
    expect(listCalls().at(-1)!.searchParams.has('party_code')).toBe(false);
  });

  it('leaves out what the API would refuse, and speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answer);
    open('/dashboard/customer-due-diligence?kind=heavy&due=someday&started_from=yesterday');
    await firstRow();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      page: '0',
      page_size: '25',
    });
    expect(screen.getByRole('heading', { name: 'Środki bezpieczeństwa finansowego' }));
    expect(screen.getByText('W toku')).toBeInTheDocument();
    expect(screen.getByText('Wzmożone')).toBeInTheDocument();
    expect(screen.getByText('Po terminie')).toBeInTheDocument();
  });
});
