import { TASK_PRIORITIES } from '@aml/shared';
import { Chip, Grid, Stack } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { gridDateFields } from '../../../components/form-date-field';
import { gridFields, optionItems } from '../../../components/form-text-field';
import { LinkedPartyField } from '../../parties';
import { MemberPicker, useTeamMembers } from '../../teams';
import { validationText } from '../../../lib/forms';
import type { TaskFormValues } from './task-form-values';

type Props = { control: Control<TaskFormValues> };

/** The task's form: what to do, how urgent, by when and by whom, and what it is about. */
export function TaskFormFields({ control }: Props) {
  const { t } = useTranslation('tasks');
  const members = useTeamMembers();
  const field = gridFields(control, (name) => t(`fields.${name}`));
  const dateField = gridDateFields(control, (name) => t(`fields.${name}`));
  return (
    <>
      <Section grid title={t('sections.task')}>
        {field('title', 12, { required: true, slotProps: { htmlInput: { maxLength: 255 } } })}
        {field('description', 12, {
          multiline: true,
          minRows: 4,
          slotProps: { htmlInput: { maxLength: 5000 } },
        })}
        {field('priority', 4, {
          select: true,
          children: optionItems(TASK_PRIORITIES, (priority) => t(`priorities.${priority}`)),
        })}
        {dateField('due_date', 4, { expect: 'future' })}
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name="assignee"
            render={({ field: { value, onChange }, fieldState }) => (
              <MemberPicker
                label={t('fields.assignee')}
                value={value?.code ?? ''}
                onChange={(code) => {
                  const member = members.find((item) => item.code === code);
                  onChange(code ? { code, email: member?.email ?? code } : null);
                }}
                error={Boolean(fieldState.error)}
                helperText={validationText(fieldState.error?.message)}
              />
            )}
          />
        </Grid>
      </Section>
      <Section grid title={t('sections.links')}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LinkedPartyField control={control} name="party" label={t('fields.party')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* A transaction or alert comes with the page the task was started from: it can
              only be removed here, not chosen. */}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(['transaction', 'alert'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field: { value, onChange } }) =>
                  value ? (
                    <Chip
                      label={t('form.linked', {
                        field: t(`fields.${name}`),
                        name: value.display_name,
                      })}
                      onDelete={() => onChange(null)}
                    />
                  ) : (
                    <></>
                  )
                }
              />
            ))}
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
