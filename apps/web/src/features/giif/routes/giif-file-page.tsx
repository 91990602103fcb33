import { hasPermission, type GiifFile } from '@aml/shared';
import {
  Alert,
  AlertTitle,
  Breadcrumbs,
  Button,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage, PageSkeleton, type DetailSpec } from '../../../components/detail-page';
import { usePageFeedback, type PageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import {
  deleteGiifFile,
  GIIF_QUERIES,
  giifFileQuery,
  giifFileXml,
  validateGiifFile,
} from '../api/giif-api';
import { AnswerSection, answersFor, ReceiptSection } from '../components/answer-section';
import { GiifDownloadButton } from '../components/download-button';
import { FileStepper } from '../components/file-stepper';
import { FileTransactions } from '../components/file-transactions';
import { FileStateChip } from '../components/giif-chips';
import { IssueTable } from '../components/issue-table';
import { FILES_PATH, OVERVIEW_PATH } from '../components/paths';
import { canUploadSigned, SignatureSection } from '../components/signature-section';
import { UploadGuide } from '../components/upload-guide';

/** Built again from the data as it is now, or deleted: until the XML is downloaded. */
const isOpenDraft = (file: GiifFile) => file.state === 'draft' || file.state === 'validated';

/** GIIF has answered: its receipt or status page may be kept as the proof of filing. */
const hasAnswer = (file: GiifFile) =>
  file.state === 'submitted' || file.state === 'loaded' || file.state === 'rejected';

/**
 * /dashboard/giif-upload/{code}: one file on its way to GIIF. The stepper shows where it is;
 * its issues are fixed where each says and checked again; the XML is downloaded, signed
 * outside the application and uploaded back; the officer uploads it on GIIF's website by the
 * steps shown and records GIIF's answer, with the receipt once loaded. A draft is deleted after
 * confirmation, its transactions returning to the queue.
 */
export function GiifFilePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('giif');
  const formatDate = useDateFormat();
  const file = useQuery(giifFileQuery(code));
  const feedback = usePageFeedback(t('file.created'));
  const user = useCurrentUser();
  // Only hides or disables the controls: the server is the protection.
  const canEdit = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');

  const header = (data: GiifFile): DetailSpec => {
    // Downloading exports a validated file: it is filing work, as the API says.
    const downloadWhyNot =
      data.state === 'draft' ? t('file.fix_first') : canEdit ? '' : t('file.no_permission');
    return {
      breadcrumbs: (
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 1 }}>
          <Link component={RouterLink} to={OVERVIEW_PATH}>
            {t('title')}
          </Link>
          <Link component={RouterLink} to={FILES_PATH}>
            {t('files.title')}
          </Link>
        </Breadcrumbs>
      ),
      title: t('file.title', { code: data.code }),
      badges: (
        <>
          <FileStateChip state={data.state} />
          <Chip size="small" variant="outlined" label={t(`templates.${data.template_type}`)} />
        </>
      ),
      meta: t(data.created_by ? 'file.meta_by' : 'file.meta', {
        version:
          `${data.template_version} ${t(`file.mappings.${data.mapping}`, { defaultValue: '' })}`.trim(),
        date: formatDate(data.created_at, true),
        by: data.created_by,
      }),
      actions: (
        <GiifDownloadButton
          variant="contained"
          download={() => giifFileXml(data.code)}
          filename={`giif-${data.code}.xml`}
          onFailed={feedback.fail}
          whyNot={downloadWhyNot}
        >
          {t('file.download_xml')}
        </GiifDownloadButton>
      ),
      ...(isOpenDraft(data)
        ? {
            deletion: {
              whyNot: canEdit ? '' : t('file.no_permission'),
              title: t('file.delete_title'),
              question: t('file.delete_question', {
                code: data.code,
                count: data.transaction_count,
              }),
              label: t('file.delete'),
            },
          }
        : {}),
    };
  };

  return (
    <DetailPage
      record={file}
      feedback={feedback}
      skeleton={<PageSkeleton heights={[120, 200, 240]} />}
      header={header}
      remove={{ call: () => deleteGiifFile(code), leaveTo: FILES_PATH, refresh: GIIF_QUERIES }}
    >
      {(data) => (
        <Stack spacing={3}>
          <FileStepper file={data} />
          <StateNotice file={data} />
          {data.schema_sha256 === null ? (
            <Alert severity="warning">{t('file.rules_only')}</Alert>
          ) : (
            <Alert severity="info">{t('file.checked_by_schema')}</Alert>
          )}
          {(isOpenDraft(data) || data.issues.length > 0) && (
            <IssuesSection file={data} canEdit={canEdit} feedback={feedback} />
          )}
          {!isOpenDraft(data) && (
            <SignatureSection file={data} canEdit={canEdit} feedback={feedback} />
          )}
          {(canUploadSigned(data) || data.state === 'submitted') && <UploadGuide />}
          {canEdit && answersFor(data.state).length > 0 && (
            <AnswerSection file={data} feedback={feedback} />
          )}
          {hasAnswer(data) && <ReceiptSection file={data} canEdit={canEdit} feedback={feedback} />}
          <FileTransactions file={data} />
        </Stack>
      )}
    </DetailPage>
  );
}

/** What GIIF answered: registered, loaded (with its reference) or rejected (with the reason). */
function StateNotice({ file }: { file: GiifFile }) {
  const { t } = useTranslation('giif');
  const reference = file.giif_reference && (
    <Typography variant="body2">
      {t('file.reference', { reference: file.giif_reference })}
    </Typography>
  );
  if (file.state === 'loaded') {
    return (
      <Alert severity="success">
        <AlertTitle>{t('file.loaded_notice')}</AlertTitle>
        {reference}
      </Alert>
    );
  }
  if (file.state === 'rejected') {
    return (
      <Alert severity="error">
        <AlertTitle>{t('file.rejected_notice')}</AlertTitle>
        {file.rejection_reason && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {t('file.rejection', { reason: file.rejection_reason })}
          </Typography>
        )}
      </Alert>
    );
  }
  if (file.state === 'submitted') {
    return (
      <Alert severity="info">
        <AlertTitle>{t('file.submitted_notice')}</AlertTitle>
        {reference}
      </Alert>
    );
  }
  return null;
}

/** The file's issues, each with its fix, and "Check again" once they are fixed. */
function IssuesSection({
  file,
  canEdit,
  feedback,
}: {
  file: GiifFile;
  canEdit: boolean;
  feedback: PageFeedback;
}) {
  const { t } = useTranslation('giif');
  const check = useAction(() => validateGiifFile(file.code), {
    refresh: GIIF_QUERIES,
    onDone: (checked) =>
      feedback.notify(
        checked.issues.length > 0
          ? t('file.checked_issues', { count: checked.issues.length })
          : t('file.checked_clean'),
      ),
    onFailed: feedback.fail,
  });
  return (
    <Section
      title={t('file.issues_title')}
      aside={file.issues.length}
      description={file.issues.length > 0 && isOpenDraft(file) ? t('file.issues_draft') : undefined}
    >
      <Stack spacing={2}>
        {file.issues.length > 0 ? (
          <IssueTable issues={file.issues} fromFile label={t('issue.label')} />
        ) : (
          <Typography>{t('file.issues_none')}</Typography>
        )}
        {canEdit && isOpenDraft(file) && (
          <div>
            <Button
              variant={file.state === 'draft' ? 'contained' : 'outlined'}
              disabled={check.busy}
              onClick={() => {
                feedback.clearFailure();
                check.run();
              }}
            >
              {t('file.check_again')}
            </Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}
