import { PARTY_STATUSES, RISK_LEVELS } from '@aml/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, page, renderRoutes } from '../../../test/render';
import { DashboardHomePage } from './dashboard-home-page';

const fetchMock = mockApi();

const counts = <T extends string>(values: readonly T[], given: Partial<Record<T, number>>) =>
  Object.fromEntries(values.map((value) => [value, given[value] ?? 0]));

const quarter = (label: string, count: number) => ({
  label,
  from: '2026-10-01T00:00:00.000Z',
  to: '2027-01-01T00:00:00.000Z',
  count,
});

function answer(url: string) {
  if (url === '/int/teams/statistics') {
    return jsonResponse(200, {
      parties: {
        total: 1250,
        assessed: 1250,
        by_risk: counts(RISK_LEVELS, { low: 1200, high: 50 }),
        by_status: counts(PARTY_STATUSES, { active: 1250 }),
      },
      cdd: { due_this_month: 4, overdue: 1200, in_progress: 2 },
    });
  }
  if (url === '/int/teams/parties') {
    return jsonResponse(200, {
      current: quarter('2026-Q4', 12),
      previous: quarter('2026-Q3', 10),
      difference: 2,
      percentage: 20,
    });
  }
  if (url === '/int/teams/transactions') {
    return jsonResponse(200, {
      current: { ...quarter('2026-Q4', 3), amount_eur: '100.00', pending: 0 },
      previous: { ...quarter('2026-Q3', 0), amount_eur: '0', pending: 0 },
      count_difference: 3,
      count_percentage: null,
      amount_difference: '100.00',
      amount_percentage: null,
      by_risk: counts(RISK_LEVELS, { normal: 3 }),
    });
  }
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

describe('the dashboard home page', () => {
  it("reads out each chart's counts as a table, and its drawing takes no focus", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    const view = renderRoutes([page('/dashboard', <DashboardHomePage />)], '/dashboard');
    const risk = await screen.findByRole('table', { name: 'Risk in parties' }, { timeout: 5000 });
    expect(within(risk).getByRole('columnheader', { name: 'Risk level' })).toBeInTheDocument();
    const low = within(risk).getByRole('row', { name: /^Low risk/ });
    expect(within(low).getByRole('cell')).toHaveTextContent('1,200');
    // Categories with nothing in them are left out: a header row and the two levels counted.
    expect(within(risk).getAllByRole('row')).toHaveLength(3);
    expect(within(risk).queryByRole('row', { name: /^Normal risk/ })).toBeNull();
    const statuses = screen.getByRole('table', { name: 'Party statuses' });
    expect(within(statuses).getByRole('row', { name: /^Active/ })).toHaveTextContent('1,250');
    const transactions = await screen.findByRole('table', { name: 'Risk in transactions' });
    expect(within(transactions).getByRole('row', { name: /^Normal risk/ })).toHaveTextContent('3');
    expect(view.container.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
  });

  it('counts due diligence to act on, each figure leading to its list', async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    renderRoutes([page('/dashboard', <DashboardHomePage />)], '/dashboard');
    const overdue = await screen.findByRole('link', { name: 'Reviews overdue' }, { timeout: 5000 });
    expect(overdue).toHaveAttribute('href', '/dashboard/customer-due-diligence?due=overdue');
    expect(overdue.nextSibling).toHaveTextContent('1,200');
    expect(screen.getByRole('link', { name: 'Reviews due this month' })).toHaveAttribute(
      'href',
      '/dashboard/customer-due-diligence?due=this_month',
    );
    expect(screen.getByRole('link', { name: 'Executions in progress' })).toHaveAttribute(
      'href',
      '/dashboard/customer-due-diligence?status=in_progress',
    );
  });
});
