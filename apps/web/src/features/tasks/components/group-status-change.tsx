import { TASK_STATUSES, type TaskStatus } from '@aml/shared';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeTasksStatus, refreshTasks } from '../api/tasks-api';

type Props = {
  codes: string[];
  onChanged: (count: number) => void;
  onFailed: (error: unknown) => void;
};

/** Moves the selected tasks to one status; the API refuses all of them if one may not move. */
export function GroupStatusChange({ codes, onChanged, onFailed }: Props) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TaskStatus | ''>('');
  const change = useMutation({
    mutationFn: (to: TaskStatus) => changeTasksStatus(codes, to),
    onSuccess: async () => {
      await refreshTasks(queryClient);
      onChanged(codes.length);
      setStatus('');
    },
    onError: onFailed,
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
        disabled={!status || change.isPending}
        onClick={() => status && change.mutate(status)}
      >
        {t('list.status_apply')}
      </Button>
    </Stack>
  );
}
