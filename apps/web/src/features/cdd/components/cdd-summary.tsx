import { RISK_LEVELS, type CddExecution, type CddTriggerRecord, type RiskLevel } from '@aml/shared';
import { Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValues, type DataRow } from '../../../components/data-list';
import { OverdueMark } from '../../../components/overdue-mark';
import { RiskChip } from '../../../components/risk/risk-chip';
import { Section } from '../../../components/section';
import { WrapRow } from '../../../components/wrap-row';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { CddKindChip } from './cdd-chips';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What an inspector reads first: whose due diligence it is, why this intensity (the kind the
 * settings suggested from the risk level, and the reason for another), when it started and
 * ended, and when the customer is checked again.
 */
export function CddSummary({ execution }: { execution: CddExecution }) {
  const { t } = useTranslation(['cdd', 'parties']);
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const by = (date: string, email: string | null) =>
    email ? t('detail.at_by', { date: formatDate(date, true), by: email }) : formatDate(date, true);
  const overridden = execution.kind !== execution.suggested_kind;
  const rows: DataRow[] = [
    [
      t('detail.party'),
      <Link component={RouterLink} to={`/dashboard/parties/${execution.party.code}?tab=cdd`}>
        {execution.party.display_name || execution.party.code}
      </Link>,
    ],
    [
      t('detail.kind'),
      <Stack spacing={0.5} component="span" sx={{ alignItems: 'flex-start' }}>
        <CddKindChip kind={execution.kind} />
        {overridden && (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('detail.suggested_kind', { kind: t(`kinds.${execution.suggested_kind}`) })}
          </Typography>
        )}
      </Stack>,
    ],
    [
      t('detail.risk_level'),
      (RISK_LEVELS as readonly string[]).includes(execution.risk_level) ? (
        <RiskChip level={execution.risk_level as RiskLevel} />
      ) : (
        execution.risk_level
      ),
    ],
    [t('detail.started'), by(execution.started_at, execution.created_by)],
    [
      t('detail.ended'),
      execution.ended_at ? by(execution.ended_at, execution.ended_by) : t('detail.not_ended'),
    ],
    [
      t('detail.next_due_date'),
      execution.next_due_date ? (
        <WrapRow component="span">
          <span>{formatDay(execution.next_due_date)}</span>
          {execution.overdue && <OverdueMark />}
        </WrapRow>
      ) : execution.status === 'in_progress' ? (
        t('detail.due_when_completed')
      ) : (
        t('detail.no_due_date')
      ),
    ],
    ...(execution.kind_reason
      ? ([[t('detail.kind_reason'), execution.kind_reason, 12]] as DataRow[])
      : []),
    ...(execution.status_reason
      ? ([
          [t(`detail.status_reason.${execution.status}`), execution.status_reason, 12],
        ] as DataRow[])
      : []),
  ];
  return (
    <Section
      title={t('detail.summary_title')}
      aside={
        // Version 0 is the application's own templates, before a team saved its own.
        execution.template_version === 0
          ? t('detail.template_default')
          : t('detail.template_version', { version: execution.template_version })
      }
    >
      <LabelledValues rows={rows} keepLines />
      <Box sx={{ mt: 3 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('detail.triggers_title')}
        </Typography>
        <TriggerList triggers={execution.triggers} />
      </Box>
    </Section>
  );
}

/** What opened the execution and what joined it since, each with its day and details. */
export function TriggerList({ triggers }: { triggers: CddTriggerRecord[] }) {
  const { t } = useTranslation(['cdd', 'parties']);
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  if (triggers.length === 0) {
    return <Typography color="text.secondary">{t('detail.no_triggers')}</Typography>;
  }
  // A day in the reader's format, a risk level in their words; codes and amounts as they are.
  const value = (text: string) =>
    DAY.test(text)
      ? formatDay(text)
      : (RISK_LEVELS as readonly string[]).includes(text)
        ? t(`parties:risk_levels.${text}`)
        : text;
  return (
    <List dense disablePadding>
      {triggers.map((record, index) => {
        const details = Object.entries(record.detail)
          .map(([key, text]) =>
            t('detail.trigger_detail', {
              label: t(`trigger_details.${key}`, { defaultValue: key }),
              value: value(text),
            }),
          )
          .join(' · ');
        return (
          <ListItem key={`${record.trigger}-${record.at}-${index}`} disableGutters divider>
            <ListItemText
              primary={`${t(`triggers.${record.trigger}`)} · ${formatDate(record.at, true)}`}
              secondary={details || undefined}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
