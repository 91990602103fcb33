import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { StoragePage } from './storage-page';

const fetchMock = mockApi();

/** GET /int/storage of a team on the server disk, S3 offered, Google Drive connected. */
const overview = {
  store: 'server',
  remove_files_on_delete: false,
  stores: [
    { kind: 'server', configured: true, available: true },
    { kind: 'google', configured: true, available: true },
    { kind: 'microsoft', configured: false, available: false },
    { kind: 's3', configured: true, available: true },
  ],
  usage: { files: 3, bytes: 1_572_864 },
  last_check: { checked_at: '2026-11-20T03:00:00.000Z', checked_files: 3, failed_files: 2 },
};

const google = {
  provider: 'google',
  configured: true,
  connected: true,
  status: 'connected',
  account_email: 'biuro@kantor.pl',
  account_name: 'Kantor Biuro',
};
const microsoft = {
  provider: 'microsoft',
  configured: false,
  connected: false,
  status: null,
  account_email: null,
  account_name: null,
};

type Answers = {
  role?: string;
  storage?: object;
  google?: object;
  put?: (body: unknown) => Response;
};

function answering(answers: Answers = {}) {
  return (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, userWithRole(answers.role ?? 'admin'));
    if (url === '/int/storage' && method === 'GET') {
      return jsonResponse(200, answers.storage ?? overview);
    }
    if (url === '/int/storage' && method === 'PUT') {
      const body = JSON.parse(String(init!.body));
      return answers.put?.(body) ?? jsonResponse(200, { ...overview, ...body });
    }
    if (url === '/int/storage/check') {
      return jsonResponse(200, {
        ...overview,
        last_check: { checked_at: '2026-11-27T09:00:00.000Z', checked_files: 3, failed_files: 0 },
      });
    }
    if (url === '/int/google/info') return jsonResponse(200, answers.google ?? google);
    if (url === '/int/microsoft/info') return jsonResponse(200, microsoft);
    if (url === '/int/google/login') {
      return jsonResponse(200, { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' });
    }
    if (url === '/int/google/logout') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'not_found', message: 'x', statusCode: 404 });
  };
}

const sent = (path: string, method = 'POST') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === path && (init as RequestInit | undefined)?.method === method,
  );

const open = (path = '/dashboard/storage') =>
  renderRoutes([{ path: '/dashboard/storage', element: <StoragePage /> }], path);

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('the storage page', () => {
  it('shows the store in use, the space used, the drives and the last check', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const inUse = await region('Store in use');
    expect(inUse).toHaveTextContent('Server disk');
    expect(inUse).toHaveTextContent('It needs nothing to set up.');
    expect(inUse).toHaveTextContent('3 files');
    expect(inUse).toHaveTextContent('1.5 MB');

    const googleDrive = await region('Google Drive');
    expect(await within(googleDrive).findByText('Connected')).toBeVisible();
    expect(googleDrive).toHaveTextContent('Account: Kantor Biuro (biuro@kantor.pl)');
    const oneDrive = await region('Microsoft OneDrive');
    expect(await within(oneDrive).findByText('Not configured')).toBeVisible();
    expect(oneDrive).toHaveTextContent('MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET');
    expect(within(oneDrive).queryByRole('button')).toBeNull();

    const check = await region('Integrity check');
    expect(check).toHaveTextContent('2 files were missing or changed.');
    expect(within(check).getByRole('link', { name: 'See the alerts' })).toHaveAttribute(
      'href',
      '/dashboard/alerts?source=storage_integrity',
    );

    // S3 can be chosen; OneDrive says why it cannot.
    expect(screen.getByRole('radio', { name: /S3-compatible storage/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Microsoft OneDrive/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Server disk/ })).toBeChecked();
  });

  it('counts and sizes in Polish, and says when the files were never checked', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering({ storage: { ...overview, last_check: null } }));
    open();
    const inUse = await region('Używany magazyn');
    expect(inUse).toHaveTextContent('Dysk serwera');
    expect(inUse).toHaveTextContent('3 pliki');
    expect(inUse).toHaveTextContent('1,5 MB');
    expect(await region('Kontrola integralności')).toHaveTextContent(
      'Pliki nie były jeszcze sprawdzane.',
    );
  });

  it('is read-only for a member who is not the team admin, and says why', async () => {
    fetchMock.mockImplementation(answering({ role: 'all_viewer_member' }));
    open();
    expect(
      await screen.findByText(/Only a team admin can choose the store/, {}, { timeout: 5000 }),
    ).toBeVisible();
    const googleDrive = await region('Google Drive');
    expect(await within(googleDrive).findByText('Connected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('radio', { name: /S3-compatible storage/ })).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: 'Remove the file when an attachment is deleted' }),
    ).toBeDisabled();
  });

  it("connects a drive by sending the browser to the provider's consent", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetchMock.mockImplementation(
      answering({ google: { ...google, connected: false, status: null, account_email: null } }),
    );
    open();
    const googleDrive = await region('Google Drive');
    expect(await within(googleDrive).findByText('No drive is connected')).toBeVisible();
    await userEvent.click(within(googleDrive).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(sent('/int/google/login')).toHaveLength(1));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
    );
  });

  it('asks before disconnecting a drive, then says it is disconnected', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const googleDrive = await region('Google Drive');
    await userEvent.click(await within(googleDrive).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Drive?' });
    expect(dialog).toHaveTextContent('The files already in the drive stay there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('/int/google/logout')).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(googleDrive).getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    await waitFor(() => expect(sent('/int/google/logout')).toHaveLength(1));
    expect(await screen.findByText('Google Drive has been disconnected.')).toBeVisible();
  });

  it("shows a revoked connection as 'No drive is connected' with Reconnect, not an error", async () => {
    fetchMock.mockImplementation(
      answering({
        storage: {
          ...overview,
          store: 'google',
          stores: overview.stores.map((store) =>
            store.kind === 'google' ? { ...store, available: false } : store,
          ),
        },
        google: { ...google, connected: false, status: 'revoked' },
      }),
    );
    open();
    const googleDrive = await region('Google Drive');
    expect(await within(googleDrive).findByText('No drive is connected')).toBeVisible();
    expect(within(googleDrive).getByText('Connection ended')).toBeVisible();
    expect(googleDrive).toHaveTextContent('Last connected account: Kantor Biuro (biuro@kantor.pl)');
    expect(within(googleDrive).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    expect(within(googleDrive).queryByRole('alert')).toBeNull();
    expect(await region('Store in use')).toHaveTextContent(
      'No drive is connected: new files cannot be added.',
    );
  });

  it('says the drive was connected on the way back from the provider, and cleans the address', async () => {
    fetchMock.mockImplementation(answering());
    const view = open('/dashboard/storage?connected=google');
    expect(
      await screen.findByText('Google Drive has been connected.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(view.location().search).toBe(''));
    view.unmount();

    const failed = open('/dashboard/storage?drive_error=scope_not_granted');
    expect(
      await screen.findByText(/the permission to keep files in the drive was not granted/),
    ).toBeVisible();
    await waitFor(() => expect(failed.location().search).toBe(''));
  });

  it('saves the store after the save question and says the data was updated', async () => {
    fetchMock.mockImplementation(answering());
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /S3-compatible storage/ }));
    await userEvent.click(
      screen.getByRole('switch', { name: 'Remove the file when an attachment is deleted' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to save the changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('/int/storage', 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(sent('/int/storage', 'PUT')[0]![1].body))).toEqual({
      store: 's3',
      remove_files_on_delete: true,
    });
    expect(await screen.findByText('Data has been updated successfully')).toBeVisible();
    expect(await region('Store in use')).toHaveTextContent('S3-compatible storage');
  });

  it("shows the spec's text when the server refuses the store", async () => {
    fetchMock.mockImplementation(
      answering({
        put: () =>
          jsonResponse(409, {
            statusCode: 409,
            code: 'storage_not_configured',
            message: 'No Disk configuration. Unable to add files.',
          }),
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /S3-compatible storage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('No Disk configuration. Unable to add files.')).toBeVisible();
    expect(screen.queryByText('Data has been updated successfully')).toBeNull();
  });

  it('checks the files now and shows the new result', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const check = await region('Integrity check');
    await userEvent.click(within(check).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(sent('/int/storage/check')).toHaveLength(1));
    expect(await within(check).findByText('All files were found intact.')).toBeVisible();
    expect(screen.getByText('The check has finished.')).toBeVisible();
  });
});
