import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { storage } from '../../../lib/storage';
import { handleInvitation, invitationQuery } from '../api/teams-api';
import { RoleLabel } from '../components/role-label';
import { useChangeTeam } from '../use-change-team';
import { PageHeading } from '../../../components/page-heading';

/**
 * /user/team/invite/{code}: what the invitee was invited to; with an account they accept or
 * reject it, without one they register (or log in) and come back here.
 */
export function InvitationPage() {
  const { t } = useTranslation('teams');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const invitation = useQuery(invitationQuery(code));
  const change = useChangeTeam();
  const signedIn = storage.getToken() !== null;
  const here = `/user/team/invite/${code}`;
  const answer = useAction((accept: boolean) => handleInvitation(code, accept), {
    onDone: async (_, accept) => {
      await queryClient.invalidateQueries();
      if (accept && invitation.data) change.run(invitation.data.team_code);
      else navigate('/dashboard/teams');
    },
  });

  return (
    <PublicLayout width="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <PageHeading>{t('invitation_title')}</PageHeading>
          {invitation.isPending && <Skeleton variant="rounded" height={120} />}
          {invitation.isError && <Alert severity="error">{errorText(invitation.error)}</Alert>}
          {invitation.data && (
            <>
              <Typography>
                {t('invitation_text', {
                  inviter: invitation.data.user_that_invites,
                  team: invitation.data.team_name,
                })}
              </Typography>
              <Typography color="text.secondary">
                {t('invitation_role')} <RoleLabel role={invitation.data.role} /> ·{' '}
                {t('invitation_for', { email: invitation.data.invited_email })} ·{' '}
                {t('invitation_expires', { date: formatDate(invitation.data.expires_at) })}
              </Typography>
              {invitation.data.status !== 'active' ? (
                <Alert severity="warning">
                  {t(`invitation_status_text.${invitation.data.status}`)}
                </Alert>
              ) : signedIn ? (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    onClick={() => answer.run(true)}
                    disabled={answer.busy}
                  >
                    {t('accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    onClick={() => answer.run(false)}
                    disabled={answer.busy}
                  >
                    {t('reject')}
                  </Button>
                </Stack>
              ) : (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={`/user/login/?redirect=${encodeURIComponent(here)}&email=${encodeURIComponent(invitation.data.invited_email)}`}
                  >
                    {t('login_to_accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    to={`/user/register?redirect=${encodeURIComponent(here)}&email=${encodeURIComponent(invitation.data.invited_email)}`}
                  >
                    {t('register_to_accept')}
                  </Button>
                </Stack>
              )}
              {answer.failure && <Alert severity="error">{answer.failure}</Alert>}
            </>
          )}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
