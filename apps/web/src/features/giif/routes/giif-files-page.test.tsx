import type { GiifFileSummary } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildFile, code } from '../giif.fixtures';
import { GiifFilesPage } from './giif-files-page';

const fetchMock = mockApi();

const summary = (n: number, fields: Partial<GiifFileSummary>): GiifFileSummary => {
  const {
    issues: _issues,
    transactions: _transactions,
    signed_file: _signed,
    ...file
  } = buildFile({ code: code('giiff', n) });
  return {
    code: file.code,
    template_type: file.template_type,
    template_version: file.template_version,
    mapping: file.mapping,
    state: file.state,
    transaction_count: file.transaction_count,
    issue_count: file.issue_count,
    created_by: file.created_by,
    created_at: file.created_at,
    updated_at: file.updated_at,
    ...fields,
  };
};

const LIST = {
  items: [
    summary(1, { state: 'draft', issue_count: 4 }),
    summary(2, {
      state: 'loaded',
      template_type: 'currency',
      issue_count: 0,
      transaction_count: 12,
      created_by: null,
    }),
  ],
  total: 2,
};

function answering() {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
    if (url.startsWith('/int/giif/files')) return jsonResponse(200, LIST);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/int/giif/files');

const open = (path = '/dashboard/giif-upload') =>
  renderRoutes([{ path: '/dashboard/giif-upload', element: <GiifFilesPage /> }], path);

describe('the files for GIIF', () => {
  it('lists each file with its template, state, counts and author, linked to its page', async () => {
    answering();
    open();
    const link = await screen.findByRole('link', { name: code('giiff', 1) }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/dashboard/giif-upload/${code('giiff', 1)}`);
    const rows = screen.getAllByRole('row');
    const draft = rows.find((row) => within(row).queryByText(code('giiff', 1)))!;
    expect(within(draft).getByText('Cash deposits and withdrawals')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('4')).toBeInTheDocument();
    expect(within(draft).getByText('anna@kantor.pl')).toBeInTheDocument();
    expect(within(draft).getByText('21 Nov 2026, 09:00')).toBeInTheDocument();
    const loaded = rows.find((row) => within(row).queryByText(code('giiff', 2)))!;
    expect(within(loaded).getByText('Currency purchase and sale')).toBeInTheDocument();
    expect(within(loaded).getByText('Loaded (R)')).toBeInTheDocument();
    expect(within(loaded).getByText('12')).toBeInTheDocument();
    expect(listCalls()[0]!.search).toBe('?page=0&page_size=25');
  });

  it('filters by state through the address', async () => {
    answering();
    const view = open('/dashboard/giif-upload?state=signed&page=1');
    await screen.findByRole('link', { name: code('giiff', 1) }, { timeout: 5000 });
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      state: 'signed',
      page: '1',
      page_size: '25',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(view.location().search).toContain('state=rejected'));
    // A new filter starts on the first page.
    expect(view.location().search).not.toContain('page=1');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('state')).toBe('rejected'));
  });

  it('says how to fill an empty list', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/int/user') return jsonResponse(200, userWithRole('admin'));
      return jsonResponse(200, { items: [], total: 0 });
    });
    open();
    expect(
      await screen.findByText(
        'No file has been built yet. Build one from the queue of transactions to report.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('the files for GIIF on a phone', () => {
  onPhone();

  it('shows each file as a card, in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering();
    open();
    const cards = await screen.findByRole('list', { name: 'Pliki dla GIIF' }, { timeout: 5000 });
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: code('giiff', 1) })).toBeInTheDocument();
    expect(first).toHaveTextContent('StanSzkic');
    expect(first).toHaveTextContent('WzórWpłaty i wypłaty gotówkowe');
    expect(first).toHaveTextContent('Problemy4');
  });
});
