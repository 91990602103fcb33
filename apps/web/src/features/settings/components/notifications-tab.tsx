import { Alert, FormControlLabel, Skeleton, Stack, Switch } from '@mui/material';
import type { NotificationSettings } from '@aml/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const queryClient = useQueryClient();
  const settings = useQuery(notificationsQuery());
  const save = useMutation({
    mutationFn: saveNotifications,
    onSuccess: (saved) =>
      queryClient.setQueryData(settingsKeys.notifications, saved as NotificationSettings),
  });
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
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate({ ...settings.data, [key]: event.target.checked })
                  }
                />
              }
              label={t(`notifications.${key}`)}
            />
          ))}
        </Stack>
      )}
      {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
    </Section>
  );
}
