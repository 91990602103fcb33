import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, UserNamesSchema, type CurrentUser } from '@aml/shared';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
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

type Feedback = { ok: boolean; text: string } | null;
const FeedbackAlert = ({ value }: { value: Feedback }) =>
  value && <Alert severity={value.ok ? 'success' : 'error'}>{value.text}</Alert>;

export function UserDataTab({ user }: { user: CurrentUser }) {
  return (
    <Stack spacing={3}>
      <NamesForm user={user} />
      <PasswordForm />
      <ConsentsForm />
      <AccountDeletion />
    </Stack>
  );
}

function NamesForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, formState, setError, reset, getValues } = useForm({
    resolver: zodResolver(UserNamesSchema),
    values: { first_name: user.first_name, last_name: user.last_name },
    mode: 'onTouched',
  });
  const save = async () => {
    setConfirming(false);
    setFeedback(null);
    try {
      await saveNames(getValues());
      reset(getValues());
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      setFeedback({ ok: true, text: t('common:saved') });
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues }))
        setFeedback({ ok: false, text: errorText(error) });
    }
  };
  return (
    <Section title={t('names_title')}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={handleSubmit(() => setConfirming(true))}
        noValidate
      >
        <TextField label={t('email')} value={user.email} disabled fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="first_name"
            label={t('first_name')}
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="last_name"
            label={t('last_name')}
            autoComplete="family-name"
          />
        </Stack>
        <FeedbackAlert value={feedback} />
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isDirty || formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('common:save')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        onCancel={() => setConfirming(false)}
        onConfirm={save}
      />
    </Section>
  );
}

function PasswordForm() {
  const { t } = useTranslation('settings');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { control, handleSubmit, formState, setError, getValues, reset } = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      await changePassword(values);
      reset();
      setFeedback({ ok: true, text: t('password_changed') });
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues }))
        setFeedback({ ok: false, text: errorText(error) });
    }
  });
  return (
    <Section title={t('password_title')} description={t('password_description')}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate sx={{ maxWidth: 480 }}>
        <PasswordField
          control={control}
          name="current_password"
          label={t('current_password')}
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="new_password"
          label={t('new_password')}
          autoComplete="new-password"
        />
        <FeedbackAlert value={feedback} />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('change_password')}
        </Button>
      </Stack>
    </Section>
  );
}

function ConsentsForm() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const consents = useQuery(consentsQuery());
  const save = useMutation({
    mutationFn: saveConsents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.consents }),
  });
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
                disabled={!values || save.isPending}
                onChange={(event) =>
                  values &&
                  save.mutate({
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
        {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
      </Stack>
    </Section>
  );
}

function AccountDeletion() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const status = useQuery(deletionStatusQuery());
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const request = useMutation({
    mutationFn: () => requestDeletion(password),
    onSuccess: () => {
      setPassword('');
      return queryClient.invalidateQueries({ queryKey: settingsKeys.deletion });
    },
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
            disabled={!password || request.isPending}
            onClick={() => setConfirming(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('delete_action')}
          </Button>
        </Stack>
      )}
      {request.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(request.error)}
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
          request.mutate();
        }}
      />
    </Section>
  );
}
