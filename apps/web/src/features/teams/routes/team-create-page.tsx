import { CreateTeamSchema, TEAM_NAME_MAX_LENGTH } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { FormPage, RecordForm } from '../../../components/record-form';
import { clearClientState } from '../../../lib/session';
import { changeTeam, createTeam, teamKeys } from '../api/teams-api';

/**
 * /dashboard/teams/create: a new team, named; its creator is its administrator, and works in it
 * at once (spec section 4: the whole client cache is cleared on a change of team).
 */
export function TeamCreatePage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
          save={async (values) => {
            const team = await createTeam(values);
            await changeTeam(team.code);
            return team;
          }}
          refresh={[teamKeys.all]}
          onSaved={async (team) => {
            await clearClientState(queryClient);
            navigate(`/dashboard/teams/${team.code}`);
          }}
          cancelTo="/dashboard/teams"
        >
          <FormTextField
            control={form.control}
            name="name"
            label={t('name')}
            required
            autoFocus
            helperText={t('name_hint', { max: TEAM_NAME_MAX_LENGTH })}
          />
        </RecordForm>
      </Paper>
    </FormPage>
  );
}
