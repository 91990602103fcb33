import type { Transaction } from '@aml/shared';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { applyFieldErrors } from '../../../lib/forms';
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

type Props = { code: string; editable: boolean; whyNot: string; onSaved: () => void };

/** The data tab: the transaction's fields, and the same form as creation for editing them. */
export function TransactionDataTab({ code, editable, whyNot, onSaved }: Props) {
  const { t } = useTranslation('transactions');
  const transaction = useQuery(transactionQuery(code));
  const [editing, setEditing] = useState(false);
  if (transaction.isError) return <Alert severity="error">{errorText(transaction.error)}</Alert>;
  if (!transaction.data) return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  if (editing) {
    return (
      <EditForm
        transaction={transaction.data}
        onDone={(saved) => {
          setEditing(false);
          if (saved) onSaved();
        }}
      />
    );
  }
  return (
    <Stack spacing={2}>
      {transaction.data.giif_report && <GiifReportNotice mark={transaction.data.giif_report} />}
      <TransactionDataView transaction={transaction.data} />
      {editable ? (
        <Button
          variant="contained"
          onClick={() => setEditing(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('detail.edit')}
        </Button>
      ) : (
        whyNot && <Alert severity="info">{whyNot}</Alert>
      )}
    </Stack>
  );
}

/** Edits the transaction; `onDone` says whether it was saved. */
function EditForm({
  transaction,
  onDone,
}: {
  transaction: Transaction;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('transactions');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<TransactionFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm<TransactionFormValues>({
    resolver: transactionFormResolver,
    defaultValues: transactionToValues(transaction),
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty);
  const save = async () => {
    const values = confirming!;
    setConfirming(null);
    setFailure(null);
    try {
      await updateTransaction({ ...valuesToInput(values, true), code: transaction.code });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  };
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(setConfirming)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TransactionFormFields control={control} />
      <Stack direction="row" spacing={2}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting || !formState.isDirty}
        >
          {t('common:save')}
        </Button>
        <Button size="large" onClick={() => onDone(false)}>
          {t('common:cancel')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        onCancel={() => setConfirming(null)}
        onConfirm={save}
      />
    </Stack>
  );
}
