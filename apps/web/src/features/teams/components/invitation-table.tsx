import type { Invitation } from '@aml/shared';
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useDateFormat } from '../../../lib/dates';
import { RoleLabel } from './role-label';

export function InvitationTable({
  invitations,
  actions,
}: {
  invitations: Invitation[];
  actions?: (invitation: Invitation) => ReactNode;
}) {
  const { t } = useTranslation('teams');
  const formatDate = useDateFormat();
  if (invitations.length === 0) return null;
  return (
    <DataTable
      rows={invitations}
      rowKey={(invitation) => invitation.code}
      columns={[
        { key: 'team', header: t('team'), render: (invitation) => invitation.team_name },
        { key: 'email', header: t('email'), render: (invitation) => invitation.invited_email },
        {
          key: 'role',
          header: t('role'),
          render: (invitation) => <RoleLabel role={invitation.role} />,
        },
        {
          key: 'status',
          header: t('status'),
          render: (invitation) => (
            <Chip size="small" variant="outlined" label={t(`statuses.${invitation.status}`)} />
          ),
        },
        {
          key: 'expires',
          header: t('expires'),
          render: (invitation) => formatDate(invitation.expires_at),
        },
        actions !== undefined && {
          key: 'actions',
          header: t('actions'),
          align: 'right',
          render: actions,
        },
      ]}
    />
  );
}
