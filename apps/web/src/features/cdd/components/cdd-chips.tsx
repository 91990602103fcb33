import type { CddKind, CddMeasureStatus, CddStatus } from '@aml/shared';
import { ValueChip, type ChipColours } from '../../../components/value-chip';

const STATUS_COLOURS: ChipColours<CddStatus> = {
  in_progress: 'primary',
  completed: 'success',
  refused: 'error',
  cancelled: 'default',
};

const KIND_COLOURS: ChipColours<CddKind> = {
  simplified: 'info',
  standard: 'default',
  enhanced: 'warning',
};

const MEASURE_COLOURS: ChipColours<CddMeasureStatus> = {
  pending: 'default',
  done: 'success',
  not_applicable: 'info',
  failed: 'error',
};

/** The execution's status as a chip with its name (UI-PATTERNS.md: never colour alone). */
export function CddStatusChip({ status }: { status: CddStatus }) {
  return <ValueChip value={status} colours={STATUS_COLOURS} text="cdd:statuses" />;
}

/** Simplified, standard or enhanced measures, outlined beside the status. */
export function CddKindChip({ kind }: { kind: CddKind }) {
  return <ValueChip value={kind} colours={KIND_COLOURS} text="cdd:kinds" outlined />;
}

export function MeasureStatusChip({ status }: { status: CddMeasureStatus }) {
  return <ValueChip value={status} colours={MEASURE_COLOURS} text="cdd:measure_statuses" />;
}
