import { hasPermission, UPLOAD_LIMIT_BYTES, type Attachment } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Link,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorText } from '../../lib/api-client';
import { useDateFormat } from '../../lib/dates';
import { useFileSize } from '../../lib/file-size';
import { currentTeamOf, useCurrentUser } from '../../lib/session';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table';
import { useAction } from '../use-action';
import { ValueChip } from '../value-chip';
import {
  attachmentKeys,
  attachmentsQuery,
  deleteAttachment,
  downloadAttachment,
  type AttachmentOwner,
} from './attachments-api';
import { DescriptionDialog, UploadDialog } from './attachment-dialogs';

/** Answers that mean the team's store cannot take or give files now: the storage page helps. */
const STORE_PROBLEMS = ['drive_not_connected', 'storage_not_configured', 'storage_unreachable'];

function StoreProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('attachments');
  const code = error instanceof ApiError ? error.code : '';
  return (
    <Alert severity={code === 'drive_not_connected' ? 'warning' : 'error'}>
      {errorText(error)}
      {STORE_PROBLEMS.includes(code) && (
        <>
          {' '}
          <Link component={RouterLink} to="/dashboard/storage">
            {t('open_storage')}
          </Link>
        </>
      )}
    </Alert>
  );
}

/**
 * The Attachments tab of a party or a transaction, and the attachments of a due diligence
 * measure: the files with who added them and when, their download, description and deletion,
 * and the upload (a button, or a file dropped on the tab). The five roles apply as to the
 * record: the server decides, the buttons follow.
 */
export function AttachmentsTab({
  owner,
  code,
  notify,
  readOnly = false,
}: {
  owner: AttachmentOwner;
  code: string;
  /** Says a change succeeded, in the page's feedback. */
  notify: (message: string) => void;
  /** The record no longer takes files (a measure of an ended due diligence): none is added. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('attachments');
  const formatDate = useDateFormat();
  const fileSize = useFileSize();
  const attachments = useQuery(attachmentsQuery(owner, code));
  const user = useCurrentUser();
  const canAdd = !readOnly && hasPermission(currentTeamOf(user.data)?.role, 'records.create');
  const [uploading, setUploading] = useState<{ file?: File } | null>(null);
  const [describing, setDescribing] = useState<Attachment | null>(null);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [dragging, setDragging] = useState(false);
  const refresh = [attachmentKeys.of(owner, code)];
  const download = useAction(downloadAttachment);
  const remove = useAction((attachment: Attachment) => deleteAttachment(attachment.code), {
    refresh,
    onDone: () => {
      setRemoving(null);
      notify(t('removed'));
    },
  });
  const items = attachments.data?.items ?? [];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The parts of a row, for the table on a desktop and the cards on a phone.
  const cells = {
    name: (attachment: Attachment) => (
      <>
        <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
          {attachment.name}
        </Box>
        {attachment.integrity !== 'ok' && (
          <ValueChip
            value={attachment.integrity}
            colours={{ missing: 'error', changed: 'error' }}
            text="attachments:integrity"
          />
        )}
      </>
    ),
    description: (attachment: Attachment) =>
      attachment.description || (
        <Typography variant="body2" color="text.secondary" component="span">
          {t('no_description')}
        </Typography>
      ),
    actions: (attachment: Attachment) => (
      <>
        <Tooltip title={t('download')}>
          <IconButton
            aria-label={t('download_named', { name: attachment.name })}
            disabled={download.busy}
            onClick={() => download.run(attachment)}
          >
            <DownloadOutlined />
          </IconButton>
        </Tooltip>
        {attachment.editable && (
          <>
            <Tooltip title={t('edit_description')}>
              <IconButton
                aria-label={t('edit_description_named', { name: attachment.name })}
                onClick={() => setDescribing(attachment)}
              >
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('remove')}>
              <IconButton
                aria-label={t('remove_named', { name: attachment.name })}
                onClick={() => setRemoving(attachment)}
              >
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </>
        )}
      </>
    ),
  };

  return (
    <Stack
      spacing={2}
      onDragOver={(event) => {
        if (!canAdd || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!canAdd) return;
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) setUploading({ file });
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t('intro', { size: UPLOAD_LIMIT_BYTES / 1024 / 1024 })}
        </Typography>
        {canAdd && (
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            onClick={() => setUploading({})}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
          >
            {t('add')}
          </Button>
        )}
      </Stack>
      {attachments.isError && <StoreProblem error={attachments.error} />}
      {download.failure && <StoreProblem error={download.error} />}
      {remove.failure && <StoreProblem error={remove.error} />}
      {canAdd && !phone && (
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            borderStyle: 'dashed',
            textAlign: 'center',
            bgcolor: dragging ? 'action.hover' : undefined,
          }}
        >
          <Typography color="text.secondary">{t('drop_here')}</Typography>
        </Paper>
      )}
      {attachments.isPending ? (
        <Skeleton variant="rounded" height={120} aria-busy="true" />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('empty')}</Typography>
        </Paper>
      ) : phone ? (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((attachment) => (
            <Paper key={attachment.code} variant="outlined" component="li" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 500 }}>{cells.name(attachment)}</Typography>
              <Box sx={{ mt: 0.5 }}>{cells.description(attachment)}</Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {fileSize(attachment.size)} · {formatDate(attachment.created_time, true)}
                {attachment.added_by && ` · ${attachment.added_by}`}
              </Typography>
              <Box sx={{ mt: 1, ml: -1 }}>{cells.actions(attachment)}</Box>
            </Paper>
          ))}
        </Stack>
      ) : (
        <DataTable
          label={t('title')}
          size="medium"
          minWidth={760}
          rows={items}
          rowKey={(attachment) => attachment.code}
          columns={[
            {
              key: 'name',
              header: t('columns.name'),
              rowHeader: true,
              sx: { wordBreak: 'break-word' },
              render: cells.name,
            },
            {
              key: 'description',
              header: t('columns.description'),
              sx: { wordBreak: 'break-word' },
              render: cells.description,
            },
            {
              key: 'size',
              header: t('columns.size'),
              sx: { whiteSpace: 'nowrap' },
              render: (attachment) => fileSize(attachment.size),
            },
            {
              key: 'added',
              header: t('columns.added'),
              render: (attachment) => (
                <>
                  <Box>{formatDate(attachment.created_time, true)}</Box>
                  {attachment.added_by && (
                    <Typography variant="body2" color="text.secondary">
                      {attachment.added_by}
                    </Typography>
                  )}
                </>
              ),
            },
            {
              key: 'actions',
              header: t('columns.actions'),
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              render: cells.actions,
            },
          ]}
        />
      )}
      {uploading && (
        <UploadDialog
          owner={owner}
          code={code}
          initialFile={uploading.file}
          onClose={() => setUploading(null)}
          onAdded={() => {
            setUploading(null);
            notify(t('added'));
          }}
        />
      )}
      {describing && (
        <DescriptionDialog
          attachment={describing}
          refresh={refresh}
          onClose={() => setDescribing(null)}
          onSaved={() => {
            setDescribing(null);
            notify(t('description_updated'));
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('remove_title')}
        message={t('remove_question', { name: removing?.name ?? '' })}
        confirmLabel={t('remove')}
        destructive
        busy={remove.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.run(removing)}
      />
    </Stack>
  );
}
