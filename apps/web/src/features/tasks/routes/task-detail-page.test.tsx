import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { code, sessionAnswer, task } from './task.fixtures';
import { TaskDetailPage } from './task-detail-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = code('task', 1);
const stored = task(1, {
  overdue: true,
  due_date: '2026-11-01',
  transaction: { code: code('trans', 1), display_name: '10000.5 USD' },
  alert: { code: code('alert', 1), display_name: 'Sanctions hit' },
});

function answer(url: string, init?: RequestInit) {
  const session = sessionAnswer(url);
  if (session) return jsonResponse(200, session);
  if (url === `/int/tasks/${CODE}/status`) {
    const { status } = JSON.parse(String(init!.body));
    return jsonResponse(200, { ...stored, status, overdue: false, allowed_statuses: [] });
  }
  if (url === `/int/tasks/${CODE}/comments`) return jsonResponse(200, { items: [] });
  if (url === `/int/tasks/${CODE}`) return jsonResponse(200, stored);
  return jsonResponse(404, { code: 'not_found', message: 'Task not found', statusCode: 404 });
}

const open = (taskCode = CODE) =>
  renderRoutes(
    [{ path: '/dashboard/tasks/:code', element: <TaskDetailPage /> }],
    `/dashboard/tasks/${taskCode}`,
  );

describe('a task', () => {
  it('shows its status, priority, overdue mark and the records it concerns', async () => {
    fetchMock.mockImplementation(answer);
    open();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Ask for the source of funds 1' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    // The priority as a chip in the header and among the data.
    expect(screen.getAllByText('Normal')).toHaveLength(2);
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska-Żółkiewska 1' })).toHaveAttribute(
      'href',
      '/dashboard/parties/party00000001',
    );
    expect(screen.getByRole('link', { name: '10000.5 USD' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/trans00000001',
    );
    expect(screen.getByRole('link', { name: 'Sanctions hit' })).toHaveAttribute(
      'href',
      '/dashboard/alerts/alert00000001',
    );
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('moves it only to the statuses the API allows, through its status endpoint', async () => {
    fetchMock.mockImplementation(answer);
    open();
    const done = await screen.findByRole('button', { name: 'Mark as done' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Mark as in progress' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel the task' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mark as new' })).toBeNull();

    await userEvent.click(done);
    expect(await screen.findByText('The task is now: Done')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(call[0]).toBe(`/int/tasks/${CODE}/status`);
    expect(JSON.parse(String(call[1].body))).toEqual({ status: 'done' });
  });

  it('says the page does not exist for an unknown code', async () => {
    fetchMock.mockImplementation(answer);
    open(code('task', 404));
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
