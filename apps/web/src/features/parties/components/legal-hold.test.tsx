import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { typeDate } from '../../../test/dates';
import { userWithRole } from '../../../test/session-user';
import { useLegalHold } from './legal-hold';

const fetchMock = mockApi();
const CODE = 'party0001';
const HOLD_URL = `/int/parties/${CODE}/legal-hold`;

const noHold = {
  code: CODE,
  until: null,
  reason: null,
  in_force: false,
  purge_from: '2031-03-02',
  max_until: '2036-03-02',
};
const held = { ...noHold, until: '2032-06-30', reason: 'Pismo GIIF DS-2/2026', in_force: true };

/** The hook as the party page uses it: the banner, and More actions as plain buttons. */
function Harness() {
  const [notice, setNotice] = useState('');
  const { banner, more } = useLegalHold(CODE, setNotice);
  return (
    <>
      {banner}
      {more.map((action) => (
        <button key={action.label} type="button" onClick={action.onSelect}>
          {action.label}
        </button>
      ))}
      <output>{notice}</output>
    </>
  );
}

function answering(
  role: string,
  hold: object,
  write: (init: RequestInit) => Response = () => jsonResponse(200, hold),
) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === HOLD_URL && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, hold);
    if (url === HOLD_URL) return write(init!);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/parties/:code', element: <Harness /> }],
    `/dashboard/parties/${CODE}`,
  );
const writes = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === HOLD_URL && init?.method && init.method !== 'GET',
  );

describe('legal hold', () => {
  it('shows a running hold with its end and reason to every member, without the actions', async () => {
    answering('all_viewer_member', held);
    open();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Legal hold')).toBeInTheDocument();
    expect(notice).toHaveTextContent('30 Jun 2032');
    expect(notice).toHaveTextContent('Reason: Pismo GIIF DS-2/2026');
    // Hidden only: the server refuses anyone but the team's admins.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/int/user', expect.anything()));
    expect(screen.queryByRole('button', { name: /legal hold/i })).not.toBeInTheDocument();
  });

  it('lets an admin set a hold, with the limit and the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    answering('admin', noHold, () => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(400, {
            statusCode: 400,
            code: 'validation_failed',
            message: 'The request is not valid',
            details: { fields: [{ path: 'until', code: 'legal_hold_too_long' }] },
          })
        : jsonResponse(200, held);
    });
    open();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set a legal hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a legal hold' });
    expect(dialog).toHaveTextContent('could be purged from 2 Mar 2031');
    expect(dialog).toHaveTextContent('At the latest 2 Mar 2036');

    // Both fields are asked for before anything is sent, the empty date as missing, not invalid.
    await user.click(within(dialog).getByRole('button', { name: 'Save the hold' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid date')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Give the reason for the hold')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    // The reason is required before anything is sent.
    typeDate(/Keep until/, '2037-01-01', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save the hold' }));
    expect(await within(dialog).findByText('Give the reason for the hold')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Pismo GIIF DS-2/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save the hold' }));
    expect(await within(dialog).findByText(/at most five years past the day/)).toBeInTheDocument();
    const [, first] = writes()[0]!;
    expect(first!.method).toBe('PUT');
    expect(JSON.parse(String(first!.body))).toEqual({
      until: '2037-01-01',
      reason: 'Pismo GIIF DS-2/2026',
    });

    typeDate(/Keep until/, '2032-06-30', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save the hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('The legal hold has been saved');
  });

  it('asks before lifting a hold, and lifts it only when confirmed', async () => {
    const user = userEvent.setup();
    answering('admin', held, () => jsonResponse(200, noHold));
    open();
    await user.click(await screen.findByRole('button', { name: 'Lift the legal hold' }));
    const question = await screen.findByRole('dialog', { name: 'Lift the legal hold?' });
    expect(question).toHaveTextContent('runs until 30 Jun 2032');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Lift the legal hold' }));
    const again = await screen.findByRole('dialog', { name: 'Lift the legal hold?' });
    await user.click(within(again).getByRole('button', { name: 'Lift the legal hold' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]![1]!.method).toBe('DELETE');
    expect(await screen.findByRole('status')).toHaveTextContent('The legal hold has been lifted');
  });

  it('speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    answering('admin', held);
    open();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Wstrzymanie usunięcia');
    expect(notice).toHaveTextContent('Powód: Pismo GIIF DS-2/2026');
    expect(
      await screen.findByRole('button', { name: 'Znieś wstrzymanie usunięcia' }),
    ).toBeInTheDocument();
  });
});
