import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';
import { localToInstant, type NotificationFormValues } from './notification-form-values';

/** Label and value, one pair a row, as a description list. */
export function FactList({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, auto) 1fr' },
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What will be saved, for the confirm-creation step. */
export function NotificationSummary({ values }: { values: NotificationFormValues }) {
  const { t } = useTranslation('giif-notifications');
  const formatDate = useDateFormat();
  const confirmed = localToInstant(values.suspicion_confirmed_at);
  const none = t('detail.none');
  const justification =
    values.justification.length > 600
      ? `${values.justification.slice(0, 600)}…`
      : values.justification;
  return (
    <FactList
      facts={[
        [t('fields.kind'), values.kind ? t(`kinds_long.${values.kind}`) : none],
        [t('fields.legal_basis'), values.legal_basis || none],
        [t('fields.suspicion_confirmed_at'), confirmed ? formatDate(confirmed, true) : none],
        [t('form.parties'), values.parties.map((p) => p.display_name).join('\n') || none],
        [t('form.transactions'), values.transactions.map((p) => p.display_name).join('\n') || none],
        [
          t('sections.assets'),
          values.assets
            .map((a) => [a.description, a.held_at].filter(Boolean).join(' · '))
            .join('\n') || none,
        ],
        [t('fields.justification'), justification],
      ]}
    />
  );
}
