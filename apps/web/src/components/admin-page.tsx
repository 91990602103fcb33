import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/session';
import { PageHeader } from './page-header';

/**
 * A page of the installation's administrator (log switch, exchange rates, sanctions lists):
 * its header and parts, or a warning to anyone else. `loading` is shown until the user is
 * known; without it, the warning is.
 */
export function AdminPage({
  title,
  description,
  loading,
  children,
}: {
  title: string;
  description: string;
  loading?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user && loading) return loading;
  if (!user?.roles.includes('admin'))
    return <Alert severity="warning">{t('errors:admin_role_required')}</Alert>;
  return (
    <Stack spacing={3}>
      <PageHeader title={title} description={description} />
      {children}
    </Stack>
  );
}
