import { createHash, timingSafeEqual } from 'node:crypto';
import {
  hasPermission,
  type DriveAccount,
  type DriveConnectError,
  type DriveConnection,
  type DriveInfo,
  type DriveProvider,
} from '@aml/shared';
import { AppError } from '../../../lib/app-error.js';
import type { TeamContext } from '../../../policies/auth-context.js';
import { recordAudit, type RequestMeta } from '../../audit/audit.service.js';
import { StoreUnavailableError } from '../file-store.js';
import {
  deleteOAuthStatesBefore,
  findConnection,
  findConnectionWithAuthor,
  findTeamRole,
  insertOAuthState,
  markRevoked,
  saveConnection,
  takeOAuthState,
} from './drives.repository.js';
import {
  accountOf,
  authorizationUrl,
  createAuthorizationSecrets,
  exchangeCode,
  GOOGLE_DRIVE_SCOPE,
  GrantRefusedError,
  PROVIDER_NAMES,
  revokeAtProvider,
  STATE_TTL_MS,
  type TokenGrant,
} from './oauth.js';
import { openedOrNull, type DriveDeps } from './tokens.js';

/** The variables an operator sets to offer a drive (README "Configuration"). */
const CLIENT_VARIABLES: Record<DriveProvider, string> = {
  google: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  microsoft: 'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET',
};

const isConfigured = (deps: DriveDeps, provider: DriveProvider) => Boolean(deps.config[provider]);

export async function getDriveInfo(
  deps: DriveDeps,
  auth: TeamContext,
  provider: DriveProvider,
): Promise<DriveInfo> {
  const row = await findConnection(deps.db, auth.teamId, provider);
  const configured = isConfigured(deps, provider);
  return {
    provider,
    configured,
    connected: configured && row?.status === 'connected',
    status: row?.status ?? null,
    account_email: row?.account_email ?? null,
    account_name: row?.account_name ?? null,
  };
}

export async function listDriveAccounts(
  deps: DriveDeps,
  auth: TeamContext,
  provider: DriveProvider,
): Promise<{ items: DriveAccount[]; total: number }> {
  const info = await getDriveInfo(deps, auth, provider);
  const items = info.connected ? [{ email: info.account_email, name: info.account_name }] : [];
  return { items, total: items.length };
}

export async function listDriveConnections(
  deps: DriveDeps,
  auth: TeamContext,
  provider: DriveProvider,
): Promise<{ items: DriveConnection[]; total: number }> {
  const row = await findConnectionWithAuthor(deps.db, auth.teamId, provider);
  const items = row
    ? [
        {
          provider,
          status: row.connection.status,
          account_email: row.connection.account_email,
          account_name: row.connection.account_name,
          connected_by: row.connectedBy,
          created_at: row.connection.created_at.toISOString(),
          updated_at: row.connection.updated_at.toISOString(),
        },
      ]
    : [];
  return { items, total: items.length };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Starts connecting the team's drive: a state and a PKCE verifier are kept (the verifier
 * sealed) for the callback, with the hash of `browserKey`, the value the route sets as a cookie
 * in this browser; the answer is the provider's consent page.
 */
export async function startDriveLogin(
  deps: DriveDeps,
  auth: TeamContext,
  provider: DriveProvider,
  browserKey: string,
): Promise<{ url: string }> {
  if (!isConfigured(deps, provider)) {
    throw new AppError(
      409,
      'drive_not_configured',
      `This installation has not configured ${PROVIDER_NAMES[provider]}: its administrator sets ${CLIENT_VARIABLES[provider]}`,
    );
  }
  const secrets = createAuthorizationSecrets();
  const now = deps.clock.now();
  await deleteOAuthStatesBefore(deps.db, new Date(now.getTime() - STATE_TTL_MS));
  await insertOAuthState(
    deps.db,
    {
      state: secrets.state,
      teamId: auth.teamId,
      userId: auth.userId,
      provider,
      codeVerifierSealed: deps.secrets.seal(secrets.verifier),
      browserHash: sha256(browserKey).toString('hex'),
    },
    now,
  );
  return { url: authorizationUrl(deps.config, provider, secrets) };
}

export type CallbackQuery = { code?: string; state?: string; error?: string };

/**
 * Whether the callback came to the browser that started: a consent link sent to someone else
 * must not connect their drive to the sender's team.
 */
function sameBrowser(browserKey: string | undefined, browserHash: string): boolean {
  if (!browserKey) return false;
  const expected = Buffer.from(browserHash, 'hex');
  const given = sha256(browserKey);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether Google granted the Drive scope: the consent screen lets the user un-tick it. */
const grantsDrive = (provider: DriveProvider, grant: TokenGrant) =>
  provider !== 'google' || (grant.scope ?? '').split(' ').includes(GOOGLE_DRIVE_SCOPE);

/**
 * The provider sent the browser back: the state names the team and the user who started, and
 * is used up. The code is exchanged with the verifier, and the connection saved with its
 * tokens sealed. Answers why it did not connect, for the storage page to say.
 */
export async function completeDriveLogin(
  deps: DriveDeps,
  provider: DriveProvider,
  query: CallbackQuery,
  meta: RequestMeta,
  browserKey: string | undefined,
): Promise<{ connected: true } | { error: DriveConnectError }> {
  const started = query.state ? await takeOAuthState(deps.db, query.state) : undefined;
  const now = deps.clock.now();
  if (
    !started ||
    started.provider !== provider ||
    started.created_at.getTime() < now.getTime() - STATE_TTL_MS ||
    !sameBrowser(browserKey, started.browser_hash)
  ) {
    return { error: 'invalid_state' };
  }
  if (query.error)
    return { error: query.error === 'access_denied' ? 'access_denied' : 'exchange_failed' };
  if (!isConfigured(deps, provider)) return { error: 'not_configured' };
  const role = await findTeamRole(deps.db, started.team_id, started.user_id);
  if (!role || !hasPermission(role, 'team.manage')) return { error: 'forbidden' };
  if (!query.code) return { error: 'exchange_failed' };

  let verifier: string;
  try {
    verifier = deps.secrets.open(started.code_verifier_encrypted);
  } catch {
    // Sealed under another key (the key changed meanwhile): start again.
    return { error: 'invalid_state' };
  }
  let grant: TokenGrant;
  try {
    grant = await exchangeCode(deps.config, provider, query.code, verifier);
  } catch (error) {
    if (error instanceof GrantRefusedError || error instanceof StoreUnavailableError) {
      return { error: 'exchange_failed' };
    }
    throw error;
  }
  if (!grantsDrive(provider, grant)) {
    // A grant the application cannot use is not kept at Google either.
    await revokeAtProvider(deps.config, provider, grant.refresh_token ?? grant.access_token);
    return { error: 'scope_not_granted' };
  }
  const refreshToken = grant.refresh_token;
  if (!refreshToken) return { error: 'exchange_failed' };

  const account = await accountOf(deps.config, provider, grant);
  await deps.db.transaction(async (tx) => {
    const savedAt = deps.clock.now();
    await saveConnection(
      tx,
      {
        teamId: started.team_id,
        provider,
        accountEmail: account.email,
        accountName: account.name,
        refreshTokenSealed: deps.secrets.seal(refreshToken),
        accessTokenSealed: deps.secrets.seal(grant.access_token),
        accessExpiresAt: new Date(savedAt.getTime() + grant.expires_in * 1000),
        connectedBy: started.user_id,
      },
      savedAt,
    );
    await recordAudit(tx, { userId: started.user_id, teamId: started.team_id, ...meta }, savedAt, {
      entityType: 'drive_connection',
      entityCode: provider,
      action: 'connected',
      changes: { provider, account_email: account.email },
    });
  });
  return { connected: true };
}

/**
 * Disconnects the team's drive: the grant is revoked at the provider where it can be, the
 * tokens are forgotten and the connection shows revoked. The files stay in the drive.
 */
export async function logoutDrive(
  deps: DriveDeps,
  auth: TeamContext,
  provider: DriveProvider,
): Promise<void> {
  const row = await findConnection(deps.db, auth.teamId, provider);
  if (!row || row.status !== 'connected') return;
  const refreshToken = row.refresh_token_encrypted
    ? openedOrNull(deps, row.refresh_token_encrypted)
    : null;
  if (refreshToken) await revokeAtProvider(deps.config, provider, refreshToken);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await markRevoked(tx, row.id, now);
    await recordAudit(tx, auth, now, {
      entityType: 'drive_connection',
      entityCode: provider,
      action: 'disconnected',
      changes: { provider, account_email: row.account_email },
    });
  });
}
