import { zodResolver } from '@hookform/resolvers/zod';
import { CreateInvitationSchema, TEAM_ROLES } from '@aml/shared';
import { Alert, Button, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import {
  cancelInvitation,
  invitationsQuery,
  invite,
  resendInvitation,
  teamKeys,
} from '../api/teams-api';
import { InvitationTable } from './invitation-table';
import { RoleLabel } from './role-label';

/** The current team's admin invites people by e-mail and follows the invitations. */
export function InviteMembers({ teamCode }: { teamCode: string }) {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const invitations = useQuery(invitationsQuery());
  const { control, handleSubmit, formState, setError, getValues, reset } = useForm({
    resolver: zodResolver(CreateInvitationSchema),
    defaultValues: { email: '', role: 'all_viewer_member' as const },
    mode: 'onTouched',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() });
  const manage = useMutation({
    mutationFn: ({ code, cancel }: { code: string; cancel: boolean }) =>
      cancel ? cancelInvitation(code) : resendInvitation(code),
    onSuccess: (_, { cancel }) => {
      setMessage({ ok: true, text: cancel ? t('invitation_cancelled') : t('invitation_resent') });
      return refresh();
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error) }),
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await invite(values);
      reset();
      setMessage({ ok: true, text: t('invitation_sent', { email: values.email }) });
      await refresh();
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues }))
        setMessage({ ok: false, text: errorText(error) });
    }
  });
  const sent = (invitations.data?.sent ?? []).filter(
    (invitation) => invitation.team_code === teamCode,
  );

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="invite-title">
      <Typography id="invite-title" variant="h2" gutterBottom>
        {t('invite_title')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={onSubmit}
        noValidate
        sx={{ mb: 2 }}
      >
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          type="email"
          size="small"
        />
        <FormTextField control={control} name="role" label={t('role')} select size="small">
          {TEAM_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              <RoleLabel role={role} />
            </MenuItem>
          ))}
        </FormTextField>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ flexShrink: 0 }}
        >
          {t('invite_action')}
        </Button>
      </Stack>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}
      <InvitationTable
        invitations={sent}
        actions={(invitation) =>
          invitation.status === 'active' && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={() => manage.mutate({ code: invitation.code, cancel: false })}
              >
                {t('resend')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => manage.mutate({ code: invitation.code, cancel: true })}
              >
                {t('cancel_invitation')}
              </Button>
            </Stack>
          )
        }
      />
    </Paper>
  );
}
