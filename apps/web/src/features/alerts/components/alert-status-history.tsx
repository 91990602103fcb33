import type { AlertStatusChange } from '@aml/shared';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';

/** The alert's status changes, newest first like the other histories of the app. */
export function AlertStatusHistory({ history }: { history: AlertStatusChange[] }) {
  const { t } = useTranslation('alerts');
  const formatDate = useDateFormat();
  if (history.length === 0) {
    return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  }
  const status = (value: AlertStatusChange['to']) => t(`statuses.${value}`);
  return (
    <List disablePadding aria-label={t('history.title')}>
      {[...history].reverse().map((change, index) => (
        <ListItem key={`${change.at}-${index}`} disableGutters divider sx={{ display: 'block' }}>
          <ListItemText
            primary={
              change.from
                ? t('history.change', { from: status(change.from), to: status(change.to) })
                : t('history.raised', { status: status(change.to) })
            }
            secondary={t('history.by', {
              by: change.by ?? t('history.system'),
              at: formatDate(change.at, true),
            })}
          />
          {change.note && (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {change.note}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
