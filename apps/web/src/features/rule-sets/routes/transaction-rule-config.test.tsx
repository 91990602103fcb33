import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildDetail, limits, ruleSetCode, transactionRules, user } from './rule-set-fixtures';
import { RuleEditPage } from './rule-edit-page';
import { RulePage } from './rule-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = ruleSetCode(1);
const ruleOf = (kind: string) => transactionRules.find((rule) => rule.kind === kind)!;

function answer(input: string, init?: RequestInit) {
  const url = new URL(input, 'http://localhost');
  if (url.pathname === '/int/user') return jsonResponse(200, user());
  if (url.pathname === `/int/rule-sets/${CODE}`) return jsonResponse(200, buildDetail(1));
  const rule = transactionRules.find(
    (item) => url.pathname === `/int/rule-sets/${CODE}/rules/${item.code}`,
  );
  if (rule) return jsonResponse(200, init?.method === 'PATCH' ? {} : rule);
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (kind: string, edit = true) =>
  renderRoutes(
    [
      { path: '/dashboard/rule-sets/:ruleSetCode/rules/:code', element: <RulePage /> },
      { path: '/dashboard/rule-sets/:ruleSetCode/rules/:code/edit', element: <RuleEditPage /> },
    ],
    `/dashboard/rule-sets/${CODE}/rules/${ruleOf(kind).code}${edit ? '/edit' : ''}`,
  );

const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const limit = (n: number) => screen.getByRole('group', { name: `Limits, row ${n}` });
const save = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
  );
};

describe('the limits of the single-transaction rule', () => {
  it('are cards titled by their label, each summed up in a line, opened to be edited', async () => {
    fetchMock.mockImplementation(answer);
    open('single_transaction_limit');
    await screen.findByRole(
      'heading',
      { name: 'Edit: Single transaction limit' },
      { timeout: 5000 },
    );
    expect(screen.getAllByRole('group', { name: /^Limits, row/ })).toHaveLength(3);
    const transfer = limit(2);
    const summary = within(transfer).getByRole('button', {
      name: /CDD: occasional transfer of funds/,
    });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(summary).toHaveTextContent(
      'above 1,000.00 EUR · Types: Transfer · Payment: any · Institutions: Payment institution, Small payment institution',
    );
    expect(
      within(limit(3)).getByRole('button', { name: /^Report to GIIF: cash/ }),
    ).toHaveTextContent('Institutions: all except Currency exchange office');
    // The GIIF switch that is on shows in the summary.
    expect(within(limit(3)).getAllByText('Report to GIIF').length).toBeGreaterThan(0);

    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(within(transfer).getByRole('textbox', { name: /^English/ })).toHaveValue(
      'CDD: occasional transfer of funds (art. 35 ust. 1 pkt 2 lit. b)',
    );
    expect(within(transfer).getByRole('textbox', { name: /^Polish/ })).toHaveValue(
      'Środki bezpieczeństwa finansowego: okazjonalny transfer środków (art. 35 ust. 1 pkt 2 lit. b)',
    );
    expect(within(transfer).getByRole('textbox', { name: 'Threshold' })).toHaveValue('1,000.00');
    expect(within(transfer).getByText('EUR')).toBeVisible();
    expect(
      within(transfer).getByRole('combobox', { name: 'Crossed when the amount is' }),
    ).toHaveTextContent('Above the threshold');
    expect(within(transfer).getByRole('combobox', { name: 'Risk level' })).toHaveTextContent(
      'Normal',
    );
    expect(within(transfer).getByRole('switch', { name: 'Report to GIIF' })).not.toBeChecked();
    // An empty filter says it means any.
    expect(within(transfer).getByRole('combobox', { name: 'Payment methods' })).toHaveAttribute(
      'placeholder',
      'Any',
    );
    expect(within(transfer).getByText('Transfer')).toBeVisible();
    expect(within(transfer).getByText('Small payment institution')).toBeVisible();
  });

  it('checks a threshold as an amount with two decimals and saves it as exact text', async () => {
    fetchMock.mockImplementation(answer);
    const view = open('single_transaction_limit');
    await screen.findByRole(
      'heading',
      { name: 'Edit: Single transaction limit' },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(limit(1)).getByRole('button', { name: /CDD: occasional transaction/ }),
    );
    const threshold = within(limit(1)).getByRole('textbox', { name: 'Threshold' });
    expect(threshold).toHaveValue('15,000.00');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '14999.999');
    await userEvent.tab();
    expect(
      within(limit(1)).getByText(
        'Enter an amount in euro above zero, with at most two decimals, e.g. 15000.00',
      ),
    ).toBeVisible();
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '0');
    await userEvent.tab();
    expect(within(limit(1)).getByText(/Enter an amount in euro above zero/)).toBeVisible();

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '12,500.5');
    await userEvent.tab();
    expect(threshold).toHaveValue('12,500.50');
    await userEvent.click(within(limit(1)).getByRole('switch', { name: 'Report to GIIF' }));
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    const sent = JSON.parse(String(patches()[0]![1].body));
    expect(sent.config.limits[0]).toEqual({
      ...limits.limits[0],
      threshold_eur: '12500.50',
      report_to_giif: true,
    });
    expect(sent.config.limits.slice(1)).toEqual(limits.limits.slice(1));
    await waitFor(() =>
      expect(view.location().pathname).toBe(
        `/dashboard/rule-sets/${CODE}/rules/${ruleOf('single_transaction_limit').code}`,
      ),
    );
  });

  it('adds a limit that opens empty and must be labelled in both languages', async () => {
    fetchMock.mockImplementation(answer);
    open('single_transaction_limit');
    await screen.findByRole(
      'heading',
      { name: 'Edit: Single transaction limit' },
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a row: Limits' }));
    const added = limit(4);
    expect(within(added).getByRole('button', { name: /^Row 4 \(no label yet\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Nothing is asked, nothing is sent: the new limit is not complete.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(added).findAllByText('This field is required')).toHaveLength(3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches()).toHaveLength(0);

    await userEvent.click(within(added).getByRole('textbox', { name: /^English/ }));
    await userEvent.paste('Large cash');
    await userEvent.click(within(added).getByRole('textbox', { name: /^Polish/ }));
    await userEvent.paste('Duża gotówka');
    await userEvent.type(within(added).getByRole('textbox', { name: 'Threshold' }), '5000');
    await userEvent.click(within(added).getByRole('combobox', { name: 'Payment methods' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    expect(within(added).getByRole('button', { name: /^Large cash/ })).toHaveTextContent(
      'at or above 5,000.00 EUR · Types: any · Payment: Cash · Institutions: any',
    );
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1].body)).config.limits[3]).toEqual({
      label: { en: 'Large cash', pl: 'Duża gotówka' },
      threshold_eur: '5000.00',
      comparison: 'at_or_above',
      transaction_types: [],
      payment_methods: ['cash'],
      institution_types: [],
      risk: 'normal',
      report_to_giif: false,
    });
  });

  it('opens the card of a limit the server refuses, with the error at its field', async () => {
    fetchMock.mockImplementation((input: string, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? jsonResponse(400, {
            statusCode: 400,
            code: 'validation_failed',
            message: 'Invalid',
            details: {
              fields: [{ path: 'config.limits.2.threshold_eur', code: 'amount_invalid' }],
            },
          })
        : answer(input, init),
    );
    open('single_transaction_limit');
    await screen.findByRole(
      'heading',
      { name: 'Edit: Single transaction limit' },
      { timeout: 5000 },
    );
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refused = limit(3);
    expect(await within(refused).findByText(/Enter an amount in euro above zero/)).toBeVisible();
    expect(within(refused).getByRole('button', { name: /^Report to GIIF: cash/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('speaks Polish: labels, amounts written the Polish way, translated choices', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answer);
    open('single_transaction_limit');
    await screen.findByRole(
      'heading',
      { name: 'Edycja: Limit pojedynczej transakcji' },
      { timeout: 5000 },
    );
    const row = screen.getByRole('group', { name: 'Progi, wiersz 3' });
    const summary = within(row).getByRole('button', { name: /Zgłoszenie do GIIF: wpłata/ });
    expect(summary).toHaveTextContent(
      /powyżej 15\s000,00 EUR · Typy: dowolne · Płatność: Gotówka · Instytucje: wszystkie oprócz: Kantor/,
    );
    await userEvent.click(summary);
    const threshold = within(row).getByRole('textbox', { name: 'Próg' });
    expect(threshold).toHaveValue('15\u00a0000,00');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '20 000,5');
    await userEvent.tab();
    expect(threshold).toHaveValue('20\u00a0000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zapisz' }),
    );
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1].body)).config.limits[2].threshold_eur).toBe(
      '20000.50',
    );
  });

  it('are shown read-only as cards summed up in a line, amounts written out', async () => {
    fetchMock.mockImplementation(answer);
    open('single_transaction_limit', false);
    const first = await screen.findByRole(
      'listitem',
      { name: 'CDD: occasional transaction (art. 35 ust. 1 pkt 2 lit. a)' },
      { timeout: 5000 },
    );
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'CDD: occasional transaction',
    );
    // One line says it all: the threshold and how it is crossed, the filters, the level.
    expect(first).toHaveTextContent(
      'at or above 15,000.00 EUR · Types: any · Payment: any · Institutions: any' + 'Normal',
    );
    expect(first).not.toHaveTextContent('Report to GIIF');
    const report = screen.getByRole('listitem', { name: /^Report to GIIF: cash/ });
    expect(report).toHaveTextContent(
      'above 15,000.00 EUR · Types: any · Payment: Cash · Institutions: all except Currency exchange office',
    );
    expect(within(report).getByText('Report to GIIF')).toBeVisible();
    expect(screen.getAllByRole('listitem', { name: /^(CDD|Report)/ })).toHaveLength(3);
    // What it reads, named as the transaction form names it.
    expect(screen.getByText('Value in EUR')).toBeVisible();
    expect(screen.getByText('Transaction type')).toBeVisible();
    expect(screen.getByText('Kind of institution (company data)')).toBeVisible();
    expect(screen.getByText('Transaction rule')).toBeVisible();
  });
});

describe('the other transaction rules', () => {
  it('the linked-transactions limit: window, counts, threshold, comparison, GIIF switch', async () => {
    fetchMock.mockImplementation(answer);
    open('multiple_transactions_limit');
    await screen.findByRole(
      'heading',
      { name: 'Edit: Linked transactions limit' },
      { timeout: 5000 },
    );
    const window = screen.getByRole('spinbutton', {
      name: "Window (days, the transaction's day included)",
    });
    expect(window).toHaveValue(7);
    expect(
      screen.getByText(/From 1 to 31: the transaction's day and the days before it/),
    ).toBeVisible();
    expect(
      screen.getByRole('spinbutton', { name: 'Fewest transactions in the window' }),
    ).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: 'Threshold' })).toHaveValue('15,000.00');
    // Fields in reading order: what is counted, the threshold and how it is crossed, the level.
    const form = screen.getByRole('form', { name: 'Configuration' });
    expect(
      [...form.querySelectorAll('label')].map((label) =>
        label.textContent?.replace('*', '').trim(),
      ),
    ).toEqual([
      "Window (days, the transaction's day included)",
      'Fewest transactions in the window',
      'Threshold',
      'Crossed when the amount is',
      'Risk level',
      'Report to GIIF',
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Crossed when the amount is' }));
    const choices = await screen.findByRole('listbox');
    expect(
      within(choices)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['At or above the threshold', 'Above the threshold']);
    await userEvent.click(within(choices).getByRole('option', { name: 'Above the threshold' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Report to GIIF' }));
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1].body))).toEqual({
      config: {
        window_days: 7,
        threshold_eur: '15000.00',
        comparison: 'above',
        min_transactions: 2,
        risk: 'high',
        report_to_giif: true,
      },
    });
  });

  it('the average deviation: an empty number of deviations turns that test off', async () => {
    fetchMock.mockImplementation(answer);
    open('average_transaction_deviation');
    await screen.findByRole(
      'heading',
      { name: 'Edit: Deviation from the average transaction' },
      { timeout: 5000 },
    );
    const deviations = screen.getByRole('spinbutton', {
      name: 'Standard deviations above the average',
    });
    expect(deviations).toHaveValue(null);
    expect(
      screen.getByText(/or empty: then the multiple of the average alone decides/),
    ).toBeVisible();
    await userEvent.type(deviations, '2.5');
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1].body)).config).toEqual({
      min_history: 5,
      multiple_of_average: 3,
      standard_deviations: 2.5,
      risk: 'normal',
    });
  });

  it("the parties' risk: the level of a party to verify may be left out", async () => {
    fetchMock.mockImplementation(answer);
    open('transaction_risk_from_parties');
    await screen.findByRole('heading', { name: 'Edit: Risk of the parties' }, { timeout: 5000 });
    const level = screen.getByRole('combobox', {
      name: 'Level of a party whose verification is required',
    });
    expect(level).toHaveTextContent('Normal');
    await userEvent.click(level);
    await userEvent.click(await screen.findByRole('option', { name: 'Not counted' }));
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1].body)).config).toEqual({
      user_verification_required_risk: null,
    });
  });
});
