import { CreateRuleSetSchema, type CreateRuleSet } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText, Grid, MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { CreatePage } from '../../../components/record-form';
import { Section } from '../../../components/section';
import { RULE_SET_QUERIES, createRuleSet, ruleSetListQuery } from '../api/rule-sets-api';
import { useRuleSetErrorText } from '../components/use-error-text';

/** The select's value for "a copy of the default rule set" (no copy_from sent). */
const DEFAULT_SET = 'default';

const FormSchema = z.object({ name: CreateRuleSetSchema.shape.name, copy_from: z.string() });
type Values = z.infer<typeof FormSchema>;

/** /dashboard/rule-sets/create: a new set, a copy of one of the team's sets or of the default. */
export function RuleSetCreatePage() {
  const { t } = useTranslation('rule-sets');
  const [params] = useSearchParams();
  const sets = useQuery(ruleSetListQuery());
  const errorText = useRuleSetErrorText();
  const toInput = (values: Values): CreateRuleSet =>
    values.copy_from === DEFAULT_SET
      ? { name: values.name.trim() }
      : { name: values.name.trim(), copy_from: values.copy_from };
  const sourceName = (input: CreateRuleSet) =>
    sets.data?.items.find((set) => set.code === input.copy_from)?.name ?? t('create.default_set');

  return (
    <CreatePage
      namespace="rule-sets"
      listPath="/dashboard/rule-sets"
      resolver={zodResolver(FormSchema)}
      defaults={{ name: '', copy_from: params.get('copy_from') ?? DEFAULT_SET }}
      summary={(values) => {
        const input = toInput(values);
        return (
          <DialogContentText>
            {t('create.confirm_question', { name: input.name, source: sourceName(input) })}
          </DialogContentText>
        );
      }}
      confirmTitle={t('create.confirm_title')}
      save={(values) => createRuleSet(toInput(values))}
      refresh={RULE_SET_QUERIES}
      describe={errorText}
      pathOf={(created) => `/dashboard/rule-sets/${created.code}`}
      fields={(control) => (
        <Section grid title={t('create.section')}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="name" label={t('create.name')} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="copy_from"
              label={t('create.copy_from')}
              select
              helperText={t('create.copy_from_hint')}
            >
              <MenuItem value={DEFAULT_SET}>{t('create.default_set')}</MenuItem>
              {(sets.data?.items ?? []).map((set) => (
                <MenuItem key={set.code} value={set.code}>
                  {set.name}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        </Section>
      )}
    />
  );
}
