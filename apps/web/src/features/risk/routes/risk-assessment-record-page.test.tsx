import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { RiskAssessmentRecordPage } from './risk-assessment-record-page';
import {
  buildAssessment,
  buildTransactionAssessment,
  OVERRIDE,
  PARTY_CODE,
  RECORD_CODE,
  TRANSACTION_CODE,
  TRANSACTION_RECORD_CODE,
} from './risk-fixtures';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const assessment = buildAssessment({ level: 'normal', override: OVERRIDE });
const record = {
  ...assessment,
  results: [
    ...assessment.results,
    {
      ...assessment.results[0]!,
      code: 'rres00000009',
      kind: 'country_tax_haven',
      status: 'risk_found' as const,
      risk: 'normal' as const,
      explanation: { en: 'Country CY is on the PL list of tax havens.', pl: 'CY: raj podatkowy.' },
      rejected: {
        reason: 'The office in Cyprus was closed in 2019.',
        by: 'jan@kantor.pl',
        at: '2026-11-21T08:00:00.000Z',
      },
    },
  ],
};

function answer(url: string) {
  if (url === `/int/risk-assessment-records/${RECORD_CODE}`) return jsonResponse(200, record);
  if (url === `/int/risk-assessment-records/${TRANSACTION_RECORD_CODE}`) {
    return jsonResponse(200, buildTransactionAssessment());
  }
  return jsonResponse(404, { code: 'not_found', message: 'Risk assessment not found' });
}

const open = (code = RECORD_CODE) =>
  renderRoutes(
    [{ path: '/dashboard/risk-assessment-records/:code', element: <RiskAssessmentRecordPage /> }],
    `/dashboard/risk-assessment-records/${code}`,
  );

describe('a risk assessment record', () => {
  it('shows the party, the level beside the computed one, the rule set version and each rule', async () => {
    fetchMock.mockImplementation(answer);
    open();
    expect(
      await screen.findByRole('heading', { name: 'Risk assessment' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Galeria Sztuki Zażółć Sp. z o.o.' })).toHaveAttribute(
      'href',
      `/dashboard/parties/${PARTY_CODE}?tab=risk`,
    );
    expect(screen.getByText(/Record rass00000001/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'All records of this party' })).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records?party_code=${PARTY_CODE}`,
    );
    expect(screen.getByRole('link', { name: 'All assessment records' })).toHaveAttribute(
      'href',
      '/dashboard/risk-assessment-records',
    );
    const level = screen.getByRole('group', { name: 'Risk level' });
    expect(level).toHaveTextContent('Normal risk');
    expect(level).toHaveTextContent('Computed by the rules: High risk');
    expect(screen.getByText(OVERRIDE!.reason)).toBeVisible();
    expect(screen.getByText('Default rule set, version 3')).toBeVisible();
    expect(screen.getByText('20 Nov 2026, 10:00')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Rule results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['High-risk country', 'Tax haven', 'High-risk industry', 'Default party risk']);
    // A finding a person set aside says so, with the reason, the person and the date.
    const setAside = within(list).getAllByRole('listitem')[1]!;
    expect(setAside).toHaveTextContent(
      'Set aside by a person: this finding does not count in the level',
    );
    expect(setAside).toHaveTextContent('The office in Cyprus was closed in 2019.');
    expect(setAside).toHaveTextContent('jan@kantor.pl · 21 Nov 2026');
    // A record is read, not changed: the override belongs to the party's page.
    expect(screen.queryByRole('button', { name: 'Override risk level' })).toBeNull();
  });

  it('says an unknown record is not found', async () => {
    fetchMock.mockImplementation(answer);
    open('rass99999999');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('names its transaction with a link, and the transaction facts it lacked', async () => {
    fetchMock.mockImplementation(answer);
    open(TRANSACTION_RECORD_CODE);
    expect(
      await screen.findByRole('heading', { name: 'Risk assessment' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '70000 PLN, 2026-11-20' })).toHaveAttribute(
      'href',
      `/dashboard/transactions/${TRANSACTION_CODE}?tab=risk`,
    );
    expect(screen.getByText(/^Transaction:/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'All records of this transaction' })).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records?transaction_code=${TRANSACTION_CODE}`,
    );
    expect(screen.queryByRole('link', { name: 'All records of this party' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Rule results' });
    expect(within(list).getByRole('heading', { name: 'Single transaction limit' })).toBeVisible();
    expect(list).toHaveTextContent('Missing data: country of the order');
  });
});
