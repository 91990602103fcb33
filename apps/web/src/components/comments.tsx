import type { Comment, CommentableType } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-client';
import { useDateFormat } from '../lib/dates';
import { ConfirmDialog } from './confirm-dialog';
import {
  addComment,
  commentKeys,
  commentsQuery,
  deleteComment,
  updateComment,
} from './comments-api';

type Props = {
  entityType: CommentableType;
  entityCode: string;
  /** Called after a comment is added or deleted (e.g. to refresh the record's count). */
  onChange?: () => void;
};

const MAX_LENGTH = 5000;

/** Ctrl+Enter (or Cmd+Enter) in a comment's field sends it. */
const submitsOn = (submit: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    submit();
  }
};

/** A record's comments: the list, newest last, and a form to add one. */
export function Comments({ entityType, entityCode, onChange }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comments = useQuery(commentsQuery(entityType, entityCode));
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: commentKeys.of(entityType, entityCode) });
    onChange?.();
  };
  const add = useMutation({
    mutationFn: (body: string) => addComment(entityType, entityCode, body),
    onSuccess: async () => {
      setText('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (code: string) => deleteComment(code),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: () => setDeleting(null),
  });
  const submit = () => {
    const body = text.trim();
    if (body && !add.isPending) add.mutate(body);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section">
      <Typography variant="h2" gutterBottom>
        {t('comments.title')}
      </Typography>
      {comments.isError && <Alert severity="error">{errorText(comments.error)}</Alert>}
      {!comments.data && !comments.isError && <Skeleton variant="rounded" height={80} />}
      {comments.data &&
        (comments.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('comments.empty')}</Typography>
        ) : (
          <List aria-label={t('comments.title')} disablePadding>
            {comments.data.items.map((comment) => (
              <CommentItem
                key={comment.code}
                comment={comment}
                onDelete={() => setDeleting(comment.code)}
                onSaved={refresh}
              />
            ))}
          </List>
        ))}
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(remove.error)}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={1}
        sx={{ mt: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {add.isError && <Alert severity="error">{errorText(add.error)}</Alert>}
        <TextField
          label={t('comments.new_label')}
          helperText={t('comments.new_hint')}
          multiline
          minRows={2}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={submitsOn(submit)}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!text.trim() || add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('comments.add')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.delete_title')}
        message={t('comments.delete_question')}
        confirmLabel={t('comments.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Paper>
  );
}

/** One comment; the caller's own can be edited in place and deleted. */
function CommentItem({
  comment,
  onDelete,
  onSaved,
}: {
  comment: Comment;
  onDelete: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: string) => updateComment(comment.code, body),
    onSuccess: async () => {
      setEditing(null);
      await onSaved();
    },
  });
  const submit = () => {
    const body = editing?.trim();
    if (body && !save.isPending) save.mutate(body);
  };
  const edited = comment.updated_at !== comment.created_at;
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {comment.author ?? t('comments.unknown_author')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(comment.created_at, true)}
          {edited && ` · ${t('comments.edited')}`}
        </Typography>
      </Stack>
      {editing !== null ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
          <TextField
            label={t('comments.edit_label')}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={submitsOn(submit)}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={submit}
              disabled={!editing.trim() || save.isPending}
            >
              {t('save')}
            </Button>
            <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Typography>
          {comment.own && (
            <Box sx={{ mt: 0.5 }}>
              <Button size="small" onClick={() => setEditing(comment.body)}>
                {t('comments.edit')}
              </Button>
              <Button size="small" color="error" onClick={onDelete}>
                {t('comments.delete')}
              </Button>
            </Box>
          )}
        </>
      )}
    </ListItem>
  );
}
