import type { GiifIdentificationForm } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { warsawToday } from '../../../lib/dates';
import { dateInput, shownDate, typeDate } from '../../../test/dates';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildIdentificationForm } from '../giif.fixtures';
import { IdentificationFormCard } from './identification-form-card';

const fetchMock = mockApi();
const FORM = '/int/obligated-institution/identification-form';

beforeEach(() => {
  // jsdom does not make object URLs: the download hands the file to the browser through one.
  URL.createObjectURL = vi.fn(() => 'blob:form');
  URL.revokeObjectURL = vi.fn();
});

function answering(
  form: GiifIdentificationForm,
  { role = 'admin', filed = form }: { role?: string; filed?: GiifIdentificationForm } = {},
) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === `${FORM}/filed` && init?.method === 'POST') return jsonResponse(200, filed);
    if (url === FORM) return jsonResponse(200, form);
    if (url === `${FORM}/pdf`) {
      return new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const sent = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      url === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

const open = (onShowField?: (field: string) => void) =>
  renderRoutes(
    [
      {
        path: '/dashboard/company-data',
        element: <IdentificationFormCard onShowField={onShowField} />,
      },
    ],
    '/dashboard/company-data',
  );

const card = () =>
  screen.findByRole('region', { name: 'GIIF identification form (art. 77)' }, { timeout: 5000 });

/** The alert of the re-filing reminder: the first alert of the card. */
const reminder = async () => (await within(await card()).findAllByRole('alert'))[0]!;

describe('the identification form’s reminder', () => {
  it('asks a team that never filed to file by the end of 2026, with the days left', async () => {
    answering(buildIdentificationForm());
    open();
    const alert = await reminder();
    expect(alert).toHaveTextContent('To be filed by 31 Dec 2026');
    expect(alert).toHaveTextContent(
      "The 2025 amendment of the AML act asks every operating institution to file the identification form in GIIF's system by 31 Dec 2026.",
    );
    expect(within(alert).getByText('33 days left')).toBeInTheDocument();
    expect(alert.className).not.toMatch(/colorError/);
    // Said plainly who files it, and where.
    expect(await card()).toHaveTextContent(
      "The compliance officer files the form in GIIF's system at www.giif.mofnet.gov.pl: the application does not send it, it keeps the date the form was filed.",
    );
    expect(screen.getByRole('link', { name: "Open GIIF's website" })).toHaveAttribute(
      'href',
      'https://www.giif.mofnet.gov.pl',
    );
  });

  it('asks a form filed before 1 July 2025 to be filed again, in red once overdue', async () => {
    answering(
      buildIdentificationForm({
        filed_on: '2024-03-10',
        reminder: { state: 'overdue', due_on: '2025-12-31', days_left: -332 },
      }),
    );
    open();
    const alert = await reminder();
    expect(alert.className).toMatch(/colorError/);
    expect(alert).toHaveTextContent('Overdue: the form was to be filed by 31 Dec 2025');
    expect(alert).toHaveTextContent(
      'The form was filed on 10 Mar 2024, before the 2025 amendment of the AML act came into force on 1 July 2025, and had to be filed again',
    );
    expect(within(alert).getByText('Overdue by 332 days')).toBeInTheDocument();
  });

  it('says when a re-filing is due before its deadline', async () => {
    answering(
      buildIdentificationForm({
        filed_on: '2024-03-10',
        reminder: { state: 'due', due_on: '2025-12-31', days_left: 12 },
      }),
    );
    open();
    const alert = await reminder();
    expect(alert.className).toMatch(/colorWarning/);
    expect(alert).toHaveTextContent(
      "The form was filed on 10 Mar 2024, before the 2025 amendment of the AML act came into force on 1 July 2025: it must be filed again in GIIF's system by 31 Dec 2025.",
    );
    expect(within(alert).getByText('12 days left')).toBeInTheDocument();
  });

  it('shows a filed form in green with its day, in Polish too', async () => {
    answering(
      buildIdentificationForm({
        filed_on: '2025-09-15',
        reminder: { state: 'filed', due_on: null, days_left: null },
      }),
    );
    open();
    const alert = await reminder();
    expect(alert.className).toMatch(/colorSuccess/);
    expect(alert).toHaveTextContent('Filed on 15 Sept 2025');
    await i18n.changeLanguage('pl');
    expect(await within(alert).findByText('Złożono 15 wrz 2025')).toBeInTheDocument();
  });
});

describe('the identification form’s downloads', () => {
  it('disables the XML with the reason while GIIF’s schema of the form is not installed', async () => {
    answering(buildIdentificationForm({ schema_installed: false }));
    open();
    await card();
    const xml = await screen.findByRole('button', { name: 'Download XML' });
    expect(xml).toBeDisabled();
    expect(xml.parentElement).toHaveAttribute(
      'aria-label',
      "GIIF's schema of the form is not installed",
    );
    // The PDF needs no schema.
    const pdf = screen.getByRole('button', { name: 'Download PDF' });
    expect(pdf).toBeEnabled();
    await userEvent.click(pdf);
    await waitFor(() => expect(sent('GET', `${FORM}/pdf`)).toHaveLength(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('offers the XML once the schema is installed and the data complete', async () => {
    answering(buildIdentificationForm({ schema_installed: true }));
    open();
    await card();
    const xml = await screen.findByRole('button', { name: 'Download XML' });
    await waitFor(() => expect(xml).toBeEnabled());
  });

  it('lists what the company data lacks, leading to each field; nothing downloads till then', async () => {
    answering(
      buildIdentificationForm({
        schema_installed: true,
        issues: [
          {
            transaction_code: null,
            party_code: null,
            field: 'institution.contact_person.first_name',
            code: 'required',
          },
          {
            transaction_code: null,
            party_code: null,
            field: 'institution.nip',
            code: 'nip_invalid',
          },
        ],
      }),
    );
    const onShowField = vi.fn();
    open(onShowField);
    const table = await screen.findByRole('table', { name: 'What the form still lacks' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Contact person › First name');
    expect(first).toHaveTextContent('Enter it in Company data');
    expect(second).toHaveTextContent('NIP');
    expect(second).toHaveTextContent('Enter a valid NIP in Company data');
    await userEvent.click(
      within(first!).getByRole('button', { name: 'Go to the field: Contact person › First name' }),
    );
    expect(onShowField).toHaveBeenCalledWith('contact_person.first_name');
    await userEvent.click(within(second!).getByRole('button', { name: /^Go to the field/ }));
    expect(onShowField).toHaveBeenLastCalledWith('nip');
    for (const name of ['Download PDF', 'Download XML']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button.parentElement).toHaveAttribute('aria-label', 'Complete the company data first');
    }
  });
});

describe('recording the filing', () => {
  it('records the day, today unless changed, after asking', async () => {
    answering(buildIdentificationForm(), {
      filed: buildIdentificationForm({
        filed_on: '2026-11-20',
        reminder: { state: 'filed', due_on: null, days_left: null },
      }),
    });
    open();
    await card();
    const record = await screen.findByRole('button', { name: 'Record filing' });
    // Enabled once the user is known to be a team admin.
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    const dialog = await screen.findByRole('dialog', { name: 'Record the filing of the form?' });
    expect(dateInput(/^Filed on/, { within: dialog })).toHaveValue(shownDate(warsawToday()));
    typeDate(/^Filed on/, '2026-11-20', { within: dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record filing' }));
    await waitFor(() => expect(sent('POST', `${FORM}/filed`)).toHaveLength(1));
    const [, init] = sent('POST', `${FORM}/filed`)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ filed_on: '2026-11-20' });
    expect(await screen.findByText('The filing has been recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is for those who may edit the team’s records only', async () => {
    answering(buildIdentificationForm({ schema_installed: true }), { role: 'all_viewer_member' });
    open();
    await card();
    const record = await screen.findByRole('button', { name: 'Record filing' });
    await waitFor(() => expect(record).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Download XML' })).toBeDisabled();
  });
});

describe('the identification form on a phone', () => {
  onPhone();

  it('lists what the data lack as items, each with its way to the field, in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering(
      buildIdentificationForm({
        issues: [
          {
            transaction_code: null,
            party_code: null,
            field: 'institution.address.city',
            code: 'required',
          },
        ],
      }),
    );
    const onShowField = vi.fn();
    open(onShowField);
    const list = await screen.findByRole(
      'list',
      { name: 'Czego jeszcze brakuje w formularzu' },
      { timeout: 5000 },
    );
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Adres › Miejscowość');
    await userEvent.click(within(item!).getByRole('button', { name: /^Przejdź do pola/ }));
    expect(onShowField).toHaveBeenCalledWith('address.city');
  });
});
