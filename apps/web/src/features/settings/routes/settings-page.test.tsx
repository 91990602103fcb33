import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { SettingsPage } from './settings-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const notifications = {
  new_alert_email: true,
  new_task_email: true,
  cdd_reminder_email: false,
  weekly_summary_email: false,
};

const storage = {
  store: 'server',
  remove_files_on_delete: true,
  stores: [
    { kind: 'server', configured: true, available: true },
    { kind: 'google', configured: true, available: false },
    { kind: 'microsoft', configured: false, available: false },
    { kind: 's3', configured: false, available: false },
  ],
  usage: { files: 0, bytes: 0 },
  last_check: null,
};

function answering(role: string) {
  return (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/user/consents' && method === 'GET') {
      return jsonResponse(200, { marketing_emails: false, product_news: true, updated_at: null });
    }
    if (url === '/int/user/delete' && method === 'GET') {
      return jsonResponse(200, { pending: false, requested_at: null });
    }
    if (url === '/int/user/team/notifications/settings') return jsonResponse(200, notifications);
    if (url === '/int/storage' && method === 'GET') return jsonResponse(200, storage);
    if (url === '/int/user/password/change') {
      return jsonResponse(400, { code: 'wrong_password', message: 'x', statusCode: 400 });
    }
    if (method !== 'GET') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const sent = (path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === path && ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET',
  );

const open = (path = '/dashboard/settings') =>
  renderRoutes([{ path: '/dashboard/settings', element: <SettingsPage /> }], path);

describe('the settings', () => {
  it("shows the user's details and saves changed names after the save question", async () => {
    fetchMock.mockImplementation(answering('admin'));
    open();
    const first = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    expect(first).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Nowak');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('anna@kantor.pl');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeDisabled();

    await userEvent.clear(first);
    await userEvent.type(first, 'Anna Maria');
    const names = screen.getByRole('region', { name: 'Your details' });
    await userEvent.click(within(names).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to save the changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent('/int/user/names')).toHaveLength(1));
    const [, init] = sent('/int/user/names')[0]!;
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ first_name: 'Anna Maria', last_name: 'Nowak' });
    expect(await within(names).findByText('Saved')).toBeInTheDocument();
  });

  it('checks the new password in English and in Polish, and shows why the server refused', async () => {
    fetchMock.mockImplementation(answering('admin'));
    const view = open();
    const password = await screen.findByRole('region', { name: 'Password' }, { timeout: 5000 });
    await userEvent.type(within(password).getByLabelText('New password'), 'abc');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('This field is required')).toBeInTheDocument();
    expect(
      within(password).getByText('The password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(sent('/int/user/password/change')).toHaveLength(0);

    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(password).getByLabelText('New password'), 'def-ghi');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(sent('/int/user/password/change')).toHaveLength(1));
    expect(JSON.parse(String(sent('/int/user/password/change')[0]![1].body))).toEqual({
      current_password: 'old-secret',
      new_password: 'abcdef-ghi',
    });
    expect(await within(password).findByText('The password is incorrect')).toBeInTheDocument();
    view.unmount();

    await i18n.changeLanguage('pl');
    open();
    const haslo = await screen.findByRole('region', { name: 'Hasło' }, { timeout: 5000 });
    await userEvent.type(within(haslo).getByLabelText('Nowe hasło'), 'abc');
    await userEvent.click(within(haslo).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(haslo).findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(within(haslo).getByText('Hasło musi mieć co najmniej 6 znaków')).toBeInTheDocument();
  });

  it("rates the new password and shows the server's refusal of a common one or the e-mail", async () => {
    const refuse = (code: string) =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'validation_failed',
        message: 'x',
        details: { fields: [{ path: 'new_password', code }] },
      });
    const api = answering('admin');
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === '/int/user/password/change' ? refuse('password_too_common') : api(url, init),
    );
    const view = open();
    const password = await screen.findByRole('region', { name: 'Password' }, { timeout: 5000 });
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(password).getByLabelText('New password'), 'qwerty123');
    expect(
      await within(password).findByRole(
        'progressbar',
        { name: 'Password strength' },
        { timeout: 8000 },
      ),
    ).toHaveAttribute('aria-valuetext', 'very weak');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(
      await within(password).findByText(
        'This password is on the list of the most common and leaked passwords: choose another',
      ),
    ).toBeInTheDocument();
    view.unmount();

    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === '/int/user/password/change' ? refuse('password_is_email') : api(url, init),
    );
    open();
    const haslo = await screen.findByRole('region', { name: 'Hasło' }, { timeout: 5000 });
    await userEvent.type(within(haslo).getByLabelText('Obecne hasło'), 'old-secret');
    await userEvent.type(within(haslo).getByLabelText('Nowe hasło'), 'anna@kantor.pl');
    await userEvent.click(within(haslo).getByRole('button', { name: 'Zmień hasło' }));
    expect(
      await within(haslo).findByText(
        'Hasło nie może być Twoim adresem e-mail ani jego częścią przed @',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the consents with both answers when one is changed', async () => {
    fetchMock.mockImplementation(answering('admin'));
    open();
    const marketing = await screen.findByRole(
      'switch',
      { name: 'I agree to receive marketing e-mails' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(marketing).toBeEnabled());
    await userEvent.click(marketing);
    await waitFor(() => expect(sent('/int/user/consents')).toHaveLength(1));
    expect(JSON.parse(String(sent('/int/user/consents')[0]![1].body))).toEqual({
      marketing_emails: true,
      product_news: true,
    });
  });

  it("opens the tab of the URL; the team's notifications are for its admin only", async () => {
    fetchMock.mockImplementation(answering('admin'));
    const view = open('/dashboard/settings?tab=notifications');
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    const weekly = await screen.findByRole('switch', { name: 'Weekly summary' });
    expect(weekly).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'A new alert is raised' })).toBeChecked();
    await userEvent.click(weekly);
    const path = '/int/user/team/notifications/settings';
    await waitFor(() => expect(sent(path)).toHaveLength(1));
    expect(JSON.parse(String(sent(path)[0]![1].body))).toEqual({
      ...notifications,
      weekly_summary_email: true,
    });
    view.unmount();

    fetchMock.mockReset();
    fetchMock.mockImplementation(answering('all_viewer_member'));
    open('/dashboard/settings?tab=notifications');
    expect(
      await screen.findByText('To continue, admin user role is required', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Weekly summary' })).toBeNull();
  });

  it("shows the storage page's settings in the tab storage, read-only for a member", async () => {
    fetchMock.mockImplementation(answering('admin'));
    const view = open('/dashboard/settings?tab=storage');
    expect(await screen.findByRole('tab', { name: 'Storage', selected: true })).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Server disk/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Google Drive/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Google Drive/ }).closest('label')).toHaveTextContent(
      'No drive is connected: connect it on the storage page first.',
    );
    expect(
      screen.getByRole('switch', { name: 'Remove the file when an attachment is deleted' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Open the storage page' })).toHaveAttribute(
      'href',
      '/dashboard/storage',
    );
    view.unmount();

    fetchMock.mockReset();
    fetchMock.mockImplementation(answering('self_viewer_member'));
    open('/dashboard/settings?tab=storage');
    expect(
      await screen.findByText(/Only a team admin can choose the store/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Server disk/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
