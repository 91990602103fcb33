import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, TeamRole } from '@aml/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearClientState, currentUserQuery } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { DashboardLayout } from './dashboard-layout';

const fetchMock = mockApi();

function userWith(role: TeamRole, extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    code: 'u1',
    email: 'anna@kantor.pl',
    first_name: 'Anna',
    last_name: 'Nowak',
    language: 'en',
    email_verified: true,
    roles: ['user'],
    teams: [
      {
        code: 'team-code-1',
        name: 'Kantor Centrum',
        type: 'organization',
        role,
        admin: role === 'admin',
      },
    ],
    currentTeamCodeContext: 'team-code-1',
    newAlertsAmount: 3,
    newTasksAmount: 0,
    ...extra,
  };
}

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [{ index: true, element: <p>Home</p> }],
  },
  { path: '/user/login', element: <p>Login page</p> },
];

/** The shell once the user has arrived (the team menu enables entries by the user's role). */
async function renderShell() {
  const view = renderRoutes(routes, '/dashboard');
  await screen.findByText('Home');
  return view;
}

function serve(user: CurrentUser) {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/int/user' ? jsonResponse(200, user) : jsonResponse(200, { ok: true }),
  );
}

describe('the dashboard shell', () => {
  it('enables team settings by role: members see admin entries disabled', async () => {
    serve(userWith('all_viewer_member'));
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Team settings' }));
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(item('Rule sets')).not.toHaveAttribute('aria-disabled');
    expect(item('Notifications')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Orders')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Teams')).not.toHaveAttribute('aria-disabled');
    await userEvent.hover(item('Notifications').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'To continue, admin user role is required',
    );
  });

  it('disables the team entries outside any team, except Teams and Company data', async () => {
    serve(userWith('admin', { currentTeamCodeContext: null }));
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Team settings' }));
    const menu = await screen.findByRole('menu');
    const enabled = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => !item.hasAttribute('aria-disabled'))
      .map((item) => item.textContent);
    expect(enabled).toEqual(['Teams', 'Company data']);
  });

  it('keeps the drawer open on wide screens until the user closes it, and remembers that', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: media.includes('min-width:1200px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve(userWith('admin'));
    const first = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(storage.isDrawerOpen()).toBe(false);
    first.unmount();

    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
  });

  it('shows the alert badge and the log switch only to administrators of the installation', async () => {
    serve(userWith('admin', { roles: ['user', 'admin'] }));
    renderRoutes(routes, '/dashboard');
    // Below 1200 px (as in jsdom) the drawer opens from the menu button.
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    // The count is part of the link's name.
    expect(await screen.findByRole('link', { name: /Alerts\s*3 new items/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Log switch' })).toBeInTheDocument();
  });

  it('follows the user query of the cache: refreshed counts and a new team context', async () => {
    serve(userWith('admin'));
    const { client } = renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByRole('link', { name: /Alerts\s*3 new items/ })).toBeInTheDocument();

    serve(userWith('admin', { newAlertsAmount: 5 }));
    await client.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    expect(await screen.findByRole('link', { name: /Alerts\s*5 new items/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const personal = { code: 'personal', name: '', type: 'individual', role: 'admin', admin: true };
    serve(
      userWith('admin', {
        teams: [personal] as CurrentUser['teams'],
        currentTeamCodeContext: 'personal',
      }),
    );
    await clearClientState(client);
    expect(
      await screen.findByRole('link', { name: 'Current team: Personal profile' }),
    ).toBeInTheDocument();
  });

  it('asks before logging out, then revokes the session and leaves', async () => {
    serve(userWith('admin'));
    storage.setCartCount(2);
    const { location } = renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.getToken()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(location().pathname).toBe('/user/login/'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/int/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(storage.getToken()).toBeNull();
    expect(storage.getCartCount()).toBe(0);
  });

  it('sends a visitor without a token to the login page', async () => {
    storage.removeToken();
    const { location } = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(location().pathname).toBe('/user/login/'));
    expect(location().search).toBe('?redirect=%2Fdashboard');
  });
});
