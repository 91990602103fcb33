import { CreateRuleSetSchema, type CreateRuleSet } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, MenuItem, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Section } from '../../../components/section';
import { FormTextField } from '../../../components/form-text-field';
import { PageHeader } from '../../../components/page-header';
import { applyFieldErrors } from '../../../lib/forms';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { createRuleSet, ruleSetListQuery, useRefreshRuleSets } from '../api/rule-sets-api';
import { useRuleSetErrorText } from '../components/use-error-text';

/** The select's value for "a copy of the default rule set" (no copy_from sent). */
const DEFAULT_SET = 'default';

const FormSchema = z.object({ name: CreateRuleSetSchema.shape.name, copy_from: z.string() });
type Values = z.infer<typeof FormSchema>;

/** /dashboard/rule-sets/create: a new set, a copy of one of the team's sets or of the default. */
export function RuleSetCreatePage() {
  const { t } = useTranslation('rule-sets');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sets = useQuery(ruleSetListQuery());
  const refresh = useRefreshRuleSets();
  const errorText = useRuleSetErrorText();
  const [confirming, setConfirming] = useState<CreateRuleSet | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<Values>({
    defaultValues: { name: '', copy_from: params.get('copy_from') ?? DEFAULT_SET },
    resolver: zodResolver(FormSchema),
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty && !busy);

  const toInput = (values: Values): CreateRuleSet =>
    values.copy_from === DEFAULT_SET
      ? { name: values.name.trim() }
      : { name: values.name.trim(), copy_from: values.copy_from };
  const sourceName = (input: CreateRuleSet) =>
    sets.data?.items.find((set) => set.code === input.copy_from)?.name ?? t('create.default_set');

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const created = await createRuleSet(confirming!);
      await refresh();
      navigate(`/dashboard/rule-sets/${created.code}`, { state: { created: true } });
    } catch (error) {
      setConfirming(null);
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={handleSubmit((values) => setConfirming(toInput(values)))}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
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
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('create.submit')}
          </Button>
          <Button component={RouterLink} to="/dashboard/rule-sets" size="large">
            {t('common:cancel')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('create.confirm_title')}
        message={
          confirming
            ? t('create.confirm_question', {
                name: confirming.name,
                source: sourceName(confirming),
              })
            : ''
        }
        confirmLabel={t('create.confirm')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void create()}
      />
    </>
  );
}
