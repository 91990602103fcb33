import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, page, renderRoutes } from '../../../test/render';
import { RegisterPage } from './register-page';

const fetchMock = vi.fn();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const routes = [page('/user/register', <RegisterPage />)];

describe('the registration page', () => {
  it('explains a short password and an invalid e-mail as soon as the field is left', async () => {
    renderRoutes(routes, '/user/register');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 6 characters long')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers in the language of the page and asks to check the inbox', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }));
    renderRoutes(routes, '/user/register');
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'anna@kantor.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Sprawdź skrzynkę pocztową')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/int/user');
    expect(JSON.parse(init.body)).toEqual({
      email: 'anna@kantor.pl',
      password: 'secret-123',
      language: 'pl',
    });
  });

  it('says when the e-mail address already has an account', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { statusCode: 409, code: 'email_taken', message: 'taken' }),
    );
    renderRoutes(routes, '/user/register');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@kantor.pl');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this e-mail address already exists'),
    ).toBeInTheDocument();
  });

  it('rates the password as it is typed and shows why the server refused it, in both languages', async () => {
    const refuse = (code: string) =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'validation_failed',
        message: 'x',
        details: { fields: [{ path: 'password', code }] },
      });
    fetchMock.mockResolvedValue(refuse('password_too_common'));
    const view = renderRoutes(routes, '/user/register');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@kantor.pl');
    await userEvent.type(screen.getByLabelText('Password'), 'zaq12wsx');
    expect(
      await screen.findByRole('progressbar', { name: 'Password strength' }, { timeout: 8000 }),
    ).toHaveAttribute('aria-valuetext', 'very weak');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'This password is on the list of the most common and leaked passwords: choose another',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /most common and leaked passwords/,
    );
    view.unmount();

    await i18n.changeLanguage('pl');
    fetchMock.mockResolvedValue(refuse('password_is_email'));
    renderRoutes(routes, '/user/register');
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'anna@kantor.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'anna@kantor.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(
      await screen.findByText('Hasło nie może być Twoim adresem e-mail ani jego częścią przed @'),
    ).toBeInTheDocument();
  });
});
