import { Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { resolverOnDemand } from '../../../lib/contracts-on-demand';
import { storage } from '../../../lib/storage';
import { login } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { CredentialFields } from '../components/credential-fields';
import { safeRedirect } from '../redirect';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: resolverOnDemand((contracts) => contracts.LoginSchema),
    defaultValues: { email: search.get('email') ?? '', password: '' },
    mode: 'onTouched',
  });

  return (
    <PublicLayout>
      <AuthCard title={t('login_title')} subtitle={t('login_subtitle')}>
        <AuthForm
          form={form}
          send={login}
          onSent={({ token }) => {
            storage.setToken(token);
            queryClient.clear();
            navigate(safeRedirect(search), { replace: true });
          }}
          submitLabel={t('login_action')}
          busyLabel={t('logging_in')}
        >
          <CredentialFields control={form.control} password="current-password" />
        </AuthForm>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/user/reset-password">
            {t('forgot_password')}
          </Link>
          <Link component={RouterLink} to={`/user/register${window.location.search}`}>
            {t('no_account')}
          </Link>
        </Stack>
      </AuthCard>
      <Link
        component={RouterLink}
        to="/sanction-list-search"
        variant="body2"
        sx={{ display: 'block', textAlign: 'center', mt: 3 }}
      >
        {t('sanction_search')}
      </Link>
    </PublicLayout>
  );
}
