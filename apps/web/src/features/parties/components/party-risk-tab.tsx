import { hasPermission } from '@aml/shared';
import { Alert, Button, Paper, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { AssessmentSummary } from '../../risk/components/assessment-summary';
import { RuleResults } from '../../risk/components/rule-results';
import { partyRiskQuery } from '../api/party-risk-api';
import { RiskChip } from './party-chips';
import { RiskOverrideDialog } from './risk-override-dialog';

/**
 * The party's current risk assessment: the level and why, each rule's result, and for the
 * team's administrators the override of the level.
 */
export function PartyRiskTab({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation(['risk', 'parties']);
  const risk = useQuery(partyRiskQuery(code));
  const user = useCurrentUser();
  // Only hides the button: the server refuses anyone else (records.edit_all).
  const canOverride = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');
  const [overriding, setOverriding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (risk.isError) return <Alert severity="error">{errorText(risk.error)}</Alert>;
  if (!risk.data) return <Skeleton variant="rounded" height={240} aria-busy="true" />;

  const { assessment } = risk.data;
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
                <Button
                  component={RouterLink}
                  to={`/dashboard/risk-assessment-records?party_code=${code}`}
                >
                  {t('list.party_records')}
                </Button>
              </>
            }
          />
          <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" gutterBottom>
              {t('results.title')}
            </Typography>
            <RuleResults results={assessment.results} />
          </Paper>
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <Typography color="text.secondary">{t('level')}:</Typography>
            <RiskChip level={risk.data.risk_level} />
          </Stack>
          <Typography color="text.secondary">{t('not_assessed')}</Typography>
        </Paper>
      )}
      {assessment && (
        <RiskOverrideDialog
          open={overriding}
          code={code}
          name={name}
          computed={assessment.computed_level}
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
