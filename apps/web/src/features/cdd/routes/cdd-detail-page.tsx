import { hasPermission, type CddExecutionDetail } from '@aml/shared';
import { Alert, Breadcrumbs, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import {
  DetailPage,
  DownloadButton,
  GuardedButton,
  PageSkeleton,
  RecordCode,
} from '../../../components/detail-page';
import type { MoreAction } from '../../../components/more-actions';
import { usePageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useDateFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { cddPdf, cddQuery } from '../api/cdd-api';
import { CddKindChip, CddStatusChip } from '../components/cdd-chips';
import { CddProgress } from '../components/cdd-progress';
import { CddStatusDialog, ChangeKindDialog, type CddEnd } from '../components/cdd-status-dialogs';
import { CddSummary } from '../components/cdd-summary';
import { MeasureChecklist } from '../components/measure-checklist';

/** Mandatory measures not yet done or not applicable: they hold the completion back. */
const pendingMandatory = (execution: CddExecutionDetail) =>
  execution.measures.filter(
    (measure) =>
      measure.mandatory && measure.status !== 'done' && measure.status !== 'not_applicable',
  ).length;

/**
 * /dashboard/customer-due-diligence/{code}: one execution for the inspection file. Its header
 * ends it (complete, refuse, cancel, each asked first) and downloads its PDF; its summary says
 * why this kind and when the customer is checked again; its measures are a checklist with notes
 * and attachments, read-only once it has ended.
 */
export function CddDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('cdd');
  const formatDate = useDateFormat();
  const execution = useQuery(cddQuery(code));
  const feedback = usePageFeedback(t('start.started'));
  const user = useCurrentUser();
  const isAdmin = hasPermission(currentTeamOf(user.data)?.role, 'team.manage');
  const [ending, setEnding] = useState<CddEnd | null>(null);
  const [changingKind, setChangingKind] = useState(false);

  return (
    <DetailPage
      record={execution}
      feedback={feedback}
      skeleton={<PageSkeleton heights={[220, 360]} />}
      header={(data) => {
        const running = data.status === 'in_progress';
        const allowed = (status: CddEnd) => data.allowed_statuses.includes(status);
        const pending = pendingMandatory(data);
        const more: MoreAction[] = [
          ...(isAdmin && running
            ? [{ label: t('change_kind.action'), onSelect: () => setChangingKind(true) }]
            : []),
          ...(allowed('cancelled')
            ? [
                {
                  label: t('actions.cancelled'),
                  destructive: true,
                  onSelect: () => {
                    feedback.clearFailure();
                    setEnding('cancelled');
                  },
                },
              ]
            : []),
        ];
        return {
          // Where it belongs above, so that the title is the customer's name alone.
          breadcrumbs: (
            <Breadcrumbs aria-label={t('detail.breadcrumbs')} sx={{ mb: 1 }}>
              <Link component={RouterLink} to="/dashboard/customer-due-diligence">
                {t('title')}
              </Link>
            </Breadcrumbs>
          ),
          title: data.party.display_name || data.party.code,
          badges: (
            <>
              <CddStatusChip status={data.status} />
              <CddKindChip kind={data.kind} />
              <RecordCode code={data.code} />
            </>
          ),
          meta: data.created_by
            ? t('detail.meta_by', {
                date: formatDate(data.started_at, true),
                by: data.created_by,
              })
            : t('detail.meta', { date: formatDate(data.started_at, true) }),
          actions: (
            <>
              {allowed('completed') && (
                <GuardedButton
                  whyNot={pending > 0 ? t('detail.pending_mandatory', { count: pending }) : ''}
                  variant="contained"
                  disabled={pending > 0}
                  onClick={() => {
                    feedback.clearFailure();
                    setEnding('completed');
                  }}
                >
                  {t('actions.completed')}
                </GuardedButton>
              )}
              {allowed('refused') && (
                <GuardedButton
                  whyNot=""
                  variant="outlined"
                  color="error"
                  onClick={() => {
                    feedback.clearFailure();
                    setEnding('refused');
                  }}
                >
                  {t('actions.refused')}
                </GuardedButton>
              )}
              <DownloadButton
                download={() => cddPdf(data.code)}
                filename={`cdd-${data.code}.pdf`}
                onFailed={feedback.fail}
              >
                {t('common:record.pdf')}
              </DownloadButton>
            </>
          ),
          more,
          banner: (
            <>
              <CddStatusDialog
                execution={data}
                target={ending}
                onClose={() => setEnding(null)}
                onDone={(status) => feedback.notify(t(`status_dialog.done_${status}`))}
                onFailed={feedback.fail}
              />
              {isAdmin && running && (
                <ChangeKindDialog
                  execution={data}
                  open={changingKind}
                  onClose={() => setChangingKind(false)}
                  onDone={(kind) => {
                    setChangingKind(false);
                    feedback.notify(t('change_kind.done', { kind: t(`kinds_long.${kind}`) }));
                  }}
                />
              )}
            </>
          ),
        };
      }}
    >
      {(data) => (
        <Stack spacing={3}>
          <CddSummary execution={data} />
          <Section
            title={t('detail.measures_title')}
            description={
              data.status === 'in_progress'
                ? t('detail.measures_description')
                : t('detail.measures_ended')
            }
          >
            <Stack spacing={2}>
              <CddProgress settled={data.measures_settled} total={data.measures_total} wide />
              {data.status === 'in_progress' && data.allowed_statuses.length === 0 && (
                <Alert severity="info">{t('detail.not_yours')}</Alert>
              )}
              <MeasureChecklist
                execution={data.code}
                measures={data.measures}
                isAdmin={isAdmin}
                notify={feedback.notify}
              />
            </Stack>
          </Section>
        </Stack>
      )}
    </DetailPage>
  );
}
