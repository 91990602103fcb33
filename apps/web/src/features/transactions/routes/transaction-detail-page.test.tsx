import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import {
  buildTransactionAssessment,
  OVERRIDE,
  TRANSACTION_CODE,
  TRANSACTION_RECORD_CODE,
} from '../../risk/routes/risk-fixtures';
import { TransactionDetailPage } from './transaction-detail-page';
import {
  buildSummary,
  buildTransaction,
  dayText,
  GIIF_MARK,
  OVERDUE_GIIF_MARK,
} from './transaction-fixtures';
import { userWithRole } from '../../../test/session-user';
import { buildReport } from '../../giif/giif.fixtures';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = TRANSACTION_CODE;

function answering({
  role = 'admin',
  mark = GIIF_MARK as typeof GIIF_MARK | null,
  assessment = buildTransactionAssessment() as ReturnType<typeof buildTransactionAssessment> | null,
  setRisk = (body: { level: string; reason: string }) =>
    jsonResponse(200, { risk_level: body.level, assessment }),
} = {}) {
  return (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === `/int/transactions/${CODE}/summary`) {
      return jsonResponse(200, buildSummary(42, { code: CODE, giif_report: mark }));
    }
    if (url === `/int/transactions/${CODE}`) {
      return jsonResponse(200, buildTransaction(42, { code: CODE, giif_report: mark }));
    }
    if (url === `/int/transactions/${CODE}/risk`) {
      return jsonResponse(200, { risk_level: assessment?.level ?? 'pending', assessment });
    }
    if (url === `/int/transactions/${CODE}/set-risk` && init?.method === 'POST') {
      return setRisk(JSON.parse(String(init.body)));
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = (tab = 'data') =>
  renderRoutes(
    [{ path: '/dashboard/transactions/:code', element: <TransactionDetailPage /> }],
    `/dashboard/transactions/${CODE}?tab=${tab}`,
  );

// Named by what it is: its type and amount, its first party and its day, not its code.
const title = () =>
  screen.findByRole(
    'heading',
    { name: 'Sale of currency 70,000 PLN · Anna Wiśniewska-Żółkiewska · 20 Nov 2026' },
    { timeout: 5000 },
  );
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe("a transaction's page", () => {
  it('shows the risk chip and the GIIF deadline in the header, the reason on the data tab', async () => {
    fetchMock.mockImplementation(answering());
    open();
    await title();
    const due = dayText(GIIF_MARK.due_on);
    expect(screen.getByText('Normal risk')).toBeVisible();
    expect(screen.getByText(`Report to GIIF by ${due}`)).toBeVisible();
    const notice = await screen.findByRole('alert', { name: 'Report to GIIF' });
    expect(notice).toHaveTextContent(`To be reported to GIIF by ${due}`);
    expect(notice).toHaveTextContent(
      '16,000.00 EUR is above the 15,000.00 EUR threshold of Report to GIIF: cash deposit or withdrawal (art. 72 ust. 1 pkt 1)',
    );
    expect(notice).toHaveTextContent(/day of the transaction is not counted/);
  });

  it('says plainly when the report is overdue, and in Polish', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering({ mark: OVERDUE_GIIF_MARK }));
    open();
    await screen.findByRole(
      'heading',
      // Polish groups thousands with a no-break space.
      { name: /^Sprzedaż waluty 70\s000 PLN · Anna Wiśniewska-Żółkiewska · 20 lis 2026$/ },
      { timeout: 5000 },
    );
    expect(screen.getByText('Zgłoś do GIIF do 9 mar 2026 (po terminie)')).toBeVisible();
    const notice = await screen.findByRole('alert', { name: 'Zgłoszenie do GIIF' });
    expect(notice).toHaveTextContent('Termin zgłoszenia do GIIF minął 9 mar 2026');
    expect(notice).toHaveTextContent('16 000,00 EUR przekracza próg 15 000,00 EUR');
  });

  it('keeps the code beside the name, copied with one click', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answering({ mark: null }));
    open();
    await title();
    await user.click(screen.getByRole('button', { name: `Copy the code ${CODE}` }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(screen.getByRole('status')).toHaveTextContent('Code copied');
  });

  it('shows no GIIF mark for a transaction that is not to be reported', async () => {
    fetchMock.mockImplementation(answering({ mark: null }));
    open();
    await title();
    await screen.findByText('Transaction type');
    expect(screen.queryByText(/GIIF/)).toBeNull();
    expect(screen.queryByRole('tab', { name: 'GIIF report' })).toBeNull();
  });

  it('has a GIIF report tab for a transaction to be reported, with what it still lacks', async () => {
    const giif = (url: string, init?: RequestInit) =>
      url === `/int/transactions/${CODE}/giif`
        ? jsonResponse(200, buildReport({ transaction_code: CODE }))
        : answering()(url, init);
    fetchMock.mockImplementation(giif);
    open('giif');
    await title();
    expect(screen.getByRole('tab', { name: 'GIIF report', selected: true })).toBeInTheDocument();
    const issues = await screen.findByRole('table', { name: 'Issues to fix' });
    expect(within(issues).getByRole('rowheader', { name: 'Anna Kowalska: PESEL' })).toBeVisible();
  });

  it("has a Risk tab with the level, each rule's explanation and the record's links", async () => {
    fetchMock.mockImplementation(answering());
    open('risk');
    const list = await screen.findByRole('list', { name: 'Rule results' }, { timeout: 5000 });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByRole('heading', { name: 'Single transaction limit' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Risk found');
    expect(first).toHaveTextContent(/16,000\.00 EUR is above the 15,000\.00 EUR threshold/);
    // A transaction's missing data is named as the task asking for it names it.
    expect(within(second!).getByRole('heading', { name: 'Country of order' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Missing data: country of the order');
    expect(within(third!).getByRole('heading', { name: 'Default transaction risk' })).toBeVisible();
    expect(screen.getByText('Normal: Single transaction limit points to normal.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the assessment record' })).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records/${TRANSACTION_RECORD_CODE}`,
    );
    expect(screen.getByRole('link', { name: 'All records of this transaction' })).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records?transaction_code=${CODE}`,
    );

    await i18n.changeLanguage('pl');
    expect(
      await within(list).findByRole('heading', { name: 'Limit pojedynczej transakcji' }),
    ).toBeVisible();
    expect(list).toHaveTextContent('Brakujące dane: kraj zlecenia');
    expect(list).toHaveTextContent('16 000,00 EUR przekracza próg 15 000,00 EUR');
  });

  it('shows an override beside the computed level', async () => {
    fetchMock.mockImplementation(
      answering({
        assessment: buildTransactionAssessment({ level: 'high', override: OVERRIDE }),
      }),
    );
    open('risk');
    await screen.findByRole('list', { name: 'Rule results' }, { timeout: 5000 });
    const level = screen.getByRole('group', { name: 'Risk level' });
    expect(level).toHaveTextContent('High risk');
    expect(level).toHaveTextContent('Computed by the rules: Normal risk');
    expect(screen.getByText(OVERRIDE!.reason)).toBeVisible();
  });

  it('lets an administrator override the level with a reason, posted to set-risk', async () => {
    fetchMock.mockImplementation(answering());
    const view = renderRoutes(
      [{ path: '/dashboard/transactions/:code', element: <TransactionDetailPage /> }],
      `/dashboard/transactions/${CODE}?tab=risk`,
    );
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    await screen.findByRole('list', { name: 'Rule results' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Override risk level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override the risk level' });
    expect(dialog).toHaveTextContent('replaces the computed one for this transaction');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    expect(
      await within(dialog).findByText(
        'Write the reason for the override: the decision must be explained.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New risk level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'High risk' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('Cash brought in by a third person.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the override' });
    expect(confirm).toHaveTextContent(
      'Set the risk level of the transaction Sale of currency 70,000 PLN · Anna Wiśniewska-Żółkiewska · 20 Nov 2026 to High risk? The computed level (Normal risk) stays in the record.',
    );
    expect(posted()).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Set the level' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe(`/int/transactions/${CODE}/set-risk`);
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({
      level: 'high',
      reason: 'Cash brought in by a third person.',
    });
    expect(await screen.findByText('The risk level has been changed')).toBeVisible();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['transactions'] });
  });

  it('offers no override to a member who is not an administrator', async () => {
    fetchMock.mockImplementation(answering({ role: 'all_viewer_member' }));
    open('risk');
    await screen.findByRole('list', { name: 'Rule results' }, { timeout: 5000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/int/user')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Override risk level' })).toBeNull();
  });

  it('says when the transaction has not been assessed yet', async () => {
    fetchMock.mockImplementation(answering({ assessment: null }));
    open('risk');
    expect(
      await screen.findByText(
        'Not assessed yet. The transaction is assessed when it is created or changed.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
