import { zodResolver } from '@hookform/resolvers/zod';
import { CreateTeamSchema, TEAM_NAME_MAX_LENGTH } from '@aml/shared';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import { createTeam, teamKeys } from '../api/teams-api';

export function TeamCreatePage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm({
    resolver: zodResolver(CreateTeamSchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const team = await createTeam(values);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      navigate(`/dashboard/teams/${team.code}`);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  });
  return (
    <>
      <PageHeader title={t('create_title')} description={t('create_description')} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField
            control={control}
            name="name"
            label={t('name')}
            autoFocus
            helperText={t('name_hint', { max: TEAM_NAME_MAX_LENGTH })}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/dashboard/teams">
              {t('common:cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {t('create_action')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
