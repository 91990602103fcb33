import type { GiifTemplateKey } from '@aml/shared';
import { Alert, AlertTitle, Box, Link, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { giifSchemasQuery } from '../api/giif-api';
import { SCHEMAS_PATH } from './paths';

/** The way to the schemas' page, for the installation's administrator only. */
function ManageLink() {
  const { t } = useTranslation('giif');
  const { data: user } = useCurrentUser();
  if (!user?.roles.includes('admin')) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Link component={RouterLink} to={SCHEMAS_PATH}>
        {t('schema_admin.manage')}
      </Link>
    </Box>
  );
}

/**
 * Which of GIIF's XSDs are installed, said plainly: with none, that files are checked by the
 * application's rules only (no official schema ships with the application). `only` narrows it
 * to one template (a queue of one type). The installation's administrator is led to the page
 * where they are installed.
 */
export function SchemaNotice({ only }: { only?: GiifTemplateKey }) {
  const { t } = useTranslation('giif');
  const schemas = useQuery(giifSchemasQuery());
  if (schemas.isPending) return <Skeleton variant="rounded" height={64} aria-busy="true" />;
  if (schemas.isError) return <Alert severity="warning">{t('schemas.failed')}</Alert>;
  const items = schemas.data.items.filter((item) =>
    only ? item.template === only : item.template !== 'identification',
  );
  if (items.every((item) => item.installed === null)) {
    return (
      <Alert severity="warning" aria-label={t('schemas.title')}>
        <AlertTitle>{t('schemas.none')}</AlertTitle>
        {t('schemas.none_hint')}
        <ManageLink />
      </Alert>
    );
  }
  return (
    <Alert severity="info" aria-label={t('schemas.title')}>
      <AlertTitle>{t('schemas.title')}</AlertTitle>
      {!only && t('schemas.some')}
      <Box component="ul" sx={{ m: 0, mt: only ? 0 : 1, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item.template}>
            {item.installed
              ? t('schemas.installed', {
                  template: t(`templates.${item.template}`),
                  version: item.installed.version,
                  file: item.installed.file_name,
                })
              : t('schemas.missing', { template: t(`templates.${item.template}`) })}
          </li>
        ))}
      </Box>
      <ManageLink />
    </Alert>
  );
}
