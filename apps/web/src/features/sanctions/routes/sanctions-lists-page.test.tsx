import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { storage } from '../../../lib/storage';
import { FakeXhr } from '../../../test/fake-xhr';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildOverview, buildVersion, user } from './sanctions-fixtures';
import { SanctionsListsPage } from './sanctions-lists-page';

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.sent = [];
  storage.setToken('t'.repeat(43));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await i18n.changeLanguage('en');
});

function answering({ roles = ['user', 'admin'], overview = buildOverview() } = {}) {
  return (url: string) => {
    if (url === '/int/user') return jsonResponse(200, user('admin', roles));
    if (url === '/int/sanctions-lists') return jsonResponse(200, overview);
    if (url === '/int/sanctions-lists/versions?source=un') {
      return jsonResponse(200, {
        items: [
          buildVersion(),
          buildVersion({ version: 1, added_count: 1000, origin: 'cli', published_on: null }),
        ],
      });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/admin/sanctions-lists', element: <SanctionsListsPage /> }],
    '/dashboard/admin/sanctions-lists',
  );
const table = () =>
  screen.findByRole(
    'table',
    { name: 'Sanctions lists and their versions in force' },
    { timeout: 5000 },
  );
const file = (name: string, text = '<xml/>') => new File([text], name, { type: 'text/xml' });

describe('the sanctions lists page', () => {
  it('shows the seven lists with the version in force, and whether they are downloaded', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(8);
    const un = rows.find((row) =>
      within(row).queryByRole('rowheader', { name: 'UN Security Council' }),
    )!;
    expect(un).toHaveTextContent('2');
    // The day the UN generated the file, beside the day it was imported here.
    const headers = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['List', 'Version', 'Published', 'Imported']);
    expect(un).toHaveTextContent('27 Feb 2026');
    expect(un).toHaveTextContent('21 Nov 2026');
    expect(un).toHaveTextContent('Upload');
    expect(un).toHaveTextContent('1,003');
    expect(un).toHaveTextContent('+3 / ~5 / −1');
    expect(un).toHaveTextContent('consolidated.xml (1.9 MB)');
    const eu = rows.find((row) => within(row).queryByRole('rowheader', { name: 'EU' }))!;
    expect(eu).toHaveTextContent('Not imported');
    for (const name of ['OFAC SDN (US)', 'OFAC non-SDN (US)', 'UK', 'MSWiA (PL)', 'GIIF (PL)']) {
      expect(screen.getByRole('rowheader', { name })).toBeVisible();
    }
    expect(screen.getByText(/Scheduled download is off/)).toBeVisible();
    expect(screen.getByText(/No re-screening has run yet/)).toBeVisible();
  });

  it('shows a list’s version history', async () => {
    fetchMock.mockImplementation(answering());
    open();
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: 'Version history of UN Security Council' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Version history: UN Security Council',
    });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('27 Feb 2026');
    // A file that states no date (OFAC's CSV files) says so.
    expect(rows[2]).toHaveTextContent('not stated in the file');
    expect(rows[2]).toHaveTextContent('Command line');
    expect(rows[2]).toHaveTextContent('+1,000 / ~5 / −1');
  });

  it('uploads the chosen files as multipart parts named "files" and shows each list’s outcome', async () => {
    fetchMock.mockImplementation(answering());
    FakeXhr.answer = {
      status: 200,
      body: {
        imported: [
          { list: buildVersion({ version: 3, added_count: 2 }), unchanged: false },
          { list: buildVersion({ source: 'eu', version: 1 }), unchanged: true },
        ],
      },
    };
    const view = open();
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    await table();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    const input = screen.getByTestId('list-files') as HTMLInputElement;
    await userEvent.upload(input, [file('consolidated.xml'), file('eu.xml')]);
    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getByText('consolidated.xml')).toBeVisible();
    expect(within(chosen).getByText('eu.xml')).toBeVisible();
    await userEvent.click(importButton);

    expect(await screen.findByText(/UN Security Council: version 3, 1003 entries/)).toBeVisible();
    expect(screen.getByText('EU: unchanged, version 1 stays in force')).toBeVisible();
    expect(FakeXhr.sent).toHaveLength(1);
    const [sent] = FakeXhr.sent;
    expect(sent!.url).toBe('/int/sanctions-lists/import');
    expect(sent!.headers.Authorization).toBe(`Bearer ${'t'.repeat(43)}`);
    expect(sent!.body.getAll('files').map((part) => (part as File).name)).toEqual([
      'consolidated.xml',
      'eu.xml',
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sanctions'] });
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it("shows the server's message, which names the file, when a file is refused", async () => {
    fetchMock.mockImplementation(answering());
    FakeXhr.answer = {
      status: 400,
      body: {
        code: 'list_format_invalid',
        message: 'eu.xml, line 1: the file ends inside an element',
        statusCode: 400,
      },
    };
    open();
    await table();
    await userEvent.upload(screen.getByTestId('list-files'), [file('eu.xml')]);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByText(/A file is not a valid sanctions list/);
    expect(alert).toHaveTextContent('Details: eu.xml, line 1: the file ends inside an element');
    // The chosen file stays, to be replaced or removed.
    await userEvent.click(screen.getByRole('button', { name: 'Remove eu.xml' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('shows the re-screening with its progress, and polls while it runs', async () => {
    const running = buildOverview({
      fetch_enabled: true,
      rescreening: [
        {
          source: 'un',
          version: 2,
          status: 'running',
          done: 30,
          total: 120,
          error: null,
          updated_at: '2026-11-21T08:01:00.000Z',
        },
      ],
    });
    fetchMock.mockImplementation(answering({ overview: running }));
    open();
    const bar = await screen.findByRole('progressbar', {
      name: 'UN Security Council, version 2: 30 of 120',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Running')).toBeVisible();
    expect(screen.getByText(/Scheduled download is on/)).toBeVisible();
    const overviewCalls = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/int/sanctions-lists').length;
    await waitFor(() => expect(overviewCalls()).toBeGreaterThan(1), { timeout: 5000 });
  });

  it('is for the installation’s administrators only', async () => {
    fetchMock.mockImplementation(answering({ roles: ['user'] }));
    open();
    expect(
      await screen.findByText('To continue, admin user role is required', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/int/sanctions-lists')).toBe(false);
  });

  it('names the publication date in Polish too', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(
      answering({
        overview: buildOverview({
          lists: [
            { source: 'un', current: buildVersion() },
            {
              source: 'ofac_sdn',
              current: buildVersion({ source: 'ofac_sdn', published_on: null }),
            },
          ],
        }),
      }),
    );
    open();
    const rows = within(
      await screen.findByRole('table', { name: /Listy sankcyjne/ }, { timeout: 5000 }),
    ).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Opublikowano' })).toBeVisible();
    expect(rows[1]).toHaveTextContent('27 lut 2026');
    expect(rows[2]).toHaveTextContent('nie podano w pliku');
  });
});
