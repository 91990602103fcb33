import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildNotification, code } from '../giif-notifications.fixtures';
import { GiifNotificationPage } from './giif-notification-page';

const fetchMock = mockApi();

// Monday 28 December 2026, 11:00 in Warsaw: only the clock of Date is held still.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-28T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());
const NOTIFICATION = code('notif', 1);

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/giif-notifications/:code', element: <GiifNotificationPage /> }],
    `/dashboard/giif-notifications/${NOTIFICATION}`,
  );

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe("a notification's page", () => {
  it("names the persons' missing art. 36 data and records GIIF's receipt", async () => {
    const draft = buildNotification(1, {
      issues: [
        {
          transaction_code: null,
          party_code: code('party', 1),
          field: 'persons.0.document.number',
          code: 'required',
        },
        {
          transaction_code: null,
          party_code: code('party', 1),
          field: 'persons.0.pesel',
          code: 'pesel_or_birth_required',
        },
        {
          transaction_code: null,
          party_code: null,
          field: 'institution',
          code: 'institution_missing',
        },
      ],
    });
    const sent = { ...draft, state: 'sent' as const, sent_at: '2026-12-28T10:00:00.000Z' };
    let current = draft;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === `/int/giif/notifications/${NOTIFICATION}/sent` && init?.method === 'POST') {
        current = { ...sent, can_manage: false };
        return jsonResponse(200, current);
      }
      if (url === `/int/giif/notifications/${NOTIFICATION}`) return jsonResponse(200, current);
      return jsonResponse(404, { code: 'not_found', message: 'x' });
    });
    const user = userEvent.setup();
    open();

    const missing = await screen.findByText(
      'Data missing before it is filed',
      {},
      { timeout: 5000 },
    );
    const box = missing.closest('[role="alert"]') as HTMLElement;
    expect(
      within(box).getByText(
        'identity document number, PESEL or date and country of birth: give the PESEL or the date and country of birth',
      ),
    ).toBeVisible();
    expect(
      within(box).getByRole('link', { name: "The institution's company data" }),
    ).toHaveAttribute('href', '/dashboard/company-data');
    expect(screen.getAllByText('1 d 12 h left').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Mark as sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as sent' });
    expect(within(dialog).getByText('A sent notification can no longer be changed.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: "GIIF's reference" }), 'GIIF/1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = JSON.parse(String((posts()[0]![1] as RequestInit).body));
    expect(body.giif_reference).toBe('GIIF/1');
    expect(Number.isNaN(Date.parse(body.giif_receipt_at))).toBe(false);
    expect(await screen.findByText('The notification has been marked as sent')).toBeVisible();
    // Sent, it no longer changes: the action is gone once the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as sent' })).toBeNull());
  });
});
