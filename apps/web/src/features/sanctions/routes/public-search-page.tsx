import { Alert, AlertTitle, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout';
import { useAction } from '../../../components/use-action';
import { ApiError, errorText } from '../../../lib/api-client';
import { publicListsQuery, searchListsPublic } from '../api/sanctions-api';
import { SanctionSearchForm } from '../components/search-form';
import { ListVersions, SanctionSearchResults } from '../components/search-results';
import { PageHeading } from '../../../components/page-heading';

/**
 * /sanction-list-search: the public site's search of the sanctions lists (spec section 2,
 * public routes), without a login; the server limits the searches per address.
 */
export function PublicSanctionSearchPage() {
  const { t } = useTranslation('sanctions');
  const overview = useQuery(publicListsQuery());
  const search = useAction(searchListsPublic);
  const imported = (overview.data?.lists ?? []).flatMap(({ current }) =>
    current ? [current] : [],
  );
  const limited = search.error instanceof ApiError && search.error.code === 'rate_limited';

  return (
    <PublicLayout width="md">
      <Stack spacing={3}>
        <div>
          <PageHeading>{t('public.title')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('public.description')}
          </Typography>
        </div>
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h2" gutterBottom>
            {t('public.lists_title')}
          </Typography>
          {overview.isPending && <Skeleton variant="rounded" height={40} aria-busy="true" />}
          {overview.isError && <Alert severity="error">{errorText(overview.error)}</Alert>}
          {overview.data &&
            (imported.length === 0 ? (
              <Typography color="text.secondary">{t('public.lists_none')}</Typography>
            ) : (
              <ListVersions lists={imported} label={t('public.lists_title')} />
            ))}
        </Paper>
        <SanctionSearchForm busy={search.busy} onSearch={search.run} />
        {limited && (
          <Alert severity="warning">
            <AlertTitle>{t('public.rate_limited_title')}</AlertTitle>
            {search.failure}
          </Alert>
        )}
        {search.failure && !limited && <Alert severity="error">{search.failure}</Alert>}
        {search.result && <SanctionSearchResults result={search.result} />}
      </Stack>
    </PublicLayout>
  );
}
