import type { RecordHistory as History } from '@aml/shared';
import { Alert, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-client';
import { useDateFormat } from '../lib/dates';

type Props<Key extends readonly unknown[]> = {
  query: UseQueryOptions<History, Error, History, Key>;
  /**
   * The feature's namespace, holding `history.*` (empty, system, entry, actions), `fields.*`,
   * `sections.*` (names of nested fields) and `statuses.*`.
   */
  namespace: string;
};

/** A record's audit events in plain language, newest first: who did what, and when. */
export function RecordHistory<Key extends readonly unknown[]>({ query, namespace }: Props<Key>) {
  const { t, i18n } = useTranslation([namespace, 'parties']);
  const history = useQuery(query);
  const formatDate = useDateFormat();
  if (history.isError) return <Alert severity="error">{errorText(history.error)}</Alert>;
  if (!history.data) return <Skeleton variant="rounded" height={160} />;
  if (history.data.items.length === 0) {
    return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  }
  const known = (key: string) => i18n.exists(`${namespace}:${key}`);
  // Nested fields (addresses, the document) are named by their section.
  const fieldName = (field: string) => {
    const label: unknown = t(`fields.${field}`, { returnObjects: true, defaultValue: '' });
    if (typeof label === 'string' && label) return label;
    // A field no label names (a newer one) is not shown by its key.
    return known(`sections.${field}`) ? t(`sections.${field}`) : t('common:history_other_data');
  };
  /** A level of an event's `[before, after]` change, as the level chips name it. */
  const levelOf = (change: unknown) => {
    const level = Array.isArray(change) ? change[1] : undefined;
    return typeof level === 'string' ? t(`parties:risk_levels.${level}`) : '—';
  };
  const describe = (action: string, changes: Record<string, unknown>) => {
    if (action === 'status_changed' && Array.isArray(changes.status)) {
      const [from, to] = changes.status as [string, string];
      return t('history.actions.status_changed', {
        from: t(`statuses.${from}`),
        to: t(`statuses.${to}`),
      });
    }
    const level = Array.isArray(changes.risk_level) ? changes.risk_level[1] : undefined;
    if (action === 'risk_assessed' && typeof level === 'string') {
      return t('common:history_risk_assessed', {
        level: t(`parties:risk_levels.${level}`),
        version: changes.rule_set_version,
      });
    }
    if (action === 'risk_overridden') {
      return t('common:history_risk_overridden', { level: levelOf(changes.risk_level) });
    }
    if (action === 'rule_result_rejected') {
      return t('common:history_rule_result_rejected', { level: levelOf(changes.computed_level) });
    }
    if (action === 'risk_assessment_deleted') return t('common:history_risk_assessment_deleted');
    if (action === 'updated') {
      return t('history.actions.updated', {
        fields: [...new Set(Object.keys(changes).map(fieldName))].join(', '),
      });
    }
    // Every action the record's events can hold has its words; one added later is not shown
    // by its key either.
    return known(`history.actions.${action}`)
      ? t(`history.actions.${action}`)
      : t('common:history_other');
  };
  // An event of a record shown within this one (a company's beneficial owner) names it.
  const describeEvent = ({ action, changes, subject }: History['items'][number]) => {
    if (!subject) return describe(action, changes);
    const whom = t(`history.linked.whom.${subject.kind}`, { name: subject.name });
    if (action === `${subject.kind}_added`) return t('history.linked.added', { whom });
    if (action === 'deleted') return t('history.linked.deleted', { whom });
    if (action === 'updated') {
      const fields = Object.keys(changes).map(fieldName).join(', ');
      return t('history.linked.updated', { whom, fields });
    }
    return t('history.linked.other', {
      action: describe(action, changes),
      who: t(`history.linked.who.${subject.kind}`, { name: subject.name }),
    });
  };
  return (
    <Paper variant="outlined">
      <List aria-label={t('tabs.history')}>
        {[...history.data.items].reverse().map((event, index) => (
          <ListItem key={`${event.created_at}-${index}`} divider>
            <ListItemText
              primary={t('history.entry', {
                actor: event.actor ?? t('history.system'),
                action: describeEvent(event),
              })}
              secondary={formatDate(event.created_at, true)}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
