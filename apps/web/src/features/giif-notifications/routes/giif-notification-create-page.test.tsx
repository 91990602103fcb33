import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildParty } from '../../../test/party-fixture';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildNotification, code } from '../giif-notifications.fixtures';
import { GiifNotificationCreatePage } from './giif-notification-create-page';

const fetchMock = mockApi();
const PARTY = code('party', 1);
const ALERT = code('alert', 7);
const BASIS_74 =
  'art. 74 ust. 1 ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu';

function answer(url: string, init?: RequestInit) {
  if (url === '/int/giif/notifications/access') {
    return jsonResponse(200, { can_read: true, can_manage: true, can_manage_readers: true });
  }
  if (url === `/int/parties/${PARTY}`) {
    return jsonResponse(200, buildParty({ code: PARTY, first_name: 'Grzegorz', last_name: 'Lis' }));
  }
  if (url === '/int/giif/notifications' && init?.method === 'POST') {
    return jsonResponse(201, buildNotification(9));
  }
  return jsonResponse(404, { code: 'not_found', message: 'x' });
}

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/dashboard/giif-notifications/new', element: <GiifNotificationCreatePage /> },
      { path: '/dashboard/giif-notifications/:code', element: <p>detail</p> },
    ],
    path,
  );

const posted = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('the notification form', () => {
  it('asks for the kind, the justification and what it concerns, and sends nothing', async () => {
    fetchMock.mockImplementation(answer);
    open('/dashboard/giif-notifications/new');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Name at least one party or transaction')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Justification/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted()).toEqual([]);
  });

  it('needs the confirmation time for art. 74, then confirms and creates the draft', async () => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    const view = open(`/dashboard/giif-notifications/new?party=${PARTY}&alert=${ALERT}`);
    // Opened from an alert of the party: the party is named already.
    expect(await screen.findByText('Grzegorz Lis', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(`Made from the alert ${ALERT}`)).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Suspicious circumstances (art. 74)' }),
    );
    // The legal basis follows the kind.
    expect(screen.getByLabelText(/^Legal basis/)).toHaveValue(BASIS_74);
    await user.type(
      screen.getByRole('textbox', { name: /^Justification/ }),
      'Wpłaty tuż poniżej progu.',
    );
    expect(screen.getByText('25 of 20000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The only field left to fill in: the moment art. 74's two business days run from.
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted()).toEqual([]);

    await user.click(within(group('Suspicion confirmed at')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('241220261000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Suspicious circumstances (art. 74)')).toBeVisible();
    expect(within(dialog).getByText('Grzegorz Lis')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create the draft' }));

    await waitFor(() =>
      expect(view.location().pathname).toBe(`/dashboard/giif-notifications/${code('notif', 9)}`),
    );
    const [[, init]] = posted() as [[string, RequestInit]];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      kind: 'art74',
      legal_basis: BASIS_74,
      justification: 'Wpłaty tuż poniżej progu.',
      parties: [PARTY],
      transactions: [],
      alert: ALERT,
      assets: [],
    });
    // The local time typed, as an instant.
    expect(new Date(body.suspicion_confirmed_at).getTime()).toBe(
      new Date(2026, 11, 24, 10, 0).getTime(),
    );
  });

  it('asks to describe an asset added', async () => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    open(`/dashboard/giif-notifications/new?party=${PARTY}`);
    await screen.findByText('Grzegorz Lis', {}, { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: /\(art\. 90\)$/ }));
    await user.type(screen.getByRole('textbox', { name: /^Justification/ }), 'Po fakcie.');
    await user.click(screen.getByRole('button', { name: 'Add an asset' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Describe every asset, or remove its row.')).toBeVisible();
    expect(posted()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove asset 1' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
