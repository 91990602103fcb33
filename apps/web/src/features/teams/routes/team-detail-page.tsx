import { TEAM_ROLES, type TeamMember, type TeamRole } from '@aml/shared';
import { Alert, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { DetailPage } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { currentUserQuery } from '../../../lib/session';
import {
  changeMemberRole,
  deleteTeam,
  leaveTeam,
  membersQuery,
  removeMember,
  teamKeys,
  teamQuery,
} from '../api/teams-api';
import { AuditExport } from '../components/audit-export';
import { InviteMembers } from '../components/invite-members';
import { RenameTeam } from '../components/rename-team';
import { RoleLabel } from '../components/role-label';
import { useChangeTeam } from '../use-change-team';

/** What a change of a team's members makes stale: the teams, and the user's own teams. */
const TEAM_QUERIES = [teamKeys.all, currentUserQuery.queryKey] as const;

type Asked = { kind: 'leave' } | { kind: 'remove'; member: TeamMember } | null;

/** /dashboard/teams/{code}: a team, its members, and what its admin can do. */
export function TeamDetailPage() {
  const { t } = useTranslation('teams');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const formatDate = useDateFormat();
  const team = useQuery(teamQuery(code));
  const members = useQuery(membersQuery(code));
  const feedback = usePageFeedback();
  const change = useChangeTeam(feedback.fail);
  const [asked, setAsked] = useState<Asked>(null);
  const answer = useAction(
    async (what: NonNullable<Asked>) => {
      if (what.kind === 'remove') await removeMember(code, what.member.code);
      else await leaveTeam(code);
    },
    {
      refresh: TEAM_QUERIES,
      onDone: (_result, what) => {
        setAsked(null);
        if (what.kind === 'leave') navigate('/dashboard/teams');
      },
      onFailed: (error) => {
        setAsked(null);
        feedback.fail(error);
      },
    },
  );
  const roleChange = useAction(
    ({ member, role }: { member: string; role: TeamRole }) =>
      changeMemberRole(code, member, { role }),
    { refresh: TEAM_QUERIES, onFailed: feedback.fail },
  );

  return (
    <DetailPage
      record={team}
      feedback={feedback}
      remove={{ call: () => deleteTeam(code), leaveTo: '/dashboard/teams', refresh: TEAM_QUERIES }}
      header={(summary) => {
        const isOrganization = summary.type === 'organization';
        return {
          title: isOrganization ? summary.name : t('personal_profile'),
          badges: (
            <>
              <Chip label={<RoleLabel role={summary.role} />} />
              {summary.current && <Chip color="primary" label={t('current')} />}
            </>
          ),
          meta: t('detail_description', {
            date: formatDate(summary.created_at),
            count: summary.member_count,
          }),
          actions: (
            <>
              {!summary.current && (
                <Button variant="contained" onClick={() => change.run(code)} disabled={change.busy}>
                  {t('switch_action')}
                </Button>
              )}
              {isOrganization && (
                <Button variant="outlined" onClick={() => setAsked({ kind: 'leave' })}>
                  {t('leave_action')}
                </Button>
              )}
            </>
          ),
          deletion:
            summary.admin && isOrganization
              ? {
                  whyNot: '',
                  title: t('delete_action'),
                  question: t('delete_confirm', { name: summary.name }),
                  label: t('delete_action'),
                }
              : undefined,
        };
      }}
    >
      {(summary) => {
        const canManage = summary.admin && summary.type === 'organization';
        return (
          <Stack spacing={3}>
            {summary.current && summary.admin && <RenameTeam name={summary.name} />}
            <Section title={t('members_title')}>
              <DataTable
                outlined={false}
                label={t('members_title')}
                rows={members.data?.items ?? []}
                loading={members.isPending}
                rowKey={(member) => member.code}
                columns={[
                  { key: 'email', header: t('email'), render: (member) => member.email },
                  {
                    key: 'person',
                    header: t('person'),
                    render: (member) => `${member.first_name} ${member.last_name}`.trim() || '—',
                  },
                  {
                    key: 'role',
                    header: t('role'),
                    render: (member) =>
                      canManage ? (
                        <TextField
                          select
                          size="small"
                          value={member.role}
                          slotProps={{
                            htmlInput: { 'aria-label': t('role_of', { email: member.email }) },
                          }}
                          onChange={(event) =>
                            roleChange.run({
                              member: member.code,
                              role: event.target.value as TeamRole,
                            })
                          }
                        >
                          {TEAM_ROLES.map((role) => (
                            <MenuItem key={role} value={role}>
                              <RoleLabel role={role} />
                            </MenuItem>
                          ))}
                        </TextField>
                      ) : (
                        <RoleLabel role={member.role} />
                      ),
                  },
                  {
                    key: 'added',
                    header: t('added'),
                    render: (member) => formatDate(member.added),
                  },
                  canManage && {
                    key: 'actions',
                    header: t('actions'),
                    align: 'right',
                    render: (member) =>
                      !member.is_current_user && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setAsked({ kind: 'remove', member })}
                        >
                          {t('remove_action')}
                        </Button>
                      ),
                  },
                ]}
              />
            </Section>
            {canManage &&
              (summary.current ? (
                <>
                  <InviteMembers teamCode={code} />
                  <AuditExport />
                </>
              ) : (
                <Alert severity="info">{t('switch_to_manage')}</Alert>
              ))}
            <ConfirmDialog
              open={asked !== null}
              message={
                asked?.kind === 'remove'
                  ? t('remove_confirm', { email: asked.member.email })
                  : t('leave_confirm', { name: summary.name })
              }
              confirmLabel={asked?.kind === 'remove' ? t('remove_action') : t('leave_action')}
              destructive
              busy={answer.busy}
              onCancel={() => setAsked(null)}
              onConfirm={() => asked && answer.run(asked)}
            />
          </Stack>
        );
      }}
    </DetailPage>
  );
}
