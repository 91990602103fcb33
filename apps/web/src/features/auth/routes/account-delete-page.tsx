import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PublicLayout } from '../../../components/public-layout';
import { useAction } from '../../../components/use-action';
import { storage } from '../../../lib/storage';
import { confirmAccountDeletion } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /user/account-delete/{code}: the last, deliberate step of deleting an account. */
export function AccountDeletePage() {
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const deletion = useAction(() => confirmAccountDeletion(code), {
    onDone: () => {
      storage.removeToken();
      queryClient.clear();
    },
  });
  return (
    <PublicLayout>
      <AuthCard title={t('delete_title')}>
        {deletion.done ? (
          <>
            <Alert severity="success">{t('deleted')}</Alert>
            <Button component={RouterLink} to="/user/register" variant="outlined">
              {t('register_action')}
            </Button>
          </>
        ) : (
          <Stack spacing={2}>
            <Typography>{t('delete_text')}</Typography>
            {deletion.failure && <Alert severity="error">{deletion.failure}</Alert>}
            <Button
              color="error"
              variant="contained"
              onClick={() => setAsking(true)}
              disabled={deletion.busy}
            >
              {t('delete_action')}
            </Button>
          </Stack>
        )}
        <ConfirmDialog
          open={asking}
          message={t('delete_confirm')}
          confirmLabel={t('delete_action')}
          destructive
          busy={deletion.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            deletion.run();
          }}
        />
      </AuthCard>
    </PublicLayout>
  );
}
