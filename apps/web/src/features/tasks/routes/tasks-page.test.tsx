import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { code, sessionAnswer, task, userFetches } from './task.fixtures';
import { TasksPage } from './tasks-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const page = {
  items: [
    task(1, { overdue: true, due_date: '2026-11-01', priority: 'urgent' }),
    task(2, { status: 'in_progress', assignee: null, party: null }),
    task(3, { status: 'done', due_date: null }),
  ],
  total: 42,
};

const refused = {
  code: 'status_transition_not_allowed',
  message: 'The task task00000003 cannot go from done to done',
  statusCode: 409,
};

function answer(url: string) {
  const session = sessionAnswer(url);
  if (session) return jsonResponse(200, session);
  if (url.startsWith('/int/tasks/group-status-update')) return jsonResponse(409, refused);
  if (url.startsWith('/int/tasks')) return jsonResponse(200, page);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/tasks');

const open = (path = '/dashboard/tasks') =>
  renderRoutes([{ path: '/dashboard/tasks', element: <TasksPage /> }], path);

const firstTitle = () =>
  screen.findByRole('link', { name: 'Ask for the source of funds 1' }, { timeout: 5000 });

describe('the tasks list', () => {
  it('shows tasks linking to them, their status, priority, party and the overdue ones', async () => {
    fetchMock.mockImplementation(answer);
    open();
    const title = await firstTitle();
    expect(title).toHaveAttribute('href', '/dashboard/tasks/task00000001');
    // A title says what the task is about: not cut at 20 characters as names are.
    expect(title).not.toHaveStyle({ maxWidth: '20ch' });
    expect(title).toHaveTextContent('Ask for the source of funds 1');
    // The party beside it is a name: cut at 20 characters on screen, whole in the link.
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska-Żółkiewska 1' })).toHaveStyle({
      maxWidth: '20ch',
    });
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska-Żółkiewska 1' })).toHaveAttribute(
      'href',
      '/dashboard/parties/party00000001',
    );
    const rows = screen.getAllByRole('row');
    const overdue = rows.find((row) => within(row).queryByText('Ask for the source of funds 1'))!;
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Urgent')).toBeInTheDocument();
    // Only the overdue task says so.
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Displaying 1–25 of 42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute(
      'href',
      '/dashboard/tasks/create',
    );
    expect(listCalls()[0]!.search).toBe('?page=0&page_size=25');
  });

  it('sends the filters of the URL, and puts a changed filter in the URL', async () => {
    fetchMock.mockImplementation(answer);
    const view = open('/dashboard/tasks?text=funds&status=in_progress&priority=urgent&assignee=me');
    await firstTitle();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      text: 'funds',
      status: 'in_progress',
      priority: 'urgent',
      assignee: 'me',
      page: '0',
      page_size: '25',
    });

    await userEvent.click(screen.getByLabelText('Overdue only'));
    await waitFor(() => expect(view.location().search).toContain('overdue=true'));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('overdue')).toBe('true'));
    expect(listCalls().at(-1)!.searchParams.get('status')).toBe('in_progress');
  });

  it('changes the status of the selection as a group, and shows why it was refused', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await firstTitle();
    const boxes = screen.getAllByRole('checkbox', { name: /Select row/ });
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    expect(await screen.findByText('2 tasks selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));

    expect(await screen.findByText('This status change is not allowed')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('group-status-update'))!;
    expect(call[1].method).toBe('POST');
    expect(JSON.parse(String(call[1].body))).toEqual({
      codes: [code('task', 2), code('task', 3)],
      status: 'done',
    });
    // Refused: the selection stays, to be changed and tried again.
    expect(screen.getByText('2 tasks selected')).toBeInTheDocument();
  });

  it('counts the selection in Polish plural forms and deletes it as a group', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? jsonResponse(200, { ok: true }) : answer(url),
    );
    open();
    await firstTitle();
    await waitFor(() => expect(userFetches(fetchMock.mock.calls)).toBe(1));
    const boxes = screen.getAllByRole('checkbox', { name: /Zaznacz wiersz|Select row/ });
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    expect(await screen.findByText('Wybrano 2 zadania')).toBeInTheDocument();
    await userEvent.click(boxes[2]!);
    expect(screen.getByText('Wybrano 3 zadania')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/usunąć 3 zadania/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto 3 zadania')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('group/delete'))!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      codes: [1, 2, 3].map((n) => code('task', n)),
    });
    // The drawer's count of new tasks is fetched again.
    await waitFor(() => expect(userFetches(fetchMock.mock.calls)).toBe(2));
  });
});
