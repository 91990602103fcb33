import { CreateTeamSchema, TEAM_NAME_MAX_LENGTH } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { FormPage, RecordForm } from '../../../components/record-form';
import { createTeam, teamKeys } from '../api/teams-api';

/** /dashboard/teams/create: a new team, named; its creator is its administrator. */
export function TeamCreatePage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(CreateTeamSchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  return (
    <FormPage title={t('create_title')} description={t('create_description')}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <RecordForm
          form={form}
          confirm={{ kind: 'none' }}
          spacing={2}
          submitLabel={t('create_action')}
          save={createTeam}
          refresh={[teamKeys.all]}
          onSaved={(team) => navigate(`/dashboard/teams/${team.code}`)}
          cancelTo="/dashboard/teams"
        >
          <FormTextField
            control={form.control}
            name="name"
            label={t('name')}
            autoFocus
            helperText={t('name_hint', { max: TEAM_NAME_MAX_LENGTH })}
          />
        </RecordForm>
      </Paper>
    </FormPage>
  );
}
