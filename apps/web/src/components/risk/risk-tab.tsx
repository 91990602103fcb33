import { hasPermission, type PartyRisk, type TransactionRisk } from '@aml/shared';
import { Alert, Button, Paper, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../lib/session';
import { Section } from '../section';
import { AssessmentSummary } from './assessment-summary';
import { RiskChip } from './risk-chip';
import { RiskOverrideDialog, type RiskOverride } from './risk-override-dialog';
import { RuleResults, type LinkedPeopleNames, type RiskSubject } from './rule-results';

type Props<Key extends readonly unknown[]> = {
  subject: RiskSubject;
  /** The record's code: its records are listed under ?party_code= or ?transaction_code=. */
  code: string;
  /** The party's name or the transaction's title, named in the override's confirmation. */
  name: string;
  /** GET /int/parties/{code}/risk or /int/transactions/{code}/risk. */
  query: UseQueryOptions<PartyRisk | TransactionRisk, Error, PartyRisk | TransactionRisk, Key>;
  /** POST …/set-risk. */
  save: (input: RiskOverride) => Promise<unknown>;
  /** What an override makes stale. */
  refresh: readonly QueryKey[];
  /** A party's people, who name the missing data of each (rather than their numbers). */
  people?: LinkedPeopleNames;
};

/**
 * The Risk tab of a party or a transaction: its current assessment, the level and why, each
 * rule's result, and for the team's administrators the override of the level.
 */
export function RiskTab<Key extends readonly unknown[]>({
  subject,
  code,
  name,
  query,
  save,
  refresh,
  people,
}: Props<Key>) {
  const { t } = useTranslation(['risk', 'parties']);
  const risk = useQuery(query);
  const user = useCurrentUser();
  // Only hides the button: the server refuses anyone else (records.edit_all).
  const canOverride = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');
  const [overriding, setOverriding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (risk.isError) return <Alert severity="error">{errorText(risk.error)}</Alert>;
  if (!risk.data) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }

  const { assessment } = risk.data;
  const recordsPath =
    subject === 'transaction'
      ? `/dashboard/risk-assessment-records?transaction_code=${code}`
      : `/dashboard/risk-assessment-records?party_code=${code}`;
  return (
    <Stack spacing={3}>
      {assessment ? (
        <>
          <AssessmentSummary
            assessment={assessment}
            actions={
              <>
                {canOverride && (
                  <Button variant="contained" onClick={() => setOverriding(true)}>
                    {t('override.action')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={`/dashboard/risk-assessment-records/${assessment.code}`}
                >
                  {t('open_record')}
                </Button>
                <Button component={RouterLink} to={recordsPath}>
                  {t(subject === 'transaction' ? 'list.transaction_records' : 'list.party_records')}
                </Button>
              </>
            }
          />
          <Section title={t('results.title')}>
            <RuleResults results={assessment.results} people={people} />
          </Section>
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <Typography color="text.secondary">{t('level')}:</Typography>
            <RiskChip level={risk.data.risk_level} />
          </Stack>
          <Typography color="text.secondary">
            {t(subject === 'transaction' ? 'not_assessed_transaction' : 'not_assessed')}
          </Typography>
        </Paper>
      )}
      {assessment && (
        <RiskOverrideDialog
          open={overriding}
          subject={subject}
          name={name}
          computed={assessment.computed_level}
          save={save}
          refresh={refresh}
          onClose={() => setOverriding(false)}
          onDone={() => {
            setOverriding(false);
            setNotice(t('override.done'));
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Stack>
  );
}
