import { hasPermission, type GiifIdentificationForm, type GiifIssue } from '@aml/shared';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import {
  FailureAlert,
  NoticeSnackbar,
  usePageFeedback,
  type PageFeedback,
} from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { useDayFormat, warsawToday } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import {
  giifKeys,
  identificationFormPdf,
  identificationFormQuery,
  identificationFormXml,
  recordIdentificationFiled,
} from '../api/giif-api';
import { GiifDownloadButton } from './download-button';
import { DeadlineBadge } from './giif-chips';
import { useIssueText } from './issue-text';
import { SCHEMAS_PATH } from './paths';

/** Where GIIF takes the form: the officer files it there, the application does not. */
export const GIIF_SITE = 'https://www.giif.mofnet.gov.pl';

/**
 * The company data form's field an issue of the form points to: the model's `institution.`
 * dropped; the activity is the institution's type; a missing institution starts at its name.
 */
export function companyFieldOf(field: string): string {
  if (field === 'activity') return 'institution_type';
  if (field === 'institution' || field === '') return 'name';
  return field.replace(/^institution\./, '');
}

/**
 * The re-filing the 2025 amendment asks, as an alert: filed since it came into force (green,
 * with the day), to be filed by its deadline with the days left (re-filed when the form was
 * filed before 1 July 2025), or overdue in red.
 */
function Reminder({ form }: { form: GiifIdentificationForm }) {
  const { t } = useTranslation('giif');
  const formatDay = useDayFormat();
  const { reminder, filed_on: filedOn } = form;
  if (reminder.state === 'filed') {
    return (
      <Alert severity="success">
        <AlertTitle>
          {t('identification.filed', { date: filedOn ? formatDay(filedOn) : '—' })}
        </AlertTitle>
        {t('identification.filed_hint')}
      </Alert>
    );
  }
  const due = reminder.due_on ? formatDay(reminder.due_on) : '—';
  const refiling = filedOn !== null;
  const overdue = reminder.state === 'overdue';
  const daysLeft = reminder.days_left;
  return (
    <Alert severity={overdue ? 'error' : daysLeft !== null && daysLeft > 30 ? 'info' : 'warning'}>
      <AlertTitle>
        {overdue
          ? t('identification.overdue_title', { date: due })
          : t('identification.due_title', { date: due })}
      </AlertTitle>
      {refiling
        ? t(overdue ? 'identification.refile_overdue' : 'identification.refile', {
            filed: formatDay(filedOn),
            date: due,
          })
        : t(overdue ? 'identification.due_overdue' : 'identification.due', { date: due })}
      {/* Under the text, not beside it: a phone's width leaves the text no room otherwise. */}
      {daysLeft !== null && (
        <Box sx={{ mt: 1 }}>
          <DeadlineBadge daysLeft={daysLeft} />
        </Box>
      )}
    </Alert>
  );
}

/** What the form still lacks: each field in words, what to do, and a way to the field above. */
function Issues({
  issues,
  onShowField,
}: {
  issues: readonly GiifIssue[];
  onShowField?: (field: string) => void;
}) {
  const { t } = useTranslation('giif');
  const text = useIssueText();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The field of the company data: "Contact person › First name", not under "Company data".
  const label = (issue: GiifIssue) =>
    text.field(
      issue.field.startsWith('institution.')
        ? { ...issue, field: companyFieldOf(issue.field) }
        : issue,
    );
  const goTo = (issue: GiifIssue) =>
    onShowField && (
      <Button
        size="small"
        onClick={() => onShowField(companyFieldOf(issue.field))}
        aria-label={t('identification.go_to_named', { field: label(issue) })}
      >
        {t('identification.go_to')}
      </Button>
    );
  return (
    <Box>
      <Typography id={titleId} variant="h3" component="h3" gutterBottom>
        {t('identification.issues_title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('identification.issues_hint')}
      </Typography>
      {phone ? (
        // On a phone a list, not a table scrolled sideways: each issue's field, fix and way.
        <Stack
          component="ul"
          aria-labelledby={titleId}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {issues.map((issue) => (
            <Paper
              component="li"
              key={`${issue.field}|${issue.code}`}
              variant="outlined"
              sx={{ p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 500 }}>{label(issue)}</Typography>
              <Typography variant="body2">{text.fix(issue)}</Typography>
              {goTo(issue)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <DataTable
          labelledBy={titleId}
          rows={issues}
          rowKey={(issue) => `${issue.field}|${issue.code}`}
          minWidth={onShowField ? 520 : 400}
          columns={[
            { key: 'field', header: t('issue.field'), rowHeader: true, render: label },
            { key: 'fix', header: t('issue.fix'), render: (issue) => text.fix(issue) },
            Boolean(onShowField) && {
              key: 'go',
              header: t('identification.where'),
              render: goTo,
            },
          ]}
        />
      )}
    </Box>
  );
}

/** Records the day the form was filed on GIIF's site (it replaces the day recorded before). */
function RecordFilingDialog({
  open,
  filedOn,
  onClose,
  feedback,
}: {
  open: boolean;
  filedOn: string | null;
  onClose: () => void;
  feedback: PageFeedback;
}) {
  const { t } = useTranslation('giif');
  const titleId = useId();
  const [day, setDay] = useState(() => warsawToday());
  const record = useAction(recordIdentificationFiled, {
    refresh: [giifKeys.identificationForm],
    onDone: (_result, input) => {
      onClose();
      feedback.notify(t(input === null ? 'identification.cleared' : 'identification.recorded'));
    },
  });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('identification.record_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText>{t('identification.record_question')}</DialogContentText>
          <DateInput
            label={t('identification.filed_on')}
            value={day}
            onChange={setDay}
            required
            expect="past"
            error={!valid}
            helperText={valid ? undefined : t('identification.filed_on_required')}
          />
          {record.failure && (
            <Alert severity="error" onClose={record.dismiss}>
              {record.failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {filedOn && (
          <Button
            color="error"
            onClick={() => record.run(null)}
            disabled={record.busy}
            sx={{ mr: 'auto' }}
          >
            {t('identification.clear')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!valid || record.busy}
          onClick={() => record.run(day)}
        >
          {t('identification.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * GIIF's identification form of art. 77, on the company data page: where the institution
 * stands with the filing the 2025 amendment asks, what the company data still lacks for it
 * (each issue leading to its field through `onShowField`), the form as a PDF and, with GIIF's
 * schema of it installed, as XML; and the day it was filed, recorded by an admin of the team.
 * The form is filed by the officer on GIIF's website; the application keeps the day.
 */
export function IdentificationFormCard({
  onShowField,
  feedback: pageFeedback,
}: {
  /** Puts the focus on a field of the company data form (its path in that form). */
  onShowField?: (field: string) => void;
  /** The page's notices and failures; the card's own otherwise. */
  feedback?: PageFeedback;
}) {
  const { t } = useTranslation('giif');
  const ownFeedback = usePageFeedback();
  const feedback = pageFeedback ?? ownFeedback;
  const form = useQuery(identificationFormQuery());
  const { data: user } = useCurrentUser();
  // Only hides or disables the controls: the server is the protection.
  const canFile = hasPermission(currentTeamOf(user)?.role, 'records.edit_all');
  const isSystemAdmin = user?.roles.includes('admin') ?? false;
  const [recording, setRecording] = useState(false);

  const body = () => {
    if (form.isPending) {
      return (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={36} width={320} />
        </Stack>
      );
    }
    if (form.isError) return <Alert severity="error">{errorText(form.error)}</Alert>;
    const data = form.data;
    const incomplete = data.model === null || data.issues.length > 0;
    const pdfWhyNot = incomplete ? t('identification.complete_first') : '';
    const xmlWhyNot = !data.schema_installed
      ? t('identification.no_schema')
      : incomplete
        ? t('identification.complete_first')
        : canFile
          ? ''
          : t('file.no_permission');
    return (
      <Stack spacing={2}>
        <Reminder form={data} />
        {incomplete ? (
          <Issues issues={data.issues} onShowField={onShowField} />
        ) : (
          <Typography color="success.main">{t('identification.complete')}</Typography>
        )}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <GiifDownloadButton
            download={identificationFormPdf}
            filename="giif-identification-form.pdf"
            onFailed={feedback.fail}
            whyNot={pdfWhyNot}
          >
            {t('identification.download_pdf')}
          </GiifDownloadButton>
          <GiifDownloadButton
            download={identificationFormXml}
            filename="giif-identification-form.xml"
            onFailed={feedback.fail}
            whyNot={xmlWhyNot}
          >
            {t('identification.download_xml')}
          </GiifDownloadButton>
          <Tooltip title={canFile ? '' : t('file.no_permission')}>
            <span style={{ alignSelf: 'center' }}>
              <Button variant="contained" disabled={!canFile} onClick={() => setRecording(true)}>
                {t('identification.record_filing')}
              </Button>
            </span>
          </Tooltip>
        </Stack>
        {!data.schema_installed && (
          <Typography variant="body2" color="text.secondary">
            {t('identification.no_schema_hint')}{' '}
            {isSystemAdmin && (
              <Link component={RouterLink} to={SCHEMAS_PATH}>
                {t('schema_admin.manage')}
              </Link>
            )}
          </Typography>
        )}
        {recording && (
          <RecordFilingDialog
            open={recording}
            filedOn={data.filed_on}
            onClose={() => setRecording(false)}
            feedback={feedback}
          />
        )}
      </Stack>
    );
  };

  return (
    <Section title={t('identification.title')} description={t('identification.description')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('identification.where_filed')}{' '}
        <Link href={GIIF_SITE} target="_blank" rel="noopener noreferrer">
          {t('identification.open_site')}
        </Link>
      </Typography>
      <FailureAlert feedback={feedback} />
      {body()}
      {!pageFeedback && <NoticeSnackbar feedback={feedback} />}
    </Section>
  );
}
