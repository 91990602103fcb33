import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { alertCode, buildAlert, members, user } from './alert-fixtures';
import { AlertsPage } from './alerts-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const page = {
  items: [
    buildAlert(1, {
      severity: 'critical',
      due_date: '2026-11-01',
      overdue: true,
      assignee: { code: 'user00000002', email: 'jan@kantor.pl' },
      transaction: { code: 'trans00000001', display_name: 'Purchase 100 USD' },
    }),
    buildAlert(2, { status: 'closed_false_positive', source: 'sanctions_screening' }),
    buildAlert(3, { severity: 'low', status: 'escalated', party: null }),
  ],
  total: 3,
};

function answer(url: string, init?: RequestInit) {
  if (url === '/int/user') return jsonResponse(200, user);
  if (url === '/int/alerts' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    return jsonResponse(201, buildAlert(9, { ...body, source: 'manual' }));
  }
  if (url === '/int/teams/team00000001/members') return jsonResponse(200, members);
  if (url === '/int/alerts/group-status-update') return jsonResponse(200, { ok: true });
  if (url.startsWith('/int/alerts')) return jsonResponse(200, page);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (path = '/dashboard/alerts') =>
  renderRoutes(
    [
      { path: '/dashboard/alerts', element: <AlertsPage /> },
      { path: '/dashboard/alerts/:code', element: <p>detail</p> },
    ],
    path,
  );

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/alerts');

const firstTitle = () =>
  screen.findByRole('link', { name: 'Cash purchases above the threshold 1' }, { timeout: 5000 });

describe('the alerts list', () => {
  it('shows alerts with their severity, status, links and overdue mark', async () => {
    fetchMock.mockImplementation(answer);
    open();
    expect(await firstTitle()).toHaveAttribute('href', `/dashboard/alerts/${alertCode(1)}`);
    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(first!).getByText('Critical')).toBeInTheDocument();
    expect(within(first!).getByText('New')).toBeInTheDocument();
    // The source waits behind the Columns button: the list fits a 1440 px screen without it.
    expect(within(first!).queryByText('Rule result')).toBeNull();
    expect(within(first!).getByText('Overdue')).toBeInTheDocument();
    expect(within(first!).getByText('jan@kantor.pl')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Purchase 100 USD' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/trans00000001',
    );
    expect(within(first!).getByRole('link', { name: 'Anna Nowak 1' })).toHaveAttribute(
      'href',
      '/dashboard/parties/party00000001',
    );
    expect(within(second!).getByText('Closed – false positive')).toBeInTheDocument();
    expect(within(third!).getByText('Escalated')).toBeInTheDocument();
    expect(within(third!).queryByText('Overdue')).toBeNull();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      page: '0',
      page_size: '25',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Source' }));
    const [, shownFirst, shownSecond] = screen.getAllByRole('row');
    expect(within(shownFirst!).getByText('Rule result')).toBeInTheDocument();
    expect(within(shownSecond!).getByText('Sanctions screening')).toBeInTheDocument();
  });

  it('sends the filters of the URL in the query string and keeps new ones in the URL', async () => {
    fetchMock.mockImplementation(answer);
    const view = open(
      '/dashboard/alerts?text=cash&open=true&severity=high&source=manual&assignee=me' +
        '&created_from=2026-01-01&created_to=2026-12-31',
    );
    await firstTitle();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      text: 'cash',
      open: 'true',
      severity: 'high',
      source: 'manual',
      assignee: 'me',
      created_from: '2026-01-01',
      created_to: '2026-12-31',
      page: '0',
      page_size: '25',
    });

    // Choosing one status replaces "open", in the URL and in the query.
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Escalated' }));
    await waitFor(() => expect(view.location().search).toContain('status=escalated'));
    expect(view.location().search).not.toContain('open=');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('status')).toBe('escalated'));
    expect(listCalls().at(-1)!.searchParams.has('open')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('assignee')).toBe('none'));
  });

  it('changes the status of the selection, asking for the resolution note when closing', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await firstTitle();
    const boxes = screen.getAllByRole('checkbox', { name: /Select row/ });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    expect(await screen.findByText('2 alerts selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 2 alerts' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed – false positive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await within(dialog).findByText(
        'Write a resolution note: closing an alert needs the reason for the decision.',
      ),
    ).toBeInTheDocument();
    const posted = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/int/alerts/group-status-update');
    expect(posted()).toHaveLength(0);

    const userCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/int/user').length;
    const before = userCalls();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Resolution note/ }));
    await userEvent.paste('The customer is a different person.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![1].method).toBe('POST');
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({
      codes: [alertCode(1), alertCode(3)],
      status: 'closed_false_positive',
      resolution_note: 'The customer is a different person.',
    });
    expect(await screen.findByText('The status of 2 alerts has been changed')).toBeVisible();
    // The drawer's count of new alerts is fetched again at once.
    await waitFor(() => expect(userCalls()).toBeGreaterThan(before));
  });

  it('raises an alert by hand, requiring its title and explanation, and opens it', async () => {
    fetchMock.mockImplementation(answer);
    const view = open();
    await firstTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Raise alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise alert' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise alert' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('Customer refused to name the source of funds');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Explanation/ }));
    await userEvent.paste('Asked twice at the counter.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Severity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: /Jan Kowalski/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise alert' }));

    await waitFor(() => expect(view.location().pathname).toBe(`/dashboard/alerts/${alertCode(9)}`));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      title: 'Customer refused to name the source of funds',
      explanation: 'Asked twice at the counter.',
      severity: 'high',
      assignee_code: 'user00000002',
    });
  });
});
