import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

export type PasswordInputProps = Omit<
  OutlinedFieldProps,
  'type' | 'endAdornment' | 'helperText' | 'helperRole' | 'onKeyDown' | 'onKeyUp'
> & { autoComplete: 'current-password' | 'new-password' };

/**
 * A password field with show/hide and a Caps Lock warning (spec section 5), not bound to a
 * form library: the login page keeps its own values; PasswordField binds it to a form.
 */
export function PasswordInput({ error, ...field }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const watchCaps = (event: KeyboardEvent) =>
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  return (
    <OutlinedField
      {...field}
      type={visible ? 'text' : 'password'}
      onKeyDown={watchCaps}
      onKeyUp={watchCaps}
      error={error}
      helperText={capsLock ? t('caps_lock_on') : undefined}
      helperRole={capsLock && !error ? 'status' : undefined}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('hide_password') : t('show_password')}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
