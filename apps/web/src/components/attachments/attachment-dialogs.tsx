import { attachmentDescriptionField, UPLOAD_LIMIT_BYTES, type Attachment } from '@aml/shared';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileTooLargeError } from '../../lib/api-client';
import { useFileSize } from '../../lib/file-size';
import { resolverFor } from '../../lib/forms';
import { FormTextField } from '../form-text-field';
import { DialogForm, FormDialog } from '../record-form';
import { useAction } from '../use-action';
import {
  attachmentKeys,
  describeAttachment,
  uploadAttachment,
  type AttachmentOwner,
} from './attachments-api';

type DescriptionValues = { description: string };

/** An attachment's description: a few lines, at most 255 characters. */
function DescriptionField({
  control,
  autoFocus,
}: {
  control: Control<DescriptionValues>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('attachments');
  return (
    <FormTextField
      control={control}
      name="description"
      label={t('columns.description')}
      multiline
      minRows={2}
      autoFocus={autoFocus}
      helperText={t('description_hint')}
    />
  );
}
const descriptionResolver = resolverFor<DescriptionValues>(
  z.object({ description: attachmentDescriptionField }),
  (values) => values,
);

/**
 * Adds a file: chosen here or dropped on the tab, with a description, sent with its progress.
 * A file over the limit is refused before anything is sent, naming the limit.
 */
export function UploadDialog({
  owner,
  code,
  initialFile,
  onClose,
  onAdded,
}: {
  owner: AttachmentOwner;
  code: string;
  initialFile?: File;
  onClose: () => void;
  onAdded: (attachment: Attachment) => void;
}) {
  const { t } = useTranslation('attachments');
  const fileSize = useFileSize();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(initialFile);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(0);
  const form = useForm<DescriptionValues>({
    resolver: descriptionResolver,
    defaultValues: { description: '' },
    mode: 'onTouched',
  });
  const upload = useAction(
    (values: DescriptionValues & { file: File }) =>
      uploadAttachment(owner, code, values.file, values.description, setSent),
    { refresh: [attachmentKeys.of(owner, code)], fields: form, onDone: onAdded },
  );
  const tooLarge = file !== undefined && file.size > UPLOAD_LIMIT_BYTES;
  const limitText = new FileTooLargeError().message;

  return (
    <FormDialog open onClose={upload.busy ? () => {} : onClose} title={t('add')}>
      <DialogForm
        onSubmit={form.handleSubmit((values) => {
          if (!file) return setMissing(true);
          if (tooLarge) return;
          setSent(0);
          upload.run({ ...values, file });
        })}
        // An upload under way is not abandoned half-sent: the dialog waits for its answer.
        onCancel={upload.busy ? () => {} : onClose}
        busy={upload.busy}
        failure={upload.failure}
        submitLabel={t('add_submit')}
      >
        <Stack spacing={2}>
          <input
            ref={input}
            type="file"
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) {
                setFile(chosen);
                setMissing(false);
              }
            }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              disabled={upload.busy}
            >
              {file ? t('choose_other') : t('choose')}
            </Button>
            <Typography
              sx={{ wordBreak: 'break-word', minWidth: 0, flex: 1 }}
              color={file ? 'text.primary' : 'text.secondary'}
              aria-live="polite"
            >
              {file ? `${file.name} (${fileSize(file.size)})` : t('no_file')}
            </Typography>
          </Stack>
          {missing && (
            <Typography color="error" role="alert">
              {t('file_not_selected')}
            </Typography>
          )}
          {tooLarge && (
            <Typography color="error" role="alert">
              {limitText}
            </Typography>
          )}
          <DescriptionField control={form.control} />
          {upload.busy && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={Math.round(sent * 100)}
                aria-label={t('uploading', { percent: Math.round(sent * 100) })}
              />
              <Typography variant="body2" color="text.secondary">
                {t('uploading', { percent: Math.round(sent * 100) })}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogForm>
    </FormDialog>
  );
}

/** Changes an attachment's description (at most 255 characters). */
export function DescriptionDialog({
  attachment,
  refresh,
  onClose,
  onSaved,
}: {
  attachment: Attachment;
  refresh: readonly QueryKey[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('attachments');
  const form = useForm<DescriptionValues>({
    resolver: descriptionResolver,
    defaultValues: { description: attachment.description },
    mode: 'onTouched',
  });
  const save = useAction(
    (values: DescriptionValues) => describeAttachment(attachment.code, values.description),
    { refresh, fields: form, onDone: onSaved },
  );
  return (
    <FormDialog open onClose={onClose} title={t('edit_description')}>
      <DialogForm
        onSubmit={form.handleSubmit((values) => save.run(values))}
        onCancel={onClose}
        busy={save.busy}
        failure={save.failure}
        submitLabel={t('common:save')}
      >
        <Typography sx={{ mb: 2, wordBreak: 'break-word' }}>{attachment.name}</Typography>
        <DescriptionField control={form.control} autoFocus />
      </DialogForm>
    </FormDialog>
  );
}
