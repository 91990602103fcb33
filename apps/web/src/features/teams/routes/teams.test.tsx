import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { TeamCreatePage } from './team-create-page';
import { TeamDetailPage } from './team-detail-page';
import { TeamsPage } from './teams-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const TEAM = 'team00000001';
const team = (changes: Record<string, unknown> = {}) => ({
  code: TEAM,
  name: 'Kantor Złoty Róg',
  type: 'organization',
  role: 'admin',
  admin: true,
  member_count: 2,
  created_at: '2026-10-01T10:00:00.000Z',
  current: true,
  ...changes,
});
const personal = team({
  code: 'team00000002',
  name: 'anna@kantor.pl',
  type: 'individual',
  member_count: 1,
  current: false,
});
const member = (n: number, changes: Record<string, unknown> = {}) => ({
  code: `user0000000${n}`,
  email: n === 1 ? 'anna@kantor.pl' : 'jan@kantor.pl',
  first_name: n === 1 ? 'Anna' : 'Jan',
  last_name: n === 1 ? 'Nowak' : 'Kowalski',
  role: n === 1 ? 'admin' : 'all_viewer_member',
  added: '2026-10-02T10:00:00.000Z',
  is_current_user: n === 1,
  ...changes,
});
const invitation = {
  code: 'invite0001',
  email: 'anna@kantor.pl',
  invited_email: 'anna@kantor.pl',
  status: 'active',
  role: 'all_viewer_member',
  added: '2026-11-01T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2026-11-08T10:00:00.000Z',
  team_name: 'Biuro Rachunkowe Bilans',
  team_code: 'team00000009',
  user_that_invites: 'ewa@bilans.pl',
  count_members: 3,
  admin: false,
};

function answering(role = 'admin') {
  return (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === '/int/user/teams')
      return jsonResponse(200, { items: [team(), personal], total: 2 });
    if (url === '/int/teams/invite' && method === 'GET') {
      return jsonResponse(200, { received: [invitation], sent: [] });
    }
    if (url === '/int/teams' && method === 'POST') {
      return jsonResponse(201, team({ code: 'team00000003', name: 'Nowy zespół', current: false }));
    }
    if (url === `/int/teams/${TEAM}` && method === 'GET') {
      return jsonResponse(200, team({ role, admin: role === 'admin' }));
    }
    if (url === `/int/teams/${TEAM}/members` && method === 'GET') {
      return jsonResponse(200, { items: [member(1, { role }), member(2)], total: 2 });
    }
    if (method !== 'GET') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET')
    .map(([url, init]) => ({
      url: String(url),
      method: (init as RequestInit).method,
      body: (init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : null,
    }));

describe('the teams', () => {
  it('lists the teams and the personal profile, and accepts an invitation', async () => {
    fetchMock.mockImplementation(answering());
    renderRoutes([{ path: '/dashboard/teams', element: <TeamsPage /> }], '/dashboard/teams');
    const link = await screen.findByRole('link', { name: 'Kantor Złoty Róg' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/dashboard/teams/${TEAM}`);
    expect(screen.getByRole('link', { name: 'Personal profile' })).toHaveAttribute(
      'href',
      '/dashboard/teams/team00000002',
    );
    const rows = screen.getAllByRole('row');
    const current = rows.find((row) => within(row).queryByText('Kantor Złoty Róg'))!;
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(within(current).getByText('Admin')).toBeInTheDocument();
    // Only another team can be switched to.
    expect(within(current).queryByRole('button', { name: 'Work in this team' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Work in this team' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      '/dashboard/teams/create',
    );

    const received = screen.getByRole('region', { name: 'Invitations received' });
    expect(within(received).getByText('Biuro Rachunkowe Bilans')).toBeInTheDocument();
    expect(within(received).getByText('Views all, edits nothing')).toBeInTheDocument();
    await userEvent.click(within(received).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/int/teams/invite/invite0001/handle', method: 'POST', body: { accept: true } },
      ]),
    );
  });

  it('asks for the name of a new team, in English and in Polish, and works in the team made', async () => {
    fetchMock.mockImplementation(answering());
    const routes = [
      { path: '/dashboard/teams/create', element: <TeamCreatePage /> },
      { path: '/dashboard/teams/:code', element: <p>team page</p> },
    ];
    const view = renderRoutes(routes, '/dashboard/teams/create');
    const create = await screen.findByRole('button', { name: 'Create a team' }, { timeout: 5000 });
    await userEvent.click(create);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Team name' }), 'Nowy zespół');
    await userEvent.click(create);
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/int/teams', method: 'POST', body: { name: 'Nowy zespół' } },
        // The creator switches into the new team at once.
        { url: '/int/teams/change', method: 'POST', body: { code: 'team00000003' } },
      ]),
    );
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard/teams/team00000003'));
    view.unmount();

    await i18n.changeLanguage('pl');
    renderRoutes(routes, '/dashboard/teams/create');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Utwórz zespół' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
  });

  it("lets the team's admin change a member's role, remove a member and invite", async () => {
    fetchMock.mockImplementation(answering('admin'));
    renderRoutes(
      [{ path: '/dashboard/teams/:code', element: <TeamDetailPage /> }],
      `/dashboard/teams/${TEAM}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Kantor Złoty Róg' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getByRole('cell', { name: 'jan@kantor.pl' })).toBeInTheDocument();
    expect(within(members).getByRole('cell', { name: 'Jan Kowalski' })).toBeInTheDocument();

    await userEvent.click(within(members).getByRole('combobox', { name: 'Role of jan@kantor.pl' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Views all, edits own' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({
        url: `/int/teams/${TEAM}/members/user00000002`,
        method: 'PATCH',
        body: { role: 'all_viewer_member_self_editing' },
      }),
    );

    // The admin cannot remove themselves; another member goes after a question.
    expect(within(members).getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    await userEvent.click(within(members).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove jan@kantor.pl from the team?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({
        url: `/int/teams/${TEAM}/members/user00000002`,
        method: 'DELETE',
        body: null,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ola@kantor.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({
        url: '/int/teams/invite',
        method: 'POST',
        body: { email: 'ola@kantor.pl', role: 'all_viewer_member' },
      }),
    );
    expect(await screen.findByText('An invitation was sent to ola@kantor.pl.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delete the team' })).toBeEnabled();
  });

  it('shows a member the team without the means to manage it', async () => {
    fetchMock.mockImplementation(answering('all_viewer_member'));
    renderRoutes(
      [{ path: '/dashboard/teams/:code', element: <TeamDetailPage /> }],
      `/dashboard/teams/${TEAM}`,
    );
    const members = await screen.findByRole('table', { name: 'Members' }, { timeout: 5000 });
    expect(await within(members).findByRole('cell', { name: 'jan@kantor.pl' })).toBeVisible();
    expect(within(members).queryByRole('combobox')).toBeNull();
    expect(within(members).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the team' })).toBeEnabled();
  });
});
