import { Alert, Button, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api-client';
import {
  ruleQuery,
  updateRule,
  useIsTeamAdmin,
  useRefreshRuleSets,
  useRuleSet,
} from '../api/rule-sets-api';
import { ConfigForm } from '../components/config-form';
import { configObject, RuleHeading } from '../components/rule-heading';
import { Section } from '../../../components/section';
import { useRuleSetErrorText } from '../components/use-error-text';
import { useRuleSetLabels } from '../components/use-labels';

/** /dashboard/rule-sets/{set}/rules/{code}/edit: the rule's configuration as a form. */
export function RuleEditPage() {
  const { ruleSetCode = '', code = '' } = useParams();
  const { t } = useTranslation('rule-sets');
  const navigate = useNavigate();
  const ruleSet = useRuleSet(ruleSetCode);
  const rule = useQuery(ruleQuery(ruleSetCode, code));
  const isAdmin = useIsTeamAdmin();
  const refresh = useRefreshRuleSets();
  const errorText = useRuleSetErrorText();
  const labels = useRuleSetLabels();
  const viewPath = `/dashboard/rule-sets/${ruleSetCode}/rules/${code}`;

  const error = rule.error ?? ruleSet.error;
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundPage />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!rule.data || !ruleSet.data) {
    return <Skeleton variant="rounded" height={360} aria-busy="true" />;
  }
  const canEdit = isAdmin && ruleSet.data.editable;

  return (
    <>
      <RuleHeading
        ruleSet={ruleSet.data}
        rule={rule.data}
        title={t('rule.edit_title', {
          name: labels.nameOf(rule.data.name, rule.data.kind),
        })}
      />
      <Section title={t('rule.config_title')} description={t('rule.config_description')}>
        {canEdit ? (
          <ConfigForm
            value={configObject(rule.data.config)}
            lists={ruleSet.data.lists}
            errorPrefix="config."
            submitLabel={t('rule.config_title')}
            onSave={(config) => updateRule(ruleSetCode, code, { config })}
            onSaved={async () => {
              // The view shows the new version: fetch it before going there.
              await refresh();
              navigate(viewPath, { state: { saved: true } });
            }}
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
    </>
  );
}
