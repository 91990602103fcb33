import type { StorageOverview } from '@aml/shared';
import { localeOf } from '@aml/shared';
import { Alert, Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValues } from '../../../components/data-list';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { checkStorage, storageKeys } from '../api/storage-api';

/** The alerts the check raised (alerts page filter). */
const CHECK_ALERTS = '/dashboard/alerts?source=storage_integrity';

/**
 * The last result of the check that every file is still in its store, unchanged (run daily),
 * and a team admin's "Check now".
 */
export function IntegrityCheck({
  overview,
  canManage,
  notify,
}: {
  overview: StorageOverview;
  canManage: boolean;
  notify: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('storage');
  const date = useDateFormat();
  const queryClient = useQueryClient();
  const number = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  const check = useAction(checkStorage, {
    onDone: (result) => {
      queryClient.setQueryData(storageKeys.overview, result);
      notify(t('check.done'));
    },
  });
  const last = overview.last_check;
  return (
    <Section title={t('check.title')} description={t('check.description')}>
      <Stack spacing={2}>
        {last ? (
          <>
            <LabelledValues
              size={{ xs: 12, sm: 4 }}
              rows={[
                [t('check.last'), date(last.checked_at, true)],
                [t('check.checked'), number.format(last.checked_files)],
                [t('check.failed'), number.format(last.failed_files)],
              ]}
            />
            {last.failed_files > 0 ? (
              <Alert severity="error">
                {t('check.failed_count', { count: last.failed_files })}{' '}
                <Link component={RouterLink} to={CHECK_ALERTS} color="inherit">
                  {t('check.see_alerts')}
                </Link>
              </Alert>
            ) : (
              <Alert severity="success">{t('check.all_intact')}</Alert>
            )}
          </>
        ) : (
          <Typography color="text.secondary">{t('check.never')}</Typography>
        )}
        {check.failure && (
          <Alert severity="error" onClose={check.dismiss}>
            {check.failure}
          </Alert>
        )}
        {check.busy && (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('check.running')}
            </Typography>
            <LinearProgress aria-label={t('check.running')} />
          </Box>
        )}
        {canManage && (
          <Box>
            <Button variant="outlined" disabled={check.busy} onClick={() => check.run()}>
              {t('check.run')}
            </Button>
          </Box>
        )}
      </Stack>
    </Section>
  );
}
