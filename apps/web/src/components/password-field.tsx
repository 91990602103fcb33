import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField, validationText } from '../lib/forms';

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
};

/** A password field with show/hide and a Caps Lock warning (spec section 5). */
export function PasswordField<T extends FieldValues>({
  name,
  control,
  label,
  autoComplete,
  autoFocus,
}: Props<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const watchCaps = (event: KeyboardEvent) =>
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...bindField(field)}
          value={field.value ?? ''}
          label={label}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          fullWidth
          onKeyDown={watchCaps}
          onKeyUp={watchCaps}
          error={Boolean(fieldState.error)}
          helperText={
            validationText(fieldState.error?.message) ?? (capsLock ? t('caps_lock_on') : undefined)
          }
          slotProps={{
            formHelperText: { role: capsLock && !fieldState.error ? 'status' : undefined },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={visible ? t('hide_password') : t('show_password')}
                    onClick={() => setVisible((v) => !v)}
                    edge="end"
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
