import { Box, Grid, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '../../../lib/dates';
import type { HistoryEventFormValues } from './history-event-form-values';

/** A stored event, or what a form is about to save. */
export type HistoryEventData = Pick<
  HistoryEventFormValues,
  'type' | 'occurred_on' | 'title' | 'description' | 'party' | 'transaction'
>;

/** An event's data, read-only; links lead to its party and transaction unless `plain`. */
export function HistoryEventDataView({
  event,
  plain = false,
}: {
  event: HistoryEventData;
  plain?: boolean;
}) {
  const { t } = useTranslation('history-events');
  const formatDate = useDateFormat();
  const link = (record: HistoryEventData['party'], path: string) =>
    !record ? (
      t('none')
    ) : plain ? (
      record.display_name
    ) : (
      <Link component={RouterLink} to={`/dashboard/${path}/${record.code}`}>
        {record.display_name}
      </Link>
    );
  const rows: Array<[string, ReactNode, number]> = [
    [t('fields.type'), t(`types.${event.type}`), 4],
    [t('fields.occurred_on'), event.occurred_on ? formatDate(event.occurred_on) : '', 4],
    [t('fields.title'), event.title, 12],
    [t('fields.description'), event.description, 12],
    [t('fields.party'), link(event.party, 'parties'), 6],
    [t('fields.transaction'), link(event.transaction, 'transactions'), 6],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value, md]) => (
          <Grid key={label} size={{ xs: 12, md }}>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {value}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
