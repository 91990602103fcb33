import type { SanctionListSource, SanctionListsOverview, SanctionListVersion } from '@aml/shared';
import CloseIcon from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WrapRow } from '../../../components/wrap-row';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { AdminPage } from '../../../components/admin-page';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import {
  importLists,
  listsOverviewQuery,
  listVersionsQuery,
  sanctionsKeys,
  type SanctionListImportResult,
} from '../api/sanctions-api';
import { useListName, usePercent } from '../components/labels';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** /dashboard/admin/sanctions-lists: the installation administrator's view of the lists. */
export function SanctionsListsPage() {
  const { t } = useTranslation('sanctions');
  return (
    <AdminPage
      title={t('admin.title')}
      description={t('admin.description')}
      loading={<Skeleton variant="rounded" height={320} aria-busy="true" />}
    >
      <ListsOverview />
      <ListImport />
    </AdminPage>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ListsOverview() {
  const { t } = useTranslation('sanctions');
  const overview = useQuery(listsOverviewQuery());
  const [history, setHistory] = useState<SanctionListSource | null>(null);
  if (overview.isError) return <Alert severity="error">{errorText(overview.error)}</Alert>;
  if (!overview.data) return <Skeleton variant="rounded" height={360} aria-busy="true" />;
  const { lists, fetch_enabled } = overview.data;
  return (
    <>
      <Alert severity={fetch_enabled ? 'info' : 'warning'}>
        {t(fetch_enabled ? 'admin.fetch_on' : 'admin.fetch_off')}
      </Alert>
      <section aria-labelledby="lists-title">
        <Typography variant="h2" id="lists-title" gutterBottom>
          {t('admin.lists_title')}
        </Typography>
        <ListsTable lists={lists} onHistory={setHistory} />
      </section>
      <Rescreening jobs={overview.data.rescreening} />
      <VersionsDialog source={history} onClose={() => setHistory(null)} />
    </>
  );
}

function ListsTable({
  lists,
  onHistory,
}: {
  lists: SanctionListsOverview['lists'];
  onHistory: (source: SanctionListSource) => void;
}) {
  const { t } = useTranslation('sanctions');
  const listName = useListName();
  const columns = useVersionColumns<SanctionListsOverview['lists'][number]>((row) => row.current);
  return (
    <DataTable
      label={t('admin.lists_label')}
      minWidth={900}
      rows={lists}
      rowKey={(row) => row.source}
      columns={[
        {
          key: 'list',
          header: t('admin.list'),
          rowHeader: true,
          sx: { fontWeight: 500, whiteSpace: 'nowrap' },
          render: (row) => listName(row.source),
        },
        ...columns,
        {
          key: 'history',
          // Positioned, so the hidden text stays inside the table's scrolling area.
          header: <VisuallyHidden>{t('admin.history')}</VisuallyHidden>,
          sx: { position: 'relative' },
          render: (row) => (
            <Button
              size="small"
              onClick={() => onHistory(row.source)}
              aria-label={t('admin.history_of', { list: listName(row.source) })}
            >
              {t('admin.history')}
            </Button>
          ),
        },
      ]}
    />
  );
}

/**
 * The columns of a list version, in the lists table and the history: from version to files.
 * A row without a version says it is not imported.
 */
function useVersionColumns<Row>(
  versionOf: (row: Row) => SanctionListVersion | null,
): TableColumn<Row>[] {
  const { t, i18n } = useTranslation('sanctions');
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB');
  const cell =
    (render: (version: SanctionListVersion) => ReactNode) =>
    (row: Row): ReactNode => {
      const version = versionOf(row);
      return version ? render(version) : null;
    };
  return [
    {
      key: 'version',
      header: t('admin.version'),
      align: 'right',
      render: (row) =>
        versionOf(row)?.version ?? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('admin.not_imported')}
          </Typography>
        ),
    },
    {
      key: 'published_on',
      header: t('admin.published_on'),
      sx: { whiteSpace: 'nowrap' },
      render: cell((version) =>
        version.published_on ? (
          formatDay(version.published_on)
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('admin.published_not_stated')}
          </Typography>
        ),
      ),
    },
    {
      key: 'imported_at',
      header: t('admin.imported_at'),
      sx: { whiteSpace: 'nowrap' },
      render: cell((version) => formatDate(version.created_at, true)),
    },
    {
      key: 'origin',
      header: t('admin.origin'),
      render: cell((version) => t(`admin.origins.${version.origin}`)),
    },
    {
      key: 'entries',
      header: t('admin.entries'),
      align: 'right',
      render: cell((version) => number.format(version.entry_count)),
    },
    {
      key: 'changes',
      header: t('admin.changes'),
      sx: { whiteSpace: 'nowrap' },
      render: cell((version) => (
        <>
          {t('admin.changes_value', {
            added: number.format(version.added_count),
            changed: number.format(version.changed_count),
            removed: number.format(version.removed_count),
          })}
          {version.warnings.length > 0 && (
            <Tooltip title={version.warnings.join('\n')}>
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                tabIndex={0}
                label={t('admin.warnings', { count: version.warnings.length })}
                sx={{ ml: 1 }}
              />
            </Tooltip>
          )}
        </>
      )),
    },
    {
      key: 'files',
      header: t('admin.files'),
      sx: { minWidth: 220 },
      render: cell((version) =>
        version.files.map((file) => (
          <Tooltip key={file.sha256 + file.name} title={`SHA-256 ${file.sha256}`}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} tabIndex={0}>
              {t('admin.file_size', { name: file.name, size: sizeText(file.bytes) })}
            </Typography>
          </Tooltip>
        )),
      ),
    },
  ];
}

function VersionsDialog({
  source,
  onClose,
}: {
  source: SanctionListSource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sanctions');
  const listName = useListName();
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="versions-title"
    >
      <DialogTitle id="versions-title">
        {source ? t('admin.history_title', { list: listName(source) }) : ''}
      </DialogTitle>
      <DialogContent>{source && <Versions source={source} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Versions({ source }: { source: SanctionListSource }) {
  const { t } = useTranslation('sanctions');
  const versions = useQuery(listVersionsQuery(source));
  const columns = useVersionColumns((version: SanctionListVersion) => version);
  if (versions.isError) return <Alert severity="error">{errorText(versions.error)}</Alert>;
  if (!versions.data) return <Skeleton variant="rounded" height={120} aria-busy="true" />;
  if (versions.data.items.length === 0)
    return <Typography color="text.secondary">{t('admin.history_empty')}</Typography>;
  return (
    <DataTable
      outlined={false}
      minWidth={800}
      rows={versions.data.items}
      rowKey={(version) => String(version.version)}
      columns={columns}
    />
  );
}

function Rescreening({ jobs }: { jobs: SanctionListsOverview['rescreening'] }) {
  const { t } = useTranslation('sanctions');
  const listName = useListName();
  const formatDate = useDateFormat();
  const percent = usePercent();
  return (
    <Section title={t('admin.rescreen_title')}>
      {jobs.length === 0 ? (
        <Typography color="text.secondary">{t('admin.rescreen_none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {jobs.map((job) => {
            const share = job.total > 0 ? job.done / job.total : job.status === 'done' ? 1 : 0;
            const label = t('admin.rescreen_job', {
              list: listName(job.source),
              version: job.version,
              done: job.done,
              total: job.total,
            });
            return (
              <Box key={`${job.source}-${job.version}`}>
                <WrapRow sx={{ mb: 0.5 }}>
                  <Typography sx={{ flex: '1 1 auto' }}>{label}</Typography>
                  <Chip
                    size="small"
                    color={
                      job.status === 'failed' ? 'error' : job.status === 'done' ? 'success' : 'info'
                    }
                    variant={job.status === 'done' ? 'outlined' : 'filled'}
                    label={t(`admin.rescreen_statuses.${job.status}`)}
                  />
                </WrapRow>
                <LinearProgress
                  variant={job.status === 'queued' ? 'indeterminate' : 'determinate'}
                  value={share * 100}
                  color={job.status === 'failed' ? 'error' : 'primary'}
                  aria-label={label}
                  aria-valuetext={percent(share)}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {t('admin.rescreen_updated', { date: formatDate(job.updated_at, true) })}
                </Typography>
                {job.error && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {job.error}
                  </Alert>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

/** The error of an import: the translated text and the server's own words naming the file. */
function ImportError({ error }: { error: unknown }) {
  const { t } = useTranslation('sanctions');
  const text = errorText(error);
  const detail = error instanceof ApiError && error.message && error.message !== text;
  return (
    <Alert severity="error">
      {text}
      {detail && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('admin.server_says', { message: error.message })}
        </Typography>
      )}
    </Alert>
  );
}

function ImportOutcome({ result }: { result: SanctionListImportResult }) {
  const { t } = useTranslation('sanctions');
  const listName = useListName();
  return (
    <Alert severity="success">
      <AlertTitle>{t('admin.imported_title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {result.imported.map(({ list, unchanged }) => (
          <li key={`${list.source}-${list.version}`}>
            {unchanged
              ? t('admin.imported_unchanged', {
                  list: listName(list.source),
                  version: list.version,
                })
              : t('admin.imported_version', {
                  list: listName(list.source),
                  version: list.version,
                  entries: t('admin.entries', { count: list.entry_count }),
                  added: list.added_count,
                  changed: list.changed_count,
                  removed: list.removed_count,
                })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function ListImport() {
  const { t } = useTranslation('sanctions');
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [sent, setSent] = useState(0);
  const upload = useAction(
    (chosen: File[]) => {
      setSent(0);
      return importLists(chosen, setSent);
    },
    { refresh: [sanctionsKeys.all], onDone: () => setFiles([]) },
  );
  const add = (list: FileList | null) => {
    // Copied at once: the input's FileList empties when the input is cleared for the next
    // choice, before the state update below runs.
    const more = [...(list ?? [])];
    if (more.length === 0) return;
    upload.reset();
    setFiles((chosen) => [
      ...chosen.filter((file) => !more.some((next) => next.name === file.name)),
      ...more,
    ]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Section title={t('admin.upload_title')} description={t('admin.upload_hint')}>
      <Box
        role="group"
        aria-label={t('admin.drop_label')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'secondary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, md: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFile color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ mb: 1 }}>{t('admin.drop_here')}</Typography>
        {/* A real button (a label is not opened by the keyboard) that opens the hidden input. */}
        <Button variant="outlined" disabled={upload.busy} onClick={() => input.current?.click()}>
          {t('admin.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="list-files"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {files.length > 0 && (
        <List dense aria-label={t('admin.chosen_label')} sx={{ mt: 1 }}>
          {files.map((file) => (
            <ListItem
              key={file.name}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  disabled={upload.busy}
                  aria-label={t('admin.remove_file', { name: file.name })}
                  onClick={() => setFiles((chosen) => chosen.filter((other) => other !== file))}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={sizeText(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Box>
          <Button
            variant="contained"
            disabled={files.length === 0 || upload.busy}
            onClick={() => upload.run(files)}
          >
            {upload.busy ? t('admin.importing') : t('admin.import')}
          </Button>
        </Box>
        {upload.busy && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {sent < 1
                ? t('admin.sending', { percent: Math.round(sent * 100) })
                : t('admin.processing')}
            </Typography>
            <LinearProgress
              variant={sent < 1 ? 'determinate' : 'indeterminate'}
              value={sent * 100}
              aria-label={t('admin.importing')}
            />
          </Box>
        )}
        {upload.error && <ImportError error={upload.error} />}
        {upload.done && upload.result && <ImportOutcome result={upload.result} />}
      </Stack>
    </Section>
  );
}
