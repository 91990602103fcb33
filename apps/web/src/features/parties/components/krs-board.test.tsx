import type { Party } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildParty } from '../../../test/party-fixture';
import { buildAutofill } from '../../registries/autofill/autofill.fixtures';
import { LinkedPeopleTab } from './linked-people-tab';

const fetchMock = mockApi();
const COMPANY = 'company00001';

const company = (fields: Partial<Party>) =>
  buildParty({
    code: COMPANY,
    type: 'company',
    entity_type: 'legal_entity',
    name: 'Kantor Złotówka',
    first_name: null,
    last_name: null,
    ...fields,
  });

function answering(party: Party, board: Party[] = []) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === `/int/parties/${COMPANY}`) return jsonResponse(200, party);
    if (url.startsWith(`/int/parties/${COMPANY}/boardmembers`)) {
      return jsonResponse(200, { items: board, total: board.length });
    }
    if (url.startsWith('/int/regon-autofill')) return jsonResponse(200, buildAutofill());
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/p', element: <LinkedPeopleTab code={COMPANY} kind="board_member" editable /> }],
    '/p',
  );

/** The button once the company is read: until then there is no NIP to look up. */
async function enabledButton(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), {
    timeout: 5000,
  });
  return screen.getByRole('button', { name });
}

describe('the board found in KRS', () => {
  it('lists the board by the NIP, masked names as KRS gives them, and adds one pre-filled', async () => {
    const user = userEvent.setup();
    answering(company({ tax_id: '525-270-00-01', regon: '146552108' }));
    open();
    await user.click(await enabledButton('Find in KRS'));
    const panel = await screen.findByRole('region', { name: 'Board in KRS' });
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('autofill')),
    ).toEqual(['/int/regon-autofill?nip=5252700001']);
    expect(panel).toHaveTextContent('KRS, 27 Nov 2026');
    expect(panel).toHaveTextContent(/KRS hides the names and PESEL numbers of natural persons/);
    const [, president, member] = within(panel).getAllByRole('row');
    expect(president).toHaveTextContent('J** K*******');
    expect(president).toHaveTextContent('name hidden by KRS');
    expect(president).toHaveTextContent('PREZES ZARZĄDU');
    expect(member).toHaveTextContent('KATARZYNA WIŚNIEWSKA-ZAJĄC');

    // What KRS hides stays empty for the officer to complete; the function is taken.
    await user.click(
      within(president!).getByRole('button', {
        name: 'Add PREZES ZARZĄDU J** K******* as a board member',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Add board member' });
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'PESEL' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Function' })).toHaveValue('Prezes zarządu');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(member!).getByRole('button', {
        name: 'Add CZŁONEK ZARZĄDU KATARZYNA WIŚNIEWSKA-ZAJĄC as a board member',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Add board member' });
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Katarzyna');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue(
      'Wiśniewska-Zając',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Function' })).toHaveValue(
      'Członek zarządu',
    );
  });

  it('marks who is recorded already, and says so in Polish', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    answering(company({ regon: '146552108' }), [
      buildParty({
        code: 'person000002',
        entity_type: 'board_member',
        first_name: 'Katarzyna',
        last_name: 'Wiśniewska-Zając',
        board_role: 'Członek zarządu',
      }),
    ]);
    open();
    await user.click(await enabledButton('Znajdź w KRS'));
    const panel = await screen.findByRole('region', { name: 'Zarząd w KRS' });
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('autofill')),
    ).toEqual(['/int/regon-autofill?regon=146552108']);
    const [, president, member] = within(panel).getAllByRole('row');
    expect(president).toHaveTextContent('dane ukryte przez KRS');
    expect(member).toHaveTextContent('Już zapisany');
    expect(within(member!).queryByRole('button')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Zamknij wyniki z KRS' }));
    expect(screen.queryByRole('region', { name: 'Zarząd w KRS' })).toBeNull();
  });

  it('waits for a NIP or REGON of the company', async () => {
    answering(company({}));
    open();
    const find = await screen.findByRole('button', { name: 'Find in KRS' }, { timeout: 5000 });
    await waitFor(() => expect(find).toBeDisabled());
  });
});
