import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { HistoryEventsPage } from './history-events-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

const event = (n: number) => ({
  code: code('event', n),
  type: 'meeting',
  occurred_on: '2026-11-20',
  title: `Meeting about the source of funds ${n}`,
  description: 'The customer brought bank statements.',
  party: { code: code('party', n), display_name: `Anna Wiśniewska-Żółkiewska ${n}` },
  transaction: n === 1 ? null : { code: code('trans', n), display_name: `Purchase 100 USD` },
  comments: n,
  editable: true,
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

const page = { items: [1, 2, 3, 4, 5].map(event), total: 42 };

function answer(url: string) {
  if (url.startsWith('/int/history-events/group/delete')) return jsonResponse(200, { ok: true });
  if (url.startsWith('/int/history-events')) return jsonResponse(200, page);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (path = '/dashboard/history-event-list') =>
  renderRoutes([{ path: '/dashboard/history-event-list', element: <HistoryEventsPage /> }], path);

describe('the events list', () => {
  it('shows events with short titles linking to them, their party and transaction', async () => {
    fetchMock.mockImplementation(answer);
    open();
    const title = await screen.findByRole(
      'link',
      { name: 'Meeting about the source of funds 1' },
      { timeout: 5000 },
    );
    expect(title).toHaveAttribute('href', '/dashboard/history-event-list/event00000001');
    // Cut at 20 characters on screen; the link holds the whole title, its name.
    expect(title).toHaveStyle({ maxWidth: '20ch', textOverflow: 'ellipsis' });
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska-Żółkiewska 2' })).toHaveAttribute(
      'href',
      '/dashboard/parties/party00000002',
    );
    expect(screen.getAllByRole('link', { name: 'Purchase 100 USD' })[0]).toHaveAttribute(
      'href',
      '/dashboard/transactions/trans00000002',
    );
    expect(screen.getByText('Displaying 1–25 of 42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add event' })).toHaveAttribute(
      'href',
      '/dashboard/history-event-list/create',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/int/history-events?page=0&page_size=25');
  });

  it('sends the filters of the URL in the query string', async () => {
    fetchMock.mockImplementation(answer);
    open('/dashboard/history-event-list?text=funds&type=decision&from=2026-01-01&to=2026-12-31');
    await screen.findByRole(
      'link',
      { name: 'Meeting about the source of funds 1' },
      { timeout: 5000 },
    );
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      text: 'funds',
      type: 'decision',
      from: '2026-01-01',
      to: '2026-12-31',
      page: '0',
      page_size: '25',
    });
  });

  it('counts the selection in Polish plural forms and deletes it as a group', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answer);
    open();
    await screen.findByRole(
      'link',
      { name: 'Meeting about the source of funds 1' },
      { timeout: 5000 },
    );
    const boxes = screen.getAllByRole('checkbox', { name: /Zaznacz wiersz|Select row/ });
    await userEvent.click(boxes[0]!);
    expect(await screen.findByText('Wybrano 1 zdarzenie')).toBeInTheDocument();
    await userEvent.click(boxes[1]!);
    expect(screen.getByText('Wybrano 2 zdarzenia')).toBeInTheDocument();
    for (const box of boxes.slice(2)) await userEvent.click(box);
    expect(screen.getByText('Wybrano 5 zdarzeń')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/usunąć 5 zdarzeń/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).startsWith('/int/history-events/group/delete'),
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('group/delete'))!;
    expect(call[1].method).toBe('DELETE');
    expect(JSON.parse(String(call[1].body))).toEqual({
      codes: [1, 2, 3, 4, 5].map((n) => code('event', n)),
    });
    expect(await screen.findByText('Usunięto 5 zdarzeń')).toBeInTheDocument();
  });
});
