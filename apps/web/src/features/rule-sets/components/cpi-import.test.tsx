import type { CpiImportResult, RuleSetList } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildDetail, ruleSetCode, user } from '../routes/rule-set-fixtures';
import { RuleSetDetailPage } from '../routes/rule-set-detail-page';
import { mockApi } from '../../../test/mock-api';
import { dateInput, shownDate, typeDate } from '../../../test/dates';

const fetchMock = mockApi();

const CODE = ruleSetCode(1);
const NAME = {
  en: 'Transparency International Corruption Perceptions Index',
  pl: 'Indeks Percepcji Korupcji Transparency International',
};
const seeded: RuleSetList = {
  id: 'cpi_scores',
  name: NAME,
  source: 'CPI 2024',
  source_url: 'https://www.transparency.org/en/cpi/2024',
  as_of: '2025-02-11',
  entries: [{ code: 'DK', label: 'Denmark', score: 90 }],
};
const imported: CpiImportResult = {
  list: {
    ...seeded,
    source: 'CPI 2025',
    source_url: 'https://www.transparency.org/en/cpi/2025',
    as_of: '2026-02-10',
    entries: [
      { code: 'DK', label: 'Denmark', score: 89 },
      { code: 'PL', label: 'Poland', score: 53 },
    ],
  },
  year: 2025,
  version: 4,
  unchanged: false,
  imported: 2,
  skipped: [
    { row: 10, iso3: 'BRN', country: 'Brunei Darussalam', reason: 'score_missing' },
    { row: 13, iso3: 'SCG', country: 'Serbia and Montenegro', reason: 'iso3_unknown' },
  ],
};
const detail = buildDetail(1, {
  lists: [{ ...seeded, entries: 1 }],
});

/** The server: the list as seeded until the import, then as imported; `importAnswer` once. */
function server(importAnswer: () => Response) {
  let list = seeded;
  return (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/int/user') return jsonResponse(200, user());
    if (url.pathname === `/int/rule-sets/${CODE}`) return jsonResponse(200, detail);
    if (url.pathname === `/int/rule-sets/${CODE}/backtests`)
      return jsonResponse(200, { items: [] });
    if (url.pathname === `/int/rule-sets/${CODE}/lists/cpi_scores`) return jsonResponse(200, list);
    if (url.pathname === `/int/rule-sets/${CODE}/lists/cpi_scores/import` && method === 'POST') {
      const answer = importAnswer();
      if (answer.ok) list = imported.list;
      return answer;
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function openDialog() {
  renderRoutes(
    [{ path: '/dashboard/rule-sets/:ruleSetCode', element: <RuleSetDetailPage /> }],
    `/dashboard/rule-sets/${CODE}`,
  );
  await userEvent.click(await screen.findByRole('button', { name: `Edit entries of ${NAME.en}` }));
  await userEvent.click(await screen.findByRole('button', { name: 'Import TI file' }));
  return screen.findByRole('dialog', { name: 'Import the Corruption Perceptions Index' });
}

const workbook = () =>
  new File(['PK'], 'CPI2025_Results.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('importing the TI file into the CPI list', () => {
  it('asks for the file and date, confirms the new version, and shows what was imported', async () => {
    fetchMock.mockImplementation(server(() => jsonResponse(200, imported)));
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('cpi-file')).toHaveAttribute(
      'accept',
      expect.stringContaining('.xlsx,.csv'),
    );

    // Neither the file nor the date: both are asked for, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Choose the file to import')).toBeVisible();
    expect(
      within(dialog).getByRole('group', { name: /^Publication date/ }),
    ).toHaveAccessibleDescription(/required/i);

    await userEvent.upload(within(dialog).getByTestId('cpi-file'), workbook());
    expect(within(dialog).getByText('Chosen: CPI2025_Results.xlsx')).toBeVisible();
    typeDate(/^Publication date/, '2026-02-10', { within: dialog });
    expect(within(dialog).getByText(/Importing makes a new version of the rule set/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The confirmation names the file and the date; Back returns to the form unchanged.
    expect(
      within(dialog).getByText(
        'Import the scores from CPI2025_Results.xlsx, published on 10 Feb 2026? This replaces the entries of the list and makes a new version of the rule set.',
      ),
    ).toBeVisible();
    expect(posts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dateInput(/^Publication date/, { within: dialog })).toHaveValue(shownDate('2026-02-10'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('2 countries imported')).toBeVisible();
    expect(
      within(dialog).getByText(
        'The list now reads CPI 2025, as of 10 Feb 2026: version 4 of the rule set.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('2 rows skipped')).toBeVisible();
    const skipped = within(dialog).getByRole('table', { name: '2 rows skipped' });
    expect(within(skipped).getByText('Brunei Darussalam · BRN')).toBeVisible();
    expect(within(skipped).getByText('No score for the year')).toBeVisible();
    expect(
      within(skipped).getByText('The ISO3 code is not a country code this list knows'),
    ).toBeVisible();

    const [url, init] = posts()[0]!;
    expect(url).toBe(`/int/rule-sets/${CODE}/lists/cpi_scores/import`);
    const form = init!.body as FormData;
    expect(form.get('as_of')).toBe('2026-02-10');
    expect((form.get('file') as File).name).toBe('CPI2025_Results.xlsx');

    // Closed, the editor shows the imported entries.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const editor = screen.getByRole('form', { name: `Entries of ${NAME.en}` });
    expect(within(editor).getAllByRole('group', { name: /^Entry / })).toHaveLength(2);
    expect(within(editor).getByDisplayValue('Poland')).toBeInTheDocument();
    expect(within(editor).getByDisplayValue('CPI 2025')).toBeInTheDocument();
  });

  it('shows why the server refused the file, and lets the user choose another', async () => {
    fetchMock.mockImplementation(
      server(() =>
        jsonResponse(400, {
          statusCode: 400,
          code: 'cpi_header_not_found',
          message: 'No header row with an "ISO3" column in the first 20 rows',
        }),
      ),
    );
    const dialog = await openDialog();
    await userEvent.upload(
      within(dialog).getByTestId('cpi-file'),
      new File(['a;b'], 'other.csv', { type: 'text/csv' }),
    );
    typeDate(/^Publication date/, '2026-02-10', { within: dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(/No header row with an "ISO3" column was found/),
    ).toBeVisible();
    // Back at the form, with the file and the date kept.
    expect(within(dialog).getByText('Chosen: other.csv')).toBeVisible();
    expect(dateInput(/^Publication date/, { within: dialog })).toHaveValue(shownDate('2026-02-10'));
  });

  it('speaks Polish, with its plural forms', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(
      server(() => jsonResponse(200, { ...imported, imported: 5, skipped: [] })),
    );
    renderRoutes(
      [{ path: '/dashboard/rule-sets/:ruleSetCode', element: <RuleSetDetailPage /> }],
      `/dashboard/rule-sets/${CODE}`,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: `Edytuj pozycje listy ${NAME.pl}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Importuj plik TI' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Import Indeksu Percepcji Korupcji',
    });
    await userEvent.upload(within(dialog).getByTestId('cpi-file'), workbook());
    typeDate(/^Data publikacji/, '2026-02-10', { within: dialog, language: 'pl' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importuj' }));
    expect(await within(dialog).findByText('Zaimportowano 5 państw')).toBeVisible();
  });
});
