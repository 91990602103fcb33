import { describe, expect, it } from 'vitest';
import { linkIn } from '../../test/smtp-sink.js';
import {
  createTestClock,
  registerAndLogin,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';

const clock = createTestClock();
const env = useTestApp({ clock, smtp: true });

async function createTeam(headers: AuthHeaders, name = 'Kantor Centrum') {
  const response = await env.call('POST', '/int/teams', headers, { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ code: string }>().code;
}

async function inviteAndAccept(admin: AuthHeaders, teamCode: string, role: string) {
  await env.call('POST', '/int/teams/change', admin, { code: teamCode });
  const member = await registerAndLogin(env.t.app);
  const invite = await env.call('POST', '/int/teams/invite', admin, { email: member.email, role });
  expect(invite.statusCode).toBe(201);
  const mail = await env.smtp.waitFor(member.email, /Invitation/);
  const code = new URL(linkIn(mail, '/user/team/invite/')).pathname.split('/').pop()!;
  const handled = await env.call('POST', `/int/teams/invite/${code}/handle`, member.headers, {
    accept: true,
  });
  expect(handled.statusCode).toBe(200);
  return { ...member, invitationCode: code };
}

describe('teams', () => {
  it('creates a team, validates its name and lists it with member count and admin flag', async () => {
    const owner = await registerAndLogin(env.t.app);
    const tooLong = await env.call('POST', '/int/teams', owner.headers, { name: 'x'.repeat(71) });
    expect(tooLong.json().details.fields).toEqual([{ path: 'name', code: 'team_name_too_long' }]);

    const code = await createTeam(owner.headers);
    const list = (await env.call('GET', '/int/user/teams', owner.headers)).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ type: 'individual', current: true });
    expect(list.items[1]).toMatchObject({
      code,
      name: 'Kantor Centrum',
      admin: true,
      member_count: 1,
      current: false,
    });
  });

  it('switches context only to a team the user belongs to', async () => {
    const owner = await registerAndLogin(env.t.app);
    const stranger = await registerAndLogin(env.t.app);
    const code = await createTeam(owner.headers);

    expect(
      (await env.call('POST', '/int/teams/change', stranger.headers, { code })).statusCode,
    ).toBe(404);
    expect((await env.call('POST', '/int/teams/change', owner.headers, { code })).statusCode).toBe(
      200,
    );
    const me = (await env.call('GET', '/int/user', owner.headers)).json();
    expect(me.currentTeamCodeContext).toBe(code);

    const rename = await env.call('PATCH', '/int/teams', owner.headers, { name: 'Kantor Północ' });
    expect(rename.statusCode).toBe(200);
    expect((await env.call('GET', `/int/teams/${code}`, owner.headers)).json().name).toBe(
      'Kantor Północ',
    );
    expect((await env.call('GET', `/int/teams/${code}`, stranger.headers)).statusCode).toBe(404);
  });

  it('invites by e-mail; the invitee accepts from the link and gets exactly the invited role', async () => {
    const owner = await registerAndLogin(env.t.app);
    const team = await createTeam(owner.headers);
    const member = await inviteAndAccept(owner.headers, team, 'all_viewer_member');

    const publicView = (await env.call('GET', `/int/teams/invite/${member.invitationCode}`)).json();
    expect(publicView).toMatchObject({
      status: 'fulfilled',
      team_name: 'Kantor Centrum',
      user_that_invites: owner.email,
    });

    const teams = (await env.call('GET', '/int/user/teams', member.headers)).json();
    expect(
      teams.items.map((x: { code: string; role: string }) => [x.code === team, x.role]),
    ).toEqual([
      [false, 'admin'],
      [true, 'all_viewer_member'],
    ]);
    // Joining changes nothing in the member's own context.
    expect(
      (await env.call('GET', '/int/user', member.headers)).json().currentTeamCodeContext,
    ).not.toBe(team);

    const members = (await env.call('GET', `/int/teams/${team}/members`, member.headers)).json();
    expect(
      members.items.map((m: { email: string; role: string }) => [m.email, m.role]).sort(),
    ).toEqual(
      [
        [owner.email, 'admin'],
        [member.email, 'all_viewer_member'],
      ].sort(),
    );
    const lists = (await env.call('GET', '/int/teams/invite', owner.headers)).json();
    expect(lists.sent[0]).toMatchObject({ invited_email: member.email, status: 'fulfilled' });
  });

  it('resends an invitation with a fresh validity, cancels it, and refuses other teams', async () => {
    const owner = await registerAndLogin(env.t.app);
    const team = await createTeam(owner.headers);
    await env.call('POST', '/int/teams/change', owner.headers, { code: team });
    const invitee = await registerAndLogin(env.t.app);
    const created = (
      await env.call('POST', '/int/teams/invite', owner.headers, {
        email: invitee.email,
        role: 'all_viewer_member',
      })
    ).json();
    await env.smtp.waitFor(invitee.email, /Invitation/);

    clock.advance(6 * 86_400_000);
    expect(
      (await env.call('POST', `/int/teams/invite/${created.code}`, owner.headers)).statusCode,
    ).toBe(200);
    await env.smtp.waitFor(invitee.email, /Invitation/);
    const resent = (await env.call('GET', `/int/teams/invite/${created.code}`)).json();
    expect(new Date(resent.expires_at).getTime()).toBe(clock.now().getTime() + 7 * 86_400_000);

    const stranger = await registerAndLogin(env.t.app);
    expect(
      (await env.call('DELETE', `/int/teams/invite/${created.code}`, stranger.headers)).statusCode,
    ).toBe(404);
    expect(
      (await env.call('DELETE', `/int/teams/invite/${created.code}`, owner.headers)).statusCode,
    ).toBe(200);
    expect((await env.call('GET', `/int/teams/invite/${created.code}`)).json().status).toBe(
      'rejected',
    );
    const late = await env.call(
      'POST',
      `/int/teams/invite/${created.code}/handle`,
      invitee.headers,
      { accept: true },
    );
    expect(late.json().code).toBe('invitation_not_active');
    const again = await env.call('DELETE', `/int/teams/invite/${created.code}`, owner.headers);
    expect(again.json().code).toBe('invitation_not_active');
  });

  it('enforces invitation expiry and the invitee address', async () => {
    const owner = await registerAndLogin(env.t.app);
    const team = await createTeam(owner.headers);
    await env.call('POST', '/int/teams/change', owner.headers, { code: team });
    const invitee = await registerAndLogin(env.t.app);
    const other = await registerAndLogin(env.t.app);
    await env.call('POST', '/int/teams/invite', owner.headers, {
      email: invitee.email,
      role: 'self_viewer_member',
    });
    const code = new URL(
      linkIn(await env.smtp.waitFor(invitee.email, /Invitation/), '/user/team/invite/'),
    ).pathname
      .split('/')
      .pop()!;

    const wrong = await env.call('POST', `/int/teams/invite/${code}/handle`, other.headers, {
      accept: true,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('invitation_wrong_account');

    clock.advance(7 * 86_400_000 + 1000);
    expect((await env.call('GET', `/int/teams/invite/${code}`)).json().status).toBe('expired');
    const late = await env.call('POST', `/int/teams/invite/${code}/handle`, invitee.headers, {
      accept: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invitation_not_active');
    expect((await env.call('GET', `/int/teams/${team}`, invitee.headers)).statusCode).toBe(404);
  });

  it('lets only admins manage members and always keeps one admin', async () => {
    const owner = await registerAndLogin(env.t.app);
    const team = await createTeam(owner.headers);
    const member = await inviteAndAccept(owner.headers, team, 'all_viewer_member_self_editing');
    const members: Array<{ email: string; code: string }> = (
      await env.call('GET', `/int/teams/${team}/members`, owner.headers)
    ).json().items;
    const ownerCode = members.find((m) => m.email === owner.email)!.code;
    const memberCode = members.find((m) => m.email === member.email)!.code;

    const notAdmin = await env.call(
      'PATCH',
      `/int/teams/${team}/members/${ownerCode}`,
      member.headers,
      { role: 'self_viewer_member' },
    );
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().code).toBe('admin_role_required');

    const lastAdmin = await env.call(
      'PATCH',
      `/int/teams/${team}/members/${ownerCode}`,
      owner.headers,
      { role: 'self_viewer_member' },
    );
    expect(lastAdmin.json().code).toBe('last_admin');
    expect((await env.call('DELETE', `/int/teams/${team}/leave`, owner.headers)).json().code).toBe(
      'last_admin',
    );

    const promote = await env.call(
      'PATCH',
      `/int/teams/${team}/members/${memberCode}`,
      owner.headers,
      {
        role: 'admin',
      },
    );
    expect(promote.statusCode).toBe(200);
    expect((await env.call('DELETE', `/int/teams/${team}/leave`, owner.headers)).statusCode).toBe(
      200,
    );
    expect((await env.call('GET', `/int/teams/${team}`, owner.headers)).statusCode).toBe(404);
    // Leaving the current team puts the user back in the personal profile.
    const me = (await env.call('GET', '/int/user', owner.headers)).json();
    expect(me.teams.find((x: { code: string }) => x.code === me.currentTeamCodeContext).type).toBe(
      'individual',
    );
  });

  it('never deletes or leaves the personal profile, and deletes teams for all members', async () => {
    const owner = await registerAndLogin(env.t.app);
    const profile = (await env.call('GET', '/int/user', owner.headers)).json()
      .currentTeamCodeContext;
    expect((await env.call('DELETE', `/int/teams/${profile}`, owner.headers)).json().code).toBe(
      'personal_profile',
    );
    expect(
      (await env.call('DELETE', `/int/teams/${profile}/leave`, owner.headers)).json().code,
    ).toBe('personal_profile');

    const team = await createTeam(owner.headers);
    const member = await inviteAndAccept(owner.headers, team, 'all_viewer_member');
    await env.call('POST', '/int/teams/change', member.headers, { code: team });
    expect((await env.call('DELETE', `/int/teams/${team}`, member.headers)).statusCode).toBe(403);
    expect((await env.call('DELETE', `/int/teams/${team}`, owner.headers)).statusCode).toBe(200);
    const me = (await env.call('GET', '/int/user', member.headers)).json();
    expect(me.teams.map((x: { code: string }) => x.code)).not.toContain(team);
    expect(me.currentTeamCodeContext).toBe(me.teams[0].code);
  });
});
