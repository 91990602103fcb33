import type { TaskPriority, TaskStatus } from '@aml/shared';
import { ValueChip, type ChipColours } from '../../../components/value-chip';

const STATUS_COLORS: ChipColours<TaskStatus> = {
  new: 'info',
  in_progress: 'primary',
  done: 'success',
  canceled: 'default',
};

const PRIORITY_COLORS: ChipColours<TaskPriority> = {
  low: 'default',
  normal: 'info',
  high: 'warning',
  urgent: 'error',
};

/** The task's status as a chip with its name (UI-PATTERNS.md: never colour alone). */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  return <ValueChip value={status} colours={STATUS_COLORS} text="tasks:statuses" />;
}

export function TaskPriorityChip({ priority }: { priority: TaskPriority }) {
  return <ValueChip value={priority} colours={PRIORITY_COLORS} text="tasks:priorities" outlined />;
}
