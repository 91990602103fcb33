import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, UserNamesSchema, type CurrentUser } from '@aml/shared';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { NewPasswordField } from '../../../components/password-strength/new-password-field';
import { RecordForm } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { currentUserQuery } from '../../../lib/session';
import {
  changePassword,
  consentsQuery,
  deletionStatusQuery,
  requestDeletion,
  saveConsents,
  saveNames,
  settingsKeys,
} from '../api/settings-api';
import { Section } from '../../../components/section';

export function UserDataTab({ user }: { user: CurrentUser }) {
  return (
    <Stack spacing={3}>
      <NamesForm user={user} />
      <PasswordForm email={user.email} />
      <ConsentsForm />
      <AccountDeletion />
    </Stack>
  );
}

function NamesForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const form = useForm({
    resolver: zodResolver(UserNamesSchema),
    values: { first_name: user.first_name, last_name: user.last_name },
    mode: 'onTouched',
  });
  return (
    <Section title={t('names_title')}>
      <RecordForm
        form={form}
        confirm={{ kind: 'save' }}
        needsChange
        spacing={2}
        save={saveNames}
        refresh={[currentUserQuery.queryKey]}
        savedNotice={t('common:saved')}
      >
        <TextField label={t('email')} value={user.email} disabled fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="first_name"
            label={t('first_name')}
            autoComplete="given-name"
          />
          <FormTextField
            control={form.control}
            name="last_name"
            label={t('last_name')}
            autoComplete="family-name"
          />
        </Stack>
      </RecordForm>
    </Section>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const form = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
    mode: 'onTouched',
  });
  return (
    <Section title={t('password_title')} description={t('password_description')}>
      <Box sx={{ maxWidth: 480 }}>
        <RecordForm
          form={form}
          confirm={{ kind: 'none' }}
          spacing={2}
          submitLabel={t('change_password')}
          save={changePassword}
          onSaved={() => form.reset({ current_password: '', new_password: '' })}
          savedNotice={t('password_changed')}
        >
          <PasswordField
            control={form.control}
            name="current_password"
            label={t('current_password')}
            autoComplete="current-password"
          />
          <NewPasswordField
            control={form.control}
            name="new_password"
            label={t('new_password')}
            userInputs={[email]}
          />
        </RecordForm>
      </Box>
    </Section>
  );
}

function ConsentsForm() {
  const { t } = useTranslation('settings');
  const consents = useQuery(consentsQuery());
  const save = useAction(saveConsents, { refresh: [settingsKeys.consents] });
  const values = consents.data;
  const keys = ['marketing_emails', 'product_news'] as const;
  return (
    <Section title={t('consents_title')}>
      <Stack>
        {keys.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={values?.[key] ?? false}
                disabled={!values || save.busy}
                onChange={(event) =>
                  values &&
                  save.run({
                    marketing_emails: values.marketing_emails,
                    product_news: values.product_news,
                    [key]: event.target.checked,
                  })
                }
              />
            }
            label={t(`consents.${key}`)}
          />
        ))}
        {save.failure && <Alert severity="error">{save.failure}</Alert>}
      </Stack>
    </Section>
  );
}

function AccountDeletion() {
  const { t } = useTranslation('settings');
  const status = useQuery(deletionStatusQuery());
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const request = useAction(() => requestDeletion(password), {
    refresh: [settingsKeys.deletion],
    onDone: () => setPassword(''),
  });
  return (
    <Section title={t('delete_title')} description={t('delete_description')}>
      {status.data?.pending ? (
        <Alert severity="info">{t('delete_pending')}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            type="password"
            label={t('current_password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            size="small"
            fullWidth
          />
          <Button
            color="error"
            variant="outlined"
            disabled={!password || request.busy}
            onClick={() => setConfirming(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('delete_action')}
          </Button>
        </Stack>
      )}
      {request.failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {request.failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        message={t('delete_confirm')}
        confirmLabel={t('delete_action')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          request.run();
        }}
      />
    </Section>
  );
}
