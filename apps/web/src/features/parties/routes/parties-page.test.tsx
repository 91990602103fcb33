import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { PartiesPage } from './parties-page';
import { mockApi } from '../../../test/mock-api';
import { buildParty } from '../../../test/party-fixture';

const fetchMock = mockApi();

const party = (n: number) =>
  buildParty({
    code: `party${String(n).padStart(8, '0')}`,
    risk_level: 'pending',
    first_name: 'Anna',
    last_name: `Wiśniewska-Żółkiewska ${n}`,
  });

const page = { items: [1, 2, 3, 4, 5].map(party), total: 42 };

function answer(url: string, init?: RequestInit) {
  if (url.startsWith('/int/parties/search')) {
    return jsonResponse(
      200,
      init?.body && JSON.parse(String(init.body)).text ? { items: [], total: 0 } : page,
    );
  }
  if (url.startsWith('/int/parties/group/delete')) return jsonResponse(200, { ok: true });
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

describe('the parties list', () => {
  it('searches on the server, shortens long names and says how many of how many it shows', async () => {
    fetchMock.mockImplementation(answer);
    renderRoutes([{ path: '/dashboard/parties', element: <PartiesPage /> }], '/dashboard/parties');
    // The first render also loads the parties translations.
    const link = await screen.findByRole(
      'link',
      { name: 'Anna Wiśniewska-Żółkiewska 1' },
      { timeout: 5000 },
    );
    // Cut at 20 characters on screen; the link holds the whole name, its accessible name.
    expect(link).toHaveStyle({ maxWidth: '20ch', textOverflow: 'ellipsis' });
    expect(screen.getByText('Displaying 1–25 of 42')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body).toMatchObject({ page: 0, page_size: 25 });

    await userEvent.type(screen.getByLabelText('Search'), 'Kowalski{Enter}');
    expect(await screen.findByText('No parties match these filters.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1].body))).toMatchObject({
      text: 'Kowalski',
    });
  });

  it('counts the selection in Polish plural forms and asks before deleting it', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answer);
    renderRoutes([{ path: '/dashboard/parties', element: <PartiesPage /> }], '/dashboard/parties');
    await screen.findByRole('link', { name: 'Anna Wiśniewska-Żółkiewska 1' });
    const boxes = screen.getAllByRole('checkbox', { name: /Zaznacz wiersz|Select row/ });
    await userEvent.click(boxes[0]!);
    expect(await screen.findByText('Wybrano 1 podmiot')).toBeInTheDocument();
    await userEvent.click(boxes[1]!);
    expect(screen.getByText('Wybrano 2 podmioty')).toBeInTheDocument();
    for (const box of boxes.slice(2)) await userEvent.click(box);
    expect(screen.getByText('Wybrano 5 podmiotów')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/usunąć 5 podmiotów/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).startsWith('/int/parties/group/delete')),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('group/delete'))!;
    expect(call[1].method).toBe('DELETE');
    expect(JSON.parse(String(call[1].body)).codes).toHaveLength(5);
    expect(await screen.findByText('Usunięto 5 podmiotów')).toBeInTheDocument();
  });
});
