import { useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ManualRateSchema } from '@aml/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { FormTextField } from '../../../components/form-text-field';
import { AdminPage } from '../../../components/admin-page';
import { ApiError, errorText } from '../../../lib/api-client';
import { resolverFor, validationText } from '../../../lib/forms';
import {
  adminKeys,
  enterRates,
  exchangeRatesQuery,
  fetchNbpRates,
  importRatesCsv,
  type FetchRatesResult,
} from '../api/admin-api';
import { CurrencyField } from '../../../components/currency-field';
import { DateInput } from '../../../components/date-input';
import { FormDateField } from '../../../components/form-date-field';

/** Today in Warsaw, YYYY-MM-DD (the day NBP's tables are dated by). */
function warsawToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** /dashboard/admin/exchange-rates: NBP rates of art. 5, for the installation's administrator. */
export function ExchangeRatesPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('rates.title')} description={t('rates.description')}>
      <FetchFromNbp />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ alignItems: 'stretch', '& > *': { flex: 1 } }}
      >
        <ManualRateForm />
        <CsvImport />
      </Stack>
      <RatesList />
    </AdminPage>
  );
}

/** The outcome of a write: how many rates were stored and transactions completed. */
function ResultAlert({ result }: { result: FetchRatesResult }) {
  const { t } = useTranslation('admin');
  return (
    <Alert severity="success">
      {t('rates.result', {
        stored: t('rates.stored', { count: result.stored }),
        completed: t('rates.completed', { count: result.completed }),
        through: result.checked_through ?? '—',
      })}
    </Alert>
  );
}

/** The error of a write; a refused CSV line is named. */
function WriteError({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (error instanceof ApiError && error.code === 'rates_import_invalid_line') {
    const field = error.fields[0];
    const line = field?.path.replace(/^line\./, '') ?? '?';
    const problem =
      field?.code === 'columns' ? t('rates.csv_columns') : validationText(field?.code);
    return <Alert severity="error">{t('rates.csv_line_error', { line, problem })}</Alert>;
  }
  return <Alert severity="error">{errorText(error)}</Alert>;
}

/** What a write of rates makes stale, EUR values shown elsewhere (the transaction form's
 * conversion) too. */
const RATE_QUERIES = [adminKeys.exchangeRates];

/** The outcome of a write: its result, or its error. */
function Outcome({
  action,
}: {
  action: { done: boolean; result?: FetchRatesResult; error: unknown };
}) {
  if (action.done && action.result) return <ResultAlert result={action.result} />;
  if (action.error) return <WriteError error={action.error} />;
  return null;
}

function FetchFromNbp() {
  const { t } = useTranslation('admin');
  const today = warsawToday();
  const [from, setFrom] = useState(() => daysBefore(today, 7));
  const [to, setTo] = useState(today);
  const fetchRates = useAction(fetchNbpRates, { refresh: RATE_QUERIES });
  const invalidRange = !from || !to || from > to;
  return (
    <Section title={t('rates.fetch_title')} description={t('rates.fetch_hint')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <DateInput label={t('rates.from')} value={from} onChange={setFrom} expect="past" />
        <DateInput
          label={t('rates.to')}
          value={to}
          onChange={setTo}
          expect="past"
          error={Boolean(from && to && from > to)}
          helperText={from && to && from > to ? t('rates.range_invalid') : undefined}
        />
        <Button
          variant="contained"
          disabled={invalidRange || fetchRates.busy}
          onClick={() => fetchRates.run({ from, to })}
          startIcon={fetchRates.busy ? <CircularProgress size={16} /> : undefined}
          sx={{ mt: 1 }}
        >
          {t('rates.fetch')}
        </Button>
      </Stack>
      <Box sx={{ mt: 2 }}>
        <Outcome action={fetchRates} />
      </Box>
    </Section>
  );
}

type RateValues = { currency: string; effective_date: string; mid: string };

function ManualRateForm() {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<RateValues | null>(null);
  const form = useForm<RateValues>({
    defaultValues: { currency: 'EUR', effective_date: warsawToday(), mid: '' },
    resolver: resolverFor<RateValues>(ManualRateSchema, (values) => ({
      ...values,
      mid: values.mid.trim().replace(',', '.'),
    })),
  });
  const enter = useAction(
    (values: RateValues) =>
      enterRates([
        {
          ...values,
          currency: values.currency.trim().toUpperCase(),
          mid: values.mid.trim().replace(',', '.'),
        },
      ]),
    {
      refresh: RATE_QUERIES,
      onDone: () => {
        setPending(null);
        form.reset({ ...form.getValues(), mid: '' });
      },
      onFailed: () => setPending(null),
    },
  );
  return (
    <Section title={t('rates.manual_title')} description={t('rates.manual_hint')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((values) => setPending(values))}
      >
        <CurrencyField
          control={form.control}
          name="currency"
          label={t('rates.currency')}
          required
        />
        <FormDateField
          control={form.control}
          name="effective_date"
          label={t('rates.effective_date')}
          required
          expect="past"
        />
        <FormTextField
          control={form.control}
          name="mid"
          required
          label={t('rates.mid')}
          placeholder="4.2710"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={enter.busy}>
            {t('rates.manual_save')}
          </Button>
        </Box>
        <Outcome action={enter} />
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('rates.confirm_title')}
        message={
          pending
            ? t('rates.confirm_message', {
                currency: pending.currency.trim().toUpperCase(),
                date: pending.effective_date,
                mid: pending.mid.trim().replace(',', '.'),
              })
            : ''
        }
        confirmLabel={t('rates.manual_save')}
        busy={enter.busy}
        onConfirm={() => pending && enter.run(pending)}
        onCancel={() => setPending(null)}
      />
    </Section>
  );
}

function CsvImport() {
  const { t } = useTranslation('admin');
  const upload = useAction(importRatesCsv, { refresh: RATE_QUERIES });
  const input = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.run(file);
  };
  return (
    <Section title={t('rates.csv_title')} description={t('rates.csv_hint')}>
      <Box
        component="pre"
        sx={{ fontSize: 12, bgcolor: 'action.hover', p: 1, borderRadius: 1, mb: 2 }}
      >
        {'currency;effective_date;mid\nEUR;2025-09-26;4,2710\nUSD;2025-09-26;3,6437'}
      </Box>
      {/* A button that opens the file chooser: a label may not take the role of a button. */}
      <Button
        variant="outlined"
        disabled={upload.busy}
        startIcon={upload.busy ? <CircularProgress size={16} /> : undefined}
        onClick={() => input.current?.click()}
      >
        {t('rates.csv_choose')}
      </Button>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={onFile} />
      <Box sx={{ mt: 2 }}>
        <Outcome action={upload} />
      </Box>
    </Section>
  );
}

function RatesList() {
  const { t } = useTranslation('admin');
  const [currency, setCurrency] = useState('');
  const filter = /^[A-Z0-9]{2,10}$/.test(currency) ? currency : '';
  const rates = useQuery(exchangeRatesQuery(filter));
  return (
    <section aria-labelledby="rates-title">
      <Typography id="rates-title" variant="h2" gutterBottom>
        {t('rates.coverage_title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('rates.coverage_hint')}
      </Typography>
      {rates.isPending && <CircularProgress size={24} aria-label={t('rates.loading')} />}
      {rates.isError && <Alert severity="error">{errorText(rates.error)}</Alert>}
      {rates.data && rates.data.coverage.length === 0 && (
        <Alert severity="info">{t('rates.no_coverage')}</Alert>
      )}
      {rates.data && rates.data.coverage.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 3 }}>
          {rates.data.coverage.map((entry) => (
            <Chip
              key={entry.currency}
              variant="outlined"
              label={t('rates.coverage_entry', {
                currency: entry.currency,
                date: entry.checked_through,
              })}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }}>
        <Typography variant="h3" sx={{ flex: 1 }}>
          {t('rates.list_title')}
        </Typography>
        <TextField
          size="small"
          label={t('rates.filter_currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value.trim().toUpperCase())}
        />
      </Stack>
      {rates.data && rates.data.items.length === 0 && (
        <Typography color="text.secondary">{t('rates.empty')}</Typography>
      )}
      {rates.data && rates.data.items.length > 0 && (
        <DataTable
          rows={rates.data.items}
          rowKey={(rate) => `${rate.currency}-${rate.effective_date}`}
          columns={[
            {
              key: 'effective_date',
              header: t('rates.effective_date'),
              sx: { whiteSpace: 'nowrap' },
              render: (rate) => rate.effective_date,
            },
            { key: 'currency', header: t('rates.currency'), render: (rate) => rate.currency },
            {
              key: 'mid',
              header: t('rates.mid'),
              align: 'right',
              sx: { fontFamily: 'monospace' },
              render: (rate) => rate.mid,
            },
            { key: 'table_no', header: t('rates.table_no'), render: (rate) => rate.table_no },
            {
              key: 'source',
              header: t('rates.source'),
              render: (rate) => (
                <Chip size="small" variant="outlined" label={t(`rates.sources.${rate.source}`)} />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
