import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { apiCall } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { jsonResponse, page, renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const fetchMock = vi.fn();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const routes = [page('/user/login', <LoginPage />), page('/dashboard/teams', <p>Teams page</p>)];

describe('the login page', () => {
  it('explains invalid input under the fields and sends nothing', async () => {
    renderRoutes(routes, '/user/login');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and goes where the user was headed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: 'a'.repeat(43), expires_at: '2026-12-01T00:00:00.000Z' }),
    );
    const { location } = renderRoutes(routes, '/user/login?redirect=%2Fdashboard%2Fteams');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Anna@Kantor.pl');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/teams'));
    expect(storage.getToken()).toBe('a'.repeat(43));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      email: 'anna@kantor.pl',
      password: 'secret-123',
    });
  });

  it('shows progress while logging in and cannot be sent twice', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(routes, '/user/login');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@kantor.pl');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123{Enter}');
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse(401, { statusCode: 401, code: 'invalid_credentials', message: 'x' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('warns when Caps Lock is on and shows the password on demand', async () => {
    renderRoutes(routes, '/user/login');
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, '{CapsLock}a');
    expect(await screen.findByText('Caps Lock is on')).toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('shows the server refusal in the user language', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, code: 'invalid_credentials', message: 'x' }),
    );
    renderRoutes(routes, '/user/login');
    await userEvent.type(screen.getByLabelText('Adres e-mail'), 'anna@kantor.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Adres e-mail lub hasło są nieprawidłowe')).toBeInTheDocument();
    expect(storage.getToken()).toBeNull();
  });

  async function logInRefused(code: string, language: 'en' | 'pl') {
    await i18n.changeLanguage(language);
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { statusCode: 403, code, message: 'x' }));
    renderRoutes(routes, '/user/login');
    const en = language === 'en';
    await userEvent.type(
      screen.getByLabelText(en ? 'E-mail address' : 'Adres e-mail'),
      'anna@kantor.pl',
    );
    await userEvent.type(screen.getByLabelText(en ? 'Password' : 'Hasło'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: en ? 'Log in' : 'Zaloguj się' }));
  }

  it('says an unconfirmed address must be confirmed first and sends the link again', async () => {
    await logInRefused('email_not_verified', 'en');
    expect(await screen.findByText(/Your e-mail address is not confirmed yet/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If anna@kantor.pl still waits for confirmation, a new link is on its way.',
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/int/users/email/verification-resend-email');
    expect(JSON.parse(init.body)).toEqual({ email: 'anna@kantor.pl' });
    expect(storage.getToken()).toBeNull();
  });

  it('says the same in Polish', async () => {
    await logInRefused('email_not_verified', 'pl');
    expect(
      await screen.findByText(/Twój adres e-mail nie jest jeszcze potwierdzony/),
    ).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jeśli adres anna@kantor.pl nadal czeka na potwierdzenie, wysłaliśmy nowy link.',
    );
  });

  it('shows why a new link could not be sent', async () => {
    await logInRefused('email_not_verified', 'en');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { statusCode: 429, code: 'rate_limited', message: 'x' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send the confirmation link again' }),
    );
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
  });

  it('leads an account locked by guesses from everywhere to the password reset', async () => {
    await logInRefused('login_locked', 'en');
    expect(await screen.findByText(/reset your password with the link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/user/reset-password',
    );
  });

  it('says once that the session has ended when the server ended it', async () => {
    // A request of a signed-in page that the server refuses: the page of the session is left.
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign: vi.fn() });
    storage.setToken('stale');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { statusCode: 401, code: 'unauthorized', message: 'x' }),
    );
    await apiCall('/user').catch(() => {});
    expect(window.location.assign).toHaveBeenCalledWith('/user/login/?redirect=%2Fdashboard');
    vi.stubGlobal('location', { ...window.location, pathname: '/user/login/' });
    const { unmount } = renderRoutes(routes, '/user/login');
    expect(
      await screen.findByText('Your session has ended. Log in again to continue.'),
    ).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/user/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });
});
