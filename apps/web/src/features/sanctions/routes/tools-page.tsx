import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UrlTabs } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { useAction } from '../../../components/use-action';
import { searchLists } from '../api/sanctions-api';
import { SanctionSearchForm } from '../components/search-form';
import { SanctionSearchResults } from '../components/search-results';

/**
 * /dashboard/tools: the team's tools in tabs kept in the URL (?tab=registries-skan, spec
 * section 2); the sanctions search first, the registry scan not built yet.
 */
export function ToolsPage() {
  const { t } = useTranslation('sanctions');
  return (
    <>
      <PageHeader title={t('tools.title')} description={t('tools.description')} />
      <UrlTabs
        label={t('tools.tabs_label')}
        tabs={[
          {
            value: 'sanctions-search',
            label: t('tools.tabs.sanctions-search'),
            content: <SanctionsSearchTab />,
          },
          {
            value: 'registries-skan',
            label: t('tools.tabs.registries-skan'),
            content: <NotBuiltTab />,
          },
        ]}
      />
    </>
  );
}

function SanctionsSearchTab() {
  const search = useAction(searchLists);
  return (
    <Stack spacing={3}>
      <SanctionSearchForm busy={search.busy} onSearch={search.run} />
      {search.failure && <Alert severity="error">{search.failure}</Alert>}
      {search.result && <SanctionSearchResults result={search.result} />}
    </Stack>
  );
}

/** The registry scan is not built yet: the tab says so, as the shell's unbuilt modules do. */
function NotBuiltTab() {
  const { t } = useTranslation('shell');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info">{t('not_built')}</Alert>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        {t('back_to_dashboard')}
      </Button>
    </Stack>
  );
}
