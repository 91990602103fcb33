import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../../components/detail-page';
import { PageHeader } from '../../../components/page-header';
import { useAction } from '../../../components/use-action';
import { RegistriesScanTab } from '../../registries';
import { searchLists } from '../api/sanctions-api';
import { SanctionSearchForm } from '../components/search-form';
import { SanctionSearchResults } from '../components/search-results';

/**
 * /dashboard/tools: the team's tools in tabs kept in the URL (?tab=registries-skan, spec
 * section 2); the sanctions search first, then the registry scan (the registries feature).
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
            content: <RegistriesScanTab />,
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
