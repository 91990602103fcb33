import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildFile, buildQueue, buildQueueItem, code, NO_SCHEMAS } from '../giif.fixtures';
import { GiifQueuePage } from './giif-queue-page';

const fetchMock = mockApi();

const QUEUE = buildQueue([
  buildQueueItem(1, { days_left: 4 }),
  buildQueueItem(2, { days_left: -2 }),
  buildQueueItem(3, { days_left: 2, file: { code: code('giiff', 9), state: 'draft' } }),
  buildQueueItem(4, { days_left: 6 }),
]);
const BUILT = buildFile({ code: code('giiff', 10) });

function answering(role = 'admin', queue = QUEUE) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url.startsWith('/int/giif/queue')) return jsonResponse(200, queue);
    if (url === '/int/giif/schemas') return jsonResponse(200, NO_SCHEMAS);
    if (url === '/int/giif/files' && init?.method === 'POST') return jsonResponse(201, BUILT);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = (type = 'cash') =>
  renderRoutes(
    [
      { path: '/dashboard/giif/transaction/:type', element: <GiifQueuePage /> },
      { path: '/dashboard/giif-upload/:code', element: <p>The file’s page</p> },
    ],
    `/dashboard/giif/transaction/${type}`,
  );

const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/int/giif/files' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));

const grid = async () => {
  const table = await screen.findByRole('grid', { name: 'Transactions to report' });
  await within(table).findByRole('link', { name: code('trans', 1) }, { timeout: 5000 });
  return table;
};

/** The data row of a transaction. */
const rowOf = (table: HTMLElement, n: number) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('link', { name: code('trans', n) }))!;

describe('the queue of one template', () => {
  it('asks for the cash transactions, overdue first', async () => {
    answering();
    open();
    const table = await grid();
    expect(screen.getByRole('heading', { name: 'Cash deposits and withdrawals' })).toBeVisible();
    const links = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('link')[0]!.textContent);
    expect(links).toEqual([2, 3, 1, 4].map((n) => code('trans', n)));
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/int/giif/queue'));
    expect(asked).toEqual(['/int/giif/queue?type=cash']);
  });

  it('builds a file of the selected transactions and opens it', async () => {
    answering();
    const view = open();
    const table = await grid();
    const build = screen.getByRole('button', { name: 'Build file' });
    expect(build).toBeDisabled();
    expect(screen.getByText('Select the transactions to put in the file')).toBeInTheDocument();

    // The one in an open file cannot be picked; its file is shown instead.
    const inFile = rowOf(table, 3);
    expect(within(inFile).getByRole('checkbox')).toBeDisabled();
    expect(within(inFile).getByRole('link', { name: code('giiff', 9) })).toBeInTheDocument();
    expect(within(inFile).getByText('Draft')).toBeInTheDocument();

    await userEvent.click(within(rowOf(table, 1)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(table, 2)).getByRole('checkbox'));
    expect(screen.getByText('2 transactions selected')).toBeInTheDocument();
    await userEvent.click(build);
    await waitFor(() =>
      expect(posted()).toEqual([
        { template_type: 'cash', transactions: [code('trans', 1), code('trans', 2)] },
      ]),
    );
    await waitFor(() =>
      expect(view.location().pathname).toBe(`/dashboard/giif-upload/${code('giiff', 10)}`),
    );
    expect(view.location().state).toEqual({ created: true });
  });

  it('selects all the free transactions at once', async () => {
    answering();
    open();
    const table = await grid();
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select all rows/ }));
    expect(await screen.findByText('3 transactions selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Build file' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0].transactions.sort()).toEqual([1, 2, 4].map((n) => code('trans', n)));
  });

  it('says why the file was not built, and keeps the selection', async () => {
    answering();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
      if (url.startsWith('/int/giif/queue')) return jsonResponse(200, QUEUE);
      if (url === '/int/giif/schemas') return jsonResponse(200, NO_SCHEMAS);
      if (url === '/int/giif/files' && init?.method === 'POST') {
        return jsonResponse(409, { code: 'giif_in_open_file', message: 'x', statusCode: 409 });
      }
      return jsonResponse(404, { code: 'not_found', message: 'x' });
    });
    const view = open();
    const table = await grid();
    await userEvent.click(within(rowOf(table, 4)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Build file' }));
    expect(
      await screen.findByText(
        'A transaction is already in an open file. Finish or delete that file first.',
      ),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/dashboard/giif/transaction/cash');
    expect(screen.getByText('1 transaction selected')).toBeInTheDocument();
  });

  it('lets a member without the right to edit read the queue only', async () => {
    answering('all_viewer_member');
    open();
    const table = await grid();
    expect(
      await screen.findByText(
        "You may read the queue; building files needs the right to edit the team's records.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Build file' })).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('lists the transactions whose kind is not chosen, with nothing to build', async () => {
    answering(
      'admin',
      buildQueue([
        buildQueueItem(1, { template_type: null }),
        buildQueueItem(5, { template_type: 'transfer' }),
      ]),
    );
    open('unassigned');
    const table = await grid();
    expect(screen.getByRole('heading', { name: 'Kind not chosen yet' })).toBeVisible();
    expect(screen.getByText(/open each one's GIIF report tab and choose the kind/)).toBeVisible();
    expect(within(table).queryByRole('link', { name: code('trans', 5) })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Build file' })).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/int/giif/queue'));
    expect(asked).toEqual(['/int/giif/queue']);
  });

  it('answers "not found" for a queue of no such name', async () => {
    answering();
    open('buyer');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the queue on a phone', () => {
  onPhone();

  it('picks transactions on their cards, and builds the file in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering();
    const view = open();
    const cards = await screen.findByRole(
      'list',
      { name: 'Transakcje do zgłoszenia' },
      { timeout: 5000 },
    );
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(cards).getByRole('checkbox', {
        name: `Zaznacz ${code('trans', 3)} (już w otwartym pliku)`,
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(cards).getByRole('checkbox', { name: `Zaznacz ${code('trans', 4)}` }),
    );
    expect(screen.getByText('Zaznaczono 1 transakcję')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' }));
    expect(screen.getByText('Zaznaczono 3 transakcje')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zbuduj plik' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() =>
      expect(view.location().pathname).toBe(`/dashboard/giif-upload/${code('giiff', 10)}`),
    );
  });
});
