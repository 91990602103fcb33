import type { GiifReportForm } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildReport, code } from '../giif.fixtures';
import { GiifReportTab } from './giif-report-tab';

const fetchMock = mockApi();

const TRANSACTION = code('trans', 1);
const PATH = `/int/transactions/${TRANSACTION}/giif`;

function answering(first: GiifReportForm = buildReport(), role = 'admin') {
  let report = first;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === PATH && method === 'GET') return jsonResponse(200, report);
    if (url === PATH && method === 'PUT') {
      // Saved: the report is read with its new details from then on.
      report = { ...report, details: JSON.parse(String(init!.body)) };
      return jsonResponse(200, report);
    }
    if (url.startsWith(`${PATH}/sheet.pdf?`)) {
      return new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } });
    }
    if (url === `${PATH}/correction` && method === 'POST') {
      return jsonResponse(200, { ...report, correction_requested: true, can_correct: false });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = (notify = vi.fn()) =>
  renderRoutes(
    [
      {
        path: '/dashboard/transactions/:code',
        element: <GiifReportTab code={TRANSACTION} notify={notify} />,
      },
    ],
    `/dashboard/transactions/${TRANSACTION}?tab=giif`,
  );

const issuesTable = () => screen.findByRole('table', { name: 'Issues to fix' }, { timeout: 5000 });

const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => (init.body ? JSON.parse(String(init.body)) : undefined));

describe("a transaction's GIIF report tab", () => {
  it('lists what is missing, each person’s field under their name, linked to their form', async () => {
    answering();
    open();
    const table = await issuesTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Kind of transaction',
      'Anna Kowalska: PESEL',
      'Anna Kowalska: Number of ID document',
      'Kantor Sp. z o.o.: Address › City',
    ]);
    const [kind, pesel, document, city] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(kind).toHaveTextContent('Choose the kind of transaction');
    // Fixed on this tab: no link away.
    expect(within(kind).queryByRole('link')).toBeNull();
    expect(pesel).toHaveTextContent(
      "Enter the PESEL or, when there is none, the date and country of birth on the party's form",
    );
    expect(within(pesel).getByRole('link', { name: "Open Anna Kowalska's data" })).toHaveAttribute(
      'href',
      `/dashboard/parties/${code('party', 1)}?tab=data`,
    );
    expect(document).toHaveTextContent("Enter the ID document on the party's form");
    expect(city).toHaveTextContent("Complete it on the party's form");
    expect(
      within(city).getByRole('link', { name: "Open Kantor Sp. z o.o.'s data" }),
    ).toHaveAttribute('href', `/dashboard/parties/${code('party', 2)}?tab=data`);
  });

  it('shows the deadline and reason, the persons with their roles and the filings', async () => {
    answering(
      buildReport({
        // Days ahead of any clock the tests run by.
        due_on: '2099-12-31',
        giif_id: 'KANTOR-2026-1',
        filings: [
          {
            file_code: code('giiff', 3),
            state: 'loaded',
            correction: false,
            created_at: '2026-11-21T09:00:00.000Z',
          },
        ],
      }),
    );
    open();
    await issuesTable();
    expect(screen.getByText('To be reported to GIIF by 31 Dec 2099')).toBeInTheDocument();
    expect(screen.getByText(/above the 15,000.00 EUR threshold/)).toBeInTheDocument();
    expect(screen.getByText('KANTOR-2026-1')).toBeInTheDocument();
    const persons = screen.getByRole('table', { name: 'Persons in the report' });
    expect(
      within(persons).getByRole('row', { name: /Anna Kowalska Orderer Natural person/ }),
    ).toBeInTheDocument();
    expect(
      within(persons).getByRole('row', {
        name: /Kantor Sp\. z o\.o\. Beneficiary Legal person or organisation/,
      }),
    ).toBeInTheDocument();
    const filings = screen.getByRole('table', { name: 'Filings' });
    expect(within(filings).getByRole('link', { name: code('giiff', 3) })).toHaveAttribute(
      'href',
      `/dashboard/giif-upload/${code('giiff', 3)}`,
    );
    expect(within(filings).getByText('Loaded (R)')).toBeInTheDocument();
    expect(within(filings).getByText('Original')).toBeInTheDocument();
  });

  it('saves the details after asking, a currency kind with its counter amount', async () => {
    answering();
    open();
    await issuesTable();
    const form = screen.getByRole('form', { name: 'Report details' });
    expect(within(form).queryByRole('textbox', { name: 'Counter amount' })).toBeNull();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Kind of transaction' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Currency purchase' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Counter amount' }), '3,750.50');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Counter currency' }), 'eur');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to save the changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT', PATH)).toHaveLength(1));
    expect(sent('PUT', PATH)[0]).toEqual({
      kind: 'currency_purchase',
      channel: 'branch',
      place: 'Warszawa',
      ordered_by_customer: true,
      orderer_account: null,
      beneficiary_account: null,
      counter_amount: '3750.50',
      counter_currency: 'EUR',
    });
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    // Read again with the saved details, the form keeps them and says they were saved.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === PATH)).toHaveLength(3),
    );
    expect(
      await screen.findByRole('textbox', { name: 'Counter amount' }, { timeout: 5000 }),
    ).toHaveValue('3,750.50');
    expect(screen.getByText('Data has been updated successfully')).toBeInTheDocument();
  });

  it('files a correction of a loaded report after asking', async () => {
    const notify = vi.fn();
    answering(buildReport({ issues: [], can_correct: true, in_queue: false }));
    open(notify);
    expect(
      await screen.findByText(
        'Complete: nothing is missing for the report.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'File a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a correction?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'File a correction' }));
    await waitFor(() => expect(sent('POST', `${PATH}/correction`)).toHaveLength(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Correction requested: the transaction is back in the queue',
      ),
    );
  });

  it('downloads the data sheet for keying the report in by hand, in the reader’s language', async () => {
    // jsdom does not make object URLs: the download hands the file to the browser through one.
    URL.createObjectURL = vi.fn(() => 'blob:sheet');
    URL.revokeObjectURL = vi.fn();
    answering(buildReport(), 'all_viewer_member');
    open();
    const section = await screen.findByRole(
      'region',
      { name: "Keying it in on GIIF's website" },
      { timeout: 5000 },
    );
    expect(section).toHaveTextContent("GIIF's form may order them differently");
    await userEvent.click(
      within(section).getByRole('button', { name: 'Data sheet for manual entry (PDF)' }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`${PATH}/sheet.pdf?lang=en`),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('lets a reader see the report without changing it, in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering(buildReport({ can_correct: true }), 'all_viewer_member');
    open();
    const table = await screen.findByRole(
      'table',
      { name: 'Problemy do usunięcia' },
      { timeout: 5000 },
    );
    expect(
      within(table).getByRole('rowheader', { name: 'Anna Kowalska: PESEL' }),
    ).toBeInTheDocument();
    expect(table).toHaveTextContent('Wybierz rodzaj transakcji');
    expect(
      screen.getByText('Uzupełnianie zgłoszenia wymaga prawa edycji rekordów zespołu.'),
    ).toBeInTheDocument();
    // Past its deadline (the fixture's, long gone): said so.
    expect(screen.getByText('Termin zgłoszenia do GIIF minął 27 lis 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Złóż korektę' })).toBeNull();
    // Reading is enough to print the data sheet.
    expect(
      screen.getByRole('button', { name: 'Arkusz danych do ręcznego wprowadzenia (PDF)' }),
    ).toBeEnabled();
  });
});
