import type { GiifQueue, GiifSchemaList } from '@aml/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildQueue, buildQueueItem, CASH_SCHEMA, code, NO_SCHEMAS } from '../giif.fixtures';
import { GiifOverviewPage } from './giif-overview-page';

const fetchMock = mockApi();

// Sent in no particular order: the page shows the overdue first, then by deadline.
const QUEUE = buildQueue([
  buildQueueItem(1, { days_left: 5, due_on: '2026-11-27', issue_count: 3 }),
  buildQueueItem(2, {
    days_left: -3,
    due_on: '2026-11-19',
    template_type: 'transfer',
    file: { code: code('giiff', 7), state: 'exported' },
  }),
  buildQueueItem(3, { days_left: 0, due_on: '2026-11-22', amount_eur: null }),
  buildQueueItem(4, { days_left: 1, due_on: '2026-11-23', template_type: null }),
]);

function answering({
  queue = QUEUE,
  schemas = NO_SCHEMAS,
}: { queue?: GiifQueue; schemas?: GiifSchemaList } = {}) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
    if (url === '/int/giif/queue') return jsonResponse(200, queue);
    if (url === '/int/giif/schemas') return jsonResponse(200, schemas);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/giif-transaction', element: <GiifOverviewPage /> }],
    '/dashboard/giif-transaction',
  );

const queueRows = async (name = 'All transactions to report') => {
  const grid = await screen.findByRole('grid', { name });
  await within(grid).findByRole('link', { name: code('trans', 1) }, { timeout: 5000 });
  // The header row first.
  return within(grid).getAllByRole('row').slice(1);
};

describe('the reports to GIIF', () => {
  it('count each template with its overdue reports and next deadline, linking to its queue', async () => {
    answering();
    open();
    const cards = await screen.findByRole('list', { name: 'Transactions to report by template' });
    const card = (name: RegExp) => within(cards).getByRole('link', { name });
    expect(card(/^Cash deposits and withdrawals/)).toHaveAttribute(
      'href',
      '/dashboard/giif/transaction/cash',
    );
    expect(card(/^Cash deposits and withdrawals/)).toHaveTextContent(
      /2 transactions to report.*None overdue.*Next deadline: 22 Nov 2026/,
    );
    expect(card(/^Transfers/)).toHaveTextContent(/1 transaction to report.*1 overdue/);
    expect(card(/^Currency purchase and sale/)).toHaveTextContent(
      /0 transactions.*Nothing waiting/,
    );
    expect(card(/^Kind not chosen yet/)).toHaveAttribute(
      'href',
      '/dashboard/giif/transaction/unassigned',
    );
  });

  it('list the queue overdue first, each deadline in words, what is missing and its file', async () => {
    answering();
    open();
    const rows = await queueRows();
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      code('trans', 2),
      code('trans', 3),
      code('trans', 4),
      code('trans', 1),
    ]);
    const [overdue, today, tomorrow, later] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(overdue).getByText('Overdue by 3 days')).toBeInTheDocument();
    expect(within(overdue).getByText('19 Nov 2026')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: code('giiff', 7) })).toHaveAttribute(
      'href',
      `/dashboard/giif-upload/${code('giiff', 7)}`,
    );
    expect(within(overdue).getByText('Exported')).toBeInTheDocument();
    expect(within(today).getByText('Due today')).toBeInTheDocument();
    expect(within(today).getByText('pending the NBP rate')).toBeInTheDocument();
    expect(within(tomorrow).getByText('1 day left')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Kind not chosen yet')).toBeInTheDocument();
    expect(within(later).getByText('5 days left')).toBeInTheDocument();
    expect(within(later).getByText('3 data missing')).toBeInTheDocument();
    expect(within(later).getByText('70,000 PLN')).toBeInTheDocument();
    expect(within(later).getByText('16,000.00 EUR')).toBeInTheDocument();
    expect(within(later).getByText('Anna Wiśniewska 1')).toBeInTheDocument();
    expect(within(today).getByText('Complete')).toBeInTheDocument();
    // The code leads to the transaction's report.
    expect(within(later).getByRole('link', { name: code('trans', 1) })).toHaveAttribute(
      'href',
      `/dashboard/transactions/${code('trans', 1)}?tab=giif`,
    );
  });

  it('says plainly that no official schema is installed', async () => {
    answering();
    open();
    const notice = await screen.findByRole('alert', { name: 'GIIF schemas' });
    expect(notice).toHaveTextContent(
      "No official GIIF schema is installed: files are checked by the application's rules only.",
    );
  });

  it('names the schemas installed, and the templates still checked by the rules only', async () => {
    answering({ schemas: CASH_SCHEMA });
    open();
    const notice = await screen.findByRole('alert', { name: 'GIIF schemas' });
    expect(notice).toHaveTextContent('Cash deposits and withdrawals: version 1.0.2 (schemat.xsd)');
    expect(notice).toHaveTextContent(
      "Transfers: not installed, checked by the application's rules only",
    );
    expect(notice).not.toHaveTextContent('Identification form');
  });

  it('says when nothing is waiting, and speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    answering({ queue: { items: [], counts: [] } });
    open();
    expect(
      await screen.findByText('Żadna transakcja nie czeka na zgłoszenie.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zgłoszenia do GIIF', level: 1 })).toBeVisible();
    const cards = screen.getByRole('list', { name: 'Transakcje do zgłoszenia według wzoru' });
    expect(within(cards).getAllByRole('link')).toHaveLength(3);
    expect(
      within(cards).getByRole('link', { name: /^Wpłaty i wypłaty gotówkowe/ }),
    ).toHaveTextContent('0 transakcji do zgłoszenia');
  });

  it('counts the deadlines in Polish plural forms', async () => {
    await i18n.changeLanguage('pl');
    answering({
      queue: buildQueue([
        buildQueueItem(1, { days_left: -1 }),
        buildQueueItem(2, { days_left: 3, issue_count: 2 }),
        buildQueueItem(3, { days_left: 5, issue_count: 5 }),
        buildQueueItem(4, { days_left: 1, issue_count: 1 }),
      ]),
    });
    open();
    const rows = await queueRows('Wszystkie transakcje do zgłoszenia');
    expect(within(rows[0]!).getByText('1 dzień po terminie')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Został 1 dzień')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Brak 1 danej')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Zostały 3 dni')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Brak 2 danych')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Zostało 5 dni')).toBeInTheDocument();
  });
});
