import type { GiifReportMark } from '@aml/shared';
import ReportIcon from '@mui/icons-material/ReportOutlined';
import { Alert, AlertTitle, Box, Chip, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDayFormat, warsawToday } from '../../../lib/dates';

/** The bilingual reason of the mark in the UI language. */
function useReason() {
  const { i18n } = useTranslation();
  return (mark: GiifReportMark) => mark.reason[i18n.resolvedLanguage === 'pl' ? 'pl' : 'en'];
}

const isOverdue = (mark: GiifReportMark) => mark.due_on < warsawToday();

/**
 * "Report to GIIF by {date}": the transaction crossed a reporting threshold (art. 72). The
 * reason is in the tooltip, reachable by keyboard; past the deadline the chip says so in words.
 */
export function GiifReportChip({
  mark,
  short = false,
}: {
  mark: GiifReportMark;
  /** In a list row: "GIIF by {date}". */
  short?: boolean;
}) {
  const { t } = useTranslation('transactions');
  const formatDay = useDayFormat();
  const reason = useReason();
  const overdue = isOverdue(mark);
  const date = formatDay(mark.due_on);
  const label = t(short ? 'giif.chip_short' : 'giif.chip', { date });
  return (
    <Tooltip title={reason(mark)}>
      <Chip
        size="small"
        color={overdue ? 'error' : 'warning'}
        icon={<ReportIcon aria-hidden />}
        label={overdue ? t('giif.overdue', { label }) : label}
        tabIndex={0}
      />
    </Tooltip>
  );
}

/** The notice on the transaction's data: to be reported by when, and why. */
export function GiifReportNotice({ mark }: { mark: GiifReportMark }) {
  const { t } = useTranslation('transactions');
  const formatDay = useDayFormat();
  const reason = useReason();
  const overdue = isOverdue(mark);
  return (
    <Alert severity={overdue ? 'error' : 'warning'} aria-label={t('giif.notice_label')}>
      <AlertTitle>
        {t(overdue ? 'giif.notice_title_overdue' : 'giif.notice_title', {
          date: formatDay(mark.due_on),
        })}
      </AlertTitle>
      <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{reason(mark)}</Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('giif.notice_deadline')}
      </Typography>
    </Alert>
  );
}
