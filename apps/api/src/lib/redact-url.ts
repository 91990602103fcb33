/**
 * Request URLs as they may appear in logs: one-time codes (in the pages e-mailed links open,
 * and in the `code` query parameter) are replaced, since anyone reading the log could use them.
 */
const CODE_PAGES =
  /^(\/(?:user\/(?:reset-password|email-verification|account-delete|team\/invite)|team-invite)\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(CODE_PAGES, '$1[redacted]').replace(/([?&]code=)[^&#]*/g, '$1[redacted]');
}
