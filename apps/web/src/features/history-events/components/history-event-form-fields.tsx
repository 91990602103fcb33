import { HISTORY_EVENT_TYPES, type Transaction } from '@aml/shared';
import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { gridDateFields } from '../../../components/form-date-field';
import { gridFields, optionItems } from '../../../components/form-text-field';
import { LinkedRecordField, type LinkedRecord } from '../../../components/linked-record';
import { RecordPicker } from '../../../components/record-picker';
import { useAmountFormat } from '../../../lib/amounts';
import { LinkedPartyField } from '../../parties';
import { transactionPickerQuery } from '../api/history-events-api';
import type { HistoryEventFormValues } from './history-event-form-values';

type Props = { control: Control<HistoryEventFormValues> };

/** The event's form: what happened and when, and the party and transaction it concerns. */
export function HistoryEventFormFields({ control }: Props) {
  const { t } = useTranslation('history-events');
  const field = gridFields(control, (name) => t(`fields.${name}`));
  const dateField = gridDateFields(control, (name) => t(`fields.${name}`));
  return (
    <>
      <Section grid title={t('sections.event')}>
        {field('type', 4, {
          select: true,
          required: true,
          children: optionItems(HISTORY_EVENT_TYPES, (type) => t(`types.${type}`)),
        })}
        {dateField('occurred_on', 4, { required: true, expect: 'past' })}
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
  const { t } = useTranslation(['history-events', 'transactions']);
  const formatAmount = useAmountFormat();
  const describe = (transaction: Transaction) =>
    `${t(`transactions:types.${transaction.type}`)} ${formatAmount(transaction.amount, transaction.currency)}`;
  return (
    <RecordPicker
      search={transactionPickerQuery}
      onPick={(transaction) =>
        onPick({ code: transaction.code, display_name: describe(transaction) })
      }
      name={describe}
      detail={(transaction) => transaction.code}
      label={t('history-events:fields.transaction')}
      placeholder={t('history-events:form.transaction_placeholder')}
      noMatches={t('history-events:form.no_transactions')}
      typeToSearch={t('history-events:form.type_transaction')}
    />
  );
}
