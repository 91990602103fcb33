import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { Invitation } from '@aml/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('team')}</TableCell>
            <TableCell>{t('email')}</TableCell>
            <TableCell>{t('role')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('expires')}</TableCell>
            {actions && <TableCell align="right">{t('actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.code}>
              <TableCell>{invitation.team_name}</TableCell>
              <TableCell>{invitation.invited_email}</TableCell>
              <TableCell>
                <RoleLabel role={invitation.role} />
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={t(`statuses.${invitation.status}`)} />
              </TableCell>
              <TableCell>{formatDate(invitation.expires_at)}</TableCell>
              {actions && <TableCell align="right">{actions(invitation)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
