/**
 * Request URLs as they may appear in logs: one-time codes (in the pages e-mailed links open,
 * in the invitation calls those pages make, and in the `code` query parameter) are replaced,
 * since anyone reading the log could use them;
 * so are the values of the free-text filters (a customer's name searched for, a colleague's
 * e-mail), which are personal data the log has no need of.
 */
const CODE_PAGES =
  /^(\/(?:user\/(?:reset-password|email-verification|account-delete|team\/invite)|team-invite|int\/teams\/invite)\/)[^/?#]+/;

/** Query parameters whose values are secrets or free text (the lists' `text`, `assignee`, …). */
const REDACTED_PARAMETERS =
  /([?&](?:code|token|text|search|q|name|email|assignee|actor|nip|regon|krs)=)[^&#]*/gi;

/** A sole trader's NIP is personal data: the registries' paths that carry one. */
const IDENTIFIER_PATHS = /^(\/int\/(?:crbr-beneficiaries|giif\/nip|giif\/regon)\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url
    .replace(CODE_PAGES, '$1[redacted]')
    .replace(IDENTIFIER_PATHS, '$1[redacted]')
    .replace(REDACTED_PARAMETERS, '$1[redacted]');
}
