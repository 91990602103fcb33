import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { updateRule, useIsTeamAdmin, useRuleInSet } from '../api/rule-sets-api';
import { ConfigForm } from '../components/config-form';
import { configObject, useRuleHeader } from '../components/rule-heading';
import { useRuleSetErrorText } from '../components/use-error-text';
import { useRuleSetLabels } from '../components/use-labels';

/** /dashboard/rule-sets/{set}/rules/{code}/edit: the rule's configuration as a form. */
export function RuleEditPage() {
  const { ruleSetCode = '', code = '' } = useParams();
  const { t } = useTranslation('rule-sets');
  const navigate = useNavigate();
  const rule = useRuleInSet(ruleSetCode, code);
  const isAdmin = useIsTeamAdmin();
  const errorText = useRuleSetErrorText();
  const labels = useRuleSetLabels();
  const header = useRuleHeader();
  const feedback = usePageFeedback();
  const viewPath = `/dashboard/rule-sets/${ruleSetCode}/rules/${code}`;

  return (
    <DetailPage
      record={rule}
      feedback={feedback}
      describe={errorText}
      header={({ data, set }) =>
        header(set, data, {
          title: t('rule.edit_title', { name: labels.nameOf(data.name, data.kind) }),
        })
      }
    >
      {({ data, set }) => (
        <Section title={t('rule.config_title')} description={t('rule.config_description')}>
          {isAdmin && set.editable ? (
            <ConfigForm
              value={configObject(data.config)}
              lists={set.lists}
              errorPrefix="config."
              submitLabel={t('rule.config_title')}
              onSave={(config) => updateRule(ruleSetCode, code, { config })}
              // The view shows the new version, fetched before going there.
              onSaved={() => navigate(viewPath, { state: { saved: true } })}
              secondary={
                <Button component={RouterLink} to={viewPath}>
                  {t('common:cancel')}
                </Button>
              }
            />
          ) : (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={viewPath}>
                  {t('rule.back')}
                </Button>
              }
            >
              {t('admins_only')}
            </Alert>
          )}
        </Section>
      )}
    </DetailPage>
  );
}
