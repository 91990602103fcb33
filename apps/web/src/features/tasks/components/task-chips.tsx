import type { TaskPriority, TaskStatus } from '@aml/shared';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Color = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

const STATUS_COLORS: Record<TaskStatus, Color> = {
  new: 'info',
  in_progress: 'primary',
  done: 'success',
  canceled: 'default',
};

const PRIORITY_COLORS: Record<TaskPriority, Color> = {
  low: 'default',
  normal: 'info',
  high: 'warning',
  urgent: 'error',
};

/** The task's status as a chip with its name (UI-PATTERNS.md: never colour alone). */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('tasks');
  return <Chip size="small" color={STATUS_COLORS[status]} label={t(`statuses.${status}`)} />;
}

export function TaskPriorityChip({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('tasks');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PRIORITY_COLORS[priority]}
      label={t(`priorities.${priority}`)}
    />
  );
}
