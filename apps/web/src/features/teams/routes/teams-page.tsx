import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { handleInvitation, invitationsQuery, teamKeys, teamsQuery } from '../api/teams-api';
import { InvitationTable } from '../components/invitation-table';
import { RoleLabel } from '../components/role-label';
import { useChangeTeam } from '../use-change-team';

/** /dashboard/teams: the user's teams and personal profile, and invitations. */
export function TeamsPage() {
  const { t } = useTranslation('teams');
  const teams = useQuery(teamsQuery());
  const change = useChangeTeam();
  const formatDate = useDateFormat();

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button component={RouterLink} to="/dashboard/teams/create" variant="contained">
            {t('create_action')}
          </Button>
        }
      />
      {change.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(change.error)}
        </Alert>
      )}
      {teams.isError && <Alert severity="error">{errorText(teams.error)}</Alert>}
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 4 }}>
        <Table aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('role')}</TableCell>
              <TableCell align="right">{t('members')}</TableCell>
              <TableCell>{t('created')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {teams.isPending &&
              [0, 1].map((row) => (
                <TableRow key={row}>
                  <TableCell colSpan={5}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {teams.data?.items.map((team) => (
              <TableRow key={team.code} selected={team.current}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Link
                      component={RouterLink}
                      to={`/dashboard/teams/${team.code}`}
                      sx={{ fontWeight: 500 }}
                    >
                      {team.type === 'individual' ? t('personal_profile') : team.name}
                    </Link>
                    {team.current && <Chip size="small" color="primary" label={t('current')} />}
                  </Stack>
                </TableCell>
                <TableCell>
                  <RoleLabel role={team.role} />
                </TableCell>
                <TableCell align="right">{team.member_count}</TableCell>
                <TableCell>{formatDate(team.created_at)}</TableCell>
                <TableCell align="right">
                  {!team.current && (
                    <Button
                      size="small"
                      onClick={() => change.mutate(team.code)}
                      disabled={change.isPending}
                    >
                      {t('switch_action')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Invitations />
    </>
  );
}

function Invitations() {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQuery());
  const handle = useMutation({
    mutationFn: ({ code, accept }: { code: string; accept: boolean }) =>
      handleInvitation(code, accept),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  const received = invitations.data?.received ?? [];
  const sent = invitations.data?.sent ?? [];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" gutterBottom>
          {t('received_title')}
        </Typography>
        {handle.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(handle.error)}
          </Alert>
        )}
        {invitations.isSuccess && received.length === 0 && (
          <Typography color="text.secondary">{t('received_empty')}</Typography>
        )}
        <InvitationTable
          invitations={received}
          actions={(invitation) =>
            invitation.status === 'active' && (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  onClick={() => handle.mutate({ code: invitation.code, accept: false })}
                >
                  {t('reject')}
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => handle.mutate({ code: invitation.code, accept: true })}
                >
                  {t('accept')}
                </Button>
              </Stack>
            )
          }
        />
      </Box>
      <Box>
        <Typography variant="h2" gutterBottom>
          {t('sent_title')}
        </Typography>
        {invitations.isSuccess && sent.length === 0 && (
          <Typography color="text.secondary">{t('sent_empty')}</Typography>
        )}
        <InvitationTable invitations={sent} />
      </Box>
    </Stack>
  );
}
