import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isMenuEntryEnabled } from '@aml/shared';
import { PageHeader } from '../../../components/page-header';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { NotificationsTab } from '../components/notifications-tab';
import { UserDataTab } from '../components/user-data-tab';

const TABS = ['user-data', 'notifications', 'api', 'cdd', 'kyc', 'storage'] as const;
type SettingsTab = (typeof TABS)[number];

/** /dashboard/settings: the tab is in the URL (spec section 2). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const [search, setSearch] = useSearchParams();
  const { data: user } = useCurrentUser();
  const requested = search.get('tab') as SettingsTab | null;
  const tab: SettingsTab = requested && TABS.includes(requested) ? requested : 'user-data';
  const role = currentTeamOf(user)?.role ?? null;
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('title')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: SettingsTab) => setSearch({ tab: value })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((value) => (
            <Tab key={value} value={value} label={t(`tabs.${value}`)} />
          ))}
        </Tabs>
      </Box>
      {tab === 'user-data' && <UserDataTab user={user} />}
      {tab === 'notifications' &&
        (isMenuEntryEnabled('team_admin', role) ? (
          <NotificationsTab />
        ) : (
          <Alert severity="warning">{t('errors:admin_role_required')}</Alert>
        ))}
      {tab !== 'user-data' && tab !== 'notifications' && (
        <Alert severity="info">{t('shell:not_built')}</Alert>
      )}
    </>
  );
}
