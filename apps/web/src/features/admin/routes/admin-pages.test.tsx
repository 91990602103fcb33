import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { ExchangeRatesPage } from './exchange-rates-page';
import { LogSwitchPage } from './log-switch-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

/** The signed-in user; the installation's administrators have the role `admin`. */
const signedIn = (installationAdmin: boolean) => ({
  ...userWithRole('admin'),
  roles: installationAdmin ? ['user', 'admin'] : ['user'],
});

const rates = {
  items: [
    {
      currency: 'EUR',
      effective_date: '2026-11-26',
      table_no: '229/A/NBP/2026',
      mid: '4.2710',
      source: 'nbp',
      created_at: '2026-11-26T12:00:00.000Z',
    },
    {
      currency: 'USD',
      effective_date: '2026-11-26',
      table_no: 'manual',
      mid: '3.6437',
      source: 'manual',
      created_at: '2026-11-26T12:00:00.000Z',
    },
  ],
  coverage: [{ currency: 'EUR', checked_through: '2026-11-26' }],
};

const outbox = {
  items: [
    {
      id: 7,
      to: 'jan@kantor.pl',
      subject: 'Invitation to the team',
      status: 'sent',
      transport: 'outbox',
      attempts: 1,
      last_error: null,
      created_at: '2026-11-26T08:00:00.000Z',
      sent_at: '2026-11-26T08:00:01.000Z',
      text: 'Open the link to join.',
    },
  ],
  total: 1,
};

function answering(installationAdmin: boolean) {
  return (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, signedIn(installationAdmin));
    if (url.startsWith('/int/exchange-rates') && method === 'GET') {
      return jsonResponse(200, rates);
    }
    if (url === '/int/exchange-rates' && method === 'POST') {
      return jsonResponse(200, { stored: 1, checked_through: '2026-11-27', completed: 3 });
    }
    if (url === '/int/admin/logswitch' && method === 'POST') {
      return jsonResponse(200, { verbose: true, level: 'debug' });
    }
    if (url === '/int/admin/logswitch') return jsonResponse(200, { verbose: false, level: 'info' });
    if (url === '/int/admin/outbox') return jsonResponse(200, outbox);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const posts = (path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === path && (init as RequestInit | undefined)?.method === 'POST',
  );

describe('the exchange rates page', () => {
  it('shows the coverage and the recent rates the API answers', async () => {
    fetchMock.mockImplementation(answering(true));
    renderRoutes([{ path: '/', element: <ExchangeRatesPage /> }], '/');
    expect(await screen.findByText('EUR: through 2026-11-26', {}, { timeout: 5000 })).toBeVisible();
    const rows = await screen.findAllByRole('row');
    const usd = rows.find((row) => within(row).queryByText('USD'))!;
    expect(within(usd).getByText('3.6437')).toBeInTheDocument();
    expect(within(usd).getByText('Manual')).toBeInTheDocument();
    expect(screen.getByText('229/A/NBP/2026')).toBeInTheDocument();
  });

  it('checks a rate typed in, in English and in Polish, then saves it after asking', async () => {
    fetchMock.mockImplementation(answering(true));
    const view = renderRoutes([{ path: '/', element: <ExchangeRatesPage /> }], '/');
    const save = await screen.findByRole('button', { name: 'Save rate' }, { timeout: 5000 });
    const mid = screen.getByRole('textbox', { name: 'Rate (PLN)' });
    await userEvent.type(mid, '0');
    await userEvent.click(save);
    expect(await screen.findByText('Enter a rate above zero, e.g. 4.2710')).toBeInTheDocument();
    expect(posts('/int/exchange-rates')).toHaveLength(0);

    await userEvent.clear(mid);
    await userEvent.type(mid, '4,2710');
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    await userEvent.clear(currency);
    await userEvent.type(currency, 'chf');
    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save this rate?' });
    expect(dialog).toHaveTextContent(/^Save this rate\?1 CHF = 4\.2710 PLN on \d{4}-\d{2}-\d{2}/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(posts('/int/exchange-rates')).toHaveLength(1));
    const body = JSON.parse(String(posts('/int/exchange-rates')[0]![1].body));
    expect(body.rates).toHaveLength(1);
    expect(body.rates[0]).toMatchObject({ currency: 'CHF', mid: '4.2710' });
    expect(body.rates[0].effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      await screen.findByText(
        'Stored 1 rate; complete through 2026-11-27; 3 pending EUR values completed.',
      ),
    ).toBeVisible();
    view.unmount();

    await i18n.changeLanguage('pl');
    renderRoutes([{ path: '/', element: <ExchangeRatesPage /> }], '/');
    const zapisz = await screen.findByRole('button', { name: 'Zapisz kurs' }, { timeout: 5000 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Kurs (PLN)' }), '0');
    await userEvent.click(zapisz);
    expect(await screen.findByText('Podaj kurs większy od zera, np. 4.2710')).toBeInTheDocument();
  });

  it('is refused to anyone but an administrator of the installation', async () => {
    fetchMock.mockImplementation(answering(false));
    renderRoutes([{ path: '/', element: <ExchangeRatesPage /> }], '/');
    expect(
      await screen.findByText('To continue, admin user role is required', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rate' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/int/exchange'))).toBe(
      false,
    );
  });
});

describe('the log switch page', () => {
  it('shows the state of logging and the outbox, and turns verbose logging on', async () => {
    fetchMock.mockImplementation(answering(true));
    renderRoutes([{ path: '/', element: <LogSwitchPage /> }], '/');
    const verbose = await screen.findByRole(
      'switch',
      { name: 'Verbose request logging' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(verbose).toBeEnabled());
    expect(verbose).not.toBeChecked();
    expect(screen.getByText('Current log level of this server process: info.')).toBeVisible();
    const outboxTable = screen.getByRole('table', { name: 'E-mail outbox' });
    expect(within(outboxTable).getByText('Invitation to the team')).toBeInTheDocument();
    expect(within(outboxTable).getByText('Open the link to join.')).toBeInTheDocument();
    expect(within(outboxTable).getByText('Sent')).toBeInTheDocument();

    await userEvent.click(verbose);
    await waitFor(() => expect(posts('/int/admin/logswitch')).toHaveLength(1));
    expect(JSON.parse(String(posts('/int/admin/logswitch')[0]![1].body))).toEqual({
      verbose: true,
    });
  });

  it('hides the tools from a user who is not an administrator of the installation', async () => {
    fetchMock.mockImplementation(answering(false));
    renderRoutes([{ path: '/', element: <LogSwitchPage /> }], '/');
    expect(
      await screen.findByText('To continue, admin user role is required', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
