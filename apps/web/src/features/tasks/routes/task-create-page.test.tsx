import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { code, sessionAnswer, task, userFetches } from './task.fixtures';
import { TaskCreatePage } from './task-create-page';
import { mockApi } from '../../../test/mock-api';
import { typeDate } from '../../../test/dates';

const fetchMock = mockApi();

const TRANSACTION = code('trans', 1);
const ALERT = code('alert', 7);
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
  const session = sessionAnswer(url);
  if (session) return jsonResponse(200, session);
  if (url === `/int/transactions/${TRANSACTION}`) return jsonResponse(200, transaction);
  if (url === '/int/tasks' && init?.method === 'POST') {
    return jsonResponse(201, task(9, { party: null }));
  }
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/dashboard/tasks/create', element: <TaskCreatePage /> },
      { path: '/dashboard/tasks/:code', element: <p>detail</p> },
    ],
    path,
  );

describe('creating a task', () => {
  it('asks for a title and sends nothing without one', async () => {
    fetchMock.mockImplementation(answer);
    open('/dashboard/tasks/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('links the transaction and alert of the URL, confirms, posts and opens the task', async () => {
    fetchMock.mockImplementation(answer);
    const view = open(`/dashboard/tasks/create?transaction=${TRANSACTION}&alert=${ALERT}`);
    expect(
      await screen.findByText('Transaction: Purchase 10,000.5 USD', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(`Alert: ${ALERT}`)).toBeVisible();

    await userEvent.type(screen.getByLabelText(/^Title/), 'Ask for the source of funds');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Bank statements.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    typeDate(/^Due date/, '2026-12-31');
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Jan Kowalski (jan@kantor.pl)' }),
    );
    await waitFor(() => expect(userFetches(fetchMock.mock.calls)).toBe(1));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ask for the source of funds')).toBeInTheDocument();
    expect(within(dialog).getByText('jan@kantor.pl')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));

    await waitFor(() => expect(view.location().pathname).toBe('/dashboard/tasks/task00000009'));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      title: 'Ask for the source of funds',
      description: 'Bank statements.',
      priority: 'urgent',
      due_date: '2026-12-31',
      assignee_code: code('user', 2),
      transaction_code: TRANSACTION,
      alert_code: ALERT,
    });
    // The drawer's count of new tasks follows the new task.
    await waitFor(() => expect(userFetches(fetchMock.mock.calls)).toBe(2));
  });
});
