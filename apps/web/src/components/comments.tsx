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
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-client';
import { useDateFormat } from '../lib/dates';
import { ConfirmDialog } from './confirm-dialog';
import { useAction } from './use-action';
import {
  addComment,
  commentKeys,
  commentsQuery,
  deleteComment,
  updateComment,
} from './comments-api';

export type CommentsProps = {
  entityType: CommentableType;
  entityCode: string;
  /** What else a comment added or deleted makes stale (the record's count of comments). */
  refresh?: readonly QueryKey[];
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
export function Comments({ entityType, entityCode, refresh: others = [] }: CommentsProps) {
  const { t } = useTranslation();
  const comments = useQuery(commentsQuery(entityType, entityCode));
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = [commentKeys.of(entityType, entityCode), ...others];
  const add = useAction((body: string) => addComment(entityType, entityCode, body), {
    refresh,
    onDone: () => setText(''),
  });
  const remove = useAction(deleteComment, {
    refresh,
    onDone: () => setDeleting(null),
    onFailed: () => setDeleting(null),
  });
  const submit = () => {
    const body = text.trim();
    if (body) add.run(body);
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
                refresh={refresh}
              />
            ))}
          </List>
        ))}
      {remove.failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {remove.failure}
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
        {add.failure && <Alert severity="error">{add.failure}</Alert>}
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
          disabled={!text.trim() || add.busy}
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
        busy={remove.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.run(deleting)}
      />
    </Paper>
  );
}

/** One comment; the caller's own can be edited in place and deleted (within their role's time). */
function CommentItem({
  comment,
  onDelete,
  refresh,
}: {
  comment: Comment;
  onDelete: () => void;
  refresh: readonly QueryKey[];
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const save = useAction((body: string) => updateComment(comment.code, body), {
    refresh,
    onDone: () => setEditing(null),
  });
  const submit = () => {
    const body = editing?.trim();
    if (body) save.run(body);
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
          {save.failure && <Alert severity="error">{save.failure}</Alert>}
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
            <Button variant="contained" onClick={submit} disabled={!editing.trim() || save.busy}>
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
          {comment.editable && (
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
