import type { GiifFile, GiifFileState } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildFile, code } from '../giif.fixtures';
import { GiifFilePage } from './giif-file-page';

const fetchMock = mockApi();

const CODE = code('giiff', 1);
const PATH = `/int/giif/files/${CODE}`;

const SIGNED = {
  name: `giif-${CODE}.xml.xades`,
  sha256: 'c'.repeat(64),
  format: 'XAdES-BES',
  signer: 'Anna Nowak',
  signed_at: '2026-11-22T08:30:00.000Z',
};

const PROBLEMS = [
  {
    code: 'digest_mismatch',
    en: 'The signature covers another XML than the one exported.',
    pl: 'Podpis obejmuje inny XML niż wyeksportowany.',
  },
  {
    code: 'not_qualified',
    en: 'The certificate is not a qualified one.',
    pl: 'Certyfikat nie jest kwalifikowany.',
  },
];

const AT = '2026-11-21T10:00:00.000Z';

/** A file in `state`, with what it has by then (dates, the signed file, GIIF's answer). */
const fileIn = (state: GiifFileState, fields: Partial<GiifFile> = {}): GiifFile => {
  const order: GiifFileState[] = ['draft', 'validated', 'exported', 'signed', 'submitted'];
  const reached = (step: GiifFileState) =>
    state === step ||
    (order.includes(state) ? order.indexOf(state) > order.indexOf(step) : step !== 'submitted');
  return buildFile({
    state,
    issues: state === 'draft' ? buildFile().issues : [],
    issue_count: state === 'draft' ? 1 : 0,
    validated_at: reached('validated') ? AT : null,
    exported_at: reached('exported') ? AT : null,
    signed_at: reached('signed') ? AT : null,
    signed_file: reached('signed') ? SIGNED : null,
    submitted_at: state === 'submitted' || state === 'loaded' ? AT : null,
    loaded_at: state === 'loaded' ? AT : null,
    rejected_at: state === 'rejected' ? AT : null,
    giif_reference: state === 'loaded' ? 'GIIF/2026/1234' : null,
    rejection_reason: state === 'rejected' ? 'Wrong template version' : null,
    ...fields,
  });
};

function answering(file: GiifFile, role = 'admin', answers: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${url}`;
    if (answers[key]) return answers[key]();
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (key === `GET ${PATH}`) return jsonResponse(200, file);
    if (key === `GET ${PATH}/xml`) {
      return new Response('<xml/>', {
        status: 200,
        headers: { 'content-type': 'application/xml' },
      });
    }
    if (key === `DELETE ${PATH}`) return new Response(null, { status: 204 });
    if (key === `POST ${PATH}/validate`) return jsonResponse(200, fileIn('validated'));
    if (key === `POST ${PATH}/status`) {
      const body = JSON.parse(String(init!.body));
      return jsonResponse(200, fileIn(body.state));
    }
    if (key === `POST ${PATH}/receipt`) return jsonResponse(200, fileIn('loaded'));
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const open = () =>
  renderRoutes(
    [
      { path: '/dashboard/giif-upload/:code', element: <GiifFilePage /> },
      { path: '/dashboard/giif-upload', element: <p>The list of files</p> },
    ],
    `/dashboard/giif-upload/${CODE}`,
  );

const heading = () =>
  screen.findByRole('heading', { name: `File ${CODE}`, level: 1 }, { timeout: 5000 });

const sent = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      url === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

/** What the page offers: its buttons by name, the disabled ones marked. */
const buttons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => !button.closest('[role="dialog"]'))
    .map(
      (button) =>
        `${button.textContent}${(button as HTMLButtonElement).disabled ? ' (disabled)' : ''}`,
    )
    .filter((name) =>
      /XML|signed file|Check again|Record the answer|receipt|More actions/.test(name),
    );

const moreActions = async () => {
  const more = screen.queryByRole('button', { name: 'More actions' });
  if (!more) return [];
  await userEvent.click(more);
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
};

describe("a GIIF file's page", () => {
  it.each<[GiifFileState, string[], string[]]>([
    ['draft', ['Download XML (disabled)', 'More actions', 'Check again'], ['Delete draft']],
    ['validated', ['Download XML', 'More actions', 'Check again'], ['Delete draft']],
    ['exported', ['Download XML', 'Upload signed file', 'Record the answer'], []],
    [
      'signed',
      ['Download XML', 'Upload another signed file', 'Download signed file', 'Record the answer'],
      [],
    ],
    [
      'submitted',
      ['Download XML', 'Download signed file', 'Record the answer', 'Upload receipt'],
      [],
    ],
    ['loaded', ['Download XML', 'Download signed file', 'Upload receipt'], []],
    ['rejected', ['Download XML', 'Download signed file', 'Upload receipt'], []],
  ])('offers in state %s: %j, and under More actions: %j', async (state, shown, more) => {
    answering(fileIn(state));
    open();
    await heading();
    expect(buttons()).toEqual(shown);
    expect(await moreActions()).toEqual(more);
  });

  it('offers only the answers the state allows', async () => {
    answering(fileIn('exported'));
    open();
    await heading();
    const answer = screen.getByRole('group', { name: "GIIF's answer" });
    expect(
      within(answer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['submitted', 'rejected']);
  });

  it('shows the way to GIIF with the dates reached, and the guide while it is on its way', async () => {
    answering(fileIn('signed'));
    open();
    await heading();
    const steps = screen.getByRole('list', { name: "The file's way to GIIF" });
    const items = within(steps).getAllByRole('listitem');
    // The steps ahead are numbered.
    expect(items.map((item) => item.textContent!.replace(/^\d/, ''))).toEqual([
      'Draft21 Nov 2026, 09:00',
      'Validated21 Nov 2026, 10:00',
      'Exported21 Nov 2026, 10:00',
      'Signed21 Nov 2026, 10:00',
      'Submitted (Z)',
      'Loaded (R)',
    ]);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    const guide = screen.getByRole('region', { name: "Uploading the file on GIIF's website" });
    expect(within(guide).getByRole('link', { name: /www\.giif\.mofnet\.gov\.pl/ })).toHaveAttribute(
      'href',
      'https://www.giif.mofnet.gov.pl',
    );
    expect(guide).toHaveTextContent('"Przekaż plik"');
    expect(guide).toHaveTextContent('"Status rejestracji transakcji"');
    expect(guide).toHaveTextContent('"Data sheet for manual entry (PDF)"');
    // The signature found: its format, signer and date.
    const signature = screen.getByRole('region', { name: 'Qualified signature' });
    expect(signature).toHaveTextContent('The signature covers the exported XML unchanged.');
    expect(signature).toHaveTextContent('XAdES-BES');
    expect(signature).toHaveTextContent('Anna Nowak');
    expect(signature).toHaveTextContent('22 Nov 2026, 08:30');
  });

  it('lists the issues with where to fix them, checks again and says what is left', async () => {
    answering(fileIn('draft'));
    open();
    await heading();
    const issues = screen.getByRole('table', { name: 'Issues to fix' });
    const row = within(issues).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: code('trans', 1) })).toHaveAttribute(
      'href',
      `/dashboard/transactions/${code('trans', 1)}?tab=giif`,
    );
    expect(row).toHaveTextContent('Anna Kowalska: PESEL');
    expect(row).toHaveTextContent("Enter a valid PESEL on the party's form");
    expect(within(row).getByRole('link', { name: "Open Anna Kowalska's data" })).toHaveAttribute(
      'href',
      `/dashboard/parties/${code('party', 1)}?tab=data`,
    );
    expect(
      screen.getByText("Checked by the application's rules only", { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sent('POST', `${PATH}/validate`)).toHaveLength(1));
    expect(await screen.findByText('Checked again: the file is validated')).toBeInTheDocument();
  });

  it('shows the schema’s own words when the installed XSD refused the file', async () => {
    answering(
      fileIn('draft', {
        schema_sha256: 'd'.repeat(64),
        issues: [
          {
            transaction_code: null,
            party_code: null,
            field: 'Zgloszenie.Transakcja.0.DataTr',
            code: 'schema',
            detail:
              "Element 'DataTr': '2026-13-01' is not a valid value of the atomic type 'xs:date'.",
          },
        ],
      }),
    );
    open();
    await heading();
    const issues = screen.getByRole('table', { name: 'Issues to fix' });
    expect(
      within(issues).getByRole('columnheader', { name: "Schema's words" }),
    ).toBeInTheDocument();
    expect(issues).toHaveTextContent('Other data of the report');
    expect(issues).toHaveTextContent('The official GIIF schema refused this part of the file');
    expect(issues).toHaveTextContent("Element 'DataTr'");
    expect(
      screen.getByText(
        "Checked against the official GIIF schema of this template as well as the application's rules.",
      ),
    ).toBeInTheDocument();
  });

  it('downloads the XML of a validated file, which then reads as exported', async () => {
    answering(fileIn('validated'));
    open();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Download XML' }));
    await waitFor(() => expect(sent('GET', `${PATH}/xml`)).toHaveLength(1));
    // Read again: downloading exported it.
    await waitFor(() => expect(sent('GET', PATH).length).toBeGreaterThan(1));
  });

  it('shows the problems of a refused signed file in the user’s language', async () => {
    answering(fileIn('exported'), 'admin', {
      [`POST ${PATH}/signed`]: () =>
        jsonResponse(422, {
          statusCode: 422,
          code: 'giif_signature_invalid',
          message: 'x',
          details: { problems: PROBLEMS },
        }),
    });
    open();
    await heading();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['signed'], 'signed.xml.xades'));
    const alert = await screen.findByText('The signed file was not accepted:');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The signature covers another XML than the one exported.',
      'The certificate is not a qualified one.',
    ]);
    await i18n.changeLanguage('pl');
    expect(
      await screen.findByText('Podpis obejmuje inny XML niż wyeksportowany.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Certyfikat nie jest kwalifikowany.')).toBeInTheDocument();
  });

  it('records a rejection only with its reason, after asking', async () => {
    answering(fileIn('submitted'));
    open();
    await heading();
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record the answer' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(sent('POST', `${PATH}/status`)).toHaveLength(0);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason for the rejection/ }),
      'Wrong template version',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record the answer' }));
    const dialog = await screen.findByRole('dialog', { name: "Record GIIF's answer?" });
    expect(dialog).toHaveTextContent('its transactions return to the queue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the answer' }));
    await waitFor(() => expect(sent('POST', `${PATH}/status`)).toHaveLength(1));
    expect(JSON.parse(String(sent('POST', `${PATH}/status`)[0]![1].body))).toEqual({
      state: 'rejected',
      rejection_reason: 'Wrong template version',
    });
  });

  it('records a loaded file with its reference, then uploads the receipt', async () => {
    answering(fileIn('submitted'));
    open();
    await heading();
    await userEvent.click(screen.getByRole('radio', { name: /^Loaded \(R\)/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /GIIF's reference/ }), 'GIIF/2026/1');
    // The chooser beside the form's "Choose the file" button.
    const choose = screen.getByRole('button', { name: 'Choose the file' });
    const input = choose.parentElement!.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['upo'], 'upo.xml'));
    expect(screen.getByText('Chosen: upo.xml')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record the answer' }));
    const dialog = await screen.findByRole('dialog', { name: "Record GIIF's answer?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the answer' }));
    await waitFor(() => expect(sent('POST', `${PATH}/receipt`)).toHaveLength(1));
    expect(JSON.parse(String(sent('POST', `${PATH}/status`)[0]![1].body))).toEqual({
      state: 'loaded',
      giif_reference: 'GIIF/2026/1',
    });
    expect(await screen.findByText("GIIF's answer has been recorded")).toBeInTheDocument();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    answering(fileIn('draft'));
    const view = open();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent(
      `The file ${CODE} is deleted and its 2 transactions return to the queue.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(sent('DELETE', PATH)).toHaveLength(1));
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard/giif-upload'));
  });

  it('tells what GIIF answered: loaded with its reference, rejected with the reason', async () => {
    answering(fileIn('loaded'));
    open();
    await heading();
    expect(
      screen.getByText('GIIF loaded the file: its transactions have left the queue.'),
    ).toBeInTheDocument();
    expect(screen.getByText("GIIF's reference: GIIF/2026/1234")).toBeInTheDocument();
  });

  it('leaves a reader the downloads only, in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering(fileIn('rejected'), 'all_viewer_member');
    open();
    await screen.findByRole('heading', { name: `Plik ${CODE}`, level: 1 }, { timeout: 5000 });
    expect(
      screen.getByText('GIIF odrzucił plik: jego transakcje wróciły do kolejki.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Przyczyna: Wrong template version')).toBeInTheDocument();
    // The XML is filing work (downloading exports it); the signed file may be read.
    expect(screen.getByRole('button', { name: 'Pobierz XML' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pobierz podpisany plik' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Prześlij/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz odpowiedź' })).toBeNull();
    const transactions = screen.getByRole('table', { name: 'Transakcje w pliku' });
    expect(within(transactions).getAllByRole('row')).toHaveLength(3);
    expect(transactions).toHaveTextContent('Korekta');
  });
});

describe("a GIIF file's issues on a phone", () => {
  onPhone();

  it('shows each issue as a card, what to do and its links in view', async () => {
    answering(
      fileIn('draft', {
        issues: [
          ...buildFile().issues,
          {
            transaction_code: code('trans', 2),
            party_code: null,
            field: 'Transakcja',
            code: 'schema',
            detail: "cvc-complex-type.2.4.a: Invalid content was found starting with element 'X'.",
          },
        ],
        issue_count: 2,
      }),
    );
    open();
    await heading();
    expect(screen.queryByRole('table', { name: 'Issues to fix' })).toBeNull();
    const [pesel, schema] = within(
      screen.getByRole('list', { name: 'Issues to fix' }),
    ).getAllByRole('listitem');
    expect(pesel).toHaveTextContent('Anna Kowalska: PESEL');
    expect(pesel).toHaveTextContent("Enter a valid PESEL on the party's form");
    expect(within(pesel!).getByRole('link', { name: "Open Anna Kowalska's data" })).toHaveAttribute(
      'href',
      `/dashboard/parties/${code('party', 1)}?tab=data`,
    );
    expect(within(pesel!).getByRole('link', { name: code('trans', 1) })).toHaveAttribute(
      'href',
      `/dashboard/transactions/${code('trans', 1)}?tab=giif`,
    );
    // The schema's words only where the schema gave them.
    expect(pesel).not.toHaveTextContent("Schema's words");
    expect(schema).toHaveTextContent("Schema's words");
    expect(schema).toHaveTextContent('cvc-complex-type.2.4.a');
  });
});
