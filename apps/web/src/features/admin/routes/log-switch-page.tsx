import { Alert, Chip, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { AdminPage } from '../../../components/admin-page';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { adminKeys, logSwitchQuery, outboxQuery, setVerbose } from '../api/admin-api';

/** /dashboard/admin/logswitch: for the administrator of the installation only. */
export function LogSwitchPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <LogSwitch />
      <Outbox />
    </AdminPage>
  );
}

function LogSwitch() {
  const { t } = useTranslation('admin');
  const state = useQuery(logSwitchQuery());
  const toggle = useAction(setVerbose, { refresh: [adminKeys.logSwitch] });
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FormControlLabel
        control={
          <Switch
            checked={state.data?.verbose ?? false}
            disabled={!state.data || toggle.busy}
            onChange={(event) => toggle.run(event.target.checked)}
          />
        }
        label={t('verbose')}
      />
      <Typography color="text.secondary" variant="body2">
        {t('verbose_hint', { level: state.data?.level ?? '…' })}
      </Typography>
      {state.isError && <Alert severity="error">{errorText(state.error)}</Alert>}
      {toggle.failure && <Alert severity="error">{toggle.failure}</Alert>}
    </Paper>
  );
}

function Outbox() {
  const { t } = useTranslation('admin');
  const outbox = useQuery(outboxQuery());
  const formatDate = useDateFormat();
  return (
    <Section title={t('outbox_title')}>
      {outbox.isError && <Alert severity="error">{errorText(outbox.error)}</Alert>}
      {outbox.data?.total === 0 && (
        <Typography color="text.secondary">{t('outbox_empty')}</Typography>
      )}
      {outbox.data && outbox.data.total > 0 && (
        <DataTable
          outlined={false}
          label={t('outbox_title')}
          rows={outbox.data.items}
          rowKey={(email) => String(email.id)}
          columns={[
            {
              key: 'created',
              header: t('created'),
              sx: { whiteSpace: 'nowrap' },
              render: (email) => formatDate(email.created_at, true),
            },
            { key: 'to', header: t('to'), render: (email) => email.to },
            { key: 'subject', header: t('subject'), render: (email) => email.subject },
            {
              key: 'status',
              header: t('status'),
              render: (email) => (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`statuses.${email.status}`)}
                  title={email.last_error ?? undefined}
                />
              ),
            },
            {
              key: 'text',
              header: t('text'),
              sx: {
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                minWidth: 260,
                maxWidth: 420,
                fontSize: 12,
              },
              render: (email) => email.text ?? t('delivered_by_smtp'),
            },
          ]}
        />
      )}
    </Section>
  );
}
