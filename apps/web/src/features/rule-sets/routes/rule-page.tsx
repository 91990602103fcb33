import { Alert, Button, Chip, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api-client';
import { ruleQuery, useIsTeamAdmin, useRuleSet } from '../api/rule-sets-api';
import { ConfigView } from '../components/config-view';
import { OldVersionBanner } from '../components/old-version-banner';
import { configObject, RuleHeading } from '../components/rule-heading';
import { Section } from '../../../components/section';
import { useRuleSetErrorText } from '../components/use-error-text';
import { useRuleSetLabels } from '../components/use-labels';
import { useVersionParam } from '../components/use-version';

/** /dashboard/rule-sets/{set}/rules/{code}: a rule, what it reads and its configuration. */
export function RulePage() {
  const { ruleSetCode = '', code = '' } = useParams();
  const { t } = useTranslation('rule-sets');
  const location = useLocation();
  const [version, setVersion] = useVersionParam();
  const ruleSet = useRuleSet(ruleSetCode, version);
  const rule = useQuery(ruleQuery(ruleSetCode, code, version));
  const isAdmin = useIsTeamAdmin();
  const errorText = useRuleSetErrorText();
  const labels = useRuleSetLabels();
  const arrival = location.state as { saved?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(
    arrival?.saved ? t('common:data_updated') : null,
  );

  const error = rule.error ?? ruleSet.error;
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundPage />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!rule.data || !ruleSet.data) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="text" height={56} width="50%" />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const data = rule.data;
  const set = ruleSet.data;
  const canEdit = isAdmin && set.editable && set.shown_version === set.version;

  return (
    <>
      <RuleHeading
        ruleSet={set}
        rule={data}
        action={
          canEdit && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`/dashboard/rule-sets/${set.code}/rules/${data.code}/edit`}
            >
              {t('rule.edit')}
            </Button>
          )
        }
      />
      <OldVersionBanner
        shown={set.shown_version}
        current={set.version}
        onCurrent={() => setVersion(undefined)}
      />
      <Stack spacing={3}>
        <Section
          title={t('rule.reads_title')}
          description={t(`rules.${data.applies_to}.reads_description`)}
        >
          {data.reads.length === 0 ? (
            <Typography color="text.secondary">
              {t(`rules.${data.applies_to}.reads_nothing`)}
            </Typography>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {data.reads.map((field) => (
                <Chip
                  key={field}
                  label={labels.readLabel(field, data.applies_to)}
                  variant="outlined"
                />
              ))}
            </Stack>
          )}
        </Section>
        <Section title={t('rule.config_title')}>
          <ConfigView value={configObject(data.config)} lists={set.lists} />
        </Section>
      </Stack>
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
