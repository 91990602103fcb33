import { partyDisplayName, type Transaction } from '@aml/shared';
import { FormHelperText, Grid, Stack, Typography } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinkedRecordCard, type LinkedRecord } from '../../../components/linked-record';
import { RecordPicker } from '../../../components/record-picker';
import { useAmountFormat } from '../../../lib/amounts';
import { useDateFormat } from '../../../lib/dates';
import { validationText } from '../../../lib/forms';
import { PartyPicker } from '../../parties';
import { transactionPickerQuery } from '../api/giif-notifications-api';
import type { NotificationFormValues } from './notification-form-values';

type Props = { control: Control<NotificationFormValues> };

/** Finds a transaction by its description, its parties or its code as the user types. */
function TransactionPicker({
  exclude,
  onPick,
}: {
  exclude: string[];
  onPick: (record: LinkedRecord) => void;
}) {
  const { t } = useTranslation(['giif-notifications', 'transactions']);
  const formatAmount = useAmountFormat();
  const formatDate = useDateFormat();
  const name = (transaction: Transaction) =>
    `${t(`transactions:types.${transaction.type}`)} ${formatAmount(
      transaction.amount,
      transaction.currency,
    )}`;
  return (
    <RecordPicker
      search={transactionPickerQuery}
      exclude={exclude}
      onPick={(transaction: Transaction) =>
        onPick({ code: transaction.code, display_name: name(transaction) })
      }
      name={name}
      detail={(transaction: Transaction) =>
        [
          formatDate(transaction.booked_at, true),
          transaction.parties.map((p) => p.display_name).join(', '),
          transaction.code,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      label={t('form.find_transaction')}
      placeholder={t('form.find_transaction_placeholder')}
      noMatches={t('form.no_transactions')}
      typeToSearch={t('form.type_to_search')}
    />
  );
}

/**
 * The parties and transactions the notification concerns: the ones chosen, each with a button
 * to take it off, and a picker for more of each. Opened from an alert, party or transaction,
 * they start chosen.
 */
export function SubjectsField({ control }: Props) {
  const { t } = useTranslation('giif-notifications');
  const alert = useWatch({ control, name: 'alert' });
  return (
    <Grid container spacing={2}>
      {(['parties', 'transactions'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name={name}
            render={({ field: { value, onChange }, fieldState }) => (
              <Stack spacing={1}>
                <Typography variant="subtitle1" component="h3">
                  {t(`form.${name}`)}
                </Typography>
                {value.map((record) => (
                  <LinkedRecordCard
                    key={record.code}
                    label={t(`form.${name === 'parties' ? 'party' : 'transaction'}`)}
                    record={record}
                    onRemove={() => onChange(value.filter((r) => r.code !== record.code))}
                  />
                ))}
                {name === 'parties' ? (
                  <PartyPicker
                    exclude={value.map((r) => r.code)}
                    label={t('form.find_party')}
                    onPick={(party) =>
                      onChange([
                        ...value,
                        { code: party.code, display_name: partyDisplayName(party) },
                      ])
                    }
                  />
                ) : (
                  <TransactionPicker
                    exclude={value.map((r) => r.code)}
                    onPick={(record) => onChange([...value, record])}
                  />
                )}
                {fieldState.error && (
                  <FormHelperText error>
                    {fieldState.error.message === 'required'
                      ? t('form.subjects_required')
                      : validationText(fieldState.error.message)}
                  </FormHelperText>
                )}
              </Stack>
            )}
          />
        </Grid>
      ))}
      {alert && (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            {t('form.from_alert', { title: alert.display_name })}
          </Typography>
        </Grid>
      )}
    </Grid>
  );
}
