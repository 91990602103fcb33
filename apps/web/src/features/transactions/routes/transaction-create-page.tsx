import type { CreateTransactionInput } from '@aml/shared';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CreatePage } from '../../../components/record-form';
import { createTransaction, transactionKeys } from '../api/transactions-api';
import { EurPreview } from '../components/eur-preview';
import { TransactionDataView } from '../components/transaction-data-view';
import { TransactionFormFields } from '../components/transaction-form-fields';
import {
  emptyTransactionValues,
  transactionFormResolver,
  valuesToInput,
  type TransactionFormValues,
} from '../components/transaction-form-values';

/** /dashboard/transactions/create: the form, then the confirm-creation step. */
export function TransactionCreatePage() {
  return (
    <CreatePage
      namespace={['transactions', 'parties']}
      listPath="/dashboard/transactions"
      resolver={transactionFormResolver}
      defaults={emptyTransactionValues()}
      fields={(control) => <TransactionFormFields control={control} />}
      summary={(values) => <Summary values={values} />}
      save={(values, key) =>
        createTransaction(valuesToInput(values) as CreateTransactionInput, key)
      }
      refresh={[transactionKeys.all]}
      pathOf={(transaction) => `/dashboard/transactions/${transaction.code}`}
    />
  );
}

/** What will be saved, and its EUR value on the day it was booked. */
function Summary({ values }: { values: TransactionFormValues }) {
  const { t } = useTranslation('transactions');
  const input = valuesToInput(values);
  return (
    <Stack spacing={2}>
      <TransactionDataView
        transaction={{
          ...values,
          amount: String(input.amount),
          currency: String(input.currency),
          booked_at: String(input.booked_at),
        }}
      />
      <Box>
        <Typography variant="h3" component="h3" gutterBottom>
          {t('sections.eur')}
        </Typography>
        <EurPreview amount={values.amount} currency={values.currency} bookedAt={values.booked_at} />
      </Box>
    </Stack>
  );
}
