import type { CrbrComparison, Party } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildParty } from '../../../test/party-fixture';
import { ANDRZEJ_PESEL, JAN_PESEL } from '../../registries/autofill/autofill.fixtures';
import { LinkedPeopleTab } from './linked-people-tab';

const fetchMock = mockApi();
const COMPANY = 'company00001';
const CRBR = `/int/parties/${COMPANY}/crbr`;

const jan: Party = buildParty({
  code: 'person000001',
  entity_type: 'beneficiary',
  pesel: JAN_PESEL,
  citizenships: ['PL'],
  share: '30.00',
});

const JAN_IN_CRBR = {
  first_name: 'Jan',
  last_name: 'Kowalski',
  pesel: JAN_PESEL,
  citizenships: ['PL'],
  residence_country: 'PL',
  share: '60',
};
const ANDRZEJ_IN_CRBR = {
  first_name: 'Andrzej',
  last_name: 'Nowak',
  pesel: ANDRZEJ_PESEL,
  birth_date: '1975-06-20',
  citizenships: ['PL'],
  residence_country: 'CY',
  share: '40',
  other_control: 'Udziały pośrednie przez ZŁOTÓWKA HOLDINGS LIMITED',
};

const NEVER: CrbrComparison = {
  checked_at: null,
  request_id: null,
  status: null,
  attachment_code: null,
  rows: [
    {
      state: 'only_recorded',
      recorded_code: jan.code,
      name: 'Jan Kowalski',
      crbr: null,
      differences: [],
    },
  ],
  task_code: null,
};

const CHECKED: CrbrComparison = {
  checked_at: '2026-11-27T09:30:00.000Z',
  request_id: 'CRBR-REQ-0042',
  status: 'found',
  attachment_code: 'attach000001',
  rows: [
    {
      state: 'differs',
      recorded_code: jan.code,
      name: 'Jan Kowalski',
      crbr: JAN_IN_CRBR,
      differences: ['share'],
    },
    {
      state: 'only_in_crbr',
      recorded_code: null,
      name: 'Andrzej Nowak',
      crbr: ANDRZEJ_IN_CRBR,
      differences: [],
    },
  ],
  task_code: 'task00000042',
};

function answering() {
  let comparison = NEVER;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === CRBR && init?.method === 'POST') {
      comparison = CHECKED;
      return jsonResponse(200, CHECKED);
    }
    if (url === CRBR) return jsonResponse(200, comparison);
    if (url === `${CRBR}/notice`) {
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }
    if (url === `/int/parties/${COMPANY}/attachments`) {
      return jsonResponse(200, {
        items: [
          {
            code: 'attach000001',
            name: 'CRBR-5252700001-2026-11-27.xml',
            description: 'CRBR CRBR-REQ-0042',
            created_time: '2026-11-27T09:30:00.000Z',
            content_type: 'application/xml',
            size: 2048,
            sha256: 'a'.repeat(64),
            store: 'server',
            added_by: 'anna@kantor.pl',
            integrity: 'ok',
            integrity_checked_at: null,
            editable: true,
          },
        ],
      });
    }
    if (url.startsWith(`/int/parties/${COMPANY}/beneficiaries`)) {
      return jsonResponse(200, { items: [jan], total: 1 });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [
      {
        path: '/dashboard/parties/:code',
        element: <LinkedPeopleTab code={COMPANY} kind="beneficiary" editable />,
      },
      { path: '/dashboard/tasks/:code', element: <p>task page</p> },
    ],
    `/dashboard/parties/${COMPANY}?tab=beneficiaries`,
  );

const posts = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === CRBR && init?.method === 'POST');

describe('the CRBR check of the beneficial owners', () => {
  it('asks before checking, then shows the discrepancy with both values, the notice and the task', async () => {
    const user = userEvent.setup();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:notice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    answering();
    open();
    const panel = await screen.findByRole('region', { name: 'CRBR check' }, { timeout: 5000 });
    expect(await within(panel).findByText('Not checked in CRBR yet.')).toBeInTheDocument();
    // Before a check there is nothing to compare: no table, no verdict.
    expect(within(panel).queryByRole('table')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Check in CRBR' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check in CRBR?' });
    expect(confirm).toHaveTextContent(/stored as an attachment of this party/);
    expect(posts()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Check in CRBR' }));
    await waitFor(() => expect(posts()).toHaveLength(1));

    expect(
      await within(panel).findByText('Last checked 27 Nov 2026, 09:30 · request CRBR-REQ-0042'),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByRole('button', {
        name: 'Download the CRBR extract CRBR-5252700001-2026-11-27.xml',
      }),
    ).toBeInTheDocument();
    const warning = within(panel)
      .getByText(/CRBR differs from the beneficial owners/)
      .closest('[role="alert"]') as HTMLElement;
    expect(warning).toHaveTextContent('in 2 entries');
    expect(within(warning).getByRole('link', { name: 'Open the task' })).toHaveAttribute(
      'href',
      '/dashboard/tasks/task00000042',
    );
    await user.click(
      within(warning).getByRole('button', { name: 'Download discrepancy notice (PDF)' }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url === `${CRBR}/notice`)).toBe(true);

    const table = within(panel).getByRole('table', {
      name: 'Beneficial owners: CRBR and the record',
    });
    const [, janRow, andrzejRow] = within(table).getAllByRole('row');
    expect(janRow).toHaveTextContent('Differs');
    expect(janRow).toHaveTextContent('Shares: recorded 30%, in CRBR 60%');
    expect(andrzejRow).toHaveTextContent('Only in CRBR');
    expect(andrzejRow).toHaveTextContent(`PESEL ${ANDRZEJ_PESEL} · Poland · shares 40%`);
    vi.restoreAllMocks();
  });

  it('opens the new owner form filled from CRBR', async () => {
    const user = userEvent.setup();
    answering();
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === CRBR ? jsonResponse(200, CHECKED) : fallback(url, init),
    );
    open();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Add Andrzej Nowak as a beneficial owner' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add beneficial owner' });
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Andrzej');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('Nowak');
    expect(within(dialog).getByRole('textbox', { name: 'PESEL' })).toHaveValue(ANDRZEJ_PESEL);
    expect(within(dialog).getByRole('button', { name: 'Poland' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Country of residence' })).toHaveValue(
      'Cyprus',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Share (%)' })).toHaveValue('40');
    expect(within(dialog).getByRole('textbox', { name: 'Other control' })).toHaveValue(
      'Udziały pośrednie przez ZŁOTÓWKA HOLDINGS LIMITED',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add beneficial owner' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) => String(url).endsWith('/beneficiaries') && init?.method === 'POST',
        ),
      ).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/beneficiaries') && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(init!.body))).toEqual({
      first_name: 'Andrzej',
      last_name: 'Nowak',
      pesel: ANDRZEJ_PESEL,
      birth_date: '1975-06-20',
      citizenships: ['PL'],
      accommodation_address: { country: 'CY' },
      share: '40',
      other_control: 'Udziały pośrednie przez ZŁOTÓWKA HOLDINGS LIMITED',
    });
  });

  it('says it in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering();
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === CRBR ? jsonResponse(200, CHECKED) : fallback(url, init),
    );
    open();
    const panel = await screen.findByRole(
      'region',
      { name: 'Sprawdzenie w CRBR' },
      { timeout: 5000 },
    );
    expect(
      await within(panel).findByText(/Ostatnio sprawdzono 27 lis 2026, 09:30 · zapytanie/),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('w 2 pozycjach');
    expect(panel).toHaveTextContent(/Udziały: zapisano 30\s?%, w CRBR 60\s?%/);
    expect(panel).toHaveTextContent('Tylko w CRBR');
    expect(
      within(panel).getByRole('button', { name: 'Pobierz informację o rozbieżności (PDF)' }),
    ).toBeInTheDocument();
  });
});
