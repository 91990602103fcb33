import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeMemberRoleSchema,
  ChangeTeamSchema,
  CreateInvitationSchema,
  CreateTeamSchema,
  HandleInvitationSchema,
  InvitationListsSchema,
  InvitationSchema,
  OkSchema,
  RenameTeamSchema,
  TeamListSchema,
  TeamMemberListSchema,
  TeamSummarySchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireAuth, requirePathTeam, requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as invitations from './invitations.service.js';
import * as teams from './teams.service.js';

const ok = { ok: true } as const;
const route = routeOptions(['Teams']);
const TeamParams = z.object({ id: codeField });
const MemberParams = z.object({ id: codeField, memberId: codeField });
const InvitationParams = z.object({ code: codeField });
const viewThisTeam = { team: 'team.view', teamParam: 'id' } as const;
const manageThisTeam = { team: 'team.manage', teamParam: 'id' } as const;
const manageCurrentTeam = { team: 'team.manage' } as const;

export function teamsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/user/teams',
      route('authenticated', "The user's teams and personal profile", {
        response: { 200: TeamListSchema },
      }),
      (request) => teams.listTeams(deps, requireAuth(request)),
    );

    app.post(
      '/int/teams',
      route('authenticated', 'Create a team (the creator becomes its admin)', {
        body: CreateTeamSchema,
        response: { 201: TeamSummarySchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await teams.createTeam(deps, requireAuth(request), request.body)),
    );

    app.patch(
      '/int/teams',
      route(manageCurrentTeam, 'Rename the current team', {
        body: RenameTeamSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await teams.renameCurrentTeam(deps, requireTeam(request), request.body.name);
        return ok;
      },
    );

    app.post(
      '/int/teams/change',
      route('authenticated', 'Switch the current team or personal profile', {
        body: ChangeTeamSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await teams.changeCurrentTeam(deps, requireAuth(request), request.body.code);
        return ok;
      },
    );

    app.get(
      '/int/teams/:id',
      route(viewThisTeam, 'Team details', {
        params: TeamParams,
        response: { 200: TeamSummarySchema },
      }),
      (request) => teams.getTeam(deps, requireAuth(request), requirePathTeam(request)),
    );

    app.delete(
      '/int/teams/:id',
      route(manageThisTeam, 'Delete a team (kept for the retention period)', {
        params: TeamParams,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await teams.deleteTeam(deps, requireAuth(request), requirePathTeam(request));
        return ok;
      },
    );

    app.delete(
      '/int/teams/:id/leave',
      route(viewThisTeam, 'Leave a team', { params: TeamParams, response: { 200: OkSchema } }),
      async (request) => {
        await teams.leaveTeam(deps, requireAuth(request), requirePathTeam(request));
        return ok;
      },
    );

    app.get(
      '/int/teams/:id/members',
      route(viewThisTeam, 'Members of a team', {
        params: TeamParams,
        response: { 200: TeamMemberListSchema },
      }),
      (request) => teams.listTeamMembers(deps, requireAuth(request), requirePathTeam(request)),
    );

    app.patch(
      '/int/teams/:id/members/:memberId',
      route(manageThisTeam, "Change a member's role", {
        params: MemberParams,
        body: ChangeMemberRoleSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        const { memberId } = request.params;
        await teams.changeMemberRole(
          deps,
          requireAuth(request),
          requirePathTeam(request),
          memberId,
          request.body,
        );
        return ok;
      },
    );

    app.delete(
      '/int/teams/:id/members/:memberId',
      route(manageThisTeam, 'Remove a member from the team', {
        params: MemberParams,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await teams.removeMember(
          deps,
          requireAuth(request),
          requirePathTeam(request),
          request.params.memberId,
        );
        return ok;
      },
    );

    app.post(
      '/int/teams/invite',
      route(manageCurrentTeam, 'Invite someone to the current team', {
        body: CreateInvitationSchema,
        response: { 201: InvitationSchema },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await invitations.inviteToCurrentTeam(deps, requireTeam(request), request.body)),
    );

    app.get(
      '/int/teams/invite',
      route('authenticated', 'Invitations received and sent', {
        response: { 200: InvitationListsSchema },
      }),
      (request) => invitations.listInvitations(deps, requireAuth(request)),
    );

    app.get(
      '/int/teams/invite/:code',
      route('public', 'An invitation, for the invitee holding its code', {
        params: InvitationParams,
        response: { 200: InvitationSchema },
      }),
      (request) => invitations.getInvitation(deps, request.params.code),
    );

    app.post(
      '/int/teams/invite/:code',
      route(manageCurrentTeam, 'Send an invitation of the current team again', {
        params: InvitationParams,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await invitations.resendInvitation(deps, requireAuth(request), request.params.code);
        return ok;
      },
    );

    app.delete(
      '/int/teams/invite/:code',
      route(manageCurrentTeam, 'Cancel an invitation of the current team', {
        params: InvitationParams,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await invitations.cancelInvitation(deps, requireAuth(request), request.params.code);
        return ok;
      },
    );

    app.post(
      '/int/teams/invite/:code/handle',
      route('authenticated', 'Accept or reject an invitation', {
        params: InvitationParams,
        body: HandleInvitationSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await invitations.handleInvitation(
          deps,
          requireAuth(request),
          request.params.code,
          request.body.accept,
        );
        return ok;
      },
    );
  };
}
