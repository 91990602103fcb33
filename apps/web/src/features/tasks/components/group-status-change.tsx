import { TASK_STATUSES, type TaskStatus } from '@aml/shared';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '../../../components/record-grid';
import { useAction } from '../../../components/use-action';
import { TASK_QUERIES, changeTasksStatus } from '../api/tasks-api';

/** Moves the selected tasks to one status; the API refuses all of them if one may not move. */
export function GroupStatusChange({ selection }: { selection: Selection }) {
  const { t } = useTranslation('tasks');
  const [status, setStatus] = useState<TaskStatus | ''>('');
  const change = useAction((to: TaskStatus) => changeTasksStatus(selection.codes, to), {
    refresh: TASK_QUERIES,
    onDone: () => {
      selection.done(t('list.status_changed', { count: selection.codes.length }));
      setStatus('');
    },
    onFailed: selection.failed,
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('list.status_label')}
        value={status}
        onChange={(event) => setStatus(event.target.value as TaskStatus)}
        sx={{ minWidth: 180 }}
      >
        {TASK_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!status || change.busy}
        onClick={() => status && change.run(status)}
      >
        {t('list.status_apply')}
      </Button>
    </Stack>
  );
}
