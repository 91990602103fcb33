import type { CddSettingsInput } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { settings } from '../cdd.fixtures';
import { CddSettingsTab } from './cdd-settings-tab';

const fetchMock = mockApi();
const PATH = '/int/customer-due-diligence-settings';

function answering(role: string) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === PATH && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as CddSettingsInput;
      return jsonResponse(200, { ...body, template_version: 4, updated_at: null });
    }
    if (url === PATH) return jsonResponse(200, settings);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const saved = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === PATH && (init as RequestInit).method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as CddSettingsInput);

const open = () => renderRoutes([{ path: '/s', element: <CddSettingsTab /> }], '/s');

const RANGE = {
  en: 'Number of months must be greater than 2 and less than 120.',
  pl: 'Liczba miesięcy musi być większa niż 2 i mniejsza niż 120.',
};

describe('the due diligence settings', () => {
  it("refuses months out of 3 to 119 with the spec's words, in both languages", async () => {
    answering('admin');
    open();
    const low = await screen.findByRole('textbox', { name: 'Low risk: months' }, { timeout: 5000 });
    expect(low).toHaveValue('36');
    await userEvent.clear(low);
    await userEvent.type(low, '2');
    await userEvent.tab();
    expect(await screen.findByText(RANGE.en)).toBeInTheDocument();

    const high = screen.getByRole('textbox', { name: 'High risk: months' });
    await userEvent.clear(high);
    await userEvent.type(high, '120');
    await userEvent.tab();
    await waitFor(() => expect(screen.getAllByText(RANGE.en)).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved()).toEqual([]);

    await i18n.changeLanguage('pl');
    await waitFor(() => expect(screen.getAllByText(RANGE.pl)).toHaveLength(2));
    // 3 and 119 are the bounds still taken.
    const niskie = screen.getByRole('textbox', { name: 'Niskie ryzyko: miesiące' });
    await userEvent.clear(niskie);
    await userEvent.type(niskie, '3');
    await userEvent.tab();
    await waitFor(() => expect(screen.getAllByText(RANGE.pl)).toHaveLength(1));
  });

  it('saves templates reordered and a measure of the team, after the save question', async () => {
    answering('admin');
    open();
    await screen.findByRole('textbox', { name: 'Low risk: months' }, { timeout: 5000 });
    expect(
      screen.getByText(/Executions already started keep the measures they started with/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Standard (7)' }));
    const standard = screen.getByRole('tabpanel', { name: 'Standard (7)' });
    await userEvent.click(
      within(standard).getByRole('button', {
        name: "Move Verification of the customer's identity up",
      }),
    );
    await userEvent.click(within(standard).getByRole('button', { name: 'Add a measure' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Site visit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Legal basis/ }), 'art. 34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('tab', { name: 'Standard (8)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', {
      name: 'Save the due diligence settings',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const [input] = saved();
    expect(input!.renewal_months).toEqual({ low: 36, normal: 24, high: 12 });
    expect(input!.templates.standard.map((item) => item.key).slice(0, 2)).toEqual([
      'verify_customer',
      'identify_customer',
    ]);
    expect(input!.templates.standard.at(-1)).toEqual({
      key: 'custom_8',
      title: 'Site visit',
      legal_basis: 'art. 34',
      mandatory: true,
      admin_only: false,
    });
    expect(input!.templates.enhanced).toEqual(settings.templates.enhanced);
  });

  it('shows the settings read-only to a member', async () => {
    answering('all_viewer_member');
    open();
    const low = await screen.findByRole('textbox', { name: 'Low risk: months' }, { timeout: 5000 });
    expect(low).toBeDisabled();
    expect(screen.getByText('Only team admins can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a measure' })).not.toBeInTheDocument();
  });
});
