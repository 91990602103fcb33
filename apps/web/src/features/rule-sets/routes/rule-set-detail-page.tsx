import { RULE_SUBJECTS } from '@aml/shared';
import { Alert, Button, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api-client';
import {
  saveRiskManagement,
  useIsTeamAdmin,
  useRefreshRuleSets,
  useRuleSet,
} from '../api/rule-sets-api';
import { ConfigForm } from '../components/config-form';
import { ConfigView } from '../components/config-view';
import { ListsSection } from '../components/lists-section';
import { OldVersionBanner } from '../components/old-version-banner';
import { RuleSetHeader } from '../components/rule-set-header';
import { BacktestSection } from '../components/backtest-section';
import { RulesTable, rulesOf } from '../components/rules-table';
import { Section } from '../../../components/section';
import { useRuleSetErrorText } from '../components/use-error-text';
import { useVersionParam } from '../components/use-version';

/**
 * /dashboard/rule-sets/{code}: the party and transaction rules, back-tests, the combination
 * scheme, the lists and the profile.
 */
export function RuleSetDetailPage() {
  const { ruleSetCode = '' } = useParams();
  const { t } = useTranslation('rule-sets');
  const location = useLocation();
  const [version, setVersion] = useVersionParam();
  const ruleSet = useRuleSet(ruleSetCode, version);
  const isAdmin = useIsTeamAdmin();
  const refresh = useRefreshRuleSets();
  const errorText = useRuleSetErrorText();
  const arrival = location.state as { created?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(arrival?.created ? t('created') : null);
  const [failure, setFailure] = useState<string | null>(null);

  if (ruleSet.error instanceof ApiError && ruleSet.error.statusCode === 404) {
    return <NotFoundPage />;
  }
  if (ruleSet.isError) return <Alert severity="error">{errorText(ruleSet.error)}</Alert>;
  if (!ruleSet.data) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="text" height={56} width="40%" />
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  const data = ruleSet.data;
  const isCurrent = data.shown_version === data.version;
  const canEdit = isAdmin && data.editable && isCurrent;
  const profileRule = data.rules.find((rule) => rule.kind === 'individual_customer_profile');
  const base = `/dashboard/rule-sets/${data.code}`;

  return (
    <>
      <RuleSetHeader
        ruleSet={data}
        canEdit={canEdit}
        isAdmin={isAdmin}
        onVersion={setVersion}
        onNotice={setNotice}
        onFailure={setFailure}
      />
      <OldVersionBanner
        shown={data.shown_version}
        current={data.version}
        onCurrent={() => setVersion(undefined)}
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Stack spacing={3}>
        {RULE_SUBJECTS.map((subject) => {
          const rules = rulesOf(data, subject);
          return (
            <Section
              key={subject}
              title={t(`rules.${subject}.title`)}
              description={t(`rules.${subject}.description`)}
              aside={t('rules.count', {
                count: rules.length,
                enabled: rules.filter((rule) => rule.enabled).length,
              })}
            >
              <RulesTable
                ruleSet={data}
                subject={subject}
                canEdit={canEdit}
                onNotice={setNotice}
                onFailure={setFailure}
              />
            </Section>
          );
        })}
        <Section title={t('backtest.title')} description={t('backtest.description')}>
          <BacktestSection ruleSet={data} isAdmin={isAdmin} />
        </Section>
        <Section title={t('scheme.title')} description={t('scheme.description')}>
          {canEdit ? (
            <ConfigForm
              key={data.version}
              value={data.risk_management}
              submitLabel={t('scheme.title')}
              onSave={(scheme) =>
                saveRiskManagement(data.code, {
                  missing_data_requires_verification: Boolean(
                    scheme.missing_data_requires_verification,
                  ),
                  unprocessable_blocks: Boolean(scheme.unprocessable_blocks),
                  normals_make_high: Number(scheme.normals_make_high),
                })
              }
              onSaved={() => {
                setNotice(t('common:data_updated'));
                void refresh();
              }}
            />
          ) : (
            <ConfigView value={data.risk_management} />
          )}
        </Section>
        <Section title={t('lists.title')} description={t('lists.description')}>
          <ListsSection ruleSet={data} canEdit={canEdit} onNotice={setNotice} />
        </Section>
        <Section title={t('profile.title')} description={t('profile.description')}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: 1 }} color={profileRule ? 'text.primary' : 'text.secondary'}>
              {profileRule
                ? t(profileRule.enabled ? 'profile.enabled' : 'profile.disabled')
                : t('profile.missing')}
            </Typography>
            <Button
              variant="outlined"
              component={RouterLink}
              to={
                isCurrent
                  ? `${base}/rules/profile/individual-customer`
                  : `${base}/rules/${profileRule?.code ?? ''}?version=${data.shown_version}`
              }
              disabled={!isCurrent && !profileRule}
            >
              {t('profile.open')}
            </Button>
          </Stack>
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
