import type { CreateTransactionInput } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
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
  const { t } = useTranslation(['transactions', 'parties']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<TransactionFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState, setError, getValues } = useForm<TransactionFormValues>({
    resolver: transactionFormResolver,
    defaultValues: emptyTransactionValues(),
    mode: 'onTouched',
  });
  useUnsavedChangesPrompt(formState.isDirty);

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const transaction = await createTransaction(
        valuesToInput(confirming!) as CreateTransactionInput,
      );
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      navigate(`/dashboard/transactions/${transaction.code}`, { state: { created: true } });
    } catch (error) {
      setConfirming(null);
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const input = confirming && valuesToInput(confirming);
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(setConfirming)}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TransactionFormFields control={control} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large">
            {t('create.submit')}
          </Button>
          <Button component={RouterLink} to="/dashboard/transactions" size="large">
            {t('common:cancel')}
          </Button>
        </Stack>
      </Stack>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby="confirm-creation-title"
      >
        <DialogTitle id="confirm-creation-title">{t('create.confirm_title')}</DialogTitle>
        <DialogContent>
          {confirming && input && (
            <Stack spacing={2}>
              <TransactionDataView
                transaction={{
                  ...confirming,
                  amount: String(input.amount),
                  currency: String(input.currency),
                  booked_at: String(input.booked_at),
                }}
              />
              <Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t('sections.eur')}
                </Typography>
                <EurPreview
                  amount={confirming.amount}
                  currency={confirming.currency}
                  bookedAt={confirming.booked_at}
                />
              </Box>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} autoFocus>
            {t('create.back_to_form')}
          </Button>
          <Button variant="contained" onClick={create} disabled={busy}>
            {t('create.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
