import type { ReportsList } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { ReportsPage } from './reports-page';

const fetchMock = mockApi();

type Report = ReportsList['items'][number];

const FILE = 'giiff00000001';
const REPORT = 'regrp00000001';
const UNATTACHED = 'regrp00000002';
const NOTIFICATION = 'notif00000001';
const CDD = 'cddex00000001';
const PARTY = 'party00000001';

const report = (fields: Partial<Report> & Pick<Report, 'kind' | 'code'>): Report => ({
  title: '',
  party_code: null,
  state: null,
  giif_file: null,
  notification: null,
  cdd: null,
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-21T09:00:00.000Z',
  ...fields,
});

/**
 * Newest first, as the API gives them: a file for GIIF, a registries report, a due diligence
 * execution, a notification and another registries report.
 */
const LIST: ReportsList = {
  items: [
    report({
      kind: 'giif_file',
      code: FILE,
      title: 'GIIF cash (12)',
      state: 'loaded',
      giif_file: { template_type: 'cash', transaction_count: 12 },
      created_at: '2026-11-22T08:00:00.000Z',
    }),
    report({
      kind: 'registries_report',
      code: REPORT,
      title: 'Kantor Złoty Róg sp. z o.o. (NIP 5261040828)',
      party_code: PARTY,
    }),
    report({
      kind: 'cdd',
      code: CDD,
      title: 'Fundacja Rozwoju',
      party_code: PARTY,
      cdd: { kind: 'enhanced', status: 'completed', ended_at: '2026-11-21T08:00:00.000Z' },
      created_at: '2026-11-20T15:00:00.000Z',
    }),
    report({
      kind: 'giif_notification',
      code: NOTIFICATION,
      title: 'Jan Kowalski',
      notification: { kind: 'art86', state: 'sent' },
      created_at: '2026-11-20T12:00:00.000Z',
    }),
    report({
      kind: 'registries_report',
      code: UNATTACHED,
      title: 'Jan Kowalski (NIP 1234563218)',
      created_by: null,
      created_at: '2026-11-20T10:00:00.000Z',
    }),
  ],
  total: 5,
};

function answering(list: ReportsList | { status: number; body: unknown } = LIST) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
    if (url === `/int/customer-due-diligence-executions/${CDD}/pdf`) {
      return new Response(new Blob(['%PDF-1.4']), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }
    if (url.startsWith('/int/reports/list')) {
      return 'status' in list ? jsonResponse(list.status, list.body) : jsonResponse(200, list);
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/reports/list');

const open = (path = '/dashboard/reports') =>
  renderRoutes([{ path: '/dashboard/reports', element: <ReportsPage /> }], path);

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name }))!;

beforeEach(() => {
  // jsdom does not make object URLs: the download hands the file to the browser through one.
  URL.createObjectURL = vi.fn(() => 'blob:cdd');
  URL.revokeObjectURL = vi.fn();
});

describe('the reports', () => {
  it('link each report to its page by kind, a registries report to its party', async () => {
    answering();
    open();
    const file = await screen.findByRole(
      'link',
      { name: 'Cash deposits and withdrawals: 12 transactions' },
      { timeout: 5000 },
    );
    expect(file).toHaveAttribute('href', `/dashboard/giif-upload/${FILE}`);
    const registries = screen.getByRole('link', {
      name: 'Kantor Złoty Róg sp. z o.o. (NIP 5261040828)',
    });
    expect(registries).toHaveAttribute('href', `/dashboard/tools/registries-reports/${REPORT}`);
    expect(
      screen.getByRole('link', { name: 'Art. 86 – before execution: Jan Kowalski' }),
    ).toHaveAttribute('href', `/dashboard/giif-notifications/${NOTIFICATION}`);
    expect(screen.getByRole('link', { name: 'Jan Kowalski (NIP 1234563218)' })).toHaveAttribute(
      'href',
      `/dashboard/tools/registries-reports/${UNATTACHED}`,
    );

    const fileRow = rowOf('Cash deposits and withdrawals: 12 transactions');
    expect(within(fileRow).getByText('File for GIIF')).toBeInTheDocument();
    expect(within(fileRow).getByText('Loaded (R)')).toBeInTheDocument();
    expect(within(fileRow).getByText('22 Nov 2026, 08:00')).toBeInTheDocument();

    const reportRow = rowOf('Kantor Złoty Róg sp. z o.o. (NIP 5261040828)');
    expect(within(reportRow).getByText('Registries report')).toBeInTheDocument();
    expect(within(reportRow).getByRole('link', { name: PARTY })).toHaveAttribute(
      'href',
      `/dashboard/parties/${PARTY}`,
    );
    // A registries report has no state.
    expect(within(reportRow).queryByText('Loaded (R)')).toBeNull();

    // A due diligence execution: its kind and party, its status, and its PDF made on demand.
    const cddRow = rowOf('Enhanced due diligence: Fundacja Rozwoju');
    expect(
      within(cddRow).getByRole('link', { name: 'Enhanced due diligence: Fundacja Rozwoju' }),
    ).toHaveAttribute('href', `/dashboard/customer-due-diligence/${CDD}`);
    expect(within(cddRow).getByText('Due diligence')).toBeInTheDocument();
    expect(within(cddRow).getByText('Completed')).toBeInTheDocument();
    expect(within(cddRow).getByRole('link', { name: PARTY })).toHaveAttribute(
      'href',
      `/dashboard/parties/${PARTY}`,
    );
    // Only an execution's PDF is downloaded from the list.
    expect(within(fileRow).queryByRole('button', { name: /PDF/ })).toBeNull();
    await userEvent.click(
      within(cddRow).getByRole('button', {
        name: 'Download the PDF of Enhanced due diligence: Fundacja Rozwoju',
      }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.some(
        ([url]) => url === `/int/customer-due-diligence-executions/${CDD}/pdf`,
      ),
    ).toBe(true);

    const unattached = rowOf('Jan Kowalski (NIP 1234563218)');
    expect(within(unattached).getAllByRole('link')).toHaveLength(1);

    // Who made each report is left out, for the PDF to stay in view, until asked for.
    expect(screen.queryByRole('columnheader', { name: 'Created by' })).toBeNull();
    expect(within(reportRow).queryByText('anna@kantor.pl')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Created by' }));
    await userEvent.keyboard('{Escape}');
    expect(
      within(rowOf('Kantor Złoty Róg sp. z o.o. (NIP 5261040828)')).getByText('anna@kantor.pl'),
    ).toBeInTheDocument();

    expect(screen.getByText(/never deleted before it ends/)).toBeInTheDocument();
    expect(listCalls()[0]!.search).toBe('?page=0&page_size=25');
  });

  it('filters by kind through the address, from the first page', async () => {
    answering();
    const view = open('/dashboard/reports?kind=giif_file&page=1');
    await screen.findByRole('grid', { name: 'Reports' }, { timeout: 5000 });
    await waitFor(() =>
      expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
        kind: 'giif_file',
        page: '1',
        page_size: '25',
      }),
    );
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveTextContent('Files for GIIF');
    await userEvent.click(kind);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All reports',
      'Registries reports',
      'Files for GIIF',
      'Due diligence',
      'Notifications to GIIF',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Registries reports' }));
    await waitFor(() => expect(view.location().search).toContain('kind=registries_report'));
    expect(view.location().search).not.toContain('page=1');
    await waitFor(() =>
      expect(listCalls().at(-1)!.searchParams.get('kind')).toBe('registries_report'),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All reports' }));
    await waitFor(() => expect(view.location().search).not.toContain('kind='));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.has('kind')).toBe(false));
  });

  it('says how the list fills, and why it failed', async () => {
    answering({ items: [], total: 0 });
    const view = open();
    expect(
      await screen.findByText(
        "No report yet. Registries reports are made in Tools, due diligence from a party's page, files for GIIF from the transactions to report.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    view.unmount();

    answering({
      status: 403,
      body: { statusCode: 403, code: 'forbidden', message: 'Forbidden' },
    });
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your role in this team does not allow this',
    );
  });
});

describe('the reports on a phone', () => {
  onPhone();

  it('show each report as a card linked to its page, in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering();
    open();
    const cards = await screen.findByRole('list', { name: 'Raporty' }, { timeout: 5000 });
    const [file, registries, cdd] = within(cards).getAllByRole('listitem');
    expect(
      within(file!).getByRole('link', { name: 'Wpłaty i wypłaty gotówkowe: 12 transakcji' }),
    ).toHaveAttribute('href', `/dashboard/giif-upload/${FILE}`);
    expect(file).toHaveTextContent('RodzajPlik dla GIIF');
    expect(file).toHaveTextContent('StanWczytany (R)');
    expect(registries).toHaveTextContent('RodzajRaport z rejestrów');
    expect(within(registries!).getByRole('link', { name: PARTY })).toHaveAttribute(
      'href',
      `/dashboard/parties/${PARTY}`,
    );
    expect(
      within(cdd!).getByRole('link', {
        name: 'Wzmożone środki bezpieczeństwa: Fundacja Rozwoju',
      }),
    ).toHaveAttribute('href', `/dashboard/customer-due-diligence/${CDD}`);
    expect(cdd).toHaveTextContent('RodzajŚrodki bezpieczeństwa');
    expect(cdd).toHaveTextContent('StanZakończone');
    expect(
      within(cdd!).getByRole('button', {
        name: 'Pobierz PDF: Wzmożone środki bezpieczeństwa: Fundacja Rozwoju',
      }),
    ).toBeInTheDocument();
  });
});
