import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/i18n';
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
    const { router } = renderRoutes(routes, '/user/login?redirect=%2Fdashboard%2Fteams');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Anna@Kantor.pl');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/teams'));
    expect(storage.getToken()).toBe('a'.repeat(43));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      email: 'anna@kantor.pl',
      password: 'secret-123',
    });
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
});
