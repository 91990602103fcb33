import type { GiifSchemaList, GiifTemplateKey } from '@aml/shared';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LabelledValues } from '../../../components/data-list';
import { DataTable } from '../../../components/data-table';
import { NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { useAction } from '../../../components/use-action';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { giifKeys, giifSchemasQuery, installGiifSchema, removeGiifSchema } from '../api/giif-api';
import { FilePickButton } from '../components/file-pick-button';

type SchemaItem = GiifSchemaList['items'][number];

/** A template's page in CRWDE, where its `schemat.xsd` is published. */
const crwdePage = (id: string) => `https://crd.gov.pl/wzor/${id}/`;

/**
 * A refused schema in the user's language, with the server's reason (which says what does not
 * compile): 422 giif_schema_invalid.
 */
function useSchemaError() {
  const { t } = useTranslation('giif');
  return (error: unknown) =>
    error instanceof ApiError && error.code === 'giif_schema_invalid' && error.message
      ? `${errorText(error)} ${t('schema_admin.reason', { reason: error.message })}`
      : errorText(error);
}

/** The SHA-256 cut to its first 12 digits; the whole of it on hover or focus, and copied. */
function Sha256({
  sha,
  template,
  onCopied,
}: {
  sha: string;
  template: string;
  onCopied: () => void;
}) {
  const { t } = useTranslation('giif');
  const copy = () => void navigator.clipboard?.writeText(sha).then(onCopied, () => undefined);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={sha}>
        <Box
          component="code"
          tabIndex={0}
          sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' }}
        >
          {`${sha.slice(0, 12)}…`}
        </Box>
      </Tooltip>
      <Tooltip title={t('schema_admin.copy', { template })}>
        <IconButton size="small" onClick={copy} aria-label={t('schema_admin.copy', { template })}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** Where a template's schema comes from, in words (never colour alone). */
function StateChip({ item }: { item: SchemaItem }) {
  const { t } = useTranslation('giif');
  const source = item.installed?.source ?? 'none';
  return (
    <Chip
      size="small"
      variant={source === 'none' ? 'outlined' : 'filled'}
      color={source === 'upload' ? 'success' : source === 'directory' ? 'info' : 'warning'}
      label={t(`schema_admin.states.${source}`)}
    />
  );
}

/**
 * Installs a template's XSD: the file chosen, an optional version, and the server's answer; a
 * refused schema's reason stays in the dialog.
 */
function UploadDialog({
  item,
  onClose,
  onInstalled,
}: {
  item: SchemaItem;
  onClose: () => void;
  onInstalled: (list: GiifSchemaList) => void;
}) {
  const { t } = useTranslation('giif');
  const titleId = useId();
  const template = t(`templates.${item.template}`);
  const [file, setFile] = useState<File | null>(null);
  const [version, setVersion] = useState('');
  const describe = useSchemaError();
  const install = useAction(installGiifSchema, {
    refresh: [giifKeys.identificationForm],
    onDone: (list) => onInstalled(list),
    describe,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('schema_admin.upload_title', { template })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('schema_admin.upload_hint', { id: item.crwde_id })}{' '}
            {item.installed?.source === 'upload' &&
              t('schema_admin.replace_hint', {
                file: item.installed.file_name,
                version: item.installed.version,
              })}
            {item.installed?.source === 'directory' && t('schema_admin.directory_hint')}
          </DialogContentText>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <FilePickButton accept=".xsd,application/xml,text/xml" onFile={setFile}>
              {t('schema_admin.choose')}
            </FilePickButton>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {file ? t('schema_admin.chosen', { name: file.name }) : t('schema_admin.no_file')}
            </Typography>
          </Stack>
          <TextField
            label={t('schema_admin.version')}
            value={version}
            onChange={(event) => setVersion(event.target.value)}
            placeholder={item.crwde_id}
            helperText={t('schema_admin.version_hint')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {install.failure && (
            <Alert severity="error" onClose={install.dismiss}>
              {/* Worded at each render: in the language the user switches to, too. */}
              {install.error ? describe(install.error) : install.failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          variant="contained"
          disabled={!file || install.busy}
          onClick={() =>
            file &&
            install.run({ template: item.template, file, version: version.trim() || undefined })
          }
        >
          {t('schema_admin.install')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The actions of a template: upload (or replace) its schema, remove an uploaded one. */
function Actions({
  item,
  onUpload,
  onRemove,
}: {
  item: SchemaItem;
  onUpload: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('giif');
  const template = t(`templates.${item.template}`);
  const fromDirectory = item.installed?.source === 'directory';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Button
        size="small"
        variant="outlined"
        onClick={onUpload}
        aria-label={t(item.installed ? 'schema_admin.replace_named' : 'schema_admin.upload_named', {
          template,
        })}
      >
        {item.installed ? t('schema_admin.replace') : t('schema_admin.upload')}
      </Button>
      {item.installed && (
        <Tooltip title={fromDirectory ? t('schema_admin.directory_only') : ''}>
          <span>
            <Button
              size="small"
              color="error"
              disabled={fromDirectory}
              onClick={onRemove}
              aria-label={t('schema_admin.remove_named', { template })}
            >
              {t('schema_admin.remove')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * /dashboard/admin/giif-schemas: GIIF's XSDs, installed by the installation's administrator.
 * No official schema ships with the application: each template's `schemat.xsd` is downloaded
 * from CRWDE and uploaded here (or laid in GIIF_SCHEMA_DIR), after which the files of that
 * template are validated against it.
 */
export function GiifSchemasPage() {
  const { t } = useTranslation('giif');
  return (
    <AdminPage
      title={t('schema_admin.title')}
      description={t('schema_admin.description')}
      loading={<Skeleton variant="rounded" height={320} aria-busy="true" />}
    >
      <Alert severity="info">
        <AlertTitle>{t('schema_admin.intro_title')}</AlertTitle>
        <Stack spacing={1}>
          <span>{t('schema_admin.intro')}</span>
          <span>{t('schema_admin.mapping')}</span>
          <span>
            {t('schema_admin.doc_ref')} <code>docs/giif-reports.md</code>
          </span>
        </Stack>
      </Alert>
      <SchemaTable />
    </AdminPage>
  );
}

function SchemaTable() {
  const { t } = useTranslation('giif');
  const formatDate = useDateFormat();
  const queryClient = useQueryClient();
  const schemas = useQuery(giifSchemasQuery());
  const feedback = usePageFeedback();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [uploading, setUploading] = useState<SchemaItem | null>(null);
  const [removing, setRemoving] = useState<SchemaItem | null>(null);
  const templateOf = (item: SchemaItem) => t(`templates.${item.template}`);
  const remove = useAction(removeGiifSchema, {
    refresh: [giifKeys.identificationForm],
    onDone: (list, template: GiifTemplateKey) => {
      queryClient.setQueryData(giifKeys.schemas, list);
      setRemoving(null);
      feedback.notify(t('schema_admin.removed', { template: t(`templates.${template}`) }));
    },
    onFailed: (error) => {
      setRemoving(null);
      feedback.fail(error);
    },
  });

  if (schemas.isPending) return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  if (schemas.isError) return <Alert severity="error">{errorText(schemas.error)}</Alert>;

  const cells = (item: SchemaItem): Record<string, ReactNode> => ({
    crwde_id: (
      <Link
        href={crwdePage(item.crwde_id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('schema_admin.crwde_link', { id: item.crwde_id })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {item.crwde_id}
      </Link>
    ),
    state: <StateChip item={item} />,
    version: item.installed?.version ?? t('schema_admin.not_installed'),
    file: item.installed?.file_name ?? t('schema_admin.not_installed'),
    sha256: item.installed ? (
      <Sha256
        sha={item.installed.sha256}
        template={templateOf(item)}
        onCopied={() => feedback.notify(t('schema_admin.copied'))}
      />
    ) : (
      t('schema_admin.not_installed')
    ),
    installed_at: item.installed?.installed_at
      ? formatDate(item.installed.installed_at, true)
      : t('schema_admin.not_installed'),
    actions: (
      <Actions item={item} onUpload={() => setUploading(item)} onRemove={() => setRemoving(item)} />
    ),
  });
  const fields = [
    'crwde_id',
    'state',
    'version',
    'file',
    'sha256',
    'installed_at',
    'actions',
  ] as const;

  return (
    <>
      {feedback.failure && (
        <Alert severity="error" onClose={feedback.clearFailure}>
          {feedback.failure}
        </Alert>
      )}
      {phone ? (
        <Stack
          component="ul"
          aria-label={t('schema_admin.table_label')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {schemas.data.items.map((item) => {
            const cell = cells(item);
            return (
              <Paper component="li" key={item.template} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
                  {templateOf(item)}
                </Typography>
                <LabelledValues
                  size={{ xs: 12 }}
                  rows={fields
                    // Nothing installed, nothing more to say than where it would come from.
                    .filter((field) =>
                      item.installed
                        ? field !== 'actions'
                        : field === 'crwde_id' || field === 'state',
                    )
                    .map((field) => [t(`schema_admin.columns.${field}`), cell[field]])}
                />
                <Box sx={{ mt: 2 }}>{cell.actions}</Box>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <DataTable
          label={t('schema_admin.table_label')}
          rows={schemas.data.items}
          rowKey={(item) => item.template}
          minWidth={1100}
          columns={[
            {
              key: 'template',
              header: t('schema_admin.columns.template'),
              rowHeader: true,
              render: templateOf,
            },
            ...fields.map((field) => ({
              key: field,
              header: t(`schema_admin.columns.${field}`),
              render: (item: SchemaItem) => cells(item)[field],
              sx:
                field === 'file' ? { minWidth: 140, overflowWrap: 'anywhere' as const } : undefined,
            })),
          ]}
        />
      )}
      {uploading && (
        <UploadDialog
          item={uploading}
          onClose={() => setUploading(null)}
          onInstalled={(list) => {
            queryClient.setQueryData(giifKeys.schemas, list);
            feedback.notify(t('schema_admin.installed', { template: templateOf(uploading) }));
            setUploading(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('schema_admin.remove_title', { template: templateOf(removing) }) : ''}
        message={
          removing?.installed
            ? t('schema_admin.remove_question', { file: removing.installed.file_name })
            : ''
        }
        confirmLabel={t('schema_admin.remove')}
        destructive
        busy={remove.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.run(removing.template)}
      />
      <NoticeSnackbar feedback={feedback} />
    </>
  );
}
