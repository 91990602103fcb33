import { Alert, FormControlLabel, Skeleton, Stack, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { notificationsQuery, saveNotifications, settingsKeys } from '../api/settings-api';
import { Section } from '../../../components/section';

const KEYS = [
  'new_alert_email',
  'new_task_email',
  'cdd_reminder_email',
  'weekly_summary_email',
] as const;

/** E-mail notifications of the current team; only team admins receive them (spec section 5). */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  const settings = useQuery(notificationsQuery());
  const save = useAction(saveNotifications, { refresh: [settingsKeys.notifications] });
  return (
    <Section title={t('notifications_title')} description={t('notifications_description')}>
      {settings.isError && <Alert severity="error">{errorText(settings.error)}</Alert>}
      {settings.isPending && <Skeleton variant="rounded" height={160} />}
      {settings.data && (
        <Stack>
          {KEYS.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  checked={settings.data[key]}
                  disabled={save.busy}
                  onChange={(event) => save.run({ ...settings.data, [key]: event.target.checked })}
                />
              }
              label={t(`notifications.${key}`)}
            />
          ))}
        </Stack>
      )}
      {save.failure && <Alert severity="error">{save.failure}</Alert>}
    </Section>
  );
}
