import type { Backtest } from '@aml/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { backtestCode, buildBacktest, buildDetail, ruleSetCode, user } from './rule-set-fixtures';
import { RuleSetDetailPage } from './rule-set-detail-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = ruleSetCode(1);
const NEW = backtestCode(9);
const listItem = ({ results: _results, ...item }: Backtest) => item;

const queued = buildBacktest(9, {
  status: 'queued',
  processed: 0,
  total: null,
  results: null,
  started_at: null,
  finished_at: null,
});
const running = { ...queued, status: 'running' as const, processed: 123_456, total: 1_000_000 };
const done = buildBacktest(9);
const failed = buildBacktest(2, {
  status: 'failed',
  version: 2,
  processed: 5000,
  total: 20_000,
  results: null,
  error: 'The database connection was lost',
});

/**
 * The API of back-tests: a started one is queued, then running, then (unless canceled) done,
 * one step per request for its progress.
 */
function answering({
  role = 'admin' as 'admin' | 'all_viewer_member',
  steps = [queued, running, done] as Backtest[],
  earlier = [failed] as Backtest[],
} = {}) {
  let step = -1;
  let canceled = false;
  return (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/int/user') return jsonResponse(200, user(role));
    if (url.pathname === `/int/rule-sets/${CODE}`) {
      return jsonResponse(200, buildDetail(1, { name: 'Kantor rules' }));
    }
    if (url.pathname === `/int/rule-sets/${CODE}/backtests`) {
      if (method === 'POST') {
        step = 0;
        return jsonResponse(202, steps[0]);
      }
      const current = step >= 0 ? [listItem(steps[Math.min(step, steps.length - 1)]!)] : [];
      return jsonResponse(200, { items: [...current, ...earlier.map(listItem)] });
    }
    if (url.pathname === `/int/backtests/${NEW}/cancel` && method === 'POST') {
      canceled = true;
      return jsonResponse(200, { ...running, status: 'canceled', finished_at: running.created_at });
    }
    if (url.pathname === `/int/backtests/${NEW}`) {
      if (canceled) return jsonResponse(200, { ...running, status: 'canceled' });
      step = Math.min(step + 1, steps.length - 1);
      return jsonResponse(200, steps[step]);
    }
    const known = earlier.find((item) => url.pathname === `/int/backtests/${item.code}`);
    if (known) return jsonResponse(200, known);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = (query = '') =>
  renderRoutes(
    [{ path: '/dashboard/rule-sets/:ruleSetCode', element: <RuleSetDetailPage /> }],
    `/dashboard/rule-sets/${CODE}${query}`,
  );

const section = async () => {
  await screen.findByRole('heading', { name: 'Kantor rules' }, { timeout: 5000 });
  return screen.getByRole('heading', { name: 'Back-testing' }).closest('section')!;
};
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST');
const setDate = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

describe('back-testing a rule set', () => {
  it('checks the period, starts the current version, follows its progress and shows results', async () => {
    fetchMock.mockImplementation(answering());
    const view = open();
    const backtests = await section();
    const form = within(backtests).getByRole('form', { name: 'Start a back-test' });
    expect(within(form).getByRole('combobox', { name: /Version/ })).toHaveTextContent(
      'Version 3 (current)',
    );
    const from = within(form).getByLabelText(/Booked from/);
    const to = within(form).getByLabelText(/Booked to/);
    setDate(from, '2026-11-01');
    setDate(to, '2026-10-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Start back-test' }));
    expect(
      await within(form).findByText('The end of the period cannot be before its start'),
    ).toBeVisible();
    setDate(from, '');
    await userEvent.click(within(form).getByRole('button', { name: 'Start back-test' }));
    expect(await within(form).findByText('This field is required')).toBeVisible();
    expect(posts(`/int/rule-sets/${CODE}/backtests`)).toHaveLength(0);

    setDate(from, '2026-08-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Start back-test' }));
    await waitFor(() => expect(posts(`/int/rule-sets/${CODE}/backtests`)).toHaveLength(1));
    // The current version is the one run when none is named.
    expect(JSON.parse(String(posts(`/int/rule-sets/${CODE}/backtests`)[0]![1].body))).toEqual({
      booked_from: '2026-08-01',
      booked_to: '2026-10-31',
    });
    await waitFor(() => expect(view.location().search).toBe(`?backtest=${NEW}`));

    const job = await screen.findByRole('region', {
      name: 'Version 3, booked 1 Aug 2026 – 31 Oct 2026',
    });
    const bar = await within(job).findByRole('progressbar', { name: 'Progress of the back-test' });
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', '123,456 of 1,000,000 transactions'),
    );
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(within(job).getByText('123,456 of 1,000,000 transactions')).toBeVisible();
    expect(within(job).getByText(/You can leave this page/)).toBeVisible();

    // Asked again every second until it is done.
    expect(await within(job).findByText('Done', {}, { timeout: 5000 })).toBeVisible();
    expect(within(job).queryByRole('progressbar')).toBeNull();
    const stats = within(job).getByText('Transactions evaluated').closest('div')!;
    expect(stats).toHaveTextContent('1,000,000');
    expect(within(job).getByText('Would-be alerts').closest('div')).toHaveTextContent('1,234');
    const levels = within(job).getByRole('list', {
      name: 'Levels the transactions would have had',
    });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Low risk990,000', 'Normal risk8,766', 'High risk1,200', 'Unacceptable34']);

    const byRule = within(job).getByRole('table', { name: 'By rule' });
    const [, linked, single] = within(byRule).getAllByRole('row');
    expect(linked).toHaveTextContent('Linked transactions limit1,2001,200012');
    expect(single).toHaveTextContent('Single transaction limit08,80031212');
    expect(within(single!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(linked!).getByRole('button', {
        name: 'Show 2 transactions of Linked transactions limit',
      }),
    );
    const listed = within(job).getByRole('list', {
      name: 'Transactions on which Linked transactions limit would have raised an alert',
    });
    const [first, second] = within(listed).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'trans00000042' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/trans00000042',
    );
    expect(first).toHaveTextContent('30 Oct 2026');
    expect(first).toHaveTextContent('70,000.00 PLN');
    expect(first).toHaveTextContent('16,500.00 EUR');
    expect(first).toHaveTextContent('Jan Nowak: 3 transactions within 7 days total 16,500.00 EUR.');
    expect(second).toHaveTextContent('EUR pending');
    expect(within(job).getByText('Showing the newest 2 of 1,200 transactions')).toBeVisible();

    await i18n.changeLanguage('pl');
    expect(
      await within(listed).findByText(
        'Jan Nowak: 3 transakcje w ciągu 7 dni, łącznie 16 500,00 EUR.',
      ),
    ).toBeVisible();
    expect(within(job).getByRole('table', { name: 'Według reguł' })).toBeVisible();
  });

  it('runs an earlier version when one is chosen', async () => {
    fetchMock.mockImplementation(answering({ steps: [queued] }));
    open();
    const form = within(await section()).getByRole('form', { name: 'Start a back-test' });
    await userEvent.click(within(form).getByRole('combobox', { name: /Version/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Version 2 ·/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Start back-test' }));
    await waitFor(() => expect(posts(`/int/rule-sets/${CODE}/backtests`)).toHaveLength(1));
    expect(JSON.parse(String(posts(`/int/rule-sets/${CODE}/backtests`)[0]![1].body))).toMatchObject(
      { version: 2 },
    );
    expect(
      await screen.findByText('Queued: waiting for the server to start it', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('stops a running back-test after a confirmation, and says it was canceled', async () => {
    fetchMock.mockImplementation(answering({ steps: [running] }));
    open(`?backtest=${NEW}`);
    await section();
    const job = await screen.findByRole('region', { name: /^Version 3, booked/ });
    await within(job).findByText('123,456 of 1,000,000 transactions');
    await userEvent.click(within(job).getByRole('button', { name: 'Stop back-test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the back-test' });
    expect(dialog).toHaveTextContent('What it has evaluated so far is discarded');
    expect(posts(`/int/backtests/${NEW}/cancel`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop back-test' }));
    await waitFor(() => expect(posts(`/int/backtests/${NEW}/cancel`)).toHaveLength(1));
    expect(await within(job).findByText('The back-test was canceled')).toBeVisible();
    expect(job).toHaveTextContent(
      'It was stopped at 123,456 of 1,000,000 transactions and has no results.',
    );
    expect(within(job).queryByRole('button', { name: 'Stop back-test' })).toBeNull();
  });

  it('lists earlier back-tests, opens one, and says plainly that it failed', async () => {
    fetchMock.mockImplementation(answering({ earlier: [failed, buildBacktest(3)] }));
    const view = open();
    const backtests = await section();
    const list = await within(backtests).findByRole('table', {
      name: 'Back-tests of this rule set',
    });
    const [, failedRow, doneRow] = within(list).getAllByRole('row');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('5,000 of 20,000 transactions');
    expect(failedRow).toHaveTextContent('1 Aug 2026 – 31 Oct 2026');
    expect(doneRow).toHaveTextContent('1,000,000 transactions evaluated');
    await userEvent.click(
      within(failedRow!).getByRole('button', { name: /^Open the back-test of version 2/ }),
    );
    expect(view.location().search).toBe(`?backtest=${backtestCode(2)}`);
    const job = await screen.findByRole('region', { name: /^Version 2, booked/ });
    expect(await within(job).findByText('The back-test failed')).toBeVisible();
    expect(job).toHaveTextContent('It has no results.');
    expect(job).toHaveTextContent('Reason given by the server: The database connection was lost');
    await userEvent.click(within(job).getByRole('button', { name: 'Close the back-test' }));
    await waitFor(() => expect(view.location().search).toBe(''));
  });

  it('lets a member who is not an administrator read back-tests but not start or stop them', async () => {
    fetchMock.mockImplementation(
      answering({ role: 'all_viewer_member', steps: [running], earlier: [] }),
    );
    open(`?backtest=${NEW}`);
    const backtests = await section();
    await waitFor(() =>
      expect(
        within(backtests).getByText(
          "Only the team's administrators can start a back-test; you can open the ones below.",
        ),
      ).toBeVisible(),
    );
    expect(within(backtests).queryByRole('form')).toBeNull();
    const job = await screen.findByRole('region', { name: /^Version 3, booked/ });
    await within(job).findByText('123,456 of 1,000,000 transactions');
    expect(within(job).queryByRole('button', { name: 'Stop back-test' })).toBeNull();
  });

  it('says there are no back-tests yet, and counts in Polish', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering({ steps: [running], earlier: [] }));
    open();
    const backtests = await within(
      (await screen.findByRole('heading', { name: 'Test wsteczny' }, { timeout: 5000 })).closest(
        'section',
      )!,
    );
    expect(await backtests.findByText('Nie ma jeszcze testów wstecznych.')).toBeVisible();
    await userEvent.click(backtests.getByRole('button', { name: 'Uruchom test' }));
    expect(
      await screen.findByText(/^123\s456 z 1\s000\s000 transakcji$/, {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
