import { Alert, Button, Skeleton, Snackbar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError } from '../../../lib/api-client';
import {
  profileQuery,
  saveProfile,
  useIsTeamAdmin,
  useRefreshRuleSets,
  useRuleSet,
} from '../api/rule-sets-api';
import { ConfigForm } from '../components/config-form';
import { ConfigView } from '../components/config-view';
import { configObject, RuleHeading } from '../components/rule-heading';
import { Section } from '../../../components/section';
import { useRuleSetErrorText } from '../components/use-error-text';

/**
 * /dashboard/rule-sets/{set}/rules/profile/create and …/profile/{profileCode}: the individual
 * customer profile (age and gender bands). A set has one profile, so both paths show it:
 * as a form for the team's administrators, read-only for everyone else.
 */
export function ProfilePage() {
  const { ruleSetCode = '' } = useParams();
  const { t } = useTranslation('rule-sets');
  const ruleSet = useRuleSet(ruleSetCode);
  const profile = useQuery(profileQuery(ruleSetCode));
  const isAdmin = useIsTeamAdmin();
  const refresh = useRefreshRuleSets();
  const errorText = useRuleSetErrorText();
  const [notice, setNotice] = useState<string | null>(null);

  const error = profile.error ?? ruleSet.error;
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundPage />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (profile.data === undefined || !ruleSet.data) {
    return <Skeleton variant="rounded" height={360} aria-busy="true" />;
  }
  const set = ruleSet.data;
  const rule = set.rules.find((item) => item.kind === 'individual_customer_profile');
  const canEdit = isAdmin && set.editable;
  const value = configObject(profile.data);

  return (
    <>
      <RuleHeading ruleSet={set} rule={rule} title={t('profile.title')} />
      <Section title={t('profile.bands_title')} description={t('profile.bands_description')}>
        {canEdit ? (
          <ConfigForm
            key={set.version}
            value={value}
            errorPrefix="config."
            submitLabel={t('profile.bands_title')}
            onSave={(config) => saveProfile(set.code, config)}
            onSaved={async () => {
              await refresh();
              setNotice(t('common:data_updated'));
            }}
            secondary={
              <Button component={RouterLink} to={`/dashboard/rule-sets/${set.code}`}>
                {t('profile.back')}
              </Button>
            }
          />
        ) : (
          <ConfigView value={value} />
        )}
      </Section>
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
