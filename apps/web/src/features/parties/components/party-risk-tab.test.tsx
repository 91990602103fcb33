import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import {
  buildAssessment,
  OVERRIDE,
  PARTY_CODE,
  RECORD_CODE,
} from '../../risk/routes/risk-fixtures';
import { PartyRiskTab } from './party-risk-tab';
import { userWithRole } from '../../../test/session-user';
import { mockApi } from '../../../test/mock-api';
import { buildParty } from '../../../test/party-fixture';

const fetchMock = mockApi();

function answering({
  role = 'admin',
  assessment = buildAssessment(),
  setRisk = () => jsonResponse(200, { risk_level: 'normal', assessment }),
}: {
  role?: string;
  assessment?: ReturnType<typeof buildAssessment> | null;
  setRisk?: (body: { level: string; reason: string }) => Response;
} = {}) {
  return (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role, { newAlertsAmount: 1 }));
    if (url === `/int/parties/${PARTY_CODE}/set-risk` && init?.method === 'POST') {
      return setRisk(JSON.parse(String(init.body)));
    }
    if (url === `/int/parties/${PARTY_CODE}/beneficiaries`) {
      const owner = buildParty({ code: 'owner0001', first_name: 'Jan', last_name: 'Mwangi' });
      return jsonResponse(200, { items: [owner], total: 1 });
    }
    if (url === `/int/parties/${PARTY_CODE}/boardmembers`) {
      return jsonResponse(200, { items: [], total: 0 });
    }
    if (url === `/int/parties/${PARTY_CODE}/risk`) {
      return jsonResponse(200, { risk_level: assessment?.level ?? 'pending', assessment });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = () =>
  renderRoutes(
    [
      {
        path: '/dashboard/parties/:code',
        element: <PartyRiskTab code={PARTY_CODE} name="Galeria Sztuki Zażółć Sp. z o.o." />,
      },
    ],
    `/dashboard/parties/${PARTY_CODE}?tab=risk`,
  );

const results = () => screen.findByRole('list', { name: 'Rule results' }, { timeout: 5000 });
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe("the party's risk tab", () => {
  it('shows the level, its reason, the rule set and each rule, the risks found first', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const list = await results();
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'High-risk country' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Risk found');
    expect(first).toHaveTextContent('High risk');
    expect(first).toHaveTextContent(
      'Beneficiary Jan Mwangi: citizenship KE is on the EU list of high-risk third countries.',
    );
    expect(within(second!).getByRole('heading', { name: 'High-risk industry' })).toBeVisible();
    // The owner named, as the task that asks for the data names them.
    await waitFor(() =>
      expect(second).toHaveTextContent(
        'Missing data: industry (PKD code), PEP status of beneficial owner Jan Mwangi, country of the registered office',
      ),
    );
    expect(within(third!).getByRole('heading', { name: 'Default party risk' })).toBeVisible();
    expect(third).toHaveTextContent('Passed');

    expect(screen.getByText('High: country_high_risk points to high.')).toBeVisible();
    expect(screen.getByText('Default rule set, version 3')).toBeVisible();
    expect(screen.queryByText(/Computed by the rules/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the assessment record' })).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records/${RECORD_CODE}`,
    );
    expect(screen.getByRole('link', { name: 'All records of this party' })).toHaveAttribute(
      'href',
      `/dashboard/risk-assessment-records?party_code=${PARTY_CODE}`,
    );
  });

  it('speaks Polish: rule names, statuses and explanations in the chosen language', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering());
    open();
    const list = await screen.findByRole('list', { name: 'Wyniki reguł' }, { timeout: 5000 });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Państwo wysokiego ryzyka' })).toBeVisible();
    expect(first).toHaveTextContent('Wykryto ryzyko');
    expect(first).toHaveTextContent(
      'Beneficjent Jan Mwangi: obywatelstwo KE jest na unijnej liście państw trzecich wysokiego ryzyka.',
    );
    expect(list).not.toHaveTextContent('citizenship KE');
    expect(
      screen.getByText('Wysokie: reguła country_high_risk wskazuje wysokie ryzyko.'),
    ).toBeVisible();
    expect(screen.getByText('Domyślny zestaw reguł, wersja 3')).toBeVisible();
  });

  it('shows an override beside the computed level, with its reason, author and date', async () => {
    fetchMock.mockImplementation(
      answering({ assessment: buildAssessment({ level: 'normal', override: OVERRIDE }) }),
    );
    open();
    await results();
    const level = screen.getByRole('group', { name: 'Risk level' });
    expect(level).toHaveTextContent('Normal risk');
    expect(level).toHaveTextContent('Computed by the rules: High risk');
    expect(screen.getByText('Risk level set by a person')).toBeVisible();
    expect(screen.getByText(OVERRIDE!.reason)).toBeVisible();
    expect(screen.getByText(/anna@kantor\.pl · 21 Nov 2026/)).toBeVisible();
  });

  it('refuses an override without a reason, then posts the level and the reason once confirmed', async () => {
    fetchMock.mockImplementation(answering());
    const view = open();
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    await results();
    await userEvent.click(screen.getByRole('button', { name: 'Override risk level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override the risk level' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    expect(
      await within(dialog).findByText(
        'Write the reason for the override: the decision must be explained.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Choose the new risk level')).toBeVisible();
    expect(posted()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /New risk level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Normal risk' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    expect(
      await within(dialog).findByText(
        'Write the reason for the override: the decision must be explained.',
      ),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('Documents checked in the office.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the override' });
    expect(confirm).toHaveTextContent(
      'Set the risk level of Galeria Sztuki Zażółć Sp. z o.o. to Normal risk? The computed level (High risk) stays in the record.',
    );
    expect(posted()).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Set the level' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe(`/int/parties/${PARTY_CODE}/set-risk`);
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({
      level: 'normal',
      reason: 'Documents checked in the office.',
    });
    expect(await screen.findByText('The risk level has been changed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['parties'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    fetchMock.mockImplementation(
      answering({
        setRisk: () =>
          jsonResponse(403, { code: 'forbidden', message: 'Forbidden', statusCode: 403 }),
      }),
    );
    open();
    await results();
    await userEvent.click(screen.getByRole('button', { name: 'Override risk level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override the risk level' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New risk level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Low risk' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.paste('Long-standing customer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the override' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Set the level' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue(
      'Long-standing customer.',
    );
  });

  it('offers no override to a member who is not an administrator', async () => {
    fetchMock.mockImplementation(answering({ role: 'all_viewer_member' }));
    open();
    await results();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/int/user')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Override risk level' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the assessment record' })).toBeVisible();
  });

  it('says when the party has not been assessed yet', async () => {
    fetchMock.mockImplementation(answering({ assessment: null }));
    open();
    expect(
      await screen.findByText(
        'Not assessed yet. The party is assessed when it is created or changed.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Not assessed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Override risk level' })).toBeNull();
  });
});
