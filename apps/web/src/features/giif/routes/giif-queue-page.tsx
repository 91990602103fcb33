import { hasPermission, type GiifTemplateType } from '@aml/shared';
import { Alert, Breadcrumbs, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeader } from '../../../components/page-header';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { createGiifFile, giifQueueQuery, GIIF_QUERIES } from '../api/giif-api';
import {
  FILES_PATH,
  filePath,
  isQueueName,
  OVERVIEW_PATH,
  type QueueName,
} from '../components/paths';
import { QueueGrid } from '../components/queue-grid';
import { SchemaNotice } from '../components/schema-notice';

/**
 * /dashboard/giif/transaction/{type}: the transactions of one template waiting to be reported.
 * Those in no open file are picked (or all at once) and built into one file, whose page opens
 * next. `unassigned` lists the transactions whose kind is not chosen yet: nothing to build
 * until it is.
 */
export function GiifQueuePage() {
  const { type } = useParams();
  if (!isQueueName(type)) return <NotFoundPage />;
  return <Queue name={type} />;
}

function Queue({ name }: { name: QueueName }) {
  const { t } = useTranslation('giif');
  const navigate = useNavigate();
  const template: GiifTemplateType | undefined = name === 'unassigned' ? undefined : name;
  const queue = useQuery(giifQueueQuery(template));
  const items = useMemo(
    () => queue.data?.items.filter((item) => (item.template_type ?? 'unassigned') === name),
    [queue.data, name],
  );
  const user = useCurrentUser();
  // Only hides the controls: the server is the protection.
  const canEdit = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_all');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  // What is still in the queue and free (a reload may have moved a picked one into a file).
  const selected = useMemo(
    () =>
      new Set(
        (items ?? [])
          .filter((item) => item.file === null && picked.has(item.transaction_code))
          .map((item) => item.transaction_code),
      ),
    [items, picked],
  );
  const build = useAction(createGiifFile, {
    refresh: GIIF_QUERIES,
    onDone: (file) => navigate(filePath(file.code), { state: { created: true } }),
  });
  const selectable = canEdit && template !== undefined;

  return (
    <Stack spacing={3}>
      <div>
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 1 }}>
          <Link component={RouterLink} to={OVERVIEW_PATH}>
            {t('title')}
          </Link>
        </Breadcrumbs>
        <PageHeader
          title={t(`templates.${name}`)}
          description={t(template ? 'queue.description' : 'queue.unassigned_description')}
          action={
            <Button component={RouterLink} to={FILES_PATH} variant="outlined">
              {t('files_link')}
            </Button>
          }
        />
      </div>
      {template && <SchemaNotice only={template} />}
      {template && user.data && !canEdit && <Alert severity="info">{t('queue.read_only')}</Alert>}
      {queue.isError && <Alert severity="error">{errorText(queue.error)}</Alert>}
      {build.failure && (
        <Alert severity="error" onClose={build.dismiss}>
          {build.failure}
        </Alert>
      )}
      {selectable && (
        <Paper
          variant="outlined"
          sx={{ p: 2, bgcolor: selected.size > 0 ? 'action.selected' : undefined }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: 1 }} aria-live="polite">
              {selected.size > 0
                ? t('queue.selected', { count: selected.size })
                : t('queue.none_selected')}
            </Typography>
            <Button
              variant="contained"
              disabled={selected.size === 0 || build.busy}
              onClick={() => build.run({ template_type: template!, transactions: [...selected] })}
            >
              {t('queue.build')}
            </Button>
          </Stack>
        </Paper>
      )}
      <QueueGrid
        items={items}
        label={t('queue.label')}
        empty={t('queue.empty')}
        loading={queue.isPending}
        selection={selectable ? { selected, onChange: setPicked } : undefined}
      />
    </Stack>
  );
}
