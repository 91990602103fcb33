import type { GiifSchemaList, GiifTemplateKey } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { SchemaNotice } from '../components/schema-notice';
import { CASH_SCHEMA, NO_SCHEMAS } from '../giif.fixtures';
import { GiifSchemasPage } from './giif-schemas-page';

const fetchMock = mockApi();

const SHA = 'd'.repeat(64);

/** The list with `template` uploaded (or laid in GIIF_SCHEMA_DIR) as `file_name`. */
const withSchema = (
  list: GiifSchemaList,
  template: GiifTemplateKey,
  fileName: string,
  source: 'upload' | 'directory' = 'upload',
): GiifSchemaList => ({
  items: list.items.map((item) =>
    item.template === template
      ? {
          ...item,
          installed: {
            version: source === 'upload' ? '1.1' : item.crwde_id,
            file_name: fileName,
            sha256: SHA,
            source,
            installed_at: source === 'upload' ? '2026-11-28T10:00:00.000Z' : null,
          },
        }
      : item,
  ),
});

const INVALID = {
  statusCode: 422,
  code: 'giif_schema_invalid',
  message: 'The schema does not compile: element decl. attribute name missing',
};

/**
 * The API as the installation's administrator (or a user without the role) meets it: the list
 * as it stands, changed by an upload (or refused, `refuse`) and a removal.
 */
function answering({
  roles = ['user', 'admin'],
  schemas = CASH_SCHEMA,
  refuse = false,
}: { roles?: string[]; schemas?: GiifSchemaList; refuse?: boolean } = {}) {
  let list = schemas;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, { ...userWithRole('admin'), roles });
    if (url === '/int/giif/schemas') return jsonResponse(200, list);
    const template = /^\/int\/giif\/schemas\/(\w+)$/.exec(url)?.[1] as GiifTemplateKey;
    if (template && init?.method === 'PUT') {
      if (refuse) return jsonResponse(422, INVALID);
      const file = (init.body as FormData).get('file') as File;
      list = withSchema(list, template, file.name);
      return jsonResponse(200, list);
    }
    if (template && init?.method === 'DELETE') {
      list = {
        items: list.items.map((item) =>
          item.template === template ? { ...item, installed: null } : item,
        ),
      };
      return jsonResponse(200, list);
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method);

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/admin/giif-schemas', element: <GiifSchemasPage /> }],
    '/dashboard/admin/giif-schemas',
  );

const table = () =>
  screen.findByRole('table', { name: 'GIIF templates and their schemas' }, { timeout: 5000 });

/** The row of a template, by its name. */
const row = async (template: string) =>
  within(await table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: template }))!;

const chooseFile = (dialog: HTMLElement, file: File) =>
  userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);

describe('GIIF’s schemas', () => {
  it('explain where the schemas come from and list the four templates', async () => {
    answering({ schemas: withSchema(CASH_SCHEMA, 'currency', 'schemat.xsd', 'directory') });
    open();
    await table();
    expect(screen.getByText('No official GIIF schema ships with the application')).toBeVisible();
    expect(
      screen.getByText(/Download the schemat.xsd of each template from the CRWDE repository/),
    ).toBeVisible();
    expect(
      screen.getByText(/files will be refused until a mapping for that template version is added/),
    ).toBeVisible();
    expect(screen.getByText('docs/giif-reports.md')).toBeVisible();

    const cash = await row('Cash deposits and withdrawals');
    expect(
      within(cash).getByRole('link', { name: /^2018\/10\/19\/5993, the template on crd.gov.pl/ }),
    ).toHaveAttribute('href', 'https://crd.gov.pl/wzor/2018/10/19/5993/');
    expect(cash).toHaveTextContent('Uploaded');
    expect(cash).toHaveTextContent('1.0.2');
    expect(cash).toHaveTextContent('schemat.xsd');
    expect(cash).toHaveTextContent('1 Nov 2026, 09:00');
    // Shortened, whole on hover or focus.
    const sha = within(cash).getByText(`${'a'.repeat(12)}…`);
    expect(sha).toHaveAttribute('aria-label', 'a'.repeat(64));
    expect(
      within(cash).getByRole('button', {
        name: 'Replace the schema of Cash deposits and withdrawals',
      }),
    ).toBeEnabled();

    const transfers = await row('Transfers');
    expect(transfers).toHaveTextContent('Not installed');
    expect(
      within(transfers).getByRole('button', { name: 'Upload the schema of Transfers' }),
    ).toBeEnabled();
    expect(within(transfers).queryByRole('button', { name: /^Remove/ })).toBeNull();

    // Laid in the folder: removed from the folder, not here.
    const currency = await row('Currency purchase and sale');
    expect(currency).toHaveTextContent('From GIIF_SCHEMA_DIR');
    const remove = within(currency).getByRole('button', { name: /^Remove the schema/ });
    expect(remove).toBeDisabled();
    expect(remove.parentElement).toHaveAttribute(
      'aria-label',
      'Laid in GIIF_SCHEMA_DIR: remove it from that folder',
    );
    expect(await row('Identification form')).toHaveTextContent('2018/10/30/6031');
  });

  it('installs an uploaded schema with its version', async () => {
    answering();
    open();
    await userEvent.click(
      within(await row('Transfers')).getByRole('button', {
        name: 'Upload the schema of Transfers',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Install the schema of Transfers' });
    const install = within(dialog).getByRole('button', { name: 'Install' });
    expect(install).toBeDisabled();
    await chooseFile(dialog, new File(['<xs:schema/>'], 'schemat.xsd'));
    expect(within(dialog).getByText('Chosen: schemat.xsd')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Version (optional)' }),
      '2.0',
    );
    await userEvent.click(install);

    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    const [url, init] = calls('PUT')[0]!;
    expect(url).toBe('/int/giif/schemas/transfer');
    const body = (init as RequestInit).body as FormData;
    expect((body.get('file') as File).name).toBe('schemat.xsd');
    expect(body.get('version')).toBe('2.0');
    expect(await screen.findByText('The schema of Transfers has been installed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await row('Transfers')).toHaveTextContent('Uploaded');
  });

  it('says why a schema was refused, and keeps the dialog open to choose another', async () => {
    answering({ refuse: true });
    open();
    await userEvent.click(
      within(await row('Cash deposits and withdrawals')).getByRole('button', {
        name: 'Replace the schema of Cash deposits and withdrawals',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Install the schema of Cash deposits and withdrawals',
    });
    expect(dialog).toHaveTextContent(
      'It replaces the installed schema (schemat.xsd, version 1.0.2).',
    );
    await chooseFile(dialog, new File(['<xs:schema><xs:element/></xs:schema>'], 'broken.xsd'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is not a valid XSD of a GIIF template. Reason: The schema does not compile: element decl. attribute name missing',
    );
    // No version given: the server takes the CRWDE id.
    const body = (calls('PUT')[0]![1] as RequestInit).body as FormData;
    expect(body.get('version')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await i18n.changeLanguage('pl');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'To nie jest poprawny XSD wzoru GIIF. Powód: The schema does not compile',
    );
  });

  it('removes an uploaded schema after asking', async () => {
    answering();
    open();
    await userEvent.click(
      within(await row('Cash deposits and withdrawals')).getByRole('button', {
        name: 'Remove the schema of Cash deposits and withdrawals',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove the schema of Cash deposits and withdrawals?',
    });
    expect(dialog).toHaveTextContent('The uploaded schemat.xsd is removed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE')).toHaveLength(0);

    await userEvent.click(
      within(await row('Cash deposits and withdrawals')).getByRole('button', {
        name: 'Remove the schema of Cash deposits and withdrawals',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(calls('DELETE')[0]![0]).toBe('/int/giif/schemas/cash');
    expect(
      await screen.findByText('The schema of Cash deposits and withdrawals has been removed'),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await row('Cash deposits and withdrawals')).toHaveTextContent('Not installed'),
    );
  });

  it('are for the installation’s administrator only', async () => {
    answering({ roles: ['user'] });
    open();
    expect(
      await screen.findByText('To continue, admin user role is required', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('GIIF’s schemas on a phone', () => {
  onPhone();

  it('show each template as a card with its actions, in Polish', async () => {
    await i18n.changeLanguage('pl');
    answering({ schemas: NO_SCHEMAS });
    open();
    const cards = await screen.findByRole(
      'list',
      { name: 'Wzory GIIF i ich schematy' },
      { timeout: 5000 },
    );
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Wpłaty i wypłaty gotówkowe');
    expect(items[0]).toHaveTextContent('StanNie zainstalowano');
    expect(
      within(items[0]!).getByRole('button', {
        name: 'Prześlij schemat: Wpłaty i wypłaty gotówkowe',
      }),
    ).toBeVisible();
  });
});

describe('the notice of GIIF’s schemas', () => {
  const notice = (roles: string[]) => {
    answering({ roles, schemas: NO_SCHEMAS });
    renderRoutes(
      [{ path: '/dashboard/giif-transaction', element: <SchemaNotice /> }],
      '/dashboard/giif-transaction',
    );
  };

  it('leads the installation’s administrator to the schemas', async () => {
    notice(['user', 'admin']);
    expect(
      await screen.findByRole('link', { name: 'Manage GIIF schemas' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/dashboard/admin/giif-schemas');
  });

  it('does not for anyone else', async () => {
    notice(['user']);
    await screen.findByText(/No official GIIF schema is installed/, {}, { timeout: 5000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/int/user')).toBe(true),
    );
    // The user's answer read: a member without the role is not led there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'Manage GIIF schemas' })).toBeNull();
  });
});
