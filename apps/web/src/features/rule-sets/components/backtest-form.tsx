import { CreateBacktestSchema, type Backtest, type RuleSetDetail } from '@aml/shared';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { warsawToday } from '../../../lib/dates';
import { resolverFor } from '../../../lib/forms';
import { useAction } from '../../../components/use-action';
import { backtestKeys, startBacktest } from '../api/backtests-api';
import { useRuleSetErrorText } from './use-error-text';
import { useRuleSetLabels } from './use-labels';
import { useVersionOptions } from './rule-set-header';

type BacktestValues = { version: number; booked_from: string; booked_to: string };

/** A day some months before another (YYYY-MM-DD), the day of the month kept where it can be. */
function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The shared schema's checks, with an empty date named as missing rather than invalid. */
const schemaResolver = resolverFor<BacktestValues>(CreateBacktestSchema, (values) => ({
  version: values.version,
  booked_from: values.booked_from,
  booked_to: values.booked_to,
}));
const resolver: Resolver<BacktestValues> = async (values, context, options) => {
  const missing = (['booked_from', 'booked_to'] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    return {
      values: {},
      errors: Object.fromEntries(
        missing.map((name) => [name, { type: 'required', message: 'required' }]),
      ),
    };
  }
  return schemaResolver(values, context, options);
};

/**
 * Starts a back-test (team administrators): the version to run, current unless another is
 * chosen, and the days the transactions were booked on, from ≤ to.
 */
export function BacktestForm({
  ruleSet,
  onStarted,
}: {
  ruleSet: RuleSetDetail;
  onStarted: (backtest: Backtest) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const errorText = useRuleSetErrorText();
  const queryClient = useQueryClient();
  const today = warsawToday();
  const form = useForm<BacktestValues>({
    resolver,
    defaultValues: {
      version: ruleSet.shown_version,
      booked_from: monthsBefore(today, 3),
      booked_to: today,
    },
    mode: 'onTouched',
  });
  const { control, handleSubmit } = form;
  const start = useAction(
    (values: BacktestValues) =>
      startBacktest(ruleSet.code, {
        // Left out, the set's current version runs.
        ...(values.version === ruleSet.version ? {} : { version: values.version }),
        booked_from: values.booked_from,
        booked_to: values.booked_to,
      }),
    {
      refresh: [backtestKeys.list(ruleSet.code)],
      fields: form,
      describe: errorText,
      onDone: (backtest) => {
        queryClient.setQueryData(backtestKeys.detail(backtest.code), backtest);
        onStarted(backtest);
      },
    },
  );
  const versions = useVersionOptions(ruleSet);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('backtest.form.title')}
      onSubmit={handleSubmit(start.run)}
    >
      {start.failure && (
        <Alert severity="error" onClose={start.dismiss}>
          {start.failure}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Controller
          control={control}
          name="version"
          render={({ field }) => (
            <TextField
              {...field}
              select
              size="small"
              label={t('backtest.form.version')}
              helperText={t('backtest.form.version_hint')}
              onChange={(event) => field.onChange(Number(event.target.value))}
              sx={{ minWidth: { md: 260 } }}
            >
              {versions.map(({ version, label }) => (
                <MenuItem key={version} value={version}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {(['booked_from', 'booked_to'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="date"
                size="small"
                required
                label={t(`backtest.form.${name}`)}
                error={Boolean(fieldState.error)}
                helperText={labels.errorText(fieldState.error?.message) ?? ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '2099-12-31' } }}
              />
            )}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          disabled={start.busy}
          sx={{ alignSelf: { xs: 'flex-start', md: 'flex-start' }, whiteSpace: 'nowrap' }}
        >
          {start.busy ? t('backtest.form.starting') : t('backtest.form.start')}
        </Button>
      </Stack>
    </Stack>
  );
}
