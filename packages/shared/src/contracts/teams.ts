import { z } from 'zod';
import { TEAM_NAME_MAX_LENGTH } from '../constants.js';
import { INVITATION_STATUSES, TEAM_ROLES, TEAM_TYPES } from '../enums.js';
import { businessDateField, emailField } from './fields.js';

export const teamNameField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TEAM_NAME_MAX_LENGTH, { error: 'team_name_too_long' });

/** Public codes in paths and bodies: the random URL-safe identifiers of records. */
export const codeField = z
  .string({ error: 'required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid_value' });

/** POST /int/teams */
export const CreateTeamSchema = z.strictObject({ name: teamNameField });
export type CreateTeam = z.infer<typeof CreateTeamSchema>;

/** PATCH /int/teams renames the current team (the team comes from the session). */
export const RenameTeamSchema = z.strictObject({ name: teamNameField });
export type RenameTeam = z.infer<typeof RenameTeamSchema>;

/** POST /int/teams/change */
export const ChangeTeamSchema = z.strictObject({ code: codeField });
export type ChangeTeam = z.infer<typeof ChangeTeamSchema>;

export const TeamSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(TEAM_TYPES),
  role: z.enum(TEAM_ROLES),
  admin: z.boolean(),
  member_count: z.number().int(),
  created_at: z.iso.datetime(),
  current: z.boolean(),
});
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

export const TeamListSchema = z.object({
  items: z.array(TeamSummarySchema),
  total: z.number().int(),
});
export type TeamList = z.infer<typeof TeamListSchema>;

export const TeamMemberSchema = z.object({
  code: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(TEAM_ROLES),
  added: z.iso.datetime(),
  is_current_user: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMemberListSchema = z.object({
  items: z.array(TeamMemberSchema),
  total: z.number().int(),
});
export type TeamMemberList = z.infer<typeof TeamMemberListSchema>;

/** PATCH /int/teams/{id}/members/{memberId} */
export const ChangeMemberRoleSchema = z.strictObject({
  role: z.enum(TEAM_ROLES, { error: 'invalid_value' }),
});
export type ChangeMemberRole = z.infer<typeof ChangeMemberRoleSchema>;

/** POST /int/teams/invite: an invitation to the current team. */
export const CreateInvitationSchema = z.strictObject({
  email: emailField,
  role: z.enum(TEAM_ROLES, { error: 'invalid_value' }),
});
export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

/** POST /int/teams/invite/{code}/handle */
export const HandleInvitationSchema = z.strictObject({ accept: z.boolean({ error: 'required' }) });
export type HandleInvitation = z.infer<typeof HandleInvitationSchema>;

/** Field names as spec section 3 gives them for a team invitation. */
export const InvitationSchema = z.object({
  code: z.string(),
  email: z.string(),
  invited_email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  role: z.enum(TEAM_ROLES),
  added: z.iso.datetime(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  team_name: z.string(),
  team_code: z.string(),
  user_that_invites: z.string(),
  count_members: z.number().int(),
  admin: z.boolean(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListsSchema = z.object({
  received: z.array(InvitationSchema),
  sent: z.array(InvitationSchema),
});
export type InvitationLists = z.infer<typeof InvitationListsSchema>;

/** GET /int/audit-events: the current team's audit trail for an inspection. */
export const AuditQuerySchema = z.strictObject({
  from: businessDateField.optional(),
  to: businessDateField.optional(),
  entity_type: z.string().max(64).optional(),
  actor: z.string().max(254).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  actor: z.string().nullable(),
  entity_type: z.string(),
  entity_code: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  chain_position: z.number().int().nullable(),
  hash: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** The history tab of a record (e.g. GET /int/parties/{id}/history), oldest first. */
export const RecordHistorySchema = z.object({
  items: z.array(
    z.object({
      created_at: z.iso.datetime(),
      actor: z.string().nullable(),
      action: z.string(),
      changes: z.record(z.string(), z.unknown()),
      /** Set when the event is of a record shown within this one (a company's beneficial owner). */
      subject: z
        .object({ kind: z.enum(['beneficiary', 'board_member']), name: z.string() })
        .optional(),
    }),
  ),
});
export type RecordHistory = z.infer<typeof RecordHistorySchema>;
export type HistorySubject = NonNullable<RecordHistory['items'][number]['subject']>;

export const AuditEventListSchema = z.object({
  items: z.array(AuditEventSchema),
  total: z.number().int(),
  truncated: z.boolean(),
});
export type AuditEventList = z.infer<typeof AuditEventListSchema>;
