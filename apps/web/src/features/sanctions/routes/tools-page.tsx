import { Alert, Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { searchLists } from '../api/sanctions-api';
import { SanctionSearchForm } from '../components/search-form';
import { SanctionSearchResults } from '../components/search-results';

const TABS = ['sanctions-search', 'registries-skan'] as const;
type ToolsTab = (typeof TABS)[number];

/**
 * /dashboard/tools: the team's tools in tabs kept in the URL (?tab=registries-skan, spec
 * section 2); the sanctions search first, the registry scan not built yet.
 */
export function ToolsPage() {
  const { t } = useTranslation('sanctions');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as ToolsTab | null;
  const tab: ToolsTab = requested && TABS.includes(requested) ? requested : 'sanctions-search';
  return (
    <>
      <PageHeader title={t('tools.title')} description={t('tools.description')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ToolsTab) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tools.tabs_label')}
        >
          {TABS.map((value) => (
            <Tab key={value} value={value} label={t(`tools.tabs.${value}`)} />
          ))}
        </Tabs>
      </Box>
      {tab === 'sanctions-search' && <SanctionsSearchTab />}
      {tab === 'registries-skan' && <NotBuiltTab />}
    </>
  );
}

function SanctionsSearchTab() {
  const search = useMutation({ mutationFn: searchLists });
  return (
    <Stack spacing={3}>
      <SanctionSearchForm busy={search.isPending} onSearch={(input) => search.mutate(input)} />
      {search.isError && <Alert severity="error">{errorText(search.error)}</Alert>}
      {search.data && <SanctionSearchResults result={search.data} />}
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
