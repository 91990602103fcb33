import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage, PageSkeleton } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useIsTeamAdmin, useRuleInSet } from '../api/rule-sets-api';
import { ConfigView } from '../components/config-view';
import { OldVersionBanner } from '../components/old-version-banner';
import { configObject, useRuleHeader } from '../components/rule-heading';
import { useRuleSetErrorText } from '../components/use-error-text';
import { useRuleSetLabels } from '../components/use-labels';
import { useVersionParam } from '../components/use-version';

/** /dashboard/rule-sets/{set}/rules/{code}: a rule, what it reads and its configuration. */
export function RulePage() {
  const { ruleSetCode = '', code = '' } = useParams();
  const { t } = useTranslation('rule-sets');
  const [version, setVersion] = useVersionParam();
  const rule = useRuleInSet(ruleSetCode, code, version);
  const isAdmin = useIsTeamAdmin();
  const errorText = useRuleSetErrorText();
  const labels = useRuleSetLabels();
  const header = useRuleHeader();
  // Arriving from the edit page, the rule was saved.
  const feedback = usePageFeedback(t('common:data_updated'));

  return (
    <DetailPage
      record={rule}
      feedback={feedback}
      describe={errorText}
      skeleton={<PageSkeleton titleWidth="50%" heights={[96, 320]} />}
      header={({ data, set }) => ({
        ...header(set, data, {
          action: isAdmin && set.editable && set.shown_version === set.version && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`/dashboard/rule-sets/${set.code}/rules/${data.code}/edit`}
            >
              {t('rule.edit')}
            </Button>
          ),
        }),
        banner: (
          <OldVersionBanner
            shown={set.shown_version}
            current={set.version}
            onCurrent={() => setVersion(undefined)}
          />
        ),
      })}
    >
      {({ data, set }) => (
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
      )}
    </DetailPage>
  );
}
