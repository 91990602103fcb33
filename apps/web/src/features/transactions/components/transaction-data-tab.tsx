import type { Transaction } from '@aml/shared';
import { Alert, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EditInPlace } from '../../../components/detail-page';
import { RecordForm } from '../../../components/record-form';
import { errorText } from '../../../lib/api-client';
import { transactionKeys, transactionQuery, updateTransaction } from '../api/transactions-api';
import { GiifReportNotice } from './giif-report';
import { TransactionDataView } from './transaction-data-view';
import { TransactionFormFields } from './transaction-form-fields';
import {
  transactionFormResolver,
  transactionToValues,
  valuesToInput,
  type TransactionFormValues,
} from './transaction-form-values';

type Props = { code: string; whyNot: string; onSaved: () => void };

/** The data tab: the transaction's fields, and the same form as creation for editing them. */
export function TransactionDataTab({ code, whyNot, onSaved }: Props) {
  const transaction = useQuery(transactionQuery(code));
  if (transaction.isError) return <Alert severity="error">{errorText(transaction.error)}</Alert>;
  if (!transaction.data) return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  const data = transaction.data;
  return (
    <EditInPlace
      view={
        <Stack spacing={2}>
          {data.giif_report && <GiifReportNotice mark={data.giif_report} />}
          <TransactionDataView transaction={data} />
        </Stack>
      }
      form={(done) => <EditForm transaction={data} done={done} />}
      whyNot={whyNot}
      onSaved={onSaved}
    />
  );
}

/** Edits the transaction; `done` says whether it was saved. */
function EditForm({
  transaction,
  done,
}: {
  transaction: Transaction;
  done: (saved: boolean) => void;
}) {
  const form = useForm<TransactionFormValues>({
    resolver: transactionFormResolver,
    defaultValues: transactionToValues(transaction),
    mode: 'onTouched',
  });
  return (
    <RecordForm
      form={form}
      confirm={{ kind: 'save' }}
      needsChange
      save={(values) =>
        updateTransaction({ ...valuesToInput(values, true), code: transaction.code })
      }
      refresh={[transactionKeys.all]}
      onSaved={() => done(true)}
      onCancel={() => done(false)}
    >
      <TransactionFormFields control={form.control} />
    </RecordForm>
  );
}
