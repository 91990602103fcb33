import { Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LazyAlert } from '../../../components/lazy-alert';
import { OutlinedField } from '../../../components/outlined-field';
import { PasswordInput } from '../../../components/password-input';
import { PublicLayout } from '../../../components/public-layout';
import { ApiError, sessionEnded } from '../../../lib/api-client';
import { validationText } from '../../../lib/forms';
import { storage } from '../../../lib/storage';
import { login } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { ResendVerification } from '../components/resend-verification';
import { safeRedirect } from '../redirect';
import { schemaCheck, useCheckedForm } from '../use-checked-form';

const checkLogin = schemaCheck((contracts) => contracts.LoginSchema);

// The login page is the first screen of most visits: its form is checked without
// react-hook-form and its fields are built without TextField (performance.md).
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useCheckedForm({ email: search.get('email') ?? '', password: '' }, checkLogin);
  // Said once, when the server ended the session (idle, expired, revoked) and sent the user here.
  const [hasSessionEnded] = useState(sessionEnded.get);
  useEffect(() => sessionEnded.forget(), []);
  // A refusal the user can act on from here: its code and the address it concerns.
  const [refusal, setRefusal] = useState<{ code: string; email: string } | null>(null);
  const field = (name: 'email' | 'password') => {
    const { error, ...props } = form.field(name);
    return { ...props, error: validationText(error) };
  };

  return (
    <PublicLayout>
      <AuthCard title={t('login_title')} subtitle={t('login_subtitle')}>
        {hasSessionEnded && !refusal && <LazyAlert severity="info">{t('session_ended')}</LazyAlert>}
        <AuthForm
          form={form}
          send={async (values) => {
            setRefusal(null);
            try {
              return await login(values);
            } catch (error) {
              if (error instanceof ApiError) setRefusal({ code: error.code, email: values.email });
              throw error;
            }
          }}
          failureAction={
            refusal?.code === 'email_not_verified' ? (
              <ResendVerification key={refusal.email} email={refusal.email} />
            ) : refusal?.code === 'login_locked' ? (
              <Link component={RouterLink} to="/user/reset-password">
                {t('reset_title')}
              </Link>
            ) : undefined
          }
          onSent={async ({ token }) => {
            storage.setToken(token);
            // Nothing of an earlier session stays; the dashboard needs the cache at once anyway.
            const { queryClient } = await import('../../../lib/query-client');
            queryClient.clear();
            navigate(safeRedirect(search), { replace: true });
          }}
          submitLabel={t('login_action')}
          busyLabel={t('logging_in')}
        >
          <OutlinedField
            {...field('email')}
            label={t('email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <PasswordInput
            {...field('password')}
            label={t('password')}
            autoComplete="current-password"
          />
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
