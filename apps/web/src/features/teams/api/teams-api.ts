import {
  InvitationListsSchema,
  InvitationSchema,
  TeamListSchema,
  TeamMemberListSchema,
  TeamSummarySchema,
  type ChangeMemberRole,
  type CreateInvitation,
  type CreateTeam,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  detail: (code: string) => [...teamKeys.all, 'detail', code] as const,
  members: (code: string) => [...teamKeys.all, 'members', code] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  invitation: (code: string) => [...teamKeys.all, 'invitation', code] as const,
};

export const teamsQuery = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: async () => TeamListSchema.parse(await apiCall('/user/teams')),
  });

export const teamQuery = (code: string) =>
  queryOptions({
    queryKey: teamKeys.detail(code),
    queryFn: async () => TeamSummarySchema.parse(await apiCall(`/teams/${code}`)),
  });

export const membersQuery = (code: string) =>
  queryOptions({
    queryKey: teamKeys.members(code),
    queryFn: async () => TeamMemberListSchema.parse(await apiCall(`/teams/${code}/members`)),
  });

export const invitationsQuery = () =>
  queryOptions({
    queryKey: teamKeys.invitations(),
    queryFn: async () => InvitationListsSchema.parse(await apiCall('/teams/invite')),
  });

export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(code),
    queryFn: async () =>
      InvitationSchema.parse(await apiCall(`/teams/invite/${code}`, { redirectOn401: false })),
    retry: false,
  });

export const createTeam = async (input: CreateTeam) =>
  TeamSummarySchema.parse(await apiCall('/teams', { method: 'POST', body: input }));
export const renameCurrentTeam = (name: string) =>
  apiCall('/teams', { method: 'PATCH', body: { name } });
export const deleteTeam = (code: string) => apiCall(`/teams/${code}`, { method: 'DELETE' });
export const leaveTeam = (code: string) => apiCall(`/teams/${code}/leave`, { method: 'DELETE' });
export const changeTeam = (code: string) =>
  apiCall('/teams/change', { method: 'POST', body: { code } });
export const changeMemberRole = (team: string, member: string, input: ChangeMemberRole) =>
  apiCall(`/teams/${team}/members/${member}`, { method: 'PATCH', body: input });
export const removeMember = (team: string, member: string) =>
  apiCall(`/teams/${team}/members/${member}`, { method: 'DELETE' });
export const invite = (input: CreateInvitation) =>
  apiCall('/teams/invite', { method: 'POST', body: input });
export const resendInvitation = (code: string) =>
  apiCall(`/teams/invite/${code}`, { method: 'POST' });
export const cancelInvitation = (code: string) =>
  apiCall(`/teams/invite/${code}`, { method: 'DELETE' });
export const handleInvitation = (code: string, accept: boolean) =>
  apiCall(`/teams/invite/${code}/handle`, { method: 'POST', body: { accept } });
