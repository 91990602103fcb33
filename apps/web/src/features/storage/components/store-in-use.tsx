import type { StorageOverview } from '@aml/shared';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LabelledValues } from '../../../components/data-list';
import { Section } from '../../../components/section';
import { useFileSize } from '../../../lib/file-size';

/** The store new files go to, what it means, and the space the team's files take. */
export function StoreInUse({ overview }: { overview: StorageOverview }) {
  const { t } = useTranslation('storage');
  const bytes = useFileSize();
  const store = overview.stores.find((entry) => entry.kind === overview.store);
  return (
    <Section title={t('in_use.title')}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h3" component="p">
            {t(`stores.${overview.store}`)}
          </Typography>
          <Typography color="text.secondary">
            {t(`store_descriptions.${overview.store}`)}
          </Typography>
        </div>
        {store && !store.available && (
          <Alert severity="warning">
            {store.configured ? t('in_use.unavailable') : t('errors:storage_not_configured')}
          </Alert>
        )}
        <LabelledValues
          size={{ xs: 6 }}
          rows={[
            [t('in_use.files'), t('in_use.files_count', { count: overview.usage.files })],
            [t('in_use.space'), bytes(overview.usage.bytes)],
          ]}
        />
      </Stack>
    </Section>
  );
}
