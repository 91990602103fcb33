import type { RegistriesReport } from '@aml/shared';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MoreActions } from '../../../components/more-actions';
import { FailureAlert, NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { WrapRow } from '../../../components/wrap-row';
import { reportQuery } from '../api/registries-api';
import { reportPath } from './labels';
import { ReportBadges, ReportMeta, useReportActions, useReportTitle } from './report-header';
import { ReportBody } from './report-body';

/**
 * The report of the scan just made, under the scan's form: its header (the company, the
 * identifier, who made it when, its actions and a link to its own page) and what it says.
 */
export function ScannedReport({ report: scanned }: { report: RegistriesReport }) {
  const { t } = useTranslation('registries');
  const titleId = useId();
  const feedback = usePageFeedback();
  const title = useReportTitle();
  // The stored report, so that attaching it to a party shows here at once.
  const stored = useQuery({
    ...reportQuery(scanned.code),
    initialData: scanned,
    staleTime: 60_000,
  });
  const report = stored.data;
  const { actions, more } = useReportActions(feedback)(report);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {t('reports.page_title')}
            </Typography>
            <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
              {title(report)}
            </Typography>
            <WrapRow sx={{ mt: 1 }}>
              <ReportBadges report={report} />
            </WrapRow>
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1 }}>
              <ReportMeta report={report} />
            </Typography>
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { md: 'flex-end' } }}
          >
            {actions}
            <Button component={RouterLink} to={reportPath(report.code)}>
              {t('reports.open')}
            </Button>
            <MoreActions actions={more} />
          </Stack>
        </Stack>
      </Paper>
      <FailureAlert feedback={feedback} />
      <ReportBody report={report} />
      <NoticeSnackbar feedback={feedback} />
    </Box>
  );
}
