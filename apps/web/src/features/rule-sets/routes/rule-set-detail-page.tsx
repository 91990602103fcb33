import { RULE_SUBJECTS, ruleSetNameText, type RuleSetDetail } from '@aml/shared';
import Edit from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage, PageSkeleton } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { useTextLanguage } from '../../../components/risk/risk-language';
import { useDateFormat } from '../../../lib/dates';
import { saveRiskManagement, useIsTeamAdmin, useRuleSet } from '../api/rule-sets-api';
import { ConfigForm } from '../components/config-form';
import { ConfigView } from '../components/config-view';
import { ListsSection } from '../components/lists-section';
import { OldVersionBanner } from '../components/old-version-banner';
import { ActivateButton, RenameForm, VersionSelect } from '../components/rule-set-header';
import { ActiveChip } from '../components/rule-set-chips';
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
  const language = useTextLanguage();
  const [version, setVersion] = useVersionParam();
  const ruleSet = useRuleSet(ruleSetCode, version);
  const isAdmin = useIsTeamAdmin();
  const formatDate = useDateFormat();
  const errorText = useRuleSetErrorText();
  const feedback = usePageFeedback(t('created'));
  const [renaming, setRenaming] = useState(false);
  const setNotice = feedback.notify;
  const setFailure = feedback.fail;
  const editable = (data: RuleSetDetail) =>
    isAdmin && data.editable && data.shown_version === data.version;

  return (
    <DetailPage
      record={{ data: ruleSet.data, error: ruleSet.error }}
      feedback={feedback}
      describe={errorText}
      skeleton={<PageSkeleton heights={[360, 160]} />}
      header={(data) => ({
        title: ruleSetNameText(data.name, language),
        titleEditor: renaming && (
          <RenameForm
            ruleSet={data}
            onDone={(renamed) => {
              setRenaming(false);
              if (renamed) setNotice(t('common:data_updated'));
            }}
          />
        ),
        titleAction: editable(data) && (
          <Tooltip title={t('detail.rename')}>
            <IconButton aria-label={t('detail.rename')} onClick={() => setRenaming(true)}>
              <Edit />
            </IconButton>
          </Tooltip>
        ),
        badges: (
          <>
            {data.active && <ActiveChip />}
            <Typography variant="body2" color="text.secondary">
              {t('detail.summary', {
                version: data.version,
                enabled: data.enabled_rules,
                count: data.rule_count,
                updated: formatDate(data.updated_at, true),
              })}
            </Typography>
          </>
        ),
        actions: (
          <>
            <VersionSelect ruleSet={data} onVersion={setVersion} />
            {!data.active && (
              <ActivateButton
                ruleSet={data}
                isAdmin={isAdmin}
                onNotice={setNotice}
                onFailure={setFailure}
              />
            )}
          </>
        ),
        banner: (
          <OldVersionBanner
            shown={data.shown_version}
            current={data.version}
            onCurrent={() => setVersion(undefined)}
          />
        ),
      })}
    >
      {(data) => {
        const isCurrent = data.shown_version === data.version;
        const canEdit = editable(data);
        const profileRule = data.rules.find((rule) => rule.kind === 'individual_customer_profile');
        const base = `/dashboard/rule-sets/${data.code}`;
        return (
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
                  onSaved={() => setNotice(t('common:data_updated'))}
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
                <Typography
                  sx={{ flex: 1 }}
                  color={profileRule ? 'text.primary' : 'text.secondary'}
                >
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
        );
      }}
    </DetailPage>
  );
}
