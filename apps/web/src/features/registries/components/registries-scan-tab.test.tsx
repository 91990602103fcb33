import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import {
  REPORT_CODE,
  buildAnswer,
  buildReport,
  kantorAnswers,
  registriesStatus,
  streamedBody,
} from '../registries.fixtures';
import { RegistriesScanTab } from './registries-scan-tab';

const fetchMock = mockApi();
const REPORTS = '/int/registries-reports';

type Answers = {
  role?: string;
  configured?: Parameters<typeof registriesStatus>[0];
  list?: () => Response;
  scan?: () => Response;
};

function answering({ role = 'admin', configured = true, list, scan }: Answers = {}) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/registries-status') return jsonResponse(200, registriesStatus(configured));
    if (path === REPORTS && init?.method === 'POST') return scan!();
    if (path === REPORTS) return list ? list() : jsonResponse(200, { items: [], total: 0 });
    if (url === `${REPORTS}/${REPORT_CODE}`) return jsonResponse(200, buildReport());
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/tools', element: <RegistriesScanTab /> }],
    '/dashboard/tools?tab=registries-skan',
  );

const field = () => screen.findByRole('textbox', { name: /^NIP, REGON or KRS/ }, { timeout: 5000 });
const scans = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === REPORTS && init?.method === 'POST');

/** The progress row of a step, by the name it shows. */
const row = (name: string) =>
  within(screen.getByRole('list', { name: /^Scanning/ }))
    .getByText(name)
    .closest('li')!;

describe('the registry scan', () => {
  it('shows each registry as it answers, then the report, from the streamed scan', async () => {
    const body = streamedBody();
    answering({ scan: body.response });
    open();
    await userEvent.type(await field(), 'PL 525-270-00-01');
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));

    await waitFor(() => expect(scans()).toHaveLength(1));
    const [, init] = scans()[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ identifier: 'PL 525-270-00-01' });
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toContain('application/x-ndjson');
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(screen.getByRole('button', { name: 'Scanning…' })).toBeDisabled();

    body.send({
      type: 'started',
      registries: ['regon', 'krs', 'ceidg', 'white_list', 'vies', 'crbr'],
    });
    const [regon, krs, ceidg, whiteList, vies, crbr] = kantorAnswers();
    body.send({ type: 'answer', answer: regon! });
    await waitFor(() => expect(row('REGON (GUS)')).toHaveTextContent('Found'));
    expect(row('KRS')).toHaveTextContent('Waiting for the answer…');
    expect(row('Sanctions screening')).toHaveTextContent(
      'Starts once the registries have answered',
    );
    expect(screen.getByRole('progressbar', { name: '1 of 6 registries answered' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(100 / 6)),
    );

    body.sendInPieces({ type: 'answer', answer: krs! });
    body.send({ type: 'answer', answer: ceidg! });
    body.send({
      type: 'answer',
      answer: buildAnswer('vies', { status: 'unavailable', message: 'MS_UNAVAILABLE' }),
    });
    body.send({ type: 'answer', answer: buildAnswer('crbr', { status: 'rate_limited' }) });
    await waitFor(() =>
      expect(row('VIES (EU VAT)')).toHaveTextContent('Unavailable · MS_UNAVAILABLE'),
    );
    expect(row('KRS')).toHaveTextContent('Found');
    expect(row('CEIDG')).toHaveTextContent('Not applicable');
    expect(row('CRBR (beneficial owners)')).toHaveTextContent('Request limit reached');
    expect(row('VAT White List')).toHaveTextContent('Waiting for the answer…');
    expect(screen.getByText('5 of 6 registries answered')).toBeVisible();

    body.send({ type: 'answer', answer: buildAnswer('white_list', { status: 'not_configured' }) });
    await waitFor(() => expect(row('VAT White List')).toHaveTextContent('Not configured'));
    expect(row('Sanctions screening')).toHaveTextContent('Screening the names found…');
    body.send({ type: 'screening', done: true, screened: 3, hits: 1 });
    await waitFor(() =>
      expect(row('Sanctions screening')).toHaveTextContent('3 names screened, 1 possible match'),
    );

    const report = buildReport({
      answers: [regon!, krs!, ceidg!, whiteList!, vies!, crbr!],
    });
    body.send({ type: 'report', report });
    body.end();
    expect(
      await screen.findByRole('heading', { name: 'KANTOR ZŁOTÓWKA SP. Z O.O.' }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: /^Scanning/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open the report's page" })).toHaveAttribute(
      'href',
      `/dashboard/tools/registries-reports/${REPORT_CODE}`,
    );
    expect(
      screen.getByText("No red flags: nothing in the registries' answers calls for a second look."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scan' })).toBeEnabled();
  });

  it('checks the number before scanning, in both languages', async () => {
    answering();
    open();
    // Eight digits: neither a NIP or KRS number (ten) nor a REGON (nine or fourteen).
    await userEvent.type(await field(), '52527000');
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(
      await screen.findByText(
        'Enter a valid NIP (10 digits), REGON (9 or 14 digits) or KRS number (10 digits).',
      ),
    ).toBeVisible();
    expect(scans()).toHaveLength(0);

    await i18n.changeLanguage('pl');
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(
      await screen.findByText(
        'Wpisz poprawny NIP (10 cyfr), REGON (9 lub 14 cyfr) albo numer KRS (10 cyfr).',
      ),
    ).toBeVisible();
    expect(scans()).toHaveLength(0);
  });

  it('puts the server’s refusal of the number under the field, and a failed step above', async () => {
    answering({
      scan: () =>
        jsonResponse(400, {
          code: 'validation_failed',
          message: 'x',
          statusCode: 400,
          details: { fields: [{ path: 'identifier', code: 'identifier_invalid' }] },
        }),
    });
    open();
    await userEvent.type(await field(), '0000612345');
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(
      await screen.findByText(
        'Enter a valid NIP (10 digits), REGON (9 or 14 digits) or KRS number (10 digits).',
      ),
    ).toBeVisible();

    const body = streamedBody();
    answering({ scan: body.response });
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    body.send({ type: 'started', registries: ['regon', 'krs'] });
    body.send({ type: 'error', code: 'internal_error' });
    body.end();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
    expect(row('REGON (GUS)')).toHaveTextContent('No answer: the scan stopped');
  });

  it('says plainly when no registry is configured, and still scans', async () => {
    answering({ configured: false });
    open();
    expect(await screen.findByText('No registry is configured')).toBeVisible();
    expect(
      screen.getByText(/An administrator switches the registries on \(README, Configuration\)/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scan' })).toBeEnabled();
  });

  it('names the registries not configured when some are', async () => {
    answering({ configured: { ceidg: false, crbr: false } });
    open();
    expect(
      await screen.findByText(
        'Not configured on this installation, so not asked: CEIDG and CRBR (beneficial owners).',
      ),
    ).toBeVisible();
    expect(screen.queryByText('No registry is configured')).not.toBeInTheDocument();
  });

  it('lists the stored reports, and says when there are none', async () => {
    answering();
    const view = open();
    expect(
      await screen.findByText(
        'No reports yet. Scan a NIP, REGON or KRS above: each scan is stored here.',
      ),
    ).toBeVisible();
    view.unmount();

    answering({
      list: () =>
        jsonResponse(200, {
          items: [
            (({ answers: _a, hits: _h, ...item }) => item)(
              buildReport({
                red_flags: [{ flag: 'liquidation', registry: 'krs', detail: null }],
                party_code: 'party0000001',
              }),
            ),
          ],
          total: 1,
        }),
    });
    open();
    const table = await screen.findByRole('table', { name: 'Stored registries reports' });
    expect(within(table).getByRole('link', { name: 'KANTOR ZŁOTÓWKA SP. Z O.O.' })).toHaveAttribute(
      'href',
      `/dashboard/tools/registries-reports/${REPORT_CODE}`,
    );
    expect(within(table).getByText('NIP 5252700001')).toBeVisible();
    expect(within(table).getByText('1 red flag')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'party0000001' })).toBeVisible();
    expect(within(table).getByText('anna@kantor.pl')).toBeVisible();

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the reports' }),
      'kantor{enter}',
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url) === `${REPORTS}?text=kantor&page=0&page_size=25`,
        ),
      ).toBe(true),
    );
  });

  it('lets a role that only reads see the reports, but not scan', async () => {
    answering({ role: 'all_viewer_member' });
    open();
    await field();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan' })).toBeDisabled());
  });
});
