import { CreateInvitationSchema, TEAM_ROLES } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, MenuItem, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import {
  cancelInvitation,
  invitationsQuery,
  invite,
  resendInvitation,
  teamKeys,
} from '../api/teams-api';
import { InvitationTable } from './invitation-table';
import { RoleLabel } from './role-label';

const REFRESH = [teamKeys.invitations()];

/** The current team's admin invites people by e-mail and follows the invitations. */
export function InviteMembers({ teamCode }: { teamCode: string }) {
  const { t } = useTranslation('teams');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [managed, setManaged] = useState<string | null>(null);
  const invitations = useQuery(invitationsQuery());
  const form = useForm({
    resolver: zodResolver(CreateInvitationSchema),
    defaultValues: { email: '', role: 'all_viewer_member' as const },
    mode: 'onTouched',
  });
  const send = useAction(invite, {
    refresh: REFRESH,
    fields: form,
    onDone: (_result, values) => {
      form.reset();
      setSentTo(values.email);
    },
  });
  const manage = useAction(
    ({ code, cancel }: { code: string; cancel: boolean }) =>
      cancel ? cancelInvitation(code) : resendInvitation(code),
    {
      refresh: REFRESH,
      onDone: (_result, { cancel }) =>
        setManaged(cancel ? t('invitation_cancelled') : t('invitation_resent')),
    },
  );
  const failure = send.failure ?? manage.failure;
  const notice = sentTo ? t('invitation_sent', { email: sentTo }) : managed;
  const sent = (invitations.data?.sent ?? []).filter(
    (invitation) => invitation.team_code === teamCode,
  );

  return (
    <Section title={t('invite_title')}>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={form.handleSubmit((values) => {
          setSentTo(null);
          setManaged(null);
          send.run(values);
        })}
        noValidate
        sx={{ mb: 2 }}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          required
          size="small"
        />
        <FormTextField control={form.control} name="role" label={t('role')} select size="small">
          {TEAM_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              <RoleLabel role={role} />
            </MenuItem>
          ))}
        </FormTextField>
        <Button type="submit" variant="contained" disabled={send.busy} sx={{ flexShrink: 0 }}>
          {t('invite_action')}
        </Button>
      </Stack>
      {(failure || notice) && (
        <Alert severity={failure ? 'error' : 'success'} sx={{ mb: 2 }}>
          {failure ?? notice}
        </Alert>
      )}
      <InvitationTable
        invitations={sent}
        actions={(invitation) =>
          invitation.status === 'active' && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={() => manage.run({ code: invitation.code, cancel: false })}
              >
                {t('resend')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => manage.run({ code: invitation.code, cancel: true })}
              >
                {t('cancel_invitation')}
              </Button>
            </Stack>
          )
        }
      />
    </Section>
  );
}
