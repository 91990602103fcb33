import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildSummary, code } from '../giif-notifications.fixtures';
import { GiifNotificationsPage } from './giif-notifications-page';

const fetchMock = mockApi();

// Monday 28 December 2026, 11:00 in Warsaw: only the clock of Date is held still.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-28T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const LIST = {
  items: [
    // Due at the end of Tuesday 29 December: 1 day 12 hours 59 minutes from now.
    buildSummary(1),
    // Was due at the end of Sunday 27 December.
    buildSummary(2, {
      deadline_on: '2026-12-27',
      deadline_at: '2026-12-27T22:59:59.999Z',
      subjects: { parties: 4, transactions: 2, names: ['Anna Nowak', 'Jan Kowalski', 'Ewa Lis'] },
    }),
    buildSummary(3, {
      kind: 'art86',
      state: 'sent',
      deadline_on: null,
      deadline_at: null,
      giif_receipt_at: '2026-12-28T04:00:00.000Z',
      hold_until: '2026-12-29T10:00:00.000Z',
      sent_at: '2026-12-28T04:30:00.000Z',
    }),
    // Made from a transaction's page: it names no party of its own.
    buildSummary(4, {
      kind: 'art86',
      deadline_on: null,
      deadline_at: null,
      subjects: { parties: 0, transactions: 1, names: [] },
    }),
    buildSummary(5, { state: 'sent', sent_at: '2026-12-28T08:00:00.000Z' }),
    buildSummary(6, { kind: 'art90', deadline_on: null, deadline_at: null }),
  ],
  total: 6,
};

function answering(access = { can_read: true, can_manage: true, can_manage_readers: false }) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
    if (url === '/int/giif/notifications/access') return jsonResponse(200, access);
    if (url.startsWith('/int/giif/notifications?') || url === '/int/giif/notifications') {
      return jsonResponse(200, LIST);
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/giif/notifications');

const open = (path = '/dashboard/giif-notifications') =>
  renderRoutes(
    [{ path: '/dashboard/giif-notifications', element: <GiifNotificationsPage /> }],
    path,
  );

const rowOf = async (n: number) => {
  await screen.findByRole('link', { name: code('notif', n) }, { timeout: 5000 });
  return screen.getAllByRole('row').find((row) => within(row).queryByText(code('notif', n)))!;
};

describe('the notifications to GIIF', () => {
  it("shows each clock in words: art. 74's time left, overdue in red, art. 86's hold", async () => {
    answering();
    open();
    const due = await rowOf(1);
    expect(within(due).getByText('1 d 12 h left')).toBeInTheDocument();
    expect(within(due).getByText('Art. 74 – circumstances')).toBeInTheDocument();
    expect(within(due).getByText('Draft')).toBeInTheDocument();

    const overdue = await rowOf(2);
    const late = within(overdue).getByText('Overdue by 11 h 0 min');
    expect(late.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(overdue).getByText('Anna Nowak, Jan Kowalski, Ewa Lis and 1 more')).toBeVisible();
    expect(within(overdue).getByText('4 parties, 2 transactions')).toBeVisible();

    const held = await rowOf(3);
    // The hold's end is shown as a date beside its chip, which says only the time left.
    expect(within(held).getByText('Held, 1 d 0 h left')).toBeInTheDocument();
    expect(within(held).getByText(/^29 Dec 2026, \d{2}:00$/)).toBeInTheDocument();
    const draft86 = await rowOf(4);
    expect(within(draft86).getByText('Transaction held until sent')).toBeInTheDocument();
    expect(within(draft86).getByText('0 parties, 1 transaction')).toBeInTheDocument();
    expect(within(draft86).queryByText('—')).toBeNull();
    expect(within(await rowOf(5)).getByText('Sent in time')).toBeInTheDocument();
    expect(within(await rowOf(6)).getByText('Notify immediately')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Notify GIIF' })).toHaveAttribute(
      'href',
      '/dashboard/giif-notifications/new',
    );
  });

  it('asks for the kind and state the URL filters by', async () => {
    answering();
    open('/dashboard/giif-notifications?kind=art86&state=draft');
    await rowOf(1);
    const query = listCalls().at(-1)!.searchParams;
    expect(query.get('kind')).toBe('art86');
    expect(query.get('state')).toBe('draft');
  });

  it('words the clocks in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering();
    open();
    const due = await rowOf(1);
    expect(within(due).getByText('Zostało 1 dn. 12 godz.')).toBeInTheDocument();
    expect(within(await rowOf(2)).getByText('Po terminie o 11 godz. 0 min')).toBeInTheDocument();
  });

  it('tells a member who may not see them only that they are confidential', async () => {
    answering({ can_read: false, can_manage: false, can_manage_readers: false });
    open();
    expect(
      await screen.findByText(/only the team's administrators and the members they name/),
    ).toBeVisible();
    expect(listCalls()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Notify GIIF' })).toBeNull();
  });
});
