import { Alert, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { EditInPlace } from '../../../components/detail-page';
import { errorText } from '../../../lib/api-client';
import { transactionKeys, transactionQuery, updateTransaction } from '../api/transactions-api';
import { GiifReportNotice } from './giif-report';
import { TransactionDataView } from './transaction-data-view';
import { TransactionFormFields } from './transaction-form-fields';
import {
  transactionFormResolver,
  transactionToValues,
  valuesToInput,
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
      edit={{
        resolver: transactionFormResolver,
        defaults: transactionToValues(data),
        save: (values) => updateTransaction({ ...valuesToInput(values, true), code: data.code }),
        refresh: [transactionKeys.all],
        fields: (control) => <TransactionFormFields control={control} />,
      }}
      whyNot={whyNot}
      onSaved={onSaved}
    />
  );
}
