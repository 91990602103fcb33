import type { Login, Register, ResetPassword, SendResetEmail } from '@aml/shared';
import { apiCall } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts-on-demand';

export const login = async (input: Login) => {
  const [{ LoginResponseSchema }, answer] = await Promise.all([
    loadContracts(),
    apiCall('/login', { method: 'POST', body: input, redirectOn401: false }),
  ]);
  return LoginResponseSchema.parse(answer);
};

export const register = (input: Register) => apiCall('/user', { method: 'POST', body: input });

export const verifyEmail = (code: string) =>
  apiCall('/users/email/verify', { method: 'POST', body: { code }, redirectOn401: false });

/** A new verification link, asked for from the login page before any session. */
export const resendVerificationEmail = (email: string) =>
  apiCall('/users/email/verification-resend-email', { method: 'POST', body: { email } });

export const sendResetEmail = (input: SendResetEmail) =>
  apiCall('/user/password/send-reset-email', { method: 'POST', body: input });

export const resetPassword = (input: ResetPassword) =>
  apiCall('/user/password/reset', { method: 'POST', body: input, redirectOn401: false });

export const confirmAccountDeletion = (code: string) =>
  apiCall('/users/email/delete-user', { query: { code }, redirectOn401: false });
