import { hasPermission, type GiifReportForm } from '@aml/shared';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LabelledValues } from '../../../components/data-list';
import { DataTable } from '../../../components/data-table';
import { PageSkeleton } from '../../../components/detail-page';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { useDateFormat, useDayFormat, warsawToday } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { GIIF_QUERIES, giifReportQuery, requestGiifCorrection } from '../api/giif-api';
import { FileStateChip } from './giif-chips';
import { IssueTable } from './issue-table';
import { ManualEntrySection } from './manual-entry-section';
import { filePath, partyPath } from './paths';
import { ReportDetailsForm } from './report-details-form';

/**
 * The "GIIF report" tab of a transaction: by when and why it is reported, its GIIF id, the
 * details the report needs (saved with the question), what is still missing with where to fix
 * it (a person's data on the party's form), the persons and their roles, the files it went in,
 * and, once GIIF has loaded it, the request for a correction.
 */
export function GiifReportTab({
  code,
  notify,
}: {
  code: string;
  /** Says on the page that a correction was requested. */
  notify?: (text: string) => void;
}) {
  const { t } = useTranslation('giif');
  const report = useQuery(giifReportQuery(code));
  const user = useCurrentUser();
  // Only hides or disables the controls: the server is the protection.
  const canEdit = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');

  if (report.isError) return <Alert severity="error">{errorText(report.error)}</Alert>;
  if (report.isPending) return <PageSkeleton titleWidth="30%" heights={[120, 280, 160]} />;
  const data = report.data;
  return (
    <Stack spacing={3}>
      <ReportSummary report={data} canEdit={canEdit} notify={notify} />
      <Section title={t('report.details_title')} description={t('report.details_description')}>
        <Stack spacing={2}>
          {user.data && !canEdit && <Alert severity="info">{t('report.read_only')}</Alert>}
          <ReportDetailsForm code={code} details={data.details} canEdit={canEdit} />
        </Stack>
      </Section>
      <ReportIssues report={data} />
      <ManualEntrySection code={code} />
      <ReportPersons report={data} />
      <ReportFilings report={data} />
    </Stack>
  );
}

/** By when and why, the GIIF id, the template, and the correction when GIIF loaded it. */
function ReportSummary({
  report,
  canEdit,
  notify,
}: {
  report: GiifReportForm;
  canEdit: boolean;
  notify?: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('giif');
  const formatDay = useDayFormat();
  const [asking, setAsking] = useState(false);
  const correct = useAction(() => requestGiifCorrection(report.transaction_code), {
    refresh: GIIF_QUERIES,
    onDone: () => {
      setAsking(false);
      notify?.(t('report.correction_requested_done'));
    },
    onFailed: () => setAsking(false),
  });
  const overdue = report.due_on !== null && report.due_on < warsawToday();
  const reason = report.reason?.[i18n.resolvedLanguage === 'pl' ? 'pl' : 'en'];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {report.due_on && (
          <Alert severity={overdue ? 'error' : 'warning'}>
            <AlertTitle>
              {t(overdue ? 'report.due_overdue' : 'report.due', {
                date: formatDay(report.due_on),
              })}
            </AlertTitle>
            {reason && (
              <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{reason}</Box>
            )}
          </Alert>
        )}
        <LabelledValues
          rows={[
            [t('report.giif_id'), report.giif_id ?? t('report.giif_id_none')],
            [t('report.template'), t(`templates.${report.template_type ?? 'unassigned'}`)],
            [t('report.queue'), report.in_queue ? t('report.in_queue') : t('report.not_in_queue')],
          ]}
        />
        {report.correction_requested && (
          <Alert severity="info">{t('report.correction_requested')}</Alert>
        )}
        {correct.failure && (
          <Alert severity="error" onClose={correct.dismiss}>
            {correct.failure}
          </Alert>
        )}
        {report.can_correct && canEdit && (
          <div>
            <Button variant="outlined" onClick={() => setAsking(true)}>
              {t('report.correct')}
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('report.correct_title')}
        message={t('report.correct_question')}
        confirmLabel={t('report.correct')}
        busy={correct.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => correct.run()}
      />
    </Paper>
  );
}

/** What the report still lacks; a person's data links to the party's form. */
function ReportIssues({ report }: { report: GiifReportForm }) {
  const { t } = useTranslation('giif');
  return (
    <Section
      title={t('report.issues_title')}
      aside={report.issues.length > 0 ? report.issues.length : undefined}
      description={report.issues.length > 0 ? t('report.issues_description') : undefined}
    >
      {report.issues.length > 0 ? (
        <IssueTable issues={report.issues} label={t('issue.label')} />
      ) : (
        <Typography>{t('report.issues_none')}</Typography>
      )}
    </Section>
  );
}

/** The persons the report names, with the part each plays. */
function ReportPersons({ report }: { report: GiifReportForm }) {
  const { t } = useTranslation('giif');
  return (
    <Section title={t('report.persons_title')}>
      {report.persons.length === 0 ? (
        <Typography color="text.secondary">{t('report.persons_empty')}</Typography>
      ) : (
        <DataTable
          label={t('report.persons_title')}
          rows={report.persons}
          rowKey={(person) => `${person.party_code}|${person.role}`}
          minWidth={520}
          outlined={false}
          columns={[
            {
              key: 'name',
              header: t('report.person'),
              rowHeader: true,
              render: (person) => (
                <Link component={RouterLink} to={partyPath(person.party_code)}>
                  {person.name || person.party_code}
                </Link>
              ),
            },
            { key: 'role', header: t('report.role'), render: (p) => t(`roles.${p.role}`) },
            { key: 'kind', header: t('report.kind'), render: (p) => t(`person_kinds.${p.kind}`) },
          ]}
        />
      )}
    </Section>
  );
}

/** The files the transaction went in, corrections marked. */
function ReportFilings({ report }: { report: GiifReportForm }) {
  const { t } = useTranslation('giif');
  const formatDate = useDateFormat();
  return (
    <Section title={t('report.filings_title')}>
      {report.filings.length === 0 ? (
        <Typography color="text.secondary">{t('report.filings_empty')}</Typography>
      ) : (
        <DataTable
          label={t('report.filings_title')}
          rows={report.filings}
          rowKey={(filing) => filing.file_code}
          minWidth={520}
          outlined={false}
          columns={[
            {
              key: 'file',
              header: t('columns.file'),
              rowHeader: true,
              render: (filing) => (
                <Link component={RouterLink} to={filePath(filing.file_code)}>
                  {filing.file_code}
                </Link>
              ),
            },
            {
              key: 'state',
              header: t('columns.state'),
              render: (filing) => <FileStateChip state={filing.state} />,
            },
            {
              key: 'correction',
              header: t('correction'),
              render: (filing) =>
                filing.correction ? (
                  <Chip size="small" variant="outlined" label={t('correction')} />
                ) : (
                  t('file.original')
                ),
            },
            {
              key: 'created_at',
              header: t('report.filed_at'),
              render: (filing) => formatDate(filing.created_at, true),
            },
          ]}
        />
      )}
    </Section>
  );
}
