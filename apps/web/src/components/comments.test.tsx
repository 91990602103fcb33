import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../test/render';
import { Comments } from './comments';
import { mockApi } from '../test/mock-api';

const fetchMock = mockApi();

const EVENT = 'event00000001';
const comment = (n: number, own: boolean, editable = own) => ({
  code: `comment0000000${n}`,
  body: `Comment number ${n}`,
  author: own ? 'anna@kantor.pl' : 'jan@kantor.pl',
  own,
  editable,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

function answer(url: string, init?: RequestInit) {
  if (url === `/int/history-events/${EVENT}/comments`) {
    // The third is the caller's, past the 12 hours their role may change it in.
    return jsonResponse(200, {
      items: [comment(1, true), comment(2, false), comment(4, true, false)],
    });
  }
  if (url === '/int/comments' && init?.method === 'POST') {
    return jsonResponse(201, comment(3, true));
  }
  if (url.startsWith('/int/comments/')) return jsonResponse(200, { ok: true });
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = () =>
  renderRoutes(
    [{ path: '/', element: <Comments entityType="history_event" entityCode={EVENT} /> }],
    '/',
  );

describe('the comments of a record', () => {
  it('adds a comment with Ctrl+Enter, sent with the record it is about', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await screen.findByText('Comment number 1');
    await userEvent.type(screen.getByLabelText('Add a comment'), '  Documents checked  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/int/comments' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/int/comments')!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      entity_type: 'history_event',
      entity_code: EVENT,
      body: 'Documents checked',
    });
    await waitFor(() => expect(screen.getByLabelText('Add a comment')).toHaveValue(''));
  });

  it('offers edit and delete on the caller’s own comments only, and deletes after asking', async () => {
    fetchMock.mockImplementation(answer);
    open();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const own = items.find((item) => within(item).queryByText('Comment number 1'))!;
    const other = items.find((item) => within(item).queryByText('Comment number 2'))!;
    const closed = items.find((item) => within(item).queryByText('Comment number 4'))!;
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    for (const item of [other, closed]) {
      expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
    }

    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
      expect(call?.[0]).toBe('/int/comments/comment00000001');
    });
  });

  it('saves an edited comment with PATCH', async () => {
    fetchMock.mockImplementation(answer);
    open();
    await screen.findByText('Comment number 1');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Edit the comment');
    await userEvent.clear(field);
    await userEvent.type(field, 'Corrected');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(call?.[0]).toBe('/int/comments/comment00000001');
      expect(JSON.parse(String(call?.[1].body))).toEqual({ body: 'Corrected' });
    });
  });
});
