import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RegistriesReport } from '@aml/shared';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { buildParty } from '../../../test/party-fixture';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { REPORT_CODE, buildReport, liquidationFlags } from '../registries.fixtures';
import { RegistriesReportPage } from './registries-report-page';

const fetchMock = mockApi();
const PATH = `/int/registries-reports/${REPORT_CODE}`;
const PARTY = buildParty({
  code: 'party0000007',
  type: 'company',
  entity_type: 'legal_entity',
  name: 'Kantor Złotówka',
  first_name: null,
  last_name: null,
});

function answering(report: RegistriesReport = buildReport(), role = 'admin') {
  let stored = report;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === PATH && method === 'PATCH') {
      stored = { ...stored, ...JSON.parse(String(init!.body)) };
      return jsonResponse(200, stored);
    }
    if (url === PATH) return jsonResponse(200, stored);
    if (url === '/int/parties/search') return jsonResponse(200, { items: [PARTY], total: 1 });
    if (url === `/int/parties/${PARTY.code}`) return jsonResponse(200, PARTY);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/tools/registries-reports/:code', element: <RegistriesReportPage /> }],
    `/dashboard/tools/registries-reports/${REPORT_CODE}`,
  );

const heading = (name = 'KANTOR ZŁOTÓWKA SP. Z O.O.') =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('a registries report', () => {
  it('names the company, then says each registry’s answer with its date and proof', async () => {
    answering();
    open();
    await heading();
    expect(screen.getByText('NIP 5252700001')).toBeVisible();
    expect(screen.getByText(/^Made .* by anna@kantor\.pl$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registry scan' })).toHaveAttribute(
      'href',
      '/dashboard/tools?tab=registries-skan',
    );
    expect(
      screen.getByText("No red flags: nothing in the registries' answers calls for a second look."),
    ).toBeVisible();
    expect(screen.getByText('3 names screened')).toBeVisible();

    const regon = card('REGON');
    expect(within(regon).getByText('Found')).toBeVisible();
    expect(
      within(regon).getByText('ul. Marszałkowska 104/122/5, 00-017 Warszawa, Poland'),
    ).toBeVisible();
    // The main activity first.
    expect(within(regon).getByText(/^66\.19\.Z .* \(main\) 64\.99\.Z/)).toBeVisible();
    expect(within(regon).getByText('12 Apr 2016')).toBeVisible();

    const krs = card('KRS');
    expect(within(krs).getByText('J*** K*******')).toBeVisible();
    expect(within(krs).getByText(/KRS masks the names/)).toBeVisible();
    expect(within(card('CEIDG')).getByText('Not applicable')).toBeVisible();

    const whiteList = card('VAT White List');
    expect(within(whiteList).getByText(/Request identifier Wl-abc-123/)).toBeVisible();
    expect(within(whiteList).getByText('51 1050 1445 1000 0090 3123 4567')).toBeVisible();
    expect(within(whiteList).getByText('Active')).toBeVisible();
    expect(within(card('VIES')).getByText('Valid')).toBeVisible();

    const crbr = card('CRBR');
    expect(within(crbr).getByText('Andrzej Nowak')).toBeVisible();
    expect(
      within(crbr).getByText(
        'PESEL 75062043216 · citizenship: Poland · residence: Cyprus · shares: 40%',
      ),
    ).toBeVisible();
  });

  it('puts the red flags first, as sentences in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering(
      buildReport({
        name: 'PRZEDSIĘBIORSTWO HANDLOWE FENIKS',
        red_flags: liquidationFlags,
        hits: [
          {
            subject: 'Andrzej Nowak',
            role: 'beneficial_owner',
            list: 'un',
            entry_name: 'NOWAK, Andrzej',
            score: 0.87,
          },
        ],
      }),
    );
    open();
    await heading('PRZEDSIĘBIORSTWO HANDLOWE FENIKS');
    // In the header and beside the list's title.
    expect(screen.getAllByText('6 sygnałów ostrzegawczych')).toHaveLength(2);
    const flags = within(screen.getByRole('list', { name: 'Sygnały ostrzegawcze' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(flags).toEqual([
      'Status VAT inny niż czynny (Biała lista): niezarejestrowanyŹródło: Biała lista VAT',
      'Wykreślony z rejestru VAT dnia 1 mar 2026 (Biała lista)Źródło: Biała lista VAT',
      'W likwidacji (dział 6 KRS)Źródło: KRS',
      'Wpis o upadłości lub restrukturyzacji (dział 6 KRS)Źródło: KRS',
      'Rachunek 51 1050 1445 1000 0090 3123 4567 nie figuruje na Białej liścieŹródło: Biała lista VAT',
      'Możliwe trafienie na liście sankcyjnej: Andrzej Nowak',
    ]);
    // The flags come before the screening and the registries' answers.
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Sygnały ostrzegawcze',
      'Sprawdzenie list sankcyjnych',
      'Co podał każdy rejestr',
    ]);
    const hits = screen.getByRole('table', { name: 'Możliwe trafienia na listach sankcyjnych' });
    expect(within(hits).getByText('Beneficjent rzeczywisty')).toBeVisible();
    expect(within(hits).getByText('Rada Bezpieczeństwa ONZ')).toBeVisible();
    expect(within(hits).getByText('87%')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pobierz PDF' })).toBeVisible();
  });

  it('says when no sanctions list was imported to screen the names against', async () => {
    answering(buildReport({ screening_done: false, screened: 0 }));
    open();
    await heading();
    expect(
      screen.getByText(
        /No sanctions list has been imported yet: the names found were not screened/,
      ),
    ).toBeVisible();
  });

  it('says that nothing was ruled out when no registry answered', async () => {
    answering(
      buildReport({
        name: null,
        screening_done: false,
        answers: buildReport().answers.map((answer) => ({
          ...answer,
          status: answer.registry === 'krs' ? 'not_applicable' : 'unavailable',
          entity: null,
          message: answer.registry === 'krs' ? null : 'HTTP 500',
        })),
      }),
    );
    open();
    await heading('NIP 5252700001');
    expect(screen.getByText('Nothing checked')).toBeVisible();
    expect(
      screen.getByText(
        /^No registry answered, so the report shows no red flags but rules nothing out/,
      ),
    ).toBeVisible();
    expect(within(card('REGON')).getByText('The registry did not answer: HTTP 500')).toBeVisible();
  });

  it('names the registries that did not answer beside no red flags', async () => {
    answering(
      buildReport({
        answers: buildReport().answers.map((answer) =>
          answer.registry === 'vies' ? { ...answer, status: 'rate_limited', entity: null } : answer,
        ),
      }),
    );
    open();
    await heading();
    expect(
      screen.getByText(
        'No red flags in the answers received. Not answered, so not checked: VIES (EU VAT).',
      ),
    ).toBeVisible();
  });

  it('attaches the report to a party, links it, and detaches it', async () => {
    answering();
    open();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Attach to party' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach the report to a party' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Party' }), 'Kantor');
    await userEvent.click(await screen.findByRole('option', { name: /Kantor Złotówka/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([url, init]) => url === PATH && init?.method === 'PATCH')
          .map(([, init]) => JSON.parse(String(init.body))),
      ).toEqual([{ party_code: PARTY.code }]),
    );
    expect(await screen.findByText('The report is attached to Kantor Złotówka')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Kantor Złotówka' })).toHaveAttribute(
      'href',
      `/dashboard/parties/${PARTY.code}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Detach from the party' }));
    expect(await screen.findByText('The report is no longer attached to a party')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Attach to party' })).toBeVisible();
  });

  it('keeps attaching from a role that only reads, saying why', async () => {
    answering(buildReport(), 'all_viewer_member');
    open();
    await heading();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Attach to party' })).toBeDisabled(),
    );
  });
});
