import {
  Alert,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
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
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/session';
import { adminKeys, logSwitchQuery, outboxQuery, setVerbose } from '../api/admin-api';

/** /dashboard/admin/logswitch: for the administrator of the installation only. */
export function LogSwitchPage() {
  const { t } = useTranslation('admin');
  const { data: user } = useCurrentUser();
  if (!user?.roles.includes('admin'))
    return <Alert severity="warning">{t('errors:admin_role_required')}</Alert>;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} description={t('description')} />
      <LogSwitch />
      <Outbox />
    </Stack>
  );
}

function LogSwitch() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const state = useQuery(logSwitchQuery());
  const toggle = useMutation({
    mutationFn: setVerbose,
    onSuccess: (next) => queryClient.setQueryData(adminKeys.logSwitch, next),
  });
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FormControlLabel
        control={
          <Switch
            checked={state.data?.verbose ?? false}
            disabled={!state.data || toggle.isPending}
            onChange={(event) => toggle.mutate(event.target.checked)}
          />
        }
        label={t('verbose')}
      />
      <Typography color="text.secondary" variant="body2">
        {t('verbose_hint', { level: state.data?.level ?? '…' })}
      </Typography>
      {(state.isError || toggle.isError) && (
        <Alert severity="error">{errorText(state.error ?? toggle.error)}</Alert>
      )}
    </Paper>
  );
}

function Outbox() {
  const { t } = useTranslation('admin');
  const outbox = useQuery(outboxQuery());
  const formatDate = useDateFormat();
  return (
    <section aria-labelledby="outbox-title">
      <Typography id="outbox-title" variant="h2" gutterBottom>
        {t('outbox_title')}
      </Typography>
      {outbox.isError && <Alert severity="error">{errorText(outbox.error)}</Alert>}
      {outbox.data?.total === 0 && (
        <Typography color="text.secondary">{t('outbox_empty')}</Typography>
      )}
      {outbox.data && outbox.data.total > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('created')}</TableCell>
                <TableCell>{t('to')}</TableCell>
                <TableCell>{t('subject')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell>{t('text')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outbox.data.items.map((email) => (
                <TableRow key={email.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(email.created_at, true)}
                  </TableCell>
                  <TableCell>{email.to}</TableCell>
                  <TableCell>{email.subject}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`statuses.${email.status}`)}
                      title={email.last_error ?? undefined}
                    />
                  </TableCell>
                  <TableCell
                    sx={{
                      whiteSpace: 'pre-wrap',
                      wordBreak: 'break-all',
                      maxWidth: 420,
                      fontSize: 12,
                    }}
                  >
                    {email.text ?? t('delivered_by_smtp')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
