import { Alert, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError, errorText } from '../../../lib/api-client';
import { riskAssessmentQuery } from '../api/risk-api';
import { AssessmentSummary } from '../../../components/risk/assessment-summary';
import { RuleResults, subjectOf } from '../../../components/risk/rule-results';

/**
 * /dashboard/risk-assessment-records/{code}: one assessment as it was made, for an inspector:
 * its party or transaction, the level and its reason, the person's override, the rule set
 * version, each rule.
 */
export function RiskAssessmentRecordPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('risk');
  const record = useQuery(riskAssessmentQuery(code));

  if (record.error instanceof ApiError && record.error.statusCode === 404) return <NotFoundPage />;
  if (record.isError) return <Alert severity="error">{errorText(record.error)}</Alert>;
  if (!record.data) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="text" height={56} width="40%" />
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const assessment = record.data;
  const { party, transaction } = assessment;
  const subject = subjectOf(assessment);
  return (
    <>
      <Stack sx={{ mb: 3 }} spacing={1}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {transaction ? (
            <>
              {t('transaction')}:{' '}
              <Link
                component={RouterLink}
                to={`/dashboard/transactions/${transaction.code}?tab=risk`}
              >
                {transaction.label || transaction.code}
              </Link>
            </>
          ) : party ? (
            <>
              {t('party')}:{' '}
              <Link component={RouterLink} to={`/dashboard/parties/${party.code}?tab=risk`}>
                {party.display_name}
              </Link>
            </>
          ) : (
            t('no_subject')
          )}
          {' · '}
          {t('record_code', { code: assessment.code })}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {transaction && (
            <Link
              component={RouterLink}
              to={`/dashboard/risk-assessment-records?transaction_code=${transaction.code}`}
            >
              {t('list.transaction_records')}
            </Link>
          )}
          {party && !transaction && (
            <Link
              component={RouterLink}
              to={`/dashboard/risk-assessment-records?party_code=${party.code}`}
            >
              {t('list.party_records')}
            </Link>
          )}
          <Link component={RouterLink} to="/dashboard/risk-assessment-records">
            {t('list.all_records')}
          </Link>
        </Stack>
      </Stack>
      <Stack spacing={3}>
        <AssessmentSummary assessment={assessment} />
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h2" gutterBottom>
            {t('results.title')}
          </Typography>
          <RuleResults results={assessment.results} subject={subject} />
        </Paper>
      </Stack>
    </>
  );
}
