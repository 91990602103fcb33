import type { TransactionWhiteList } from '@aml/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { WhiteListPanel } from './white-list-panel';

const fetchMock = mockApi();
const CODE = 'TxWhiteList1';

const state = (check: TransactionWhiteList['accounts'][number]['check']): TransactionWhiteList => ({
  amount_pln: '70000.00',
  required: true,
  configured: true,
  accounts: [
    {
      party_code: 'PartyKantor1',
      name: 'KANTOR ZŁOTÓWKA SP. Z O.O.',
      nip: '5252700001',
      account: '80102035410000550201234567',
      check,
    },
  ],
});

const open = () => renderRoutes([{ path: '/t', element: <WhiteListPanel code={CODE} /> }], '/t');

describe('WhiteListPanel', () => {
  it('checks an account and shows the White List answer with its request', async () => {
    const posted: string[] = [];
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(url);
        return jsonResponse(
          200,
          state({
            assigned: false,
            request_id: 'd8k2-91ab',
            checked_at: '2026-11-28T09:00:00.000Z',
          }),
        );
      }
      return jsonResponse(
        200,
        posted.length
          ? state({
              assigned: false,
              request_id: 'd8k2-91ab',
              checked_at: '2026-11-28T09:00:00.000Z',
            })
          : state(null),
      );
    });
    await i18n.changeLanguage('pl');
    open();
    const panel = await screen.findByRole('region', { name: 'Biała lista podatników VAT' });
    expect(within(panel).getByText(/70000.00 PLN/)).toBeVisible();
    expect(within(panel).getByText('Nie sprawdzono')).toBeVisible();
    expect(within(panel).getByText('80 1020 3541 0000 5502 0123 4567')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sprawdź na białej liście' }));
    expect(await within(panel).findByText('Poza białą listą')).toBeVisible();
    expect(within(panel).getByText(/Zapytanie d8k2-91ab/)).toBeVisible();
    expect(posted).toEqual([`/int/transactions/${CODE}/white-list`]);
  });

  it('says when the White List is not configured and offers no check', async () => {
    fetchMock.mockImplementation(() => jsonResponse(200, { ...state(null), configured: false }));
    open();
    expect(await screen.findByText(/not configured on this installation/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check on the White List' })).toBeDisabled();
  });
});
