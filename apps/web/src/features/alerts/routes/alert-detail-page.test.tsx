import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { AlertDetailPage } from './alert-detail-page';
import { alertCode, buildAlertDetail, members, user } from './alert-fixtures';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = alertCode(7);
const alert = buildAlertDetail(7, {
  status: 'in_progress',
  severity: 'high',
  explanation: 'Three cash purchases within 24 hours:\n5,000 EUR, 5,000 EUR and 4,900 EUR.',
  due_date: '2026-11-01',
  overdue: true,
  transaction: { code: 'trans00000001', display_name: 'Purchase 14,900 EUR' },
  links: [
    { type: 'task', code: 'task00000001', label: 'Ask for the source of funds' },
    { type: 'rule_result', code: 'rres00000001', label: 'Structuring: 3 of 3 days' },
    { type: 'risk_assessment', code: 'rass00000001', label: 'Risk assessment: high' },
  ],
  allowed_statuses: ['new', 'escalated', 'closed_false_positive', 'closed_confirmed'],
  status_history: [
    { from: null, to: 'new', note: null, by: null, at: '2026-11-20T10:00:00.000Z' },
    {
      from: 'new',
      to: 'in_progress',
      note: 'Checking the statements.',
      by: 'anna@kantor.pl',
      at: '2026-11-21T09:30:00.000Z',
    },
  ],
});

function answer(url: string, init?: RequestInit) {
  if (url === '/int/user') return jsonResponse(200, user);
  if (url === '/int/teams/team00000001/members') return jsonResponse(200, members);
  if (url === `/int/alerts/${CODE}/comments`) return jsonResponse(200, { items: [], total: 0 });
  if (url === `/int/alerts/${CODE}/status` && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    return jsonResponse(200, { ...alert, ...body, allowed_statuses: ['in_progress'] });
  }
  if (url === `/int/alerts/${CODE}`) return jsonResponse(200, alert);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (code = CODE) =>
  renderRoutes(
    [{ path: '/dashboard/alerts/:code', element: <AlertDetailPage /> }],
    `/dashboard/alerts/${code}`,
  );

const heading = () =>
  screen.findByRole('heading', { name: 'Cash purchases above the threshold 7' }, { timeout: 5000 });

describe('an alert', () => {
  it('shows its explanation, the records it concerns and its status history', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    expect(screen.getByText(/Three cash purchases within 24 hours:/)).toHaveTextContent(
      'Three cash purchases within 24 hours: 5,000 EUR, 5,000 EUR and 4,900 EUR.',
    );
    expect(screen.getAllByText('High')[0]).toBeInTheDocument();
    expect(screen.getAllByText('In progress')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Overdue')[0]).toBeInTheDocument();

    const related = screen.getByRole('list', { name: 'Related records' });
    expect(within(related).getByRole('link', { name: 'Anna Nowak 7' })).toHaveAttribute(
      'href',
      '/dashboard/parties/party00000007',
    );
    expect(within(related).getByRole('link', { name: 'Purchase 14,900 EUR' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/trans00000001',
    );
    expect(
      within(related).getByRole('link', { name: 'Ask for the source of funds' }),
    ).toHaveAttribute('href', '/dashboard/tasks/task00000001');
    expect(within(related).getByRole('link', { name: 'Risk assessment: high' })).toHaveAttribute(
      'href',
      '/dashboard/risk-assessment-records/rass00000001',
    );
    // A rule result has no page of its own: it is named, not linked.
    expect(within(related).getByText('Structuring: 3 of 3 days')).toBeInTheDocument();
    expect(within(related).queryByRole('link', { name: 'Structuring: 3 of 3 days' })).toBeNull();
    expect(within(related).getByText('Rule result')).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Status history' });
    const [latest, first] = within(history).getAllByRole('listitem');
    expect(latest).toHaveTextContent('New → In progress');
    expect(latest).toHaveTextContent('Checking the statements.');
    expect(latest).toHaveTextContent('anna@kantor.pl · 21 Nov 2026');
    expect(first).toHaveTextContent('Raised as New');
    expect(first).toHaveTextContent('The system');

    // A secondary action: under "More actions", the header keeps to one row.
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Create task' })).toHaveAttribute(
      'href',
      `/dashboard/tasks/create?alert=${CODE}&party=party00000007`,
    );
  });

  it('asks for the resolution note before closing, then posts the status change', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    expect(screen.queryByRole('button', { name: 'Mark as: In progress' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as: Closed – confirmed' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change status to: Closed – confirmed',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await within(dialog).findByText(
        'Write a resolution note: closing an alert needs the reason for the decision.',
      ),
    ).toBeInTheDocument();
    const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('textbox', { name: /Resolution note/ }));
    await userEvent.paste('Reported to the GIIF.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe(`/int/alerts/${CODE}/status`);
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({
      status: 'closed_confirmed',
      resolution_note: 'Reported to the GIIF.',
    });
    expect(await screen.findByText('The status has been changed')).toBeVisible();
  });

  it('asks no note for a change that does not close the alert', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as: Escalated' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(call[1].body))).toEqual({ status: 'escalated' });
  });

  it("shows a sanctions alert's hits with their decisions, and says closing decides the others", async () => {
    const SANCTIONS = alertCode(8);
    const hit = (code: string, entry: string) => ({
      code,
      source: 'un',
      entry_id: entry,
      entry_name: 'ASLAN TEREKHOV',
      subject_name: 'Aslan Terekhov',
      score: 0.92,
      status: 'hit' as const,
      current: true,
      decision: null,
    });
    const sanctionsAlert = buildAlertDetail(8, {
      source: 'sanctions_screening',
      severity: 'critical',
      links: [
        { type: 'sanctions_hit', code: 'shit00000001', label: 'Aslan Terekhov ~ QDi.902' },
        { type: 'sanctions_hit', code: 'shit00000002', label: 'Aslan Terekhov ~ QDi.903' },
        { type: 'sanctions_hit', code: 'shit00000003', label: 'Aslan Terekhov ~ QDi.904' },
      ],
      sanctions_hits: [
        {
          ...hit('shit00000001', 'QDi.902'),
          status: 'false_positive',
          decision: {
            note: 'Other date of birth.',
            by: 'anna@kantor.pl',
            at: '2026-11-21T09:30:00.000Z',
          },
        },
        hit('shit00000002', 'QDi.903'),
        hit('shit00000003', 'QDi.904'),
      ],
    });
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === `/int/alerts/${SANCTIONS}`
        ? jsonResponse(200, sanctionsAlert)
        : url === `/int/alerts/${SANCTIONS}/comments`
          ? jsonResponse(200, { items: [], total: 0 })
          : answer(url, init),
    );
    open(SANCTIONS);
    await screen.findByRole('heading', { name: 'Cash purchases above the threshold 8' });
    const related = screen.getByRole('list', { name: 'Related records' });
    const [, decided, waiting] = within(related).getAllByRole('listitem');
    expect(decided).toHaveTextContent('Sanctions hitFalse positive');
    expect(decided).toHaveTextContent('Marked a false positive by anna@kantor.pl on 21 Nov 2026');
    expect(decided).toHaveTextContent('Other date of birth.');
    expect(waiting).toHaveTextContent('Sanctions hitAwaiting decision');
    expect(within(related).getByRole('link', { name: 'Aslan Terekhov ~ QDi.903' })).toHaveAttribute(
      'href',
      '/dashboard/parties/party00000008?tab=sanctions',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark as: Closed – false positive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Closing as a false positive also marks the alert's 2 undecided sanctions hits false positives, with this note.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await i18n.changeLanguage('pl');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Oznacz jako: Zamknięty – potwierdzony' }),
    );
    const polish = await screen.findByRole('dialog');
    expect(polish).toHaveTextContent(
      'Zamknięcie jako potwierdzony potwierdzi też 2 nierozstrzygnięte trafienia sankcyjne tego alertu, z tą notatką: wartości majątkowe trzeba zamrozić.',
    );
    await userEvent.click(within(polish).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const powiazane = screen.getByRole('list', { name: 'Powiązane rekordy' });
    expect(within(powiazane).getAllByRole('listitem')[1]).toHaveTextContent(
      'Oznaczone jako fałszywe trafienie przez anna@kantor.pl',
    );
  });

  it('says an unknown alert is not found', async () => {
    fetchMock.mockImplementation(answer);
    open('alert99999999');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
