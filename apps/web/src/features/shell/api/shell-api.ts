import { apiCall } from '../../../lib/api-client';

export const logout = () => apiCall('/logout', { method: 'POST', redirectOn401: false });

export const resendVerificationEmail = () =>
  apiCall('/user/email/verification-resend-email', { method: 'POST', body: {} });
