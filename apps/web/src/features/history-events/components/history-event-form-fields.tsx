import { HISTORY_EVENT_TYPES, type Transaction } from '@aml/shared';
import { Autocomplete, Box, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { gridFields } from '../../../components/form-text-field';
import { LinkedRecordField, type LinkedRecord } from '../../../components/linked-record';
import { useAmountFormat } from '../../../lib/amounts';
import { useDebounced } from '../../../lib/use-debounced';
import { LinkedPartyField } from '../../parties';
import { transactionPickerQuery } from '../api/history-events-api';
import type { HistoryEventFormValues } from './history-event-form-values';

type Props = { control: Control<HistoryEventFormValues> };

/** The event's form: what happened and when, and the party and transaction it concerns. */
export function HistoryEventFormFields({ control }: Props) {
  const { t } = useTranslation('history-events');
  const field = gridFields(control, (name) => t(`fields.${name}`));
  return (
    <>
      <Section grid title={t('sections.event')}>
        {field('type', 4, {
          select: true,
          required: true,
          children: HISTORY_EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`types.${type}`)}
            </MenuItem>
          )),
        })}
        {field('occurred_on', 4, {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('title', 12, { required: true, slotProps: { htmlInput: { maxLength: 255 } } })}
        {field('description', 12, {
          required: true,
          multiline: true,
          minRows: 4,
          slotProps: { htmlInput: { maxLength: 5000 } },
        })}
      </Section>
      <Section grid title={t('sections.links')}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LinkedPartyField control={control} name="party" label={t('fields.party')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LinkedRecordField
            control={control}
            name="transaction"
            label={t('fields.transaction')}
            picker={(pick) => <TransactionPicker onPick={pick} />}
          />
        </Grid>
      </Section>
    </>
  );
}

/** Finds a transaction by text as the user types (POST /int/transactions/search). */
function TransactionPicker({ onPick }: { onPick: (record: LinkedRecord) => void }) {
  const { t } = useTranslation(['history-events', 'transactions', 'common']);
  const formatAmount = useAmountFormat();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), 300);
  const found = useQuery({ ...transactionPickerQuery(text), enabled: open });
  const describe = (transaction: Transaction) =>
    `${t(`transactions:types.${transaction.type}`)} ${formatAmount(transaction.amount, transaction.currency)}`;
  return (
    <Autocomplete<Transaction, false, false, false>
      sx={{ width: '100%' }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={found.data?.items ?? []}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, transaction) => {
        if (transaction) onPick({ code: transaction.code, display_name: describe(transaction) });
        setInput('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={describe}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      loading={found.isFetching}
      loadingText={t('common:picker.loading')}
      noOptionsText={
        text ? t('history-events:form.no_transactions') : t('history-events:form.type_transaction')
      }
      clearText={t('common:picker.clear')}
      openText={t('common:picker.open')}
      closeText={t('common:picker.close')}
      renderOption={({ key, ...props }, transaction) => (
        <li key={key} {...props}>
          <Box>
            <Typography>{describe(transaction)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {transaction.code}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('history-events:fields.transaction')}
          placeholder={t('history-events:form.transaction_placeholder')}
        />
      )}
    />
  );
}
