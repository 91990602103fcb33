import { CDD_KINDS, type CddKind } from '@aml/shared';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../lib/forms';

/** A required choice of another kind of measures than `except` (the current or suggested one). */
export function KindSelect<T extends FieldValues>({
  control,
  name,
  label,
  requiredText,
  except,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  requiredText: string;
  except: CddKind;
}) {
  const { t } = useTranslation('cdd');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...bindField(field)}
          select
          required
          fullWidth
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? requiredText : null}
        >
          {CDD_KINDS.filter((kind) => kind !== except).map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds_long.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A yes/no field of a form, as a labelled switch. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  disabled = false,
  size,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  size?: 'small';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              size={size}
              checked={Boolean(field.value)}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}
