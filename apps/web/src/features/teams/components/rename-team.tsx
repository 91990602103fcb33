import { zodResolver } from '@hookform/resolvers/zod';
import { RenameTeamSchema } from '@aml/shared';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import { renameCurrentTeam } from '../api/teams-api';

export function RenameTeam({
  name,
  onRenamed,
}: {
  name: string;
  onRenamed: () => Promise<unknown>;
}) {
  const { t } = useTranslation('teams');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, formState, setError, getValues, reset } = useForm({
    resolver: zodResolver(RenameTeamSchema),
    values: { name },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await renameCurrentTeam(values.name);
      await onRenamed();
      reset(values);
      setMessage({ ok: true, text: t('common:saved') });
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues }))
        setMessage({ ok: false, text: errorText(error) });
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h3" gutterBottom>
        {t('rename_title')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={onSubmit}
        noValidate
        sx={{ pt: 1 }}
      >
        <FormTextField control={control} name="name" label={t('name')} size="small" />
        <Button
          type="submit"
          variant="outlined"
          disabled={formState.isSubmitting || !formState.isDirty}
          sx={{ flexShrink: 0 }}
        >
          {t('common:save')}
        </Button>
      </Stack>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}
