import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Link, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A record another one is about (a party, a transaction), with its name to show. */
export type LinkedRecord = { code: string; display_name: string };

/**
 * A linked record's name: a link to its page under /dashboard/{path}, or plain text (in a
 * confirmation, where leaving would lose the form); `none` when nothing is linked.
 */
export function LinkedRecordName({
  record,
  path,
  none,
  plain = false,
}: {
  record: LinkedRecord | null;
  path: string;
  none: string;
  plain?: boolean;
}) {
  if (!record) return none;
  if (plain) return record.display_name;
  return (
    <Link component={RouterLink} to={`/dashboard/${path}/${record.code}`}>
      {record.display_name}
    </Link>
  );
}

/** A chosen record, with a button to unlink it. */
export function LinkedRecordCard({
  label,
  record,
  onRemove,
}: {
  label: string;
  record: LinkedRecord;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{record.display_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {record.code}
        </Typography>
      </Box>
      <Tooltip title={t('linked_record.remove')}>
        <IconButton
          onClick={onRemove}
          aria-label={t('linked_record.remove_named', { name: record.display_name })}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}

/**
 * A form's link to a record: the chosen record with a button to unlink it, or `picker` to
 * choose one.
 */
export function LinkedRecordField<T extends FieldValues>({
  control,
  name,
  label,
  picker,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  picker: (pick: (record: LinkedRecord) => void) => ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) =>
        value ? (
          <LinkedRecordCard label={label} record={value} onRemove={() => onChange(null)} />
        ) : (
          <>{picker(onChange)}</>
        )
      }
    />
  );
}
