import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { today } from '../components/history-event-form-values';
import { HistoryEventCreatePage } from './history-event-create-page';
import { mockApi } from '../../../test/mock-api';
import { dateInput, shownDate } from '../../../test/dates';

const fetchMock = mockApi();

const TRANSACTION = 'trans00000001';
const transaction = {
  code: TRANSACTION,
  type: 'buyer',
  status: 'draft',
  amount: '10000.5',
  currency: 'USD',
  eur: { amount_eur: null, rate_table: null, rate_date: null, rate: null, eur_rate: null },
  booked_at: '2026-11-20T10:00:00.000Z',
  payment_date: null,
  payment_method: null,
  country_of_order: null,
  description: null,
  risk_level: 'pending',
  giif_report: null,
  parties: [],
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function answer(url: string, init?: RequestInit) {
  if (url === `/int/transactions/${TRANSACTION}`) return jsonResponse(200, transaction);
  if (url === '/int/history-events' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    return jsonResponse(201, {
      ...body,
      code: 'event00000009',
      party: null,
      transaction: { code: TRANSACTION, display_name: 'Purchase 10,000.5 USD' },
      comments: 0,
      editable: true,
      created_by: 'anna@kantor.pl',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
  }
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

describe('adding an event', () => {
  it('links the transaction of the URL, asks to confirm and opens the new event', async () => {
    fetchMock.mockImplementation(answer);
    const view = renderRoutes(
      [
        { path: '/dashboard/history-event-list/create', element: <HistoryEventCreatePage /> },
        { path: '/dashboard/history-event-list/:code', element: <p>detail</p> },
      ],
      `/dashboard/history-event-list/create?transaction=${TRANSACTION}`,
    );
    expect(await screen.findByText('Purchase 10,000.5 USD', {}, { timeout: 5000 })).toBeVisible();
    expect(dateInput(/^Date/)).toHaveValue(shownDate(today()));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Meeting with the customer');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Bank statements received.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Meeting with the customer')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(view.location().pathname).toBe('/dashboard/history-event-list/event00000009'),
    );
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      type: 'meeting',
      occurred_on: today(),
      title: 'Meeting with the customer',
      description: 'Bank statements received.',
      transaction_code: TRANSACTION,
    });
  });
});
