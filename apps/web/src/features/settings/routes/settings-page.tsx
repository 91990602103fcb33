import { isMenuEntryEnabled } from '@aml/shared';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { CddSettingsTab } from '../../cdd';
import { StorageSettingsTab } from '../../storage';
import { NotificationsTab } from '../components/notifications-tab';
import { UserDataTab } from '../components/user-data-tab';

/** The tabs the spec names that hold nothing yet. */
type NotBuilt = 'api' | 'kyc';

/** /dashboard/settings: the tab is in the URL (spec section 2). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  const role = currentTeamOf(user)?.role ?? null;
  if (!user) return null;
  const notBuilt = (value: NotBuilt) => ({
    value,
    label: t(`tabs.${value}`),
    content: <Alert severity="info">{t('shell:not_built')}</Alert>,
  });
  return (
    <>
      <PageHeader title={t('title')} />
      <UrlTabs
        label={t('title')}
        tabs={[
          { value: 'user-data', label: t('tabs.user-data'), content: <UserDataTab user={user} /> },
          {
            value: 'notifications',
            label: t('tabs.notifications'),
            content: isMenuEntryEnabled('team_admin', role) ? (
              <NotificationsTab />
            ) : (
              <Alert severity="warning">{t('errors:admin_role_required')}</Alert>
            ),
          },
          notBuilt('api'),
          {
            value: 'cdd',
            label: t('tabs.cdd'),
            content: isMenuEntryEnabled('team', role) ? (
              <CddSettingsTab />
            ) : (
              <Alert severity="warning">{t('errors:team_context_required')}</Alert>
            ),
          },
          notBuilt('kyc'),
          {
            value: 'storage',
            label: t('tabs.storage'),
            content: isMenuEntryEnabled('team', role) ? (
              <StorageSettingsTab />
            ) : (
              <Alert severity="warning">{t('errors:team_context_required')}</Alert>
            ),
          },
        ]}
      />
    </>
  );
}
