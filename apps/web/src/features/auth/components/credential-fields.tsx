import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';

/**
 * The e-mail field of a public form, focused first (registration adds the new password's
 * field with its strength meter, NewPasswordField).
 */
export function CredentialFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      label={t('email')}
      type="email"
      autoComplete="email"
      autoFocus
    />
  );
}
