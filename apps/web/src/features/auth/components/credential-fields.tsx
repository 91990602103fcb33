import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';

/**
 * The e-mail field of a public form, focused first, and its password field when the form
 * asks for one (`password` says which the browser should offer: the saved or a new one).
 */
export function CredentialFields<T extends FieldValues>({
  control,
  password,
}: {
  control: Control<T>;
  password?: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormTextField
        control={control}
        name={'email' as Path<T>}
        label={t('email')}
        type="email"
        autoComplete="email"
        autoFocus
      />
      {password && (
        <PasswordField
          control={control}
          name={'password' as Path<T>}
          label={t('password')}
          autoComplete={password}
        />
      )}
    </>
  );
}
