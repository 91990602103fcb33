import { Alert, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { partyHistoryQuery } from '../api/parties-api';

/** The party's audit events in plain language: who did what, and when. */
export function PartyHistoryTab({ code }: { code: string }) {
  const { t, i18n } = useTranslation('parties');
  const history = useQuery(partyHistoryQuery(code));
  const formatDate = useDateFormat();
  if (history.isError) return <Alert severity="error">{errorText(history.error)}</Alert>;
  if (!history.data) return <Skeleton variant="rounded" height={160} />;
  if (history.data.items.length === 0) {
    return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  }
  // Nested fields (addresses, the document) are named by their section.
  const fieldName = (field: string) => {
    const label: unknown = t(`fields.${field}`, { returnObjects: true, defaultValue: '' });
    if (typeof label === 'string' && label) return label;
    return i18n.exists(`parties:sections.${field}`) ? t(`sections.${field}`) : field;
  };
  const describe = (action: string, changes: Record<string, unknown>) => {
    const actionKey = `history.actions.${action}`;
    if (action === 'status_changed' && Array.isArray(changes.status)) {
      const [from, to] = changes.status as [string, string];
      return t('history.actions.status_changed', {
        from: t(`statuses.${from}`),
        to: t(`statuses.${to}`),
      });
    }
    if (action === 'updated') {
      const fields = Object.keys(changes).map(fieldName).join(', ');
      return t('history.actions.updated', { fields });
    }
    return i18n.exists(`parties:${actionKey}`) ? t(actionKey) : action;
  };
  return (
    <Paper variant="outlined">
      <List aria-label={t('tabs.history')}>
        {[...history.data.items].reverse().map((event, index) => (
          <ListItem key={`${event.created_at}-${index}`} divider>
            <ListItemText
              primary={t('history.entry', {
                actor: event.actor ?? t('history.system'),
                action: describe(event.action, event.changes),
              })}
              secondary={formatDate(event.created_at, true)}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
