import { createHash, randomBytes } from 'node:crypto';
import type { DriveProvider } from '@aml/shared';
import { z } from 'zod';
import type { Config, OAuthClientConfig } from '../../../config.js';
import { StoreUnavailableError } from '../file-store.js';

/**
 * The OAuth 2.0 authorization code flow with PKCE (RFC 7636, S256) of both drives, on plain
 * fetch so that every address is configuration (shared/domain/integrations.md 1.2.1, 1.3.1).
 */

/** drive.file: only the files the application made, so no restricted-scope verification. */
export const GOOGLE_DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.file';
/** openid email: the id_token names the account the team sees as connected. */
const GOOGLE_SCOPES = [GOOGLE_DRIVE_SCOPE, 'openid', 'email'].join(' ');
/** Only the app's own folder (Apps/<app>); User.Read names the account. */
const MICROSOFT_SCOPES = ['offline_access', 'Files.ReadWrite.AppFolder', 'User.Read'].join(' ');

/** How long the user has to consent at the provider and come back. */
export const STATE_TTL_MS = 10 * 60_000;
/** A token request holds the connection's row lock: a provider that stalls must not hold it long. */
const TOKEN_TIMEOUT_MS = 15_000;

export const PROVIDER_NAMES: Record<DriveProvider, string> = {
  google: 'Google Drive',
  microsoft: 'Microsoft OneDrive',
};

export function oauthClientOf(config: Config, provider: DriveProvider): OAuthClientConfig {
  const client = config[provider];
  if (!client) {
    throw new StoreUnavailableError(
      `The installation has not configured ${PROVIDER_NAMES[provider]}`,
      'not_configured',
    );
  }
  return client;
}

export const redirectUriOf = (config: Config, provider: DriveProvider) =>
  `${config.publicUrl}/int/${provider}/login/callback`;

const microsoftEndpoint = (config: Config, name: 'authorize' | 'token') =>
  `${config.driveUrls.microsoftLogin}/${encodeURIComponent(config.microsoft?.tenant ?? 'common')}/oauth2/v2.0/${name}`;

/** A state and a code verifier: 256 random bits each, base64url (43 characters). */
export function createAuthorizationSecrets() {
  const verifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(32).toString('base64url'),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

/** Where the browser gives its consent; the provider sends it back to the callback. */
export function authorizationUrl(
  config: Config,
  provider: DriveProvider,
  secrets: { state: string; challenge: string },
): string {
  const client = oauthClientOf(config, provider);
  const common = {
    client_id: client.clientId,
    redirect_uri: redirectUriOf(config, provider),
    response_type: 'code',
    state: secrets.state,
    code_challenge: secrets.challenge,
    code_challenge_method: 'S256',
  };
  const url =
    provider === 'google'
      ? new URL(config.driveUrls.googleAuth)
      : new URL(microsoftEndpoint(config, 'authorize'));
  const params =
    provider === 'google'
      ? {
          ...common,
          scope: GOOGLE_SCOPES,
          // A refresh token, and a new one at every consent (Google gives one only on the first).
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
        }
      : { ...common, scope: MICROSOFT_SCOPES, response_mode: 'query', prompt: 'select_account' };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

const TokenGrantSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
  /** Google: the scopes granted, which the user may have narrowed. */
  scope: z.string().optional(),
  id_token: z.string().optional(),
});
export type TokenGrant = z.infer<typeof TokenGrantSchema>;

/**
 * The token endpoint refused the grant (`invalid_grant`: revoked, expired, or a code already
 * used): only the user can mend it, by connecting again.
 */
export class GrantRefusedError extends Error {
  constructor(readonly error: string) {
    super(`The provider refused the grant: ${error}`);
    this.name = 'GrantRefusedError';
  }
}

/** Errors of the token endpoint that no retry mends (RFC 6749 5.2; Entra's interaction codes). */
const REFUSALS = new Set(['invalid_grant', 'interaction_required', 'consent_required']);

async function requestToken(
  config: Config,
  provider: DriveProvider,
  form: Record<string, string>,
): Promise<TokenGrant> {
  const client = oauthClientOf(config, provider);
  const url =
    provider === 'google'
      ? `${config.driveUrls.googleOauth}/token`
      : microsoftEndpoint(config, 'token');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        ...form,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch {
    throw new StoreUnavailableError(`${PROVIDER_NAMES[provider]} cannot be reached`, 'unreachable');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error === 'string' && REFUSALS.has(error)) throw new GrantRefusedError(error);
    // The provider's error code only: its description may quote what was sent.
    throw new StoreUnavailableError(
      `${PROVIDER_NAMES[provider]} answered ${response.status}${typeof error === 'string' ? ` (${error})` : ''} to a token request`,
      'unreachable',
    );
  }
  const grant = TokenGrantSchema.safeParse(body);
  if (!grant.success) {
    throw new StoreUnavailableError(
      `${PROVIDER_NAMES[provider]} answered a token request without an access token`,
      'unreachable',
    );
  }
  return grant.data;
}

/** Microsoft wants the scopes again at the token endpoint; Google takes them from the code. */
const scopeField = (provider: DriveProvider): Record<string, string> =>
  provider === 'microsoft' ? { scope: MICROSOFT_SCOPES } : {};

export function exchangeCode(
  config: Config,
  provider: DriveProvider,
  code: string,
  verifier: string,
): Promise<TokenGrant> {
  return requestToken(config, provider, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUriOf(config, provider),
    code_verifier: verifier,
    ...scopeField(provider),
  });
}

export function refreshGrant(
  config: Config,
  provider: DriveProvider,
  refreshToken: string,
): Promise<TokenGrant> {
  return requestToken(config, provider, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...scopeField(provider),
  });
}

/**
 * Ends the grant at the provider where it documents how (Google's revoke endpoint). Microsoft
 * has no revocation of one refresh token: forgetting it is all the application can do.
 */
export async function revokeAtProvider(
  config: Config,
  provider: DriveProvider,
  token: string,
): Promise<void> {
  if (provider !== 'google') return;
  // Failing to reach Google must not keep the team connected: the token is forgotten anyway.
  await fetch(`${config.driveUrls.googleOauth}/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  }).catch(() => undefined);
}

export type DriveAccount = { email: string | null; name: string | null };

const IdTokenClaimsSchema = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
});

const GraphMeSchema = z.object({
  displayName: z.string().nullish(),
  mail: z.string().nullish(),
  userPrincipalName: z.string().nullish(),
});

/**
 * The account the team connected, to show it. Google's id_token came straight from its token
 * endpoint over TLS, so its claims are read without checking its signature (OpenID Connect
 * Core 3.1.3.7); Microsoft's account is Graph's /me.
 */
export async function accountOf(
  config: Config,
  provider: DriveProvider,
  grant: TokenGrant,
): Promise<DriveAccount> {
  if (provider === 'google') {
    const payload = grant.id_token?.split('.')[1];
    if (!payload) return { email: null, name: null };
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { email: null, name: null };
    }
    const parsed = IdTokenClaimsSchema.safeParse(claims);
    return {
      email: parsed.success ? (parsed.data.email ?? null) : null,
      name: parsed.success ? (parsed.data.name ?? null) : null,
    };
  }
  const response = await fetch(
    `${config.driveUrls.microsoftGraph}/me?$select=displayName,mail,userPrincipalName`,
    {
      headers: { authorization: `Bearer ${grant.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    },
  ).catch(() => null);
  const me = GraphMeSchema.safeParse(response?.ok ? await response.json().catch(() => null) : null);
  if (!me.success) return { email: null, name: null };
  return {
    email: me.data.mail ?? me.data.userPrincipalName ?? null,
    name: me.data.displayName ?? null,
  };
}
