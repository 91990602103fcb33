import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildAutofill } from '../../registries/autofill/autofill.fixtures';
import { buildParty } from '../../../test/party-fixture';
import { PartyCreatePage } from '../routes/party-create-page';
import { PartyDataTab } from './party-data-tab';

const fetchMock = mockApi();

const CONFIGURED = ['regon', 'krs', 'ceidg', 'white_list', 'vies'];

function answering(autofill = buildAutofill()) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/int/registries-status') {
      return jsonResponse(200, {
        registries: ['regon', 'krs', 'ceidg', 'white_list', 'vies', 'crbr'].map((registry) => ({
          registry,
          configured: CONFIGURED.includes(registry),
        })),
      });
    }
    if (url.startsWith('/int/regon-autofill')) return jsonResponse(200, autofill);
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/parties/create', element: <PartyCreatePage /> }],
    '/dashboard/parties/create?type=company',
  );

const lookups = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('autofill'));

describe('filling a company from the registries', () => {
  it('waits for a valid NIP, then keeps what was typed unless ticked and fills the empty fields', async () => {
    const user = userEvent.setup();
    answering();
    open();
    const fill = await screen.findByRole(
      'button',
      { name: 'Fill from registries' },
      { timeout: 5000 },
    );
    expect(fill).toBeDisabled();
    expect(fill).toHaveAccessibleDescription(
      'Enter a valid NIP or REGON to fill the data in from the registries.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Kantor Złotówka');
    await user.type(screen.getByRole('textbox', { name: 'Tax ID (NIP)' }), '5252700002');
    expect(fill).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Tax ID (NIP)' }));
    await user.type(screen.getByRole('textbox', { name: 'Tax ID (NIP)' }), '525-270-00-01');
    await user.click(fill);

    const dialog = await screen.findByRole('dialog', { name: 'Data from the registries' });
    expect(lookups()).toEqual(['/int/regon-autofill?nip=5252700001']);
    // Each value with its registry and date.
    const name = within(dialog).getByRole('listitem', { name: 'Company name' });
    expect(name).toHaveTextContent('KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
    expect(name).toHaveTextContent('KRS, 27 Nov 2026');
    expect(name).toHaveTextContent('In the form now: Kantor Złotówka');
    const replaceName = within(dialog).getByRole('checkbox', {
      name: "Replace what was typed in Company name with the registries' value",
    });
    expect(replaceName).not.toBeChecked();
    expect(within(dialog).getByRole('listitem', { name: 'Tax ID (NIP)' })).toHaveTextContent(
      'Same as in the form',
    );
    const address = within(dialog).getByRole('listitem', { name: 'Business address' });
    expect(address).toHaveTextContent(
      'ul. Marszałkowska 104/122, flat 5, 00-017 Warszawa, MAZOWIECKIE, Poland',
    );
    expect(address).toHaveTextContent('REGON (GUS), 27 Nov 2026');
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Fill in Business address from the registries',
      }),
    ).toBeChecked();
    expect(within(dialog).getByRole('listitem', { name: 'Bank account' })).toHaveTextContent(
      '51 1050 1445 1000 0090 3123 4567',
    );
    // The people found are listed, with where they are added.
    expect(dialog).toHaveTextContent('PREZES ZARZĄDU · J** K******* · name hidden by KRS');
    expect(dialog).toHaveTextContent(/add them on the party's Board members and Beneficial owners/);
    // Every registry's answer, a registry not configured or not answering said plainly.
    const answers = within(dialog).getByRole('list', { name: 'What each registry answered' });
    expect(within(answers).getByText('CRBR').closest('li')).toHaveTextContent(
      'Not configured on this installation',
    );
    expect(within(answers).getByText('VIES').closest('li')).toHaveTextContent(
      'Did not answer: try again later',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Fill in 5 fields' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Kantor Złotówka');
    expect(screen.getByRole('textbox', { name: 'REGON' })).toHaveValue('146552108');
    // The legal form, as KRS writes it, for the company's reports to GIIF.
    expect(screen.getByRole('textbox', { name: 'Legal form' })).toHaveValue(
      'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    );
    expect(screen.getByRole('textbox', { name: 'Industries (PKD codes)' })).toHaveValue(
      '66.19.Z, 64.99.Z',
    );
    // The business address, the first of the form's addresses.
    expect(screen.getAllByRole('textbox', { name: 'City' })[0]).toHaveValue('Warszawa');
    expect(screen.getAllByRole('textbox', { name: 'Flat number' })[0]).toHaveValue('5');
    expect(screen.getAllByRole('textbox', { name: 'City' })[1]).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Bank account' })).toHaveValue(
      '51105014451000009031234567',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '5 fields filled in from the registries: check them and save.',
    );

    // Asked again, the typed name is replaced only once its box is ticked.
    await user.click(screen.getByRole('button', { name: 'Fill from registries' }));
    const again = await screen.findByRole('dialog', { name: 'Data from the registries' });
    await user.click(
      within(again).getByRole('checkbox', {
        name: "Replace what was typed in Company name with the registries' value",
      }),
    );
    await user.click(within(again).getByRole('button', { name: 'Fill in 1 field' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue(
        'KANTOR ZŁOTÓWKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      ),
    );
  });

  it('says in Polish when no registry is configured, and the form stays usable', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(async (url: string) =>
      url === '/int/registries-status'
        ? jsonResponse(200, {
            registries: ['regon', 'krs', 'ceidg', 'white_list', 'vies', 'crbr'].map((registry) => ({
              registry,
              configured: false,
            })),
          })
        : jsonResponse(404, { code: 'not_found', message: 'x' }),
    );
    const user = userEvent.setup();
    open();
    const nip = await screen.findByRole('textbox', { name: 'NIP' }, { timeout: 5000 });
    await user.type(nip, '5252700001');
    const fill = screen.getByRole('button', { name: 'Uzupełnij z rejestrów' });
    await waitFor(() =>
      expect(fill).toHaveAccessibleDescription(
        'W tej instalacji nie skonfigurowano żadnego rejestru przedsiębiorców: uzupełnij dane ręcznie.',
      ),
    );
    expect(fill).toBeDisabled();
    expect(nip).toBeEnabled();
    expect(lookups()).toEqual([]);
  });

  it('shows each answer in Polish, with the date as Polish writes it', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    answering();
    open();
    await user.type(
      await screen.findByRole('textbox', { name: 'REGON' }, { timeout: 5000 }),
      '146552108',
    );
    await user.click(screen.getByRole('button', { name: 'Uzupełnij z rejestrów' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dane z rejestrów' });
    expect(lookups()).toEqual(['/int/regon-autofill?regon=146552108']);
    expect(within(dialog).getByRole('listitem', { name: 'Nazwa firmy' })).toHaveTextContent(
      'KRS, 27 lis 2026',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Uzupełnij z rejestrów: Nazwa firmy' }),
    ).toBeChecked();
    expect(dialog).toHaveTextContent('Nieskonfigurowany w tej instalacji');
    expect(dialog).toHaveTextContent('lok. 5');
    expect(within(dialog).getByRole('listitem', { name: 'Forma prawna' })).toHaveTextContent(
      'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    );
    expect(within(dialog).getByRole('button', { name: 'Uzupełnij 6 pól' })).toBeEnabled();
  });
});

describe('filling a sole trader from the registries', () => {
  it('leaves the legal form out: the trader is a person, the form has no such field', async () => {
    const user = userEvent.setup();
    answering();
    renderRoutes(
      [{ path: '/dashboard/parties/create', element: <PartyCreatePage /> }],
      '/dashboard/parties/create?type=sole_proprietorship',
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Tax ID (NIP)' }, { timeout: 5000 }),
      '5252700001',
    );
    expect(screen.queryByRole('textbox', { name: 'Legal form' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fill from registries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data from the registries' });
    expect(within(dialog).getByRole('listitem', { name: 'Company name' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem', { name: 'Legal form' })).toBeNull();
  });
});

describe('filling a stored company from the registries', () => {
  it('makes the values changes to save, asked like any other', async () => {
    const user = userEvent.setup();
    const stored = buildParty({
      code: 'company00001',
      type: 'company',
      entity_type: 'legal_entity',
      name: 'Kantor Złotówka',
      first_name: null,
      last_name: null,
      tax_id: '5252700001',
    });
    answering();
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/int/parties/company00001' ? jsonResponse(200, stored) : fallback(url, init),
    );
    renderRoutes(
      [
        {
          path: '/p',
          element: <PartyDataTab code="company00001" whyNot="" onSaved={() => undefined} />,
        },
      ],
      '/p',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Fill from registries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data from the registries' });
    await user.click(within(dialog).getByRole('button', { name: 'Fill in 5 fields' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Kantor Złotówka');
    expect(screen.getByRole('textbox', { name: 'REGON' })).toHaveValue('146552108');
  });
});
