import { Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage, PageSkeleton } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { AssessmentSummary } from '../../../components/risk/assessment-summary';
import { RuleResults } from '../../../components/risk/rule-results';
import { Section } from '../../../components/section';
import { riskAssessmentQuery } from '../api/risk-api';

/**
 * /dashboard/risk-assessment-records/{code}: one assessment as it was made, for an inspector:
 * its party or transaction, the level and its reason, the person's override, the rule set
 * version, each rule.
 */
export function RiskAssessmentRecordPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('risk');
  const record = useQuery(riskAssessmentQuery(code));
  const feedback = usePageFeedback();

  return (
    <DetailPage
      record={record}
      feedback={feedback}
      skeleton={<PageSkeleton heights={[200, 320]} />}
      header={({ code: recordCode, party, transaction }) => ({
        title: t('title'),
        badges: (
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
            {t('record_code', { code: recordCode })}
          </Typography>
        ),
        meta: (
          <Stack component="span" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
        ),
      })}
    >
      {(assessment) => (
        <Stack spacing={3}>
          <AssessmentSummary assessment={assessment} />
          <Section title={t('results.title')}>
            <RuleResults results={assessment.results} />
          </Section>
        </Stack>
      )}
    </DetailPage>
  );
}
