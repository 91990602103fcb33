import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { profileQuery, saveProfile, useIsTeamAdmin, useRuleSet } from '../api/rule-sets-api';
import { ConfigForm } from '../components/config-form';
import { ConfigView } from '../components/config-view';
import { configObject, useRuleHeader } from '../components/rule-heading';
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
  const errorText = useRuleSetErrorText();
  const header = useRuleHeader();
  const feedback = usePageFeedback();
  const ruleOf = (set: NonNullable<typeof ruleSet.data>) =>
    set.rules.find((item) => item.kind === 'individual_customer_profile');

  return (
    <DetailPage
      record={{
        data:
          profile.data !== undefined && ruleSet.data
            ? { value: configObject(profile.data), set: ruleSet.data }
            : undefined,
        error: profile.error ?? ruleSet.error,
      }}
      feedback={feedback}
      describe={errorText}
      header={({ set }) => header(set, ruleOf(set), { title: t('profile.title') })}
    >
      {({ value, set }) => (
        <Section title={t('profile.bands_title')} description={t('profile.bands_description')}>
          {isAdmin && set.editable ? (
            <ConfigForm
              key={set.version}
              value={value}
              errorPrefix="config."
              submitLabel={t('profile.bands_title')}
              onSave={(config) => saveProfile(set.code, config)}
              onSaved={() => feedback.notify(t('common:data_updated'))}
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
      )}
    </DetailPage>
  );
}
