import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildTransaction, dayText, GIIF_MARK } from './transaction-fixtures';
import { TransactionsPage } from './transactions-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const transaction = (n: number) =>
  buildTransaction(n, {
    risk_level: n === 2 ? 'high' : 'pending',
    giif_report: n === 2 ? GIIF_MARK : null,
  });

const page = { items: [1, 2, 3, 4, 5].map(transaction), total: 42, total_capped: false };

function answer(url: string, init?: RequestInit) {
  if (url.startsWith('/int/transactions/search')) {
    const capped = JSON.parse(String(init?.body ?? '{}')).status === 'accepted';
    return jsonResponse(200, capped ? { ...page, total: 10000, total_capped: true } : page);
  }
  if (url.startsWith('/int/transactions/group/delete')) return jsonResponse(200, { ok: true });
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/transactions', element: <TransactionsPage /> }],
    '/dashboard/transactions',
  );

describe('the transactions list', () => {
  it('shows amounts in the locale, the EUR value or a pending chip, and short party names', async () => {
    fetchMock.mockImplementation(answer);
    open();
    expect(
      await screen.findByRole('link', { name: /trans00000001$/ }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/dashboard/transactions/trans00000001');
    // Named by what it is, its code under the name.
    expect(screen.getByRole('link', { name: /trans00000001$/ })).toHaveTextContent(
      'Purchase 10,000.5 USDtrans00000001',
    );
    expect(screen.getAllByText('Purchase 10,000.5 USD')).toHaveLength(5);
    expect(screen.getAllByText('2,345.67 EUR')).toHaveLength(4);
    expect(screen.getByText('EUR pending')).toBeInTheDocument();
    const party = screen.getByRole('link', { name: 'Anna Wiśniewska-Żółkiewska 1' });
    expect(party).toHaveStyle({ maxWidth: '20ch', textOverflow: 'ellipsis' });
    expect(party).toHaveAttribute('href', '/dashboard/parties/party00000001');
    expect(screen.getByText('Displaying 1–25 of 42')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body).toMatchObject({ page: 0, page_size: 25 });
  });

  it('counts the selection in Polish plural forms and deletes it as a group', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answer);
    open();
    await screen.findByRole('link', { name: /trans00000001$/ }, { timeout: 5000 });
    expect(screen.getAllByText('Zakup 10 000,5 USD')).toHaveLength(5);
    expect(screen.getByText('EUR w oczekiwaniu')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox', { name: /Zaznacz wiersz|Select row/ });
    await userEvent.click(boxes[0]!);
    expect(await screen.findByText('Wybrano 1 transakcję')).toBeInTheDocument();
    await userEvent.click(boxes[1]!);
    expect(screen.getByText('Wybrano 2 transakcje')).toBeInTheDocument();
    for (const box of boxes.slice(2)) await userEvent.click(box);
    expect(screen.getByText('Wybrano 5 transakcji')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/usunąć 5 transakcji/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).startsWith('/int/transactions/group/delete'),
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('group/delete'))!;
    expect(call[1].method).toBe('DELETE');
    expect(JSON.parse(String(call[1].body))).toEqual({
      codes: [1, 2, 3, 4, 5].map((n) => `trans${String(n).padStart(8, '0')}`),
    });
    expect(await screen.findByText('Usunięto 5 transakcji')).toBeInTheDocument();
  });

  it('sends the filters of the URL and sorts by the EUR value on the server', async () => {
    fetchMock.mockImplementation(answer);
    renderRoutes(
      [{ path: '/dashboard/transactions', element: <TransactionsPage /> }],
      '/dashboard/transactions?status=accepted&eur_from=15000&sort=amount_eur&direction=asc',
    );
    await screen.findByRole('link', { name: /trans00000001$/ }, { timeout: 5000 });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({
      status: 'accepted',
      eur_from: '15000',
      sort: 'amount_eur',
      direction: 'asc',
    });
    expect(screen.getByText('Displaying 1–25 of more than 10,000')).toBeInTheDocument();
  });

  it('shows the real risk levels and the GIIF mark, and filters the transactions to report', async () => {
    fetchMock.mockImplementation(answer);
    const view = open();
    const second = await screen.findByRole('link', { name: /trans00000002$/ }, { timeout: 5000 });
    const row = second.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('High risk')).toBeInTheDocument();
    expect(within(row).getByText(`GIIF by ${dayText(GIIF_MARK.due_on)}`)).toBeInTheDocument();
    const first = screen.getByRole('link', { name: /trans00000001$/ }).closest('[role="row"]');
    expect(within(first as HTMLElement).queryByText(/GIIF by/)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'To be reported to GIIF' }));
    await waitFor(() => expect(view.location().search).toContain('giif_report=true'));
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1].body))).toMatchObject({
        giif_report: true,
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Risk level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High risk' }));
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1].body))).toMatchObject({
        giif_report: true,
        risk_level: 'high',
      }),
    );
    expect(view.location().search).toContain('risk_level=high');
  });

  it('reads the GIIF filter from the URL, in Polish too', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answer);
    renderRoutes(
      [{ path: '/dashboard/transactions', element: <TransactionsPage /> }],
      '/dashboard/transactions?giif_report=true',
    );
    await screen.findByRole('link', { name: /trans00000002$/ }, { timeout: 5000 });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({
      giif_report: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Do zgłoszenia do GIIF' })).toBeChecked();
    expect(screen.getByText(`GIIF do ${dayText(GIIF_MARK.due_on, 'pl')}`)).toBeInTheDocument();
  });
});
