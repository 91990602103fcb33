import {
  Alert,
  Button,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { TEAM_ROLES, type TeamMember, type TeamRole } from '@aml/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
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

type Pending = { kind: 'leave' | 'delete' } | { kind: 'remove'; member: TeamMember } | null;

/** /dashboard/teams/{code}: a team, its members, and what its admin can do. */
export function TeamDetailPage() {
  const { t } = useTranslation('teams');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const team = useQuery(teamQuery(code));
  const members = useQuery(membersQuery(code));
  const change = useChangeTeam();
  const [pending, setPending] = useState<Pending>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
  const action = useMutation({
    mutationFn: async (what: NonNullable<Pending>) => {
      if (what.kind === 'remove') await removeMember(code, what.member.code);
      else if (what.kind === 'delete') await deleteTeam(code);
      else await leaveTeam(code);
      return what.kind;
    },
    onSuccess: async (kind) => {
      setPending(null);
      await refresh();
      if (kind !== 'remove') navigate('/dashboard/teams');
    },
    onError: () => setPending(null),
  });
  const roleChange = useMutation({
    mutationFn: ({ member, role }: { member: string; role: TeamRole }) =>
      changeMemberRole(code, member, { role }),
    onSettled: refresh,
  });

  if (team.isError) return <Alert severity="error">{errorText(team.error)}</Alert>;
  if (!team.data) return <Skeleton variant="rounded" height={240} />;
  const summary = team.data;
  const isOrganization = summary.type === 'organization';
  const canManage = summary.admin && isOrganization;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={isOrganization ? summary.name : t('personal_profile')}
        description={t('detail_description', {
          date: formatDate(summary.created_at),
          count: summary.member_count,
        })}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!summary.current && (
              <Button
                variant="contained"
                onClick={() => change.mutate(code)}
                disabled={change.isPending}
              >
                {t('switch_action')}
              </Button>
            )}
            {isOrganization && (
              <Button variant="outlined" onClick={() => setPending({ kind: 'leave' })}>
                {t('leave_action')}
              </Button>
            )}
            {canManage && (
              <Button
                variant="outlined"
                color="error"
                onClick={() => setPending({ kind: 'delete' })}
              >
                {t('delete_action')}
              </Button>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={1}>
        <Chip label={<RoleLabel role={summary.role} />} />
        {summary.current && <Chip color="primary" label={t('current')} />}
      </Stack>
      {[action, roleChange, change].map(
        (m, i) =>
          m.isError && (
            <Alert key={i} severity="error">
              {errorText(m.error)}
            </Alert>
          ),
      )}
      {summary.current && summary.admin && <RenameTeam name={summary.name} onRenamed={refresh} />}

      <section aria-labelledby="members-title">
        <Typography id="members-title" variant="h2" gutterBottom>
          {t('members_title')}
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table aria-labelledby="members-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('email')}</TableCell>
                <TableCell>{t('person')}</TableCell>
                <TableCell>{t('role')}</TableCell>
                <TableCell>{t('added')}</TableCell>
                {canManage && <TableCell align="right">{t('actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data?.items.map((member) => (
                <TableRow key={member.code}>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>{`${member.first_name} ${member.last_name}`.trim() || '—'}</TableCell>
                  <TableCell>
                    {canManage ? (
                      <TextField
                        select
                        size="small"
                        value={member.role}
                        slotProps={{
                          htmlInput: { 'aria-label': t('role_of', { email: member.email }) },
                        }}
                        onChange={(event) =>
                          roleChange.mutate({
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
                    )}
                  </TableCell>
                  <TableCell>{formatDate(member.added)}</TableCell>
                  {canManage && (
                    <TableCell align="right">
                      {!member.is_current_user && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setPending({ kind: 'remove', member })}
                        >
                          {t('remove_action')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </section>

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
        open={pending !== null}
        message={
          pending?.kind === 'remove'
            ? t('remove_confirm', { email: pending.member.email })
            : pending?.kind === 'delete'
              ? t('delete_confirm', { name: summary.name })
              : t('leave_confirm', { name: summary.name })
        }
        confirmLabel={
          pending?.kind === 'remove'
            ? t('remove_action')
            : pending?.kind === 'delete'
              ? t('delete_action')
              : t('leave_action')
        }
        destructive
        busy={action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && action.mutate(pending)}
      />
    </Stack>
  );
}
