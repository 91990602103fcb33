import { RenameTeamSchema } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { RecordForm } from '../../../components/record-form';
import { Section } from '../../../components/section';
import { currentUserQuery } from '../../../lib/session';
import { renameCurrentTeam, teamKeys } from '../api/teams-api';

/** The current team's name, changed by its administrator. */
export function RenameTeam({ name }: { name: string }) {
  const { t } = useTranslation('teams');
  const form = useForm({
    resolver: zodResolver(RenameTeamSchema),
    values: { name },
    mode: 'onTouched',
  });
  return (
    <Section title={t('rename_title')}>
      <RecordForm
        form={form}
        confirm={{ kind: 'none' }}
        needsChange
        spacing={2}
        save={(values) => renameCurrentTeam(values.name)}
        refresh={[teamKeys.all, currentUserQuery.queryKey]}
        savedNotice={t('common:saved')}
      >
        <FormTextField control={form.control} name="name" label={t('name')} size="small" required />
      </RecordForm>
    </Section>
  );
}
