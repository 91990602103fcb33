import type { TeamSummary as Team } from '@aml/shared';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { useRecordColumns } from '../../../components/record-columns';
import { Section } from '../../../components/section';
import { ShortLink } from '../../../components/short-link';
import { useAction } from '../../../components/use-action';
import { handleInvitation, invitationsQuery, teamKeys, teamsQuery } from '../api/teams-api';
import { InvitationTable } from '../components/invitation-table';
import { RoleLabel } from '../components/role-label';
import { useChangeTeam } from '../use-change-team';

/** /dashboard/teams: the user's teams and personal profile, and invitations. */
export function TeamsPage() {
  const { t } = useTranslation('teams');
  const teams = useQuery(teamsQuery());
  const feedback = usePageFeedback();
  const change = useChangeTeam(feedback.fail);
  const column = useRecordColumns();
  const name = (team: Team) => (team.type === 'individual' ? t('personal_profile') : team.name);

  const columns: GridColDef<Team>[] = [
    {
      field: 'name',
      headerName: t('name'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <ShortLink to={`/dashboard/teams/${row.code}`} name={name(row)} code={row.code} />
          {row.current && <Chip size="small" color="primary" label={t('current')} />}
        </Stack>
      ),
    },
    {
      field: 'role',
      headerName: t('role'),
      width: 220,
      renderCell: ({ row }) => <RoleLabel role={row.role} />,
    },
    { field: 'member_count', headerName: t('members'), width: 120, type: 'number' },
    column.date('created_at', t('created')),
    {
      field: 'actions',
      headerName: t('actions'),
      width: 200,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) =>
        !row.current && (
          <Button size="small" onClick={() => change.run(row.code)} disabled={change.busy}>
            {t('switch_action')}
          </Button>
        ),
    },
  ];

  return (
    <ListPage
      namespace="teams"
      createTo="/dashboard/teams/create"
      feedback={feedback}
      list={teams}
      columns={columns}
      paging="client"
      minWidth={760}
    >
      <Invitations />
    </ListPage>
  );
}

/** The invitations the user received, to accept or reject, and those the user sent. */
function Invitations() {
  const { t } = useTranslation('teams');
  const invitations = useQuery(invitationsQuery());
  const handle = useAction(
    ({ code, accept }: { code: string; accept: boolean }) => handleInvitation(code, accept),
    { refresh: [teamKeys.all] },
  );
  const received = invitations.data?.received ?? [];
  const sent = invitations.data?.sent ?? [];
  return (
    <Stack spacing={3} sx={{ mt: 4 }}>
      <Section title={t('received_title')}>
        {handle.failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {handle.failure}
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
                  onClick={() => handle.run({ code: invitation.code, accept: false })}
                >
                  {t('reject')}
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => handle.run({ code: invitation.code, accept: true })}
                >
                  {t('accept')}
                </Button>
              </Stack>
            )
          }
        />
      </Section>
      <Section title={t('sent_title')}>
        {invitations.isSuccess && sent.length === 0 && (
          <Typography color="text.secondary">{t('sent_empty')}</Typography>
        )}
        <InvitationTable invitations={sent} />
      </Section>
    </Stack>
  );
}
